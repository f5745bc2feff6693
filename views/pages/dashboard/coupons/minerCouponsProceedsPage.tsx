import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../../../runtime/config.ts';
import type { ProceedsRecord } from '../../../../runtime/http/contract/minerCoupons.ts';
import { MINER_COUPON_FEE_BP } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { allPages } from './couponsParts.tsx';
import { couponProceedsQuery, RECORD_PAGE_SIZE } from './couponsQueries.ts';
import '../../../styles/pages/couponsDashboard.css';

const CREDITED = { credited: msg`Credited` } as const;

/**
 * `/dashboard/coupons/withdrawRecord`: the sale proceeds of the account's listings, one record per paid sale: what
 * the buyer paid, the market's fee, the net that reached the wallet balance, its ledger transaction, UTC time and
 * state, with the total; paged, and exported whole as CSV.
 */
export default function MinerCouponsProceedsPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { page } = search as SearchOf<'dashboard.coupons.withdrawRecord'>;
  const records = useQuery(couponProceedsQuery(page, RECORD_PAGE_SIZE));

  const col = dataColumns<ProceedsRecord>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: () => <Trans>Time (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('delegateId', {
          header: () => <Trans>Listing</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.coupons.soldOrderDetail', { delegateId: info.getValue() }, route)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('name', {
          header: () => <Trans>Coupons sold</Trans>,
          cell: (info) => `${info.row.original.quantity} × ${info.getValue()}`,
        }),
        col.accessor('grossUsd', {
          header: () => <Trans>Gross</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('feeUsd', {
          header: () => <Trans>Fee</Trans>,
          cell: (info) => `−${format.usd(info.getValue())}`,
          meta: { align: 'end' },
        }),
        col.accessor('netUsd', {
          header: () => <Trans>Net</Trans>,
          cell: (info) => <strong>{format.usd(info.getValue())}</strong>,
          meta: { align: 'end' },
        }),
        col.accessor('destination', {
          header: () => <Trans>To</Trans>,
          cell: () => <Trans>Wallet balance (USD)</Trans>,
        }),
        col.accessor('state', {
          header: () => <Trans>State</Trans>,
          cell: (info) => <StatusBadge status={info.getValue()} labels={CREDITED} tones={{ credited: 'success' }} />,
        }),
        col.accessor('txId', {
          header: () => <Trans>Transaction</Trans>,
          cell: (info) => {
            const txId = info.getValue();
            return txId ? (
              <span className="mc-txid">
                <code className="mc-mono" title={txId}>
                  {txId.length > 18 ? `${txId.slice(0, 10)}…${txId.slice(-6)}` : txId}
                </code>
                <CopyButton value={txId} />
              </span>
            ) : (
              '—'
            );
          },
        }),
      ]),
    [col, format, route],
  );

  async function exportCsv() {
    const rows = await allPages((pageNo, pageSize) =>
      http.call('bmProceedsRecords', { pageNo, pageSize }, { showError: false }),
    );
    const csv = toCsv<ProceedsRecord>(
      [
        { header: t`Time (UTC)`, value: (r) => csvDateTime(r.at) },
        { header: t`Order`, value: (r) => r.orderNo },
        { header: t`Listing`, value: (r) => r.delegateId },
        { header: t`Coupon`, value: (r) => r.name },
        { header: t`Quantity`, value: (r) => r.quantity },
        { header: t`Gross (USD)`, value: (r) => r.grossUsd },
        { header: t`Fee (USD)`, value: (r) => r.feeUsd },
        { header: t`Net (USD)`, value: (r) => r.netUsd },
        { header: t`To`, value: () => t`Wallet balance (USD)` },
        { header: t`State`, value: () => t`Credited` },
        { header: t`TXID`, value: (r) => r.txId },
      ],
      rows,
    );
    downloadCsv('coupon-sale-proceeds.csv', csv);
  }

  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={t`Sale proceeds`}
        breadcrumbs={[
          { label: t`Miner coupons`, href: hrefFor('dashboard.coupons', {}, route) },
          { label: t`Sale proceeds` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
        actions={
          <button
            type="button"
            className="button button-outline"
            disabled={!records.isSuccess || records.data.data.length === 0}
            onClick={() => void exportCsv()}
          >
            <Trans>Export CSV</Trans>
          </button>
        }
      >
        <div className="mc-table-head">
          <p>
            {records.data ? (
              <Trans>
                Total to your wallet: <strong>{format.usd(records.data.totalNetUsd)}</strong>
              </Trans>
            ) : null}
          </p>
          <p className="mc-sub">
            <Trans>
              When a buyer pays, the price less the market's {format.percent(MINER_COUPON_FEE_BP / 100)} fee is credited
              to your USD wallet balance at once; withdraw it from the wallet.
            </Trans>{' '}
            <SiteLink href={hrefFor('dashboard.wallet', {}, route)}>
              <Trans>Go to the wallet</Trans>
            </SiteLink>
          </p>
        </div>
        <DataTable<ProceedsRecord>
          caption={t`Sale proceeds records`}
          columns={columns}
          rows={records.data?.data}
          getRowId={(row) => row.orderNo}
          loading={records.isFetching && !records.isSuccess}
          error={records.isError ? records.error : undefined}
          onRetry={() => void records.refetch()}
          failedMessage={t`unknown error, please retry`}
          empty={{
            message: <Trans>No sale proceeds yet: they appear here when a buyer pays for your coupons.</Trans>,
            action: (
              <SiteLink className="button button-primary" href={hrefFor('coupons.sale', {}, route)}>
                <Trans>List coupons for sale</Trans>
              </SiteLink>
            ),
          }}
          mobile="cards"
        />
        {records.data && (
          <Pager
            page={page}
            pageCount={Math.max(1, Math.ceil(records.data.totalCount / RECORD_PAGE_SIZE))}
            hrefFor={(next) => hrefFor('dashboard.coupons.withdrawRecord', {}, route, { search: { page: next } })}
            renderLink={(props) => <SiteLink {...props} />}
          />
        )}
      </PageFrame>
    </DashboardPage>
  );
}
