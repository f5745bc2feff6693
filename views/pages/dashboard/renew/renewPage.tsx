import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { RenewOrder } from '../../../../runtime/http/contract/renew.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { RENEW_REFUSAL_SHORT } from '../../../features/renew/renewLabels.ts';
import { renewListQuery } from '../../../features/renew/renewQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/orders/orders.css';
import '../../../features/renew/renew.css';

/**
 * `/dashboard/renew` (issue #18): the account's running plans in their last days (UTC), how long each has left,
 * whether it can be renewed (or why not), and the way to renew it; the renewal rule above them.
 */
export default function RenewPage({ route }: PageProps) {
  const { t } = useLingui();
  const list = useQuery(renewListQuery());
  return (
    <DashboardPage route={route} current="renew">
      <PageFrame
        title={t`Renewals`}
        actions={
          <SiteLink className="button button-outline" href={hrefFor('dashboard.renew.elecWithhold', {}, route)}>
            <Trans>Electricity withholding</Trans>
          </SiteLink>
        }
        renderLink={(props) => <SiteLink {...props} />}
      >
        <RenewRule />
        <ReadSection
          query={list}
          label={t`Plans near their end`}
          skeleton={<Skeleton height="192px" />}
          isEmpty={(data) => data.orders.length === 0}
          empty={
            <div className="renew-card">
              <p>
                <Trans>
                  None of your plans ends within the next 7 days. Renewal opens in a plan's last 7 days (UTC); until
                  then there is nothing to renew.
                </Trans>
              </p>
              <SiteLink className="button button-primary" href={hrefFor('dashboard.order', {}, route)}>
                <Trans>See your orders</Trans>
              </SiteLink>
            </div>
          }
        >
          {(data) => <NearEndTable orders={data.orders} route={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

/** The renewal rule, as runtime/domain/renew.ts applies it. */
function RenewRule() {
  return (
    <section className="renew-rule" aria-labelledby="renew-rule-title">
      <h2 id="renew-rule-title">
        <Trans>How renewal works</Trans>
      </h2>
      <p>
        <Trans>
          A running plan can be renewed in its last 7 days (UTC days, today included). Choose a term: it is added to the
          same order's end, at the plan's current hashrate fee per TH per day, and paid at the cashier like any order.
          Renewed days mine like the rest of the plan.
        </Trans>
      </p>
      <p>
        <Trans>
          A renewal buys hashrate days only: a full plan keeps paying its service fee by the day, from prepaid days,
          auto-deduct or electricity withholding. Ended plans, the free trial and plans no longer sold cannot be
          renewed.
        </Trans>
      </p>
    </section>
  );
}

function NearEndTable({ orders, route }: { orders: RenewOrder[]; route: LocalizedRoute }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const col = dataColumns<RenewOrder>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('orderNo', {
          header: () => <Trans>Order</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: info.getValue() }, route)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('goodsName', {
          header: () => <Trans>Plan</Trans>,
          cell: (info) => (
            <>
              {info.getValue()}
              <span className="cell-sub">{info.row.original.minerModel}</span>
            </>
          ),
        }),
        col.accessor('hashrateTh', {
          header: () => <Trans>Hashrate</Trans>,
          cell: (info) => format.hashrate(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('daysLeft', {
          header: () => <Trans>Days left</Trans>,
          cell: (info) => {
            const order = info.row.original;
            return (
              <span className={`fee-days${order.daysLeft <= 3 ? ' fee-days-warning' : ''}`}>
                {format.days(order.daysLeft)}
                {order.suspended && (
                  <span className="fee-days-note">
                    <Trans>Suspended: service fee unpaid</Trans>
                  </span>
                )}
              </span>
            );
          },
          meta: { align: 'end' },
        }),
        col.accessor('endAt', {
          header: () => <Trans>Ends (UTC)</Trans>,
          cell: (info) => {
            const end = info.getValue();
            return end ? format.dateTimeUtc(end) : '—';
          },
        }),
        col.display({
          id: 'renewal',
          header: () => <Trans>Renewal</Trans>,
          cell: (info) => {
            const order = info.row.original;
            if (order.pendingRenewal) {
              return (
                <SiteLink
                  className="text-link"
                  href={hrefFor('pay.confirm', { orderNo: order.pendingRenewal.renewNo }, route)}
                >
                  <Trans>Waiting for payment: continue</Trans>
                </SiteLink>
              );
            }
            if (order.refusal) return i18n._(RENEW_REFUSAL_SHORT[order.refusal]);
            return (
              <SiteLink
                className="button button-primary"
                href={hrefFor('dashboard.renew.detail', { orderNo: order.orderNo }, route)}
                aria-label={t`Renew ${order.orderNo}`}
              >
                <Trans>Renew</Trans>
              </SiteLink>
            );
          },
        }),
      ]),
    [col, format, route, t, i18n],
  );
  return (
    <DataTable<RenewOrder>
      // Its own name: the read around it is "Plans near their end" (two regions of one name are ambiguous).
      caption={t`Renewals`}
      columns={columns}
      rows={orders}
      getRowId={(order) => order.orderNo}
      empty={{ message: <Trans>None of your plans ends within the next 7 days.</Trans> }}
      mobile="scroll"
    />
  );
}
