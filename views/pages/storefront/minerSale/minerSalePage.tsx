import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import Big from 'big.js';
import { useId } from 'react';
import { MINER_SALE_SORT_VALUES } from '../../../../manifest/routes.ts';
import type { SaleBatch } from '../../../../runtime/http/contract/miners.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { BatchCard } from '../../../features/miners/batchCard.tsx';
import { HostingTerms } from '../../../features/miners/hostingTerms.tsx';
import { minerSaleListQuery } from '../../../features/miners/minerQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/miners/miners.css';

type Search = SearchOf<'minerSale'>;
type Sort = Search['sort'];

const COMPARE: Record<Exclude<Sort, 'recommended'>, (a: SaleBatch, b: SaleBatch) => number> = {
  efficiency: (a, b) => a.efficiencyJt - b.efficiencyJt,
  pricePerTh: (a, b) => new Big(a.pricePerThUsd).cmp(b.pricePerThUsd),
  unitPrice: (a, b) => new Big(a.unitPriceUsd).cmp(b.unitPriceUsd),
  startDate: (a, b) => a.estimatedStartOn.localeCompare(b.estimatedStartOn),
};

/** The batches a buyer asked for: one model or all, in the chosen order, what can be bought first. */
export function shownBatches(batches: readonly SaleBatch[], { model, sort }: Search): SaleBatch[] {
  const picked = batches.filter((b) => model === undefined || b.modelId === model);
  const compare = sort === 'recommended' ? () => 0 : COMPARE[sort];
  // Stable sort: equal batches keep the marketplace's order.
  return picked.sort((a, b) => Number(a.status !== 'onSale') - Number(b.status !== 'onSale') || compare(a, b));
}

/** `/minerSale`: the batches of hosted miners for sale, filtered by model and sorted, with the hosting terms. */
export default function MinerSalePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const current = search as Search;
  const batches = useQuery(minerSaleListQuery());
  const modelField = useId();
  const sortField = useId();
  const go = (next: Partial<Search>) => {
    const merged = { ...current, ...next };
    void router.navigate({
      href: hrefFor('minerSale', {}, route, {
        search: {
          ...(merged.model ? { model: merged.model } : {}),
          ...(merged.sort !== 'recommended' ? { sort: merged.sort } : {}),
        },
      }),
      replace: true,
    });
  };
  const sortLabels: Record<Sort, string> = {
    recommended: t`Recommended`,
    efficiency: t`Efficiency (J/T), best first`,
    pricePerTh: t`Price per TH/s, lowest first`,
    unitPrice: t`Unit price, lowest first`,
    startDate: t`Earliest start`,
  };
  const models = [...new Map((batches.data ?? []).map((b) => [b.modelId, b.modelName])).entries()];

  return (
    <div className="miner-page">
      <header className="miner-hero">
        <h1>
          <Trans>Miners for sale, hosted in our farms</Trans>
        </h1>
        <p>
          <Trans>
            Buy Antminer and Whatsminer units from batches installed at our sites. You own the miners, we run them, and
            their output is paid to your wallet every day.
          </Trans>
        </p>
        <p className="miner-hero-links">
          <SiteLink href={hrefFor('miner', {}, route)}>
            <Trans>Compare miner models</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('minerSale.s19xp', {}, route)}>
            <Trans>Antminer S19 XP</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('rental', {}, route)}>
            <Trans>Rent a miner instead</Trans>
          </SiteLink>
        </p>
      </header>

      <div className="miner-filters">
        <div className="miner-filter">
          <label htmlFor={modelField}>
            <Trans>Model</Trans>
          </label>
          <select
            id={modelField}
            value={current.model ?? ''}
            onChange={(event) => go({ model: event.target.value || undefined })}
          >
            <option value="">{t`All models`}</option>
            {models.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
            {current.model !== undefined && !models.some(([id]) => id === current.model) && (
              <option value={current.model}>{current.model}</option>
            )}
          </select>
        </div>
        <div className="miner-filter">
          <label htmlFor={sortField}>
            <Trans>Sort by</Trans>
          </label>
          <select id={sortField} value={current.sort} onChange={(event) => go({ sort: event.target.value as Sort })}>
            {MINER_SALE_SORT_VALUES.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ReadSection
        query={batches}
        label={t`Miner batches`}
        className="miner-batches-section"
        isEmpty={(data) => shownBatches(data, current).length === 0}
        skeleton={
          <div className="miner-batches" aria-hidden="true">
            <Skeleton height="480px" />
            <Skeleton height="480px" />
          </div>
        }
        empty={
          current.model !== undefined ? (
            <EmptyState
              message={<Trans>No batch of this model is on sale right now.</Trans>}
              action={
                <SiteLink className="button button-primary" href={hrefFor('minerSale', {}, route)}>
                  <Trans>See all batches</Trans>
                </SiteLink>
              }
            />
          ) : (
            <EmptyState
              message={<Trans>No miner batch is on sale right now. New batches are listed as miners arrive.</Trans>}
              action={
                <SiteLink className="button button-primary" href={hrefFor('rental', {}, route)}>
                  <Trans>Rent a miner</Trans>
                </SiteLink>
              }
            />
          )
        }
      >
        {(data) => {
          const shown = shownBatches(data, current);
          return (
            <>
              <p className="miner-count" aria-live="polite">
                <Trans>
                  {shown.length} of {data.length} batches
                </Trans>
              </p>
              <ul className="miner-batches">
                {shown.map((batch) => (
                  <li key={batch.id}>
                    <BatchCard batch={batch} at={route} />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </ReadSection>

      <HostingTerms headingId="miner-sale-terms" />
    </div>
  );
}
