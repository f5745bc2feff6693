import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Supplier } from '../../../../runtime/http/contract/services.ts';
import { SUPPLIER_REGIONS, type SupplierRegion } from '../../../../runtime/http/contract/servicesValues.ts';
import { hrefFor, type LinkContext, type SearchOf } from '../../../../runtime/router/links.ts';
import { SUPPLIER_REGION_LABELS } from '../../../features/services/serviceLabels.ts';
import { minerSuppliersQuery } from '../../../features/services/serviceQueries.ts';
import { regionNames } from '../../../format/format.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/services/services.css';

type Filter = { region?: SupplierRegion; model?: string };

/**
 * `/supplier-list`: where to buy miners: suppliers from the sandbox, filtered by region and model (the
 * filter is in the URL, so a link shares it), verified suppliers first.
 */
export default function SupplierListPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { region, model } = search as SearchOf<'supplier-list'>;
  // The previous list stays on screen while a new filter loads; the options are every region and model.
  const suppliers = useQuery({ ...minerSuppliersQuery({ region, model }), placeholderData: keepPreviousData });
  const regions = suppliers.data?.regions ?? [...SUPPLIER_REGIONS];
  const models = suppliers.data?.models ?? (model ? [model] : []);
  const href = (next: Filter) => hrefFor('supplier-list', {}, route, { search: next });
  const go = (next: Filter) => void router.navigate({ href: href(next) });
  const filtered = region !== undefined || model !== undefined;
  return (
    <div className="services-page">
      <header className="services-hero">
        <h1>
          <Trans>Miner suppliers</Trans>
        </h1>
        <p>
          <Trans>
            Where to buy miners for your own site or for hosting with us. A verified badge means we checked the
            company's registration and references and received an order from it ourselves.
          </Trans>
        </p>
      </header>
      <form className="services-filters" aria-label={t`Filter suppliers`} onSubmit={(e) => e.preventDefault()}>
        <label>
          <Trans>Region</Trans>
          <select
            value={region ?? ''}
            onChange={(e) => go({ region: (e.target.value || undefined) as SupplierRegion | undefined, model })}
          >
            <option value="">{t`All regions`}</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {i18n._(SUPPLIER_REGION_LABELS[r])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Model</Trans>
          <select value={model ?? ''} onChange={(e) => go({ region, model: e.target.value || undefined })}>
            <option value="">{t`All models`}</option>
            {models.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <SiteLink href={href({})}>
            <Trans>Clear filters</Trans>
          </SiteLink>
        )}
      </form>
      <ReadSection
        query={suppliers}
        label={t`Suppliers`}
        className="services-stack"
        skeleton={<Skeleton height="480px" />}
        isEmpty={(data) => data.suppliers.length === 0}
        empty={
          <div className="services-card">
            <p>
              <Trans>No supplier matches these filters.</Trans>
            </p>
            <SiteLink href={href({})}>
              <Trans>Show all suppliers</Trans>
            </SiteLink>
          </div>
        }
      >
        {(data) => (
          <>
            <p className="services-note" aria-live="polite">
              <Plural value={data.suppliers.length} one="# supplier" other="# suppliers" />
            </p>
            <ul className="services-grid">
              {data.suppliers.map((supplier) => (
                <SupplierCard key={supplier.id} supplier={supplier} at={route} />
              ))}
            </ul>
          </>
        )}
      </ReadSection>
      <section className="services-card" aria-labelledby="suppliers-buying">
        <h2 id="suppliers-buying">
          <Trans>Before you pay a supplier</Trans>
        </h2>
        <ul className="services-steps">
          <li>
            <Trans>
              Ask for the batch's shipping month in writing; lead times move with the manufacturer's supply.
            </Trans>
          </li>
          <li>
            <Trans>Pay only to the company's own bank account or address, never to a person who contacts you.</Trans>
          </li>
          <li>
            <Trans>
              Used miners: ask for hashboard test logs and test every miner on arrival, inside the warranty.
            </Trans>
          </li>
          <li>
            <Trans>
              Ship to one of our farms and we can host the miners from day one:{' '}
              <SiteLink href={hrefFor('coop', {}, route)}>talk to us</SiteLink>.
            </Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}

function SupplierCard({ supplier, at }: { supplier: Supplier; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const country = regionNames(at.locale)?.of(supplier.country) ?? supplier.country;
  const id = `supplier-${supplier.id}`;
  const min = supplier.leadTimeDaysMin;
  const max = supplier.leadTimeDaysMax;
  return (
    <li>
      <article aria-labelledby={id} className="services-stack">
        <div className="services-supplier-head">
          <h3 id={id}>{supplier.name}</h3>
          {supplier.verified ? (
            <span className="services-badge services-badge-verified">
              <Trans>Verified</Trans>
            </span>
          ) : (
            <span className="services-badge">
              <Trans>Not verified yet</Trans>
            </span>
          )}
        </div>
        <p className="services-note">
          {i18n._(SUPPLIER_REGION_LABELS[supplier.region])} · {supplier.city}, {country}
        </p>
        <p>{supplier.description}</p>
        <dl className="services-facts">
          <div>
            <dt>
              <Trans>Models</Trans>
            </dt>
            <dd>{supplier.models.join(', ')}</dd>
          </div>
          <div>
            <dt>
              <Trans>Lead time</Trans>
            </dt>
            <dd>
              <Trans>
                {min}–{max} days
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Minimum order</Trans>
            </dt>
            <dd>
              <Plural value={supplier.minOrderUnits} one="# unit" other="# units" />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Warranty</Trans>
            </dt>
            <dd>
              <Plural value={supplier.warrantyMonths} one="# month" other="# months" />
            </dd>
          </div>
        </dl>
        <p className="services-actions">
          <a
            href={supplier.website}
            rel="noopener nofollow"
            target="_blank"
            aria-label={t`Website of ${supplier.name}`}
          >
            <Trans>Website</Trans>
          </a>
          <a href={`mailto:${supplier.email}`}>{supplier.email}</a>
        </p>
      </article>
    </li>
  );
}
