import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { PoolSubAccount } from '../../../../runtime/http/contract/pool.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { maskAddress } from '../../../../runtime/validation/mask.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { poolInfoQuery, subAccountListQuery } from '../../../features/pool/poolQueries.ts';
import { SubAccountAddForm } from '../../../features/pool/subAccountAddForm.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** `/dashboard/pool/poolManage`: the account's sub-accounts with their fee info, and adding one. */
export default function PoolManagePage({ route }: PageProps) {
  const { t } = useLingui();
  const subAccounts = useQuery(subAccountListQuery());
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Sub-accounts`}
        breadcrumbs={[
          { label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) },
          { label: t`Sub-accounts` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <PoolNav route={route} />
        <div className="pool-dashboard">
          <SubAccountAddForm route={route} />
          <FeeInfo />
          <ReadSection
            query={subAccounts}
            label={t`Sub-accounts`}
            isEmpty={(data) => data.data.length === 0}
            skeleton={<Skeleton height="192px" />}
            empty={
              <EmptyState
                message={<Trans>You have no sub-account yet. Add one above, then point your miners at the pool.</Trans>}
              />
            }
          >
            {(data) => <SubAccountTable subAccounts={data.data} route={route} />}
          </ReadSection>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}

/** The pool's payout methods and fees, and the payout threshold (pool info). */
function FeeInfo() {
  const { t } = useLingui();
  const format = useFormat();
  const info = useQuery(poolInfoQuery());
  return (
    <ReadSection query={info} label={t`Fees and payouts`} className="pool-card" skeleton={<Skeleton height="96px" />}>
      {(data) => (
        <>
          <h2>
            <Trans>Fees and payouts</Trans>
          </h2>
          <ul>
            {data.payoutMethods.map((method) => (
              <li key={method.method}>
                {method.method === 'FPPS' ? (
                  <Trans>
                    FPPS: pool fee {format.percent(Number(method.feePercent))}. Every share is paid at its expected
                    value, block subsidy and transaction fees included, whatever the pool's luck.
                  </Trans>
                ) : (
                  <Trans>
                    PPLNS: pool fee {format.percent(Number(method.feePercent))}. Paid from the blocks the pool actually
                    finds, so daily earnings vary with the pool's luck.
                  </Trans>
                )}
              </li>
            ))}
            <li>
              <Trans>
                Earnings are settled daily at 00:00 UTC and paid once the balance reaches{' '}
                {format.coin(data.payoutThresholdBtc, 'BTC')}.
              </Trans>
            </li>
          </ul>
        </>
      )}
    </ReadSection>
  );
}

function SubAccountTable({ subAccounts, route }: { subAccounts: PoolSubAccount[]; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className="pool-table-scroll">
      <table className="pool-table">
        <caption className="visually-hidden">{t`Your sub-accounts`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Workers</Trans>
            </th>
            <th scope="col">
              <Trans>Payout method and fee</Trans>
            </th>
            <th scope="col">
              <Trans>Payout threshold</Trans>
            </th>
            <th scope="col">
              <Trans>Payout address</Trans>
            </th>
            <th scope="col">
              <Trans>Created (UTC)</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {subAccounts.map((sub) => (
            <tr key={sub.name}>
              <th scope="row">
                <SiteLink href={hrefFor('dashboard.pool.account', { subAccountName: sub.name }, route)}>
                  {sub.name}
                </SiteLink>
              </th>
              <td>{format.number(sub.workerCount)}</td>
              <td>
                {sub.payoutMethod}, {format.percent(Number(sub.feePercent))}
              </td>
              <td>{format.coin(sub.payoutThresholdBtc, 'BTC')}</td>
              <td>
                {sub.payoutAddress ? (
                  <code>{maskAddress(sub.payoutAddress)}</code>
                ) : (
                  <span className="pool-muted">
                    <Trans>Not bound</Trans>
                  </span>
                )}
              </td>
              <td>{format.dateTimeUtc(sub.createdAt)}</td>
              <td>
                <span className="pool-link-actions">
                  <SiteLink
                    href={hrefFor('dashboard.pool.detail', {}, route, { search: { sub: sub.name } })}
                    aria-label={t`Workers of ${sub.name}`}
                  >
                    <Trans>Workers</Trans>
                  </SiteLink>
                  <SiteLink
                    href={hrefFor('dashboard.pool.observerUrl', {}, route, { search: { sub: sub.name } })}
                    aria-label={t`Observer links of ${sub.name}`}
                  >
                    <Trans>Observer links</Trans>
                  </SiteLink>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
