import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RentalPlan } from '../../../../runtime/http/contract/miners.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { rentalPlansQuery } from '../../../features/miners/minerQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/miners/miners.css';

/** `/rental`: whole miners to rent for a term, all-inclusive; each plan's page (`/rental/detail/{id}`) sells it. */
export default function RentalPage({ route }: PageProps) {
  const { t } = useLingui();
  const plans = useQuery(rentalPlansQuery());
  return (
    <div className="miner-page">
      <header className="miner-hero">
        <h1>
          <Trans>Miner rental</Trans>
        </h1>
        <p>
          <Trans>
            Rent a whole Antminer running in our farm for a fixed term. The rent covers electricity, hosting and
            maintenance; everything the miner mines is paid to your wallet every day.
          </Trans>
        </p>
        <p className="miner-hero-links">
          <SiteLink href={hrefFor('minerSale', {}, route)}>
            <Trans>Buy a miner instead</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('miner', {}, route)}>
            <Trans>Compare miner models</Trans>
          </SiteLink>
        </p>
      </header>

      <ReadSection
        query={plans}
        label={t`Rental plans`}
        className="miner-batches-section"
        isEmpty={(data) => data.length === 0}
        skeleton={
          <div className="miner-batches" aria-hidden="true">
            <Skeleton height="320px" />
            <Skeleton height="320px" />
          </div>
        }
        empty={
          <EmptyState
            message={<Trans>No miner is up for rent right now. Cloud mining plans start from a few TH/s.</Trans>}
            action={
              <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                <Trans>See plans</Trans>
              </SiteLink>
            }
          />
        }
      >
        {(data) => (
          <ul className="miner-batches">
            {data.map((plan) => (
              <li key={plan.goodsId}>
                <RentalCard plan={plan} at={route} />
              </li>
            ))}
          </ul>
        )}
      </ReadSection>

      <section className="miner-card" aria-labelledby="rental-rules">
        <h2 id="rental-rules">
          <Trans>How renting works</Trans>
        </h2>
        <ul className="miner-rules">
          <li>
            <Trans>One unit is one whole miner for the plan's term; the rent is paid once, with the order.</Trans>
          </li>
          <li>
            <Trans>
              The rent includes electricity, hosting and maintenance: there is no service fee to top up and no
              management fee.
            </Trans>
          </li>
          <li>
            <Trans>
              The miner starts within 24 hours of payment. Mining days run from 00:00 to 24:00 UTC and the day's output
              is paid the next day.
            </Trans>
          </li>
          <li>
            <Trans>
              What is guaranteed is the miner's 24-hour average hashrate. Outages on our side are compensated by
              extending the term.
            </Trans>
          </li>
          <li>
            <Trans>Output moves with the network difficulty and the BTC price: any projection is an estimate.</Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}

function RentalCard({ plan, at }: { plan: RentalPlan; at: LinkContext }) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `rental-${plan.goodsId}`;
  const soldOut = plan.stock === 0;
  const name = plan.goodsName;
  return (
    <article className={soldOut ? 'miner-batch miner-batch-out' : 'miner-batch'} aria-labelledby={headingId}>
      <header className="miner-batch-head">
        <h2 id={headingId}>{name}</h2>
        <p className="miner-batch-tags">
          <span className={soldOut ? 'miner-tag miner-tag-out' : 'miner-tag miner-tag-on'}>
            {soldOut ? <Trans>Sold out</Trans> : <Trans>Available</Trans>}
          </span>
        </p>
      </header>
      <p className="miner-batch-price">
        <strong>{format.usd(plan.pricePerThDayUsd, { decimals: 4 })}</strong> <Trans>per TH/s per day</Trans>
        <span className="miner-sub">
          <Trans>
            {format.usd(plan.unitPriceUsd)} per miner for {format.days(plan.durationDays)}
          </Trans>
        </span>
      </p>
      <dl className="miner-facts">
        <div>
          <dt>
            <Trans>Miner</Trans>
          </dt>
          <dd>{plan.minerModel}</dd>
        </div>
        <div>
          <dt>
            <Trans>Hashrate</Trans>
          </dt>
          <dd>{format.hashrate(plan.hashrateTh)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Efficiency</Trans>
          </dt>
          <dd>
            {format.efficiency(plan.efficiencyJt)}
            {plan.powerW !== null && <span className="miner-sub">{format.number(plan.powerW)} W</span>}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Term</Trans>
          </dt>
          <dd>{format.days(plan.durationDays)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pool</Trans>
          </dt>
          <dd>{plan.pool}</dd>
        </div>
        <div>
          <dt>
            <Trans>Stock</Trans>
          </dt>
          <dd>{soldOut ? <Trans>Sold out</Trans> : <Trans>{plan.stock} miners available</Trans>}</dd>
        </div>
      </dl>
      <div className="miner-batch-actions">
        <SiteLink
          className={soldOut ? 'button button-ghost' : 'button button-primary'}
          href={hrefFor('rental.detail', { id: plan.goodsId }, at)}
          aria-label={t`View plan: ${name}`}
        >
          <Trans>View plan</Trans>
        </SiteLink>
      </div>
    </article>
  );
}
