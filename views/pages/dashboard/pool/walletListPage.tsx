import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { maskAddress } from '../../../../runtime/validation/mask.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { AddressBindForm } from '../../../features/pool/addressBindForm.tsx';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { poolAddressListQuery } from '../../../features/pool/poolQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** `/dashboard/pool/walletList`: the payout address of each sub-account, and binding one. */
export default function WalletListPage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const addresses = useQuery(poolAddressListQuery());
  const names = addresses.data?.data.map((row) => row.subAccount) ?? [];
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Payout addresses`}
        breadcrumbs={[
          { label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) },
          { label: t`Payout addresses` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <PoolNav route={route} />
        <div className="pool-dashboard">
          {names.length > 0 && <AddressBindForm names={names} />}
          <ReadSection
            query={addresses}
            label={t`Payout addresses`}
            isEmpty={(data) => data.data.length === 0}
            skeleton={<Skeleton height="160px" />}
            empty={
              <EmptyState
                message={<Trans>You have no pool sub-account yet. Add one to connect your miners.</Trans>}
                action={
                  <SiteLink className="button button-primary" href={hrefFor('dashboard.pool.poolManage', {}, route)}>
                    <Trans>Add a sub-account</Trans>
                  </SiteLink>
                }
              />
            }
          >
            {(data) => (
              <div className="pool-table-scroll">
                <table className="pool-table">
                  <caption className="visually-hidden">{t`Payout address of each sub-account`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Sub-account</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Payout address</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Bound (UTC)</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((row) => (
                      <tr key={row.subAccount}>
                        <th scope="row">{row.subAccount}</th>
                        <td>
                          {row.address ? (
                            <span className="pool-link-actions">
                              <code title={row.address}>{maskAddress(row.address)}</code>
                              <CopyButton
                                value={row.address}
                                label={<Trans>Copy the address of {row.subAccount}</Trans>}
                              />
                            </span>
                          ) : (
                            <span className="pool-muted">
                              <Trans>Not bound: earnings stay in the balance until an address is bound.</Trans>
                            </span>
                          )}
                        </td>
                        <td>{row.boundAt ? format.dateTimeUtc(row.boundAt) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </ReadSection>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}
