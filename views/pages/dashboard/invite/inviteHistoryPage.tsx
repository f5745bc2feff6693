import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { INVITE_HISTORY_TAB_VALUES } from '../../../../manifest/routes.ts';
import type { InvitedFriend, InviteReward } from '../../../../runtime/http/contract/invites.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import {
  FRIEND_STATUS_LABELS,
  FRIEND_STATUS_TONES,
  INVITE_REWARD_KIND_LABELS,
  INVITE_REWARD_STATUS_LABELS,
  INVITE_REWARD_STATUS_TONES,
} from '../../../features/invites/inviteLabels.ts';
import {
  INVITE_PAGE_SIZE,
  inviteFriendsQuery,
  inviteRewardsQuery,
  inviteSummaryQuery,
} from '../../../features/invites/inviteQueries.ts';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import '../../../styles/pages/dashboardRewards.css';

type Tab = (typeof INVITE_HISTORY_TAB_VALUES)[number];

/**
 * `/dashboard/invite/history`: the invited friends (masked account, sign-up date, status, paid orders, what they
 * earned the account) and the rewards their orders earned (first-order bonuses and rebates, pending or credited),
 * paged on the server; the rewards export to CSV.
 */
export default function InviteHistoryPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const client = useQueryClient();
  const { tab, page } = search as SearchOf<'dashboard.invite.history'>;
  const summary = useQuery(inviteSummaryQuery());
  const friends = useQuery({ ...inviteFriendsQuery(page), enabled: tab === 'friends' });
  const rewards = useQuery({ ...inviteRewardsQuery(page), enabled: tab === 'rewards' });
  const [exporting, setExporting] = useState(false);
  const go = (next: number) =>
    void router.navigate({ href: hrefFor('dashboard.invite.history', {}, route, { search: { tab, page: next } }) });

  const fc = dataColumns<InvitedFriend>();
  const friendColumns = useMemo(
    () =>
      fc.columns([
        fc.accessor('account', { header: () => <Trans>Friend</Trans>, cell: (info) => info.getValue() }),
        fc.accessor('registeredAt', {
          header: () => <Trans>Signed up (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        fc.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => (
            <StatusBadge status={info.getValue()} labels={FRIEND_STATUS_LABELS} tones={FRIEND_STATUS_TONES} />
          ),
        }),
        fc.accessor('paidOrders', {
          header: () => <Trans>Paid orders</Trans>,
          cell: (info) => format.number(info.getValue()),
          meta: { align: 'end' },
        }),
        fc.accessor('rewardPoints', {
          header: () => <Trans>Your reward (points)</Trans>,
          cell: (info) => format.number(Number(info.getValue())),
          meta: { align: 'end' },
        }),
      ]),
    [fc, format],
  );

  const rc = dataColumns<InviteReward>();
  const rewardColumns = useMemo(
    () =>
      rc.columns([
        rc.accessor('at', {
          header: () => <Trans>Order paid (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        rc.accessor('friend', { header: () => <Trans>Friend</Trans>, cell: (info) => info.getValue() }),
        rc.accessor('kind', {
          header: () => <Trans>Reward</Trans>,
          cell: (info) => i18n._(INVITE_REWARD_KIND_LABELS[info.getValue()]),
        }),
        rc.accessor('orderNo', { header: () => <Trans>Friend's order</Trans>, cell: (info) => info.getValue() }),
        rc.accessor('orderUsd', {
          header: () => <Trans>Counted amount</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        rc.accessor('rewardPoints', {
          header: () => <Trans>Points</Trans>,
          cell: (info) => format.number(Number(info.getValue())),
          meta: { align: 'end' },
        }),
        rc.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => (
            <span>
              <StatusBadge
                status={info.getValue()}
                labels={INVITE_REWARD_STATUS_LABELS}
                tones={INVITE_REWARD_STATUS_TONES}
              />
              {info.row.original.creditedAt && (
                <span className="cell-sub">{format.dateTimeUtc(info.row.original.creditedAt)}</span>
              )}
            </span>
          ),
        }),
      ]),
    [rc, format, i18n],
  );

  /** Every reward (all pages) as the table shows them. */
  async function exportCsv() {
    setExporting(true);
    try {
      const rows: InviteReward[] = [];
      for (let next = 1; ; next++) {
        const result = await client.fetchQuery(inviteRewardsQuery(next, undefined, 50));
        rows.push(...result.data);
        if (rows.length >= result.totalCount || result.data.length === 0) break;
      }
      const csv = toCsv<InviteReward>(
        [
          { header: t`Order paid (UTC)`, value: (r) => csvDateTime(r.at) },
          { header: t`Friend`, value: (r) => r.friend },
          { header: t`Reward`, value: (r) => i18n._(INVITE_REWARD_KIND_LABELS[r.kind]) },
          { header: t`Friend's order`, value: (r) => r.orderNo },
          { header: t`Counted amount (USD)`, value: (r) => r.orderUsd },
          { header: t`Points`, value: (r) => r.rewardPoints },
          { header: t`Status`, value: (r) => i18n._(INVITE_REWARD_STATUS_LABELS[r.status]) },
          { header: t`Credited (UTC)`, value: (r) => (r.creditedAt ? csvDateTime(r.creditedAt) : '') },
        ],
        rows,
      );
      downloadCsv('invite-rewards.csv', csv);
    } finally {
      setExporting(false);
    }
  }

  const tabLabels: Record<Tab, string> = { friends: t`Invited friends`, rewards: t`Rewards earned` };
  const pageCount = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / INVITE_PAGE_SIZE));

  return (
    <DashboardPage route={route} current="invite">
      <PageFrame
        title={t`Invitation history`}
        breadcrumbs={[{ label: t`Invite friends`, href: hrefFor('dashboard.invite', {}, route) }]}
        actions={
          tab === 'rewards' ? (
            <button
              type="button"
              className="button button-outline"
              onClick={() => void exportCsv()}
              disabled={exporting || !rewards.isSuccess || rewards.data.totalCount === 0}
            >
              {exporting ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
            </button>
          ) : undefined
        }
      >
        {summary.isSuccess && (
          <div className="dr-stats">
            <StatCard label={<Trans>Friends invited</Trans>} value={format.number(summary.data.invitedCount)} />
            <StatCard
              label={<Trans>Rewards credited</Trans>}
              value={<Trans>{format.number(Number(summary.data.creditedPoints))} points</Trans>}
            />
            <StatCard
              label={<Trans>Ready to claim</Trans>}
              value={<Trans>{format.number(Number(summary.data.pendingPoints))} points</Trans>}
              hint={
                <SiteLink href={hrefFor('dashboard.rewards', {}, route)}>
                  <Trans>Claim in Rewards</Trans>
                </SiteLink>
              }
            />
          </div>
        )}
        <Tabs<Tab>
          label={t`Invitation history`}
          value={tab}
          hrefFor={(value) => hrefFor('dashboard.invite.history', {}, route, { search: { tab: value } })}
          renderLink={(props) => <SiteLink {...props} />}
          items={[
            { value: 'friends', label: tabLabels.friends, count: summary.data?.invitedCount },
            { value: 'rewards', label: tabLabels.rewards },
          ]}
        >
          {tab === 'friends' ? (
            <DataTable<InvitedFriend>
              caption={tabLabels.friends}
              columns={friendColumns}
              rows={friends.data?.data}
              getRowId={(f) => `${f.account}-${f.registeredAt}`}
              loading={friends.isFetching && !friends.isSuccess}
              error={friends.isError ? friends.error : undefined}
              onRetry={() => void friends.refetch()}
              failedMessage={t`unknown error, please retry`}
              empty={{
                message: <Trans>No friend has signed up with your link yet.</Trans>,
                action: (
                  <SiteLink className="button button-primary" href={hrefFor('dashboard.invite', {}, route)}>
                    <Trans>Get your invite link</Trans>
                  </SiteLink>
                ),
              }}
              page={page}
              pageCount={pageCount(friends.data?.totalCount)}
              onPageChange={go}
              mobile="cards"
            />
          ) : (
            <DataTable<InviteReward>
              caption={tabLabels.rewards}
              columns={rewardColumns}
              rows={rewards.data?.data}
              getRowId={(r) => String(r.rewardId)}
              loading={rewards.isFetching && !rewards.isSuccess}
              error={rewards.isError ? rewards.error : undefined}
              onRetry={() => void rewards.refetch()}
              failedMessage={t`unknown error, please retry`}
              empty={{ message: <Trans>Your friends' orders have not earned rewards yet.</Trans> }}
              page={page}
              pageCount={pageCount(rewards.data?.totalCount)}
              onPageChange={go}
              mobile="cards"
            />
          )}
        </Tabs>
        <p className="fine-print">
          <Trans>
            Times are in UTC. Accounts are masked for your friends' privacy. A reward is recorded when the friend's
            order is paid.
          </Trans>
        </p>
      </PageFrame>
    </DashboardPage>
  );
}
