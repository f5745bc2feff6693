import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PoolTransfer, PoolTransferRun } from '../../../../runtime/http/contract/pool.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUS_TONES } from '../../../features/pool/poolLabels.ts';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import {
  TRANSFER_NOT_FOUND_STATUS,
  transferDetailQuery,
  transferRunsQuery,
} from '../../../features/pool/poolQueries.ts';
import { TransferActions } from '../../../features/pool/transferActions.tsx';
import { downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';

/**
 * `/dashboard/pool/transferDetail?id=`: one hashrate transfer (sent or received): its settings, totals and
 * actions, and its run list (one row per settled UTC day) with a CSV export. An id that is none of the
 * user's transfers is the 404 page.
 */
export default function TransferDetailPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const { id } = search as SearchOf<'dashboard.pool.transferDetail'>;
  const detail = useQuery({ ...transferDetailQuery(id ?? 0), enabled: id !== undefined });
  const runs = useQuery({ ...transferRunsQuery(id ?? 0), enabled: id !== undefined });
  if (id === undefined || isStatus(detail.error, TRANSFER_NOT_FOUND_STATUS))
    return <NotFoundView locale={route.locale} />;

  function exportCsv() {
    const csv = toCsv<PoolTransferRun>(
      [
        { header: t`Date (UTC)`, value: (run) => run.date },
        { header: t`Hours run`, value: (run) => run.activeHours },
        { header: t`Transferred (TH/s)`, value: (run) => run.transferredTh },
        { header: t`Credited to the receiver (BTC)`, value: (run) => run.creditedBtc },
      ],
      runs.data?.data ?? [],
    );
    downloadCsv(`hashrate-transfer-${id}-runs.csv`, csv);
  }

  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Transfer ${id}`}
        breadcrumbs={[
          { label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) },
          { label: t`Hashrate transfer`, href: hrefFor('dashboard.pool.transfer', {}, route) },
          { label: t`Transfer ${id}` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
        actions={
          <button
            type="button"
            className="button button-outline"
            onClick={exportCsv}
            disabled={!runs.isSuccess || runs.data.data.length === 0}
          >
            <Trans>Export CSV</Trans>
          </button>
        }
      >
        <PoolNav route={route} />
        <div className="pool-dashboard">
          <ReadSection query={detail} label={t`Transfer settings`} skeleton={<Skeleton height="192px" />}>
            {(transfer) => <TransferSettings transfer={transfer} />}
          </ReadSection>
          <ReadSection
            query={runs}
            label={t`Run list`}
            isEmpty={(data) => data.data.length === 0}
            skeleton={<Skeleton height="256px" />}
            empty={
              <EmptyState
                message={
                  <Trans>No day settled yet: each UTC day of the transfer is settled at 00:00 UTC the next day.</Trans>
                }
              />
            }
          >
            {(data) => <RunTable runs={data.data} />}
          </ReadSection>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}

function TransferSettings({ transfer }: { transfer: PoolTransfer }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className="pool-card">
      <h2>
        {transfer.direction === 'sent' ? <Trans>Sent transfer</Trans> : <Trans>Received transfer</Trans>}{' '}
        <StatusBadge status={transfer.status} labels={TRANSFER_STATUS_LABELS} tones={TRANSFER_STATUS_TONES} />
      </h2>
      <dl className="facts">
        <dt>
          <Trans>From sub-account</Trans>
        </dt>
        <dd>{transfer.subAccount}</dd>
        <dt>
          <Trans>Receiver sub-account</Trans>
        </dt>
        <dd>{transfer.receiver}</dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          {transfer.mode === 'percent'
            ? t`${format.percent(transfer.amount)} of the hashrate`
            : t`${format.hashrate(Number(transfer.amount))} (${format.percent(transfer.sharePercent)} of the 24 h average when set up)`}
        </dd>
        <dt>
          <Trans>Set up (UTC)</Trans>
        </dt>
        <dd>{format.dateTimeUtc(transfer.createdAt)}</dd>
        <dt>
          <Trans>Period (UTC)</Trans>
        </dt>
        <dd>
          {format.dateTimeUtc(transfer.startAt)} – {format.dateTimeUtc(transfer.endAt)}
        </dd>
        {transfer.pausedAt && (
          <>
            <dt>
              <Trans>Paused since (UTC)</Trans>
            </dt>
            <dd>{format.dateTimeUtc(transfer.pausedAt)}</dd>
          </>
        )}
        {transfer.cancelledAt && (
          <>
            <dt>
              <Trans>Cancelled (UTC)</Trans>
            </dt>
            <dd>{format.dateTimeUtc(transfer.cancelledAt)}</dd>
          </>
        )}
        <dt>
          <Trans>Settled days</Trans>
        </dt>
        <dd>{format.days(transfer.runDays)}</dd>
        <dt>
          <Trans>Transferred</Trans>
        </dt>
        <dd>{t`${format.number(transfer.transferredThDays)} TH/s-days`}</dd>
        <dt>
          <Trans>Credited to the receiver</Trans>
        </dt>
        <dd>{format.coin(transfer.creditedBtc, 'BTC')}</dd>
      </dl>
      <TransferActions transfer={transfer} />
    </div>
  );
}

function RunTable({ runs }: { runs: readonly PoolTransferRun[] }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className="pool-table-scroll">
      <table className="pool-table">
        <caption className="visually-hidden">{t`Run list, newest day first`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date (UTC)</Trans>
            </th>
            <th scope="col" className="ui-align-end">
              <Trans>Hours run</Trans>
            </th>
            <th scope="col" className="ui-align-end">
              <Trans>Transferred</Trans>
            </th>
            <th scope="col" className="ui-align-end">
              <Trans>Credited to the receiver</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.date}>
              <th scope="row">{format.dateUtc(`${run.date}T00:00:00Z`)}</th>
              <td className="ui-align-end">{format.number(run.activeHours)}</td>
              <td className="ui-align-end">{format.hashrate(run.transferredTh)}</td>
              <td className="ui-align-end">{format.coin(run.creditedBtc, 'BTC')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
