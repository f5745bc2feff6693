import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { HistoryRow } from '../../../../runtime/http/contract/wallet.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { STATUS_LABELS, STATUS_TONES, TYPE_LABELS } from '../../../features/wallet/walletLabels.ts';
import { walletHistoryQuery } from '../../../features/wallet/walletQueries.ts';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { historyFilter } from './walletLoaders.ts';
import '../../../features/wallet/wallet.css';

type Search = SearchOf<'dashboard.wallet.history'>;

/**
 * `/dashboard/wallet/history`: deposits, withdrawals and mining payouts with type, coin, amount, fee, status,
 * UTC time and TXID; the filters live in the URL; the CSV export holds exactly the filtered rows.
 */
export default function WalletHistoryPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const current = search as Search;
  const history = useQuery(walletHistoryQuery(historyFilter(current)));
  const go = (next: Partial<Search>) =>
    void router.navigate({
      href: hrefFor('dashboard.wallet.history', {}, route, { search: { ...current, ...next } }),
      replace: true,
    });

  const col = dataColumns<HistoryRow>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: () => <Trans>Time (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('type', {
          header: () => <Trans>Type</Trans>,
          cell: (info) => i18n._(TYPE_LABELS[info.getValue()]),
        }),
        col.accessor('coin', {
          header: () => <Trans>Coin</Trans>,
          cell: (info) => `${info.getValue()}${info.row.original.network ? ` · ${info.row.original.network}` : ''}`,
        }),
        col.accessor('amount', { header: () => <Trans>Amount</Trans>, meta: { align: 'end' } }),
        col.accessor('fee', { header: () => <Trans>Fee</Trans>, meta: { align: 'end' } }),
        col.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => <StatusBadge status={info.getValue()} labels={STATUS_LABELS} tones={STATUS_TONES} />,
        }),
        col.accessor('txid', {
          header: () => <Trans>TXID</Trans>,
          cell: (info) => {
            const txid = info.getValue();
            return txid ? (
              <span className="wallet-txid-cell">
                <code className="wallet-mono" title={txid}>
                  {`${txid.slice(0, 10)}…${txid.slice(-6)}`}
                </code>
                <CopyButton value={txid} />
              </span>
            ) : (
              '—'
            );
          },
        }),
      ]),
    [col, format, i18n],
  );

  function exportCsv(rows: readonly HistoryRow[]) {
    const csv = toCsv<HistoryRow>(
      [
        { header: t`Time (UTC)`, value: (r) => csvDateTime(r.at) },
        { header: t`Type`, value: (r) => i18n._(TYPE_LABELS[r.type]) },
        { header: t`Coin`, value: (r) => r.coin },
        { header: t`Network`, value: (r) => r.network ?? '' },
        { header: t`Amount`, value: (r) => r.amount },
        { header: t`Fee`, value: (r) => r.fee },
        { header: t`Status`, value: (r) => i18n._(STATUS_LABELS[r.status] as never) },
        { header: t`TXID`, value: (r) => r.txid ?? '' },
        { header: t`Address`, value: (r) => r.address ?? '' },
      ],
      rows,
    );
    downloadCsv('wallet-history.csv', csv);
  }

  return (
    <DashboardPage route={route} current="wallet">
      <PageFrame
        title={t`Wallet history`}
        breadcrumbs={[{ label: t`Wallet`, href: hrefFor('dashboard.wallet', {}, route) }, { label: t`Wallet history` }]}
        renderLink={(props) => <SiteLink {...props} />}
        actions={
          <button
            type="button"
            className="button button-outline"
            disabled={!history.isSuccess || history.data.rows.length === 0}
            onClick={() => history.data && exportCsv(history.data.rows)}
          >
            <Trans>Export CSV</Trans>
          </button>
        }
      >
        <form className="wallet-filters" aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
          <FormField label={<Trans>Type</Trans>}>
            {(control) => (
              <select
                {...control}
                value={current.type}
                onChange={(e) => go({ type: e.target.value as Search['type'] })}
              >
                <option value="all">{t`All types`}</option>
                <option value="deposit">{i18n._(TYPE_LABELS.deposit)}</option>
                <option value="withdrawal">{i18n._(TYPE_LABELS.withdrawal)}</option>
                <option value="payout">{i18n._(TYPE_LABELS.payout)}</option>
              </select>
            )}
          </FormField>
          <FormField label={<Trans>Coin</Trans>}>
            {(control) => (
              <select
                {...control}
                value={current.coin}
                onChange={(e) => go({ coin: e.target.value as Search['coin'] })}
              >
                <option value="all">{t`All coins`}</option>
                <option value="USDT">USDT</option>
                <option value="BTC">BTC</option>
                <option value="ETH">ETH</option>
              </select>
            )}
          </FormField>
          <FormField label={<Trans>Status</Trans>}>
            {(control) => (
              <select
                {...control}
                value={current.status}
                onChange={(e) => go({ status: e.target.value as Search['status'] })}
              >
                <option value="all">{t`All statuses`}</option>
                {(['submitted', 'reviewing', 'sent', 'failed', 'credited'] as const).map((status) => (
                  <option key={status} value={status}>
                    {i18n._(STATUS_LABELS[status] as never)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </form>
        <DataTable<HistoryRow>
          caption={t`Wallet transactions`}
          columns={columns}
          rows={history.data?.rows}
          getRowId={(row) => row.id}
          loading={history.isFetching && !history.isSuccess}
          error={history.isError ? history.error : undefined}
          onRetry={() => void history.refetch()}
          failedMessage={t`unknown error, please retry`}
          empty={{ message: <Trans>No transactions match these filters.</Trans> }}
          mobile="cards"
        />
      </PageFrame>
    </DashboardPage>
  );
}
