import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { POOL_TRANSFER_TAB_VALUES } from '../../../../manifest/routes.ts';
import type { PoolTransfer } from '../../../../runtime/http/contract/pool.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUS_TONES } from '../../../features/pool/poolLabels.ts';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { subAccountListQuery, TRANSFER_PAGE_SIZE, transferListQuery } from '../../../features/pool/poolQueries.ts';
import { TransferActions } from '../../../features/pool/transferActions.tsx';
import { TransferAddForm } from '../../../features/pool/transferAddForm.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';

type Tab = (typeof POOL_TRANSFER_TAB_VALUES)[number];

/**
 * `/dashboard/pool/transfer`: hashrate transfers sent and received (tabs in the URL, `?tab=`), each with its
 * state and what the receiver was credited, pause, resume and cancel for those sent; a new transfer.
 */
export default function TransferPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const { tab, page } = search as SearchOf<'dashboard.pool.transfer'>;
  const subAccounts = useQuery(subAccountListQuery());
  const transfers = useQuery(transferListQuery(tab, page));
  const names = subAccounts.data?.data.map((one) => one.name) ?? [];
  const labels: Record<Tab, string> = { sent: t`Sent`, received: t`Received` };
  const pageCount = Math.ceil((transfers.data?.totalCount ?? 0) / TRANSFER_PAGE_SIZE);
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Hashrate transfer`}
        breadcrumbs={[
          { label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) },
          { label: t`Hashrate transfer` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <PoolNav route={route} />
        <div className="pool-dashboard">
          {names.length > 0 ? (
            <TransferAddForm names={names} route={route} />
          ) : (
            subAccounts.isSuccess && (
              <EmptyState
                message={<Trans>Add a pool sub-account to send hashrate from it.</Trans>}
                action={
                  <SiteLink className="button button-primary" href={hrefFor('dashboard.pool.poolManage', {}, route)}>
                    <Trans>Add a sub-account</Trans>
                  </SiteLink>
                }
              />
            )
          )}
          <Tabs<Tab>
            label={t`Transfers`}
            value={tab}
            hrefFor={(value) => hrefFor('dashboard.pool.transfer', {}, route, { search: { tab: value } })}
            renderLink={(props) => <SiteLink {...props} />}
            items={POOL_TRANSFER_TAB_VALUES.map((value) => ({
              value,
              label: labels[value],
              count: transfers.data?.counts[value],
            }))}
          >
            <ReadSection
              query={transfers}
              label={t`Hashrate transfers`}
              isEmpty={(data) => data.data.length === 0}
              skeleton={<Skeleton height="192px" />}
              empty={
                <EmptyState
                  message={
                    tab === 'sent' ? (
                      <Trans>You have not sent any hashrate yet.</Trans>
                    ) : (
                      <Trans>No hashrate has been transferred to your sub-accounts yet.</Trans>
                    )
                  }
                />
              }
            >
              {(data) => (
                <>
                  <ul className="transfer-list">
                    {data.data.map((transfer) => (
                      <TransferItem key={transfer.id} transfer={transfer} route={route} />
                    ))}
                  </ul>
                  <Pager
                    page={page}
                    pageCount={pageCount}
                    hrefFor={(n) => hrefFor('dashboard.pool.transfer', {}, route, { search: { tab, page: n } })}
                    renderLink={(props) => <SiteLink {...props} />}
                  />
                </>
              )}
            </ReadSection>
          </Tabs>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}

function TransferItem({ transfer, route }: { transfer: PoolTransfer; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <li className="transfer-item" aria-label={t`Transfer ${transfer.id}`}>
      <h3>
        <SiteLink href={hrefFor('dashboard.pool.transferDetail', {}, route, { search: { id: transfer.id } })}>
          <Trans>Transfer {transfer.id}</Trans>
        </SiteLink>
        <StatusBadge status={transfer.status} labels={TRANSFER_STATUS_LABELS} tones={TRANSFER_STATUS_TONES} />
      </h3>
      <dl>
        <div>
          <dt>
            <Trans>From</Trans>
          </dt>
          <dd>{transfer.subAccount}</dd>
        </div>
        <div>
          <dt>
            <Trans>To</Trans>
          </dt>
          <dd>{transfer.receiver}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            {transfer.mode === 'percent'
              ? t`${format.percent(transfer.amount)} of the hashrate`
              : format.hashrate(Number(transfer.amount))}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Period (UTC)</Trans>
          </dt>
          <dd>
            {format.dateUtc(transfer.startAt)} – {format.dateUtc(`${transfer.endDate}T00:00:00Z`)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Credited to the receiver</Trans>
          </dt>
          <dd>
            {format.coin(transfer.creditedBtc, 'BTC')}{' '}
            <span className="pool-muted">{t`(${format.days(transfer.runDays)} settled)`}</span>
          </dd>
        </div>
      </dl>
      <TransferActions transfer={transfer} />
    </li>
  );
}
