import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { ElecWithholdOrder, ElecWithholdRecord } from '../../../../runtime/http/contract/renew.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { elecWithholdListQuery } from '../../../features/renew/renewQueries.ts';
import { downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { useWithholdSwitch, type WithholdFlow, WithholdPanel } from './withholdSwitch.tsx';
import '../../../features/checkout/checkout.css';
import '../../../features/orders/orders.css';
import '../../../features/renew/renew.css';
import '../../../styles/pages/dashboardRewards.css';

/**
 * `/dashboard/renew/elecWithhold` (issue #18): electricity withholding per full plan. Each plan shows its switch,
 * its fee a day and, at today's figures, whether a day's output would cover it (an estimate); what withholding took
 * so far; and every order-day it handled, exportable. Flipping a switch asks first and is confirmed through the
 * security verification (machines/renew/elecWithholdMachine.ts).
 */
export default function ElecWithholdPage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useQuery(elecWithholdListQuery());
  const flow = useWithholdSwitch();
  return (
    <DashboardPage route={route} current="renew">
      <PageFrame
        title={t`Electricity withholding`}
        breadcrumbs={[{ label: t`Renewals`, href: hrefFor('dashboard.renew', {}, route) }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <section className="renew-rule" aria-labelledby="withhold-rule">
          <h2 id="withhold-rule">
            <Trans>How electricity withholding works</Trans>
          </h2>
          <p>
            <Trans>
              A full plan pays its service fee (electricity and maintenance) by the day. With withholding on, a UTC day
              the plan starts without a prepaid service-fee day is paid from that day's output: the day's fee is
              converted to BTC at that day's BTC price and taken off the output, and the rest is credited as usual.
              Prepaid days are always used first; with auto-deduct also on, auto-deduct still buys days from points when
              fewer than 3 are left.
            </Trans>
          </p>
          <p>
            <Trans>
              If a day's output is smaller than its fee, nothing is taken and the plan is suspended for that day, as
              without withholding: it earns nothing and the day is not compensated. Turning withholding on or off asks
              for your security verification.
            </Trans>
          </p>
        </section>
        <ReadSection
          query={list}
          label={t`Plans with electricity withholding`}
          skeleton={<Skeleton height="256px" />}
          isEmpty={(data) => data.orders.length === 0 && data.records.length === 0}
          empty={
            <div className="renew-card">
              <p>
                <Trans>
                  You have no running full plans. Withholding pays the daily service fee of full plans from their
                  output.
                </Trans>
              </p>
              <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                <Trans>See plans</Trans>
              </SiteLink>
            </div>
          }
        >
          {(data) => (
            <>
              <div className="dr-stats">
                <StatCard label={<Trans>Days paid by withholding</Trans>} value={format.number(data.daysWithheld)} />
                <StatCard label={<Trans>Withheld in all</Trans>} value={format.coin(data.withheldBtc, 'BTC')} />
              </div>
              {data.orders.length === 0 ? (
                <p>
                  <Trans>You have no running full plans now; the records of earlier plans are below.</Trans>
                </p>
              ) : (
                <ul className="dr-orders">
                  {data.orders.map((order) => (
                    <WithholdOrderRow key={order.orderNo} order={order} flow={flow} route={route} />
                  ))}
                </ul>
              )}
              <WithholdRecords records={data.records} />
            </>
          )}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function WithholdOrderRow({
  order,
  flow,
  route,
}: {
  order: ElecWithholdOrder;
  flow: WithholdFlow;
  route: LocalizedRoute;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `withhold-${order.orderNo}`;
  const busy = !flow.state.matches('idle') && !flow.state.matches('saved');
  const orderNo = order.orderNo;
  return (
    <li className="dr-order" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <SiteLink href={hrefFor('dashboard.order.detail', { orderNo }, route)}>{order.goodsName}</SiteLink>{' '}
        <span className="cell-sub">{orderNo}</span>
      </h3>
      <dl className="dr-facts">
        <dt>
          <Trans>Hashrate</Trans>
        </dt>
        <dd>{format.hashrate(Number(order.hashrateTh))}</dd>
        <dt>
          <Trans>Service fee days left</Trans>
        </dt>
        <dd>
          {format.days(order.serviceFeeDaysLeft)}
          {order.suspended && (
            <span className="fee-days-warning">
              {' '}
              <Trans>No prepaid day today</Trans>
            </span>
          )}
          {order.autoDeduct && (
            <span className="cell-sub">
              <Trans>Auto-deduct on</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Service fee per day</Trans>
        </dt>
        <dd>
          {format.usd(order.feePerDayUsd)}
          <span className="renew-estimate">
            {order.estimate.covers ? (
              <Trans>
                Estimate at today's figures: about {format.coin(order.estimate.feeBtc, 'BTC')} at{' '}
                {format.usd(order.estimate.btcPriceUsd)} per BTC, of a day's output of about{' '}
                {format.coin(order.estimate.outputBtc, 'BTC')}: the output covers it.
              </Trans>
            ) : (
              <Trans>
                Estimate at today's figures: about {format.coin(order.estimate.feeBtc, 'BTC')} at{' '}
                {format.usd(order.estimate.btcPriceUsd)} per BTC, more than a day's output of about{' '}
                {format.coin(order.estimate.outputBtc, 'BTC')}: such a day would be suspended.
              </Trans>
            )}
          </span>
        </dd>
        <dt>
          <Trans>Withheld so far</Trans>
        </dt>
        <dd>
          <Trans>
            {format.coin(order.withheldBtc, 'BTC')} over {format.days(order.daysWithheld)}
          </Trans>
          {order.daysShort > 0 && (
            <span className="cell-sub">
              <Trans>{format.days(order.daysShort)} suspended: the output was smaller than the fee</Trans>
            </span>
          )}
        </dd>
      </dl>
      <label className="dr-switch">
        <input
          type="checkbox"
          role="switch"
          checked={order.enabled}
          aria-checked={order.enabled}
          disabled={busy}
          aria-label={t`Electricity withholding for ${orderNo}`}
          onChange={(event) => flow.toggle(orderNo, event.currentTarget.checked)}
        />
        {order.enabled ? <Trans>Withholding on</Trans> : <Trans>Withholding off</Trans>}
      </label>
      <WithholdPanel flow={flow} order={order} />
    </li>
  );
}

function WithholdRecords({ records }: { records: ElecWithholdRecord[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const col = dataColumns<ElecWithholdRecord>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('date', {
          header: () => <Trans>Day (UTC)</Trans>,
          cell: (info) => format.dateUtc(info.getValue()),
        }),
        col.accessor('orderNo', { header: () => <Trans>Order</Trans> }),
        col.accessor('outputBtc', {
          header: () => <Trans>Output</Trans>,
          cell: (info) => format.coin(info.getValue(), 'BTC'),
          meta: { align: 'end' },
        }),
        col.accessor('feeUsd', {
          header: () => <Trans>Fee</Trans>,
          cell: (info) => (
            <>
              {format.usd(info.getValue())}
              <span className="cell-sub">
                <Trans>at {format.usd(info.row.original.btcPriceUsd)} per BTC</Trans>
              </span>
            </>
          ),
          meta: { align: 'end' },
        }),
        col.accessor('feeBtc', {
          header: () => <Trans>Fee in BTC</Trans>,
          cell: (info) => format.coin(info.getValue(), 'BTC'),
          meta: { align: 'end' },
        }),
        col.accessor('withheld', {
          header: () => <Trans>Result</Trans>,
          cell: (info) =>
            info.getValue() ? (
              <Trans>Withheld</Trans>
            ) : (
              <span className="fee-days-warning">
                <Trans>Suspended: output below the fee</Trans>
              </span>
            ),
        }),
        col.accessor('netBtc', {
          header: () => <Trans>Credited</Trans>,
          cell: (info) => format.coin(info.getValue(), 'BTC'),
          meta: { align: 'end' },
        }),
      ]),
    [col, format],
  );

  function exportCsv() {
    const csv = toCsv<ElecWithholdRecord>(
      [
        { header: t`Day (UTC)`, value: (r) => r.date },
        { header: t`Order`, value: (r) => r.orderNo },
        { header: t`Output (BTC)`, value: (r) => r.outputBtc },
        { header: t`Fee (USD)`, value: (r) => r.feeUsd },
        { header: t`BTC price (USD)`, value: (r) => r.btcPriceUsd },
        { header: t`Fee (BTC)`, value: (r) => r.feeBtc },
        { header: t`Result`, value: (r) => (r.withheld ? t`Withheld` : t`Suspended`) },
        { header: t`Credited (BTC)`, value: (r) => r.netBtc },
      ],
      records,
    );
    downloadCsv('electricity-withholding.csv', csv);
  }

  return (
    <section aria-labelledby="withhold-records">
      <div className="renew-head">
        <h2 id="withhold-records">
          <Trans>Withholding records</Trans>
        </h2>
        <button type="button" className="button button-outline" disabled={records.length === 0} onClick={exportCsv}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
      <DataTable<ElecWithholdRecord>
        caption={t`Withholding records`}
        columns={columns}
        rows={records}
        getRowId={(r) => `${r.orderNo}-${r.date}`}
        empty={{
          message: (
            <Trans>
              Nothing withheld yet: withholding acts on a day a plan with it on starts without a prepaid service-fee
              day.
            </Trans>
          ),
        }}
        mobile="cards"
      />
    </section>
  );
}
