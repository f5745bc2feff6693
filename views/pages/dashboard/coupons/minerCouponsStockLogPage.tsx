import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { COUPON_STOCK_OP_VALUES } from '../../../../manifest/routes.ts';
import type { StockOperation } from '../../../../runtime/http/contract/minerCoupons.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { STOCK_OP_LABELS } from './couponsLabels.ts';
import { RECORD_PAGE_SIZE, stockLogDaysProblem, stockLogQuery } from './couponsQueries.ts';
import '../../../styles/pages/couponsDashboard.css';

type Search = SearchOf<'dashboard.coupons.stocksOpLog'>;

/**
 * `/dashboard/coupons/stocksOpLog`: every change to the coupons the account holds (imported, bought, listed, back
 * from a listing, sold, used), newest first, with the change, the quantity held after it and where it came from;
 * filtered by operation, UTC days and (from a coupon's page) one coupon issue, all kept in the URL and applied by
 * the API before paging; paged. Days the API would refuse (an end before the start, a day not in the calendar) are
 * kept as typed and not asked for: the field says what is wrong.
 */
export default function MinerCouponsStockLogPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const current = search as Search;
  const problem = stockLogDaysProblem(current);
  const log = useQuery({ ...stockLogQuery(current), enabled: !problem });
  const dayError = (field: 'from' | 'to') => {
    if (problem?.field !== field) return null;
    return problem.reason === 'beforeFrom'
      ? t`The end date is before the start date: pick a range that ends on or after its start.`
      : t`This is not a day of the calendar: pick a date.`;
  };
  // A new filter starts at its first page; it merges with the URL as it is now (a navigation may still be
  // loading), so nothing picked is lost.
  const go = (next: Partial<Search>) => {
    const latest = router.state.location.search as Partial<Search>;
    const { coupon, op, from, to } = { ...current, ...latest };
    void router.navigate({
      href: hrefFor('dashboard.coupons.stocksOpLog', {}, route, {
        search: withoutEmpty({ coupon, op, from, to, page: 1, ...next }),
      }),
      replace: true,
    });
  };

  const col = dataColumns<StockOperation>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: () => <Trans>Time (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('op', {
          header: () => <Trans>Operation</Trans>,
          cell: (info) => i18n._(STOCK_OP_LABELS[info.getValue()]),
        }),
        col.accessor('name', {
          header: () => <Trans>Coupon</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.coupons.couponDetail', { couponId: info.row.original.couponId }, route)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('quantity', { header: () => <Trans>Quantity</Trans>, meta: { align: 'end' } }),
        col.accessor('change', {
          header: () => <Trans>Change in held</Trans>,
          cell: (info) => {
            const change = info.getValue();
            return change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0';
          },
          meta: { align: 'end' },
        }),
        col.accessor('balanceAfter', { header: () => <Trans>Held after</Trans>, meta: { align: 'end' } }),
        col.accessor('reference', {
          header: () => <Trans>Reference</Trans>,
          cell: (info) => <span className="mc-mono">{info.getValue() ?? '—'}</span>,
        }),
      ]),
    [col, format, i18n, route],
  );

  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={t`Stock operation log`}
        breadcrumbs={[
          { label: t`Miner coupons`, href: hrefFor('dashboard.coupons', {}, route) },
          { label: t`Stock operation log` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <form className="mc-filter-form" aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
          <FormField label={<Trans>Operation</Trans>}>
            {(control) => (
              <select {...control} value={current.op} onChange={(e) => go({ op: e.target.value as Search['op'] })}>
                {COUPON_STOCK_OP_VALUES.map((op) => (
                  <option key={op} value={op}>
                    {op === 'all' ? t`All operations` : i18n._(STOCK_OP_LABELS[op])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={<Trans>From (UTC day)</Trans>} error={dayError('from')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={current.from ?? ''}
                max={problem ? undefined : current.to}
                onChange={(e) => go({ from: e.target.value || undefined })}
              />
            )}
          </FormField>
          <FormField label={<Trans>To (UTC day)</Trans>} error={dayError('to')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={current.to ?? ''}
                min={problem ? undefined : current.from}
                onChange={(e) => go({ to: e.target.value || undefined })}
              />
            )}
          </FormField>
          {current.coupon && (
            <p>
              <Trans>Coupon {current.coupon} only.</Trans>{' '}
              <SiteLink href={hrefFor('dashboard.coupons.stocksOpLog', {}, route, { search: { op: current.op } })}>
                <Trans>All coupons</Trans>
              </SiteLink>
            </p>
          )}
        </form>
        {!problem && (
          <DataTable<StockOperation>
            caption={t`Stock operations`}
            columns={columns}
            rows={log.data?.data}
            getRowId={(row) => String(row.id)}
            loading={log.isFetching && !log.isSuccess}
            error={log.isError ? log.error : undefined}
            onRetry={() => void log.refetch()}
            failedMessage={t`unknown error, please retry`}
            empty={{
              message:
                current.op === 'all' && !current.from && !current.to ? (
                  <Trans>No coupon has entered or left your holdings yet.</Trans>
                ) : (
                  <Trans>No operations match these filters.</Trans>
                ),
            }}
            mobile="cards"
          />
        )}
        {log.data && !problem && (
          <Pager
            page={current.page}
            pageCount={Math.max(1, Math.ceil(log.data.totalCount / RECORD_PAGE_SIZE))}
            hrefFor={(page) =>
              hrefFor('dashboard.coupons.stocksOpLog', {}, route, { search: withoutEmpty({ ...current, page }) })
            }
            renderLink={(props) => <SiteLink {...props} />}
          />
        )}
      </PageFrame>
    </DashboardPage>
  );
}

/** The search without unset filters, so the URL holds only what narrows the log. */
function withoutEmpty(search: Partial<Search>): Partial<Search> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Partial<Search>;
}
