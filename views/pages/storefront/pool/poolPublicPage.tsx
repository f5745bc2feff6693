import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { poolInfoQuery, poolStatsQuery } from '../../../features/pool/poolQueries.ts';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import '../../../styles/pages/company.css';

/** `/pool`: the pool's public page: live statistics, payout methods and fees, where and how to connect. */
export default function PoolPublicPage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const stats = useQuery(poolStatsQuery());
  const info = useQuery(poolInfoQuery());
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  return (
    <div className="company-page">
      <header className="company-hero">
        <h1>
          <Trans>FuFu Pool</Trans>
        </h1>
        <p>
          <Trans>A Bitcoin mining pool with FPPS and PPLNS payouts, daily settlement in UTC and open statistics.</Trans>
        </p>
        <div className="company-actions">
          {loggedIn ? (
            <SiteLink className="button button-primary" href={hrefFor('dashboard.pool', {}, route)}>
              <Trans>Go to the pool dashboard</Trans>
            </SiteLink>
          ) : (
            <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
              <Trans>Create a free account</Trans>
            </button>
          )}
        </div>
      </header>

      <ReadSection
        query={stats}
        label={t`Pool statistics`}
        className="company-card"
        skeleton={<Skeleton height="224px" />}
      >
        {(data) => (
          <>
            <h2>
              <Trans>Pool statistics</Trans>
            </h2>
            <p className="company-note">
              <Trans>As of {format.dateTimeUtc(data.asOf)}, updated every 10 minutes.</Trans>
            </p>
            <div className="company-stats">
              <StatCard label={t`Pool hashrate (10 min)`} value={format.hashrate(data.hashrate10mPh * 1000)} />
              <StatCard label={t`Pool hashrate (24 h)`} value={format.hashrate(data.hashrate24hPh * 1000)} />
              <StatCard label={t`Active miners`} value={format.number(data.activeMiners)} />
              <StatCard label={t`Active workers`} value={format.number(data.activeWorkers)} />
              <StatCard label={t`Blocks found (7 days)`} value={format.number(data.blocks7d)} />
            </div>
            <h3>
              <Trans>Recent blocks</Trans>
            </h3>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
            <div className="company-table-wrap" tabIndex={0}>
              <table className="ui-table company-table">
                <caption className="visually-hidden">
                  <Trans>Recent blocks</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Height</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Found (UTC)</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Reward</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.blocks.map((block) => (
                    <tr key={block.height}>
                      <th scope="row">{block.height}</th>
                      <td>{format.dateTimeUtc(block.foundAt)}</td>
                      <td>{format.coin(block.rewardBtc, 'BTC')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </ReadSection>

      <ReadSection
        query={info}
        label={t`Payouts and connection`}
        className="company-profile"
        skeleton={<Skeleton height="352px" />}
      >
        {(data) => (
          <>
            <section className="company-card" aria-labelledby="pool-payouts">
              <h2 id="pool-payouts">
                <Trans>Payouts and fees</Trans>
              </h2>
              <ul className="company-methods">
                {data.payoutMethods.map((method) => (
                  <li key={method.method}>
                    <strong>{method.method}</strong>{' '}
                    <span>
                      <Trans>Pool fee {format.percent(method.feePercent)}</Trans>
                    </span>
                    <p className="company-note">
                      {method.method === 'FPPS' ? (
                        <Trans>
                          Every valid share is paid at its expected value, block subsidy and transaction fees included,
                          whatever the pool's luck.
                        </Trans>
                      ) : (
                        <Trans>
                          Shares are paid from the blocks the pool actually finds, so daily income varies with the
                          pool's luck.
                        </Trans>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
              <p>
                <Trans>
                  Earnings are settled per UTC day and paid once the balance reaches{' '}
                  {format.coin(data.payoutThresholdBtc, 'BTC')}; smaller amounts accumulate.
                </Trans>
              </p>
            </section>
            <section className="company-card" aria-labelledby="pool-connect">
              <h2 id="pool-connect">
                <Trans>Connect your miners</Trans>
              </h2>
              <ul className="company-stratum">
                {data.stratumUrls.map((url) => (
                  <li key={url}>
                    <code>{url}</code> <CopyButton value={url} />
                  </li>
                ))}
              </ul>
              <ol className="company-steps">
                <li>
                  <Trans>Create a sub-account in the pool dashboard.</Trans>
                </li>
                <li>
                  <Trans>In each miner's settings, enter one of the addresses above as the pool URL.</Trans>
                </li>
                <li>
                  <Trans>
                    Name the worker <code>subaccount.worker</code>, for example <code>mysub.rack1-01</code>; any
                    password works.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    The worker shows up within 10 minutes. It counts as offline after {data.offlineAfterMinutes} minutes
                    without a share and as invalid after {data.invalidAfterHours} hours.
                  </Trans>
                </li>
              </ol>
            </section>
          </>
        )}
      </ReadSection>
    </div>
  );
}
