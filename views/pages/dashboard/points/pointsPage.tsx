import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { POINTS_TAB_VALUES } from '../../../../manifest/routes.ts';
import type { PointsHistoryRow } from '../../../../runtime/http/contract/loyalty.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import {
  POINTS_DIRECTION_LABELS,
  POINTS_DIRECTION_TONES,
  POINTS_REFERENCE_LABELS,
  POINTS_SOURCE_LABELS,
} from '../../../features/loyalty/loyaltyLabels.ts';
import { POINTS_PAGE_SIZE, pointsHistoryQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { BuyPoints } from './buyPoints.tsx';
import '../../../styles/pages/dashboardRewards.css';

type Tab = (typeof POINTS_TAB_VALUES)[number];

/** How a reference reads: an order number as it is, the sandbox's set-ups by name. */
function referenceOf(row: PointsHistoryRow, i18n: I18n): string {
  const ref = row.reference ?? '';
  const label = POINTS_REFERENCE_LABELS[ref];
  return label ? i18n._(label) : ref;
}
const ORDER_NO = /^[A-Z][0-9]{6,}$/;

/**
 * `/dashboard/points`: the points balance and what came in, went out and lapsed, and the history of movements
 * (earned, spent, expired) with their source and reference, paged on the server and exportable; buying points,
 * a package through the checkout's cashier.
 */
export default function PointsPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const client = useQueryClient();
  const { type, page } = search as SearchOf<'dashboard.points'>;
  const history = useQuery(pointsHistoryQuery(type, page));
  const [exporting, setExporting] = useState(false);
  const go = (next: number) =>
    void router.navigate({ href: hrefFor('dashboard.points', {}, route, { search: { type, page: next } }) });

  const referenceText = (row: PointsHistoryRow) => referenceOf(row, i18n);

  const col = dataColumns<PointsHistoryRow>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: () => <Trans>Time (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('direction', {
          header: () => <Trans>Type</Trans>,
          cell: (info) => (
            <StatusBadge status={info.getValue()} labels={POINTS_DIRECTION_LABELS} tones={POINTS_DIRECTION_TONES} />
          ),
        }),
        col.accessor('source', {
          header: () => <Trans>Source</Trans>,
          cell: (info) => i18n._(POINTS_SOURCE_LABELS[info.getValue()]),
        }),
        col.accessor('reference', {
          header: () => <Trans>Reference</Trans>,
          cell: (info) => {
            const ref = info.getValue();
            return ref && ORDER_NO.test(ref) ? (
              <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: ref }, route)}>{ref}</SiteLink>
            ) : (
              referenceOf(info.row.original, i18n)
            );
          },
        }),
        col.accessor('amount', {
          header: () => <Trans>Points</Trans>,
          cell: (info) => {
            const value = info.getValue();
            const out = value.startsWith('-');
            return (
              <span className={out ? 'dr-amount-out' : 'dr-amount-in'}>
                {out ? '−' : '+'}
                {format.number(Math.abs(Number(value)))}
              </span>
            );
          },
          meta: { align: 'end' },
        }),
      ]),
    [col, format, i18n, route],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      const rows: PointsHistoryRow[] = [];
      for (let next = 1; ; next++) {
        const result = await client.fetchQuery(pointsHistoryQuery(type, next, 50));
        rows.push(...result.data);
        if (rows.length >= result.totalCount || result.data.length === 0) break;
      }
      const csv = toCsv<PointsHistoryRow>(
        [
          { header: t`Time (UTC)`, value: (r) => csvDateTime(r.at) },
          { header: t`Type`, value: (r) => i18n._(POINTS_DIRECTION_LABELS[r.direction]) },
          { header: t`Source`, value: (r) => i18n._(POINTS_SOURCE_LABELS[r.source]) },
          { header: t`Reference`, value: (r) => referenceText(r) },
          { header: t`Points`, value: (r) => r.amount },
          { header: t`Transaction`, value: (r) => r.txId },
        ],
        rows,
      );
      downloadCsv(`points-${type}.csv`, csv);
    } finally {
      setExporting(false);
    }
  }

  const tabLabels: Record<Tab, string> = {
    all: t`All`,
    earned: i18n._(POINTS_DIRECTION_LABELS.earned),
    spent: i18n._(POINTS_DIRECTION_LABELS.spent),
    expired: i18n._(POINTS_DIRECTION_LABELS.expired),
  };
  const data = history.data;

  return (
    <DashboardPage route={route} current="points">
      <PageFrame
        title={t`Points`}
        actions={
          <>
            <SiteLink className="button button-outline" href={hrefFor('dashboard.points.plan', {}, route)}>
              <Trans>Auto-deduct settings</Trans>
            </SiteLink>
            <button
              type="button"
              className="button button-outline"
              onClick={() => void exportCsv()}
              disabled={exporting || !history.isSuccess || history.data.totalCount === 0}
            >
              {exporting ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
            </button>
          </>
        }
      >
        {data && (
          <div className="dr-stats">
            <StatCard
              label={<Trans>Points balance</Trans>}
              value={<Trans>{format.number(Number(data.balance))} points</Trans>}
              hint={<Trans>1 point = 1 USD</Trans>}
            />
            <StatCard label={<Trans>Earned</Trans>} value={format.number(Number(data.earned))} />
            <StatCard label={<Trans>Spent</Trans>} value={format.number(Number(data.spent))} />
            <StatCard label={<Trans>Expired</Trans>} value={format.number(Number(data.expired))} />
          </div>
        )}
        <BuyPoints route={route} />
        <Tabs<Tab>
          label={t`Points movements`}
          value={type}
          hrefFor={(value) => hrefFor('dashboard.points', {}, route, { search: { type: value } })}
          renderLink={(props) => <SiteLink {...props} />}
          items={(['all', 'earned', 'spent', 'expired'] as const).map((value) => ({ value, label: tabLabels[value] }))}
        >
          <DataTable<PointsHistoryRow>
            caption={t`Points history: ${tabLabels[type]}`}
            columns={columns}
            rows={data?.data}
            getRowId={(r) => r.txId}
            loading={history.isFetching && !history.isSuccess}
            error={history.isError ? history.error : undefined}
            onRetry={() => void history.refetch()}
            failedMessage={t`unknown error, please retry`}
            empty={{
              message:
                type === 'all' ? (
                  <Trans>No points movements yet. Earn points with missions, check-ins and invitations.</Trans>
                ) : type === 'expired' ? (
                  <Trans>No points have expired.</Trans>
                ) : (
                  <Trans>No movements of this type.</Trans>
                ),
              action:
                type === 'all' ? (
                  <SiteLink className="button button-primary" href={hrefFor('dashboard.rewards', {}, route)}>
                    <Trans>See rewards</Trans>
                  </SiteLink>
                ) : undefined,
            }}
            page={page}
            pageCount={Math.max(1, Math.ceil((data?.totalCount ?? 0) / POINTS_PAGE_SIZE))}
            onPageChange={go}
            mobile="cards"
          />
        </Tabs>
        <p className="fine-print">
          <Trans>
            Times are in UTC. Points pay for plans, service fees and auto-deduct at checkout; points an unpaid order
            holds come back if it is cancelled or expires.
          </Trans>
        </p>
      </PageFrame>
    </DashboardPage>
  );
}
