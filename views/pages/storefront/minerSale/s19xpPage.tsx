import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { BatchCard } from '../../../features/miners/batchCard.tsx';
import { HostingTerms } from '../../../features/miners/hostingTerms.tsx';
import { minerModelDetailQuery } from '../../../features/miners/minerQueries.ts';
import { MinerSpecs } from '../../../features/miners/minerSpecs.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/miners/miners.css';
import { S19XP_MODEL_ID } from './s19xpModel.ts';

/** `/minerSale/s19xp`: the Antminer S19 XP: its specs, its batches on sale with Buy, the hosting terms and a FAQ. */
export default function S19xpPage({ route }: PageProps) {
  const { t } = useLingui();
  const detail = useQuery(minerModelDetailQuery(S19XP_MODEL_ID));
  // The model missing from the catalogue (never in the seed) is this page's 404, like an unknown id's.
  if (isStatus(detail.error, 404)) {
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <div className="miner-page">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            <SiteLink href={hrefFor('minerSale', {}, route)}>
              <Trans>Miners for sale</Trans>
            </SiteLink>
          </li>
          <li aria-current="page">Antminer S19 XP</li>
        </ol>
      </nav>
      <header className="miner-hero">
        <h1>Antminer S19 XP</h1>
        <p>
          <Trans>
            Bitmain's 5 nm S19 flagship, hosted in our farms: a proven miner at a fraction of the price of the S21
            generation, with its own warranty and our on-site repairs.
          </Trans>
        </p>
      </header>

      <ReadSection
        query={detail}
        label={t`Antminer S19 XP`}
        className="miner-product"
        skeleton={
          <div className="miner-product" aria-hidden="true">
            <Skeleton height="352px" />
            <Skeleton height="480px" />
          </div>
        }
      >
        {({ model, batches }) => (
          <>
            <section className="miner-card" aria-labelledby="s19xp-specs">
              <h2 id="s19xp-specs">
                <Trans>Specifications</Trans>
              </h2>
              <p>{model.summary}</p>
              <MinerSpecs model={model} />
            </section>
            <section className="miner-card" aria-labelledby="s19xp-batches">
              <h2 id="s19xp-batches">
                <Trans>Batches on sale</Trans>
              </h2>
              {batches.length === 0 ? (
                <EmptyState
                  message={<Trans>No S19 XP batch is on sale right now. See the other miners meanwhile.</Trans>}
                  action={
                    <SiteLink className="button button-primary" href={hrefFor('minerSale', {}, route)}>
                      <Trans>See all batches</Trans>
                    </SiteLink>
                  }
                />
              ) : (
                <ul className="miner-batches">
                  {batches.map((batch) => (
                    <li key={batch.id}>
                      <BatchCard batch={batch} at={route} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </ReadSection>

      <HostingTerms headingId="s19xp-terms" />

      <section className="miner-card" aria-labelledby="s19xp-faq">
        <h2 id="s19xp-faq">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <div className="miner-faq">
          <details>
            <summary>
              <Trans>Is the S19 XP still worth buying?</Trans>
            </summary>
            <p>
              <Trans>
                At 21.5 J/T it uses about a third more power per terahash than an S21, so it pays where electricity is
                cheap. Its lower price per TH/s can make the payback shorter; check it with today's difficulty and BTC
                price in the calculator. Every projection is an estimate, never a promise.
              </Trans>
            </p>
            <p>
              <SiteLink href={hrefFor('calculator', {}, route, { search: { mode: 'rig', th: 140, w: 3010 } })}>
                <Trans>Open the calculator with the S19 XP</Trans>
              </SiteLink>
            </p>
          </details>
          <details>
            <summary>
              <Trans>What does "refurbished" mean?</Trans>
            </summary>
            <p>
              <Trans>
                The miner ran before. Its hashboards, fans and power supply were tested and cleaned, worn parts were
                replaced and it was burned in for 48 hours at its nominal hashrate. It comes with the warranty the batch
                states.
              </Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>When does my miner start mining?</Trans>
            </summary>
            <p>
              <Trans>
                On the estimated start day of its batch (UTC), after the payment deadline has passed and the batch is
                installed. If installation is late, the start moves; electricity and management fees only count from the
                day it mines.
              </Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>How is the electricity paid?</Trans>
            </summary>
            <p>
              <Trans>
                Each batch says it: either prepaid every month in USDT, or deducted every day from the miner's output at
                that day's BTC price. If a prepaid balance runs out, the miner stops until it is paid, and those days
                are not compensated.
              </Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>What happens if the miner breaks?</Trans>
            </summary>
            <p>
              <Trans>
                Our technicians repair it on site. Under warranty the repair is free; after it, parts are charged at
                cost. Hashrate lost during a repair is not compensated.
              </Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>Can I take the miner home?</Trans>
            </summary>
            <p>
              <Trans>
                Yes. Ask support to ship it at your cost, or to sell it for you, at any time after its first month of
                mining.
              </Trans>
            </p>
          </details>
        </div>
      </section>
    </div>
  );
}
