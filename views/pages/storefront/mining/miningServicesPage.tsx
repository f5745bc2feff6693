import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import Big from 'big.js';
import type { ReactNode } from 'react';
import { btcPerThDay } from '../../../../runtime/domain/mining.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { firmwareReleasesQuery } from '../../../features/company/companyQueries.ts';
import { GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../../features/plans/planQueries.ts';
import { poolStatsQuery } from '../../../features/pool/poolQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import '../../../features/services/services.css';

/**
 * `/mining`: the mining services at a glance: today's network figures (the main read), then a card per
 * service linking to its page, with a live figure where the sandbox has one (plans on sale, pool
 * hashrate, the firmware's latest version).
 */
export default function MiningServicesPage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const network = useQuery(networkStatsQuery());
  const plans = useQueries({ queries: Object.values(GOODS_TYPE).map((type) => plansByTypeQuery(type)) });
  const pool = useQuery(poolStatsQuery());
  const firmware = useQuery(firmwareReleasesQuery());
  const plansOnSale = plans.every((q) => q.isSuccess)
    ? plans.reduce((sum, q) => sum + (q.data?.length ?? 0), 0)
    : undefined;
  const latest = firmware.data?.releases[0]?.version;
  return (
    <div className="services-page">
      <header className="services-hero">
        <h1>
          <Trans>Mining services</Trans>
        </h1>
        <p>
          <Trans>
            Everything you need to mine bitcoin, whether you rent hashrate by the day or run your own miners: plans,
            machines, hosting, a pool and firmware.
          </Trans>
        </p>
      </header>
      <ReadSection
        query={network}
        label={t`Network today`}
        className="services-card"
        skeleton={<Skeleton height="144px" />}
      >
        {(data) => {
          const hashprice = btcPerThDay(data).times(data.btcPriceUsd);
          const perBlock = new Big(data.blockRewardBtc).plus(data.feesPerBlockBtc);
          const date = format.dateUtc(`${data.date}T00:00:00Z`);
          return (
            <>
              <h2>
                <Trans>Network today</Trans>
              </h2>
              <div className="services-stats">
                <StatCard label={<Trans>BTC price</Trans>} value={format.usd(data.btcPriceUsd)} />
                <StatCard label={<Trans>Network difficulty</Trans>} value={format.decimal(data.difficulty)} />
                <StatCard
                  label={<Trans>Hashprice (estimate)</Trans>}
                  value={<Trans>{format.usd(hashprice, { decimals: 4 })} per TH/s a day</Trans>}
                  definition={
                    <Trans>What one TH/s earns in a day at today's difficulty, fees and price, before pool fees.</Trans>
                  }
                />
                <StatCard label={<Trans>Reward per block</Trans>} value={format.coin(perBlock, 'BTC')} />
              </div>
              <p className="services-note">
                <Trans>
                  As of {date}. Estimates from today's figures; they change every day. Try your own numbers in the{' '}
                  <SiteLink href={hrefFor('calculator', {}, route)}>mining calculator</SiteLink>.
                </Trans>
              </p>
            </>
          );
        }}
      </ReadSection>
      <section aria-labelledby="mining-services">
        <h2 id="mining-services">
          <Trans>Our services</Trans>
        </h2>
        <ul className="services-grid">
          <ServiceCard
            title={<Trans>Cloud mining plans</Trans>}
            href={hrefFor('list', {}, route)}
            action={<Trans>See the plans</Trans>}
            figure={
              plansOnSale === undefined ? undefined : <Trans>{plansOnSale} plans on sale: easy, full and stable</Trans>
            }
            loading={plans.some((q) => q.isPending)}
          >
            <Trans>
              Rent hashrate from efficient miners for a fixed term and get the output paid to your wallet every day. No
              hardware, no site.
            </Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>Miner sale</Trans>}
            href={hrefFor('minerSale', {}, route)}
            action={<Trans>Buy miners</Trans>}
          >
            <Trans>
              New Antminer batches with a set start date, delivered to our farms and hosted there: no management fee
              until the miner has paid for itself.
            </Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>Miner rental</Trans>}
            href={hrefFor('rental', {}, route)}
            action={<Trans>Rent a miner</Trans>}
          >
            <Trans>Whole miners for a set number of days, with their model, power and efficiency on record.</Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>Miner hosting</Trans>}
            href={hrefFor('home', {}, route, { hash: 'minerHosting' })}
            action={<Trans>About hosting</Trans>}
          >
            <Trans>
              Your miners at our farms on hydro, wind and flare gas power, with electricity from $0.03/kWh and staff on
              site around the clock.
            </Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>FuFu Pool</Trans>}
            href={hrefFor('pool', {}, route)}
            action={<Trans>About the pool</Trans>}
            figure={
              pool.data ? (
                <Trans>Pool hashrate now: {format.hashrate(pool.data.hashrate10mPh * 1000)}</Trans>
              ) : undefined
            }
            loading={pool.isPending}
          >
            <Trans>FPPS or PPLNS payouts every day from 0.005 BTC, with worker alerts and observer links.</Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>FuFuMinerOS</Trans>}
            href={hrefFor('FuFuMinerOS', {}, route)}
            action={<Trans>About the firmware</Trans>}
            figure={latest ? <Trans>Latest version: {latest}</Trans> : undefined}
            loading={firmware.isPending}
          >
            <Trans>Firmware that tunes every chip for more hashes per joule, and manages fleets of miners.</Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>Miner enhancement</Trans>}
            href={hrefFor('Miner-Enhancing', {}, route)}
            action={<Trans>See typical gains</Trans>}
          >
            <Trans>Overclocking, underclocking and immersion cooling for the miners you already own.</Trans>
          </ServiceCard>
          <ServiceCard
            title={<Trans>Miner suppliers</Trans>}
            href={hrefFor('supplier-list', {}, route)}
            action={<Trans>Find a supplier</Trans>}
          >
            <Trans>Suppliers by region and model, with lead times, and a badge for those we have checked.</Trans>
          </ServiceCard>
        </ul>
      </section>
    </div>
  );
}

function ServiceCard({
  title,
  href,
  action,
  figure,
  loading = false,
  children,
}: {
  title: ReactNode;
  href: string;
  action: ReactNode;
  figure?: ReactNode;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <h3>{title}</h3>
      <p>{children}</p>
      {figure ? <p className="services-figure">{figure}</p> : loading && <Skeleton height="20px" width="60%" />}
      <SiteLink href={href}>{action}</SiteLink>
    </li>
  );
}
