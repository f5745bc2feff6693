import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { RenewInfo, RenewRecord } from '../../../../runtime/http/contract/renew.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../../../features/orders/orderLabels.ts';
import { RENEW_REFUSAL_LABELS } from '../../../features/renew/renewLabels.ts';
import { RENEW_NOT_FOUND_STATUS, renewInfoQuery } from '../../../features/renew/renewQueries.ts';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { RenewBuy } from './renewBuy.tsx';
import '../../../features/checkout/checkout.css';
import '../../../features/orders/orders.css';
import '../../../features/renew/renew.css';
import '../../../styles/pages/dashboardRewards.css';

/**
 * `/dashboard/renew/detail/{orderNo}` (issue #18): one plan order and its renewal: the terms with their price per
 * TH per day, total, new end (UTC) and fee breakdown, buying one through the cashier, a renewal waiting for payment,
 * the renewals paid; an order that cannot be renewed says why. Another account's or an unknown order is the 404 page.
 */
export default function RenewDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const info = useQuery({ ...renewInfoQuery(orderNo), enabled: orderNo !== '' });
  if (orderNo === '' || isStatus(info.error, RENEW_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <DashboardPage route={route} current="renew">
      <PageFrame
        title={t`Renew ${orderNo}`}
        breadcrumbs={[{ label: t`Renewals`, href: hrefFor('dashboard.renew', {}, route) }, { label: orderNo }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={info}
          label={t`Renewal`}
          skeleton={
            <div className="renew-layout" aria-hidden="true">
              <Skeleton className="renew-card" height="256px" />
              <Skeleton className="renew-card" height="320px" />
            </div>
          }
        >
          {(data) => <RenewDetail info={data} route={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function RenewDetail({ info, route }: { info: RenewInfo; route: LocalizedRoute }) {
  const format = useFormat();
  const orderNo = info.orderNo;
  return (
    <>
      <div className="renew-layout">
        <section className="renew-card" aria-labelledby="renew-plan">
          <h2 id="renew-plan">{info.goodsName}</h2>
          <p>
            <StatusBadge status={info.status} labels={ORDER_STATUS_LABELS} tones={ORDER_STATUS_TONES} />
            {info.suspended && (
              <span className="fee-days-warning">
                {' '}
                <Trans>Suspended: service fee unpaid</Trans>
              </span>
            )}
          </p>
          <dl className="dr-facts">
            <dt>
              <Trans>Order</Trans>
            </dt>
            <dd>
              <SiteLink href={hrefFor('dashboard.order.detail', { orderNo }, route)}>{orderNo}</SiteLink>
            </dd>
            <dt>
              <Trans>Hashrate</Trans>
            </dt>
            <dd>
              {format.hashrate(info.hashrateTh)} · {info.minerModel} · {info.pool}
            </dd>
            {info.endAt && (
              <>
                <dt>
                  <Trans>Ends (UTC)</Trans>
                </dt>
                <dd>
                  {format.dateTimeUtc(info.endAt)}{' '}
                  <span className="cell-sub">
                    <Trans>{format.days(info.daysLeft)} left, today included</Trans>
                  </span>
                </dd>
              </>
            )}
            <dt>
              <Trans>Hashrate fee now</Trans>
            </dt>
            <dd>
              <Trans>{format.usd(info.hashrateFeePerThDayUsd, { decimals: 4 })} per TH per day</Trans>
            </dd>
            {info.serviceFeeDaysLeft !== null && (
              <>
                <dt>
                  <Trans>Service fee days left</Trans>
                </dt>
                <dd>
                  {format.days(info.serviceFeeDaysLeft)}
                  <span className="cell-sub">
                    {info.elecWithhold ? (
                      <Trans>Electricity withholding on: days without a prepaid day are paid from the output.</Trans>
                    ) : (
                      <Trans>
                        When the prepaid days run out the plan is suspended; those days are not compensated.
                      </Trans>
                    )}
                  </span>
                </dd>
              </>
            )}
          </dl>
          {info.serviceFeeDaysLeft !== null && (
            <div className="renew-actions">
              <SiteLink
                className="button button-outline"
                href={hrefFor('pay.serviceFee', {}, route, { search: { orders: orderNo } })}
              >
                <Trans>Pay service fee</Trans>
              </SiteLink>
              <SiteLink className="link-button" href={hrefFor('dashboard.renew.elecWithhold', {}, route)}>
                <Trans>Electricity withholding</Trans>
              </SiteLink>
            </div>
          )}
        </section>
        <RenewAction info={info} route={route} />
      </div>
      <RenewRecords renewals={info.renewals} orderNo={orderNo} />
      <p className="fine-print">
        <Trans>
          Renewal opens in a running plan's last 7 days (UTC). The renewed days are added to the same order's end, at
          the plan's hashrate fee per TH per day when you renew.
        </Trans>{' '}
        <SiteLink href={hrefFor('dashboard.renew', {}, route)}>
          <Trans>How renewal works</Trans>
        </SiteLink>
      </p>
    </>
  );
}

/** What can be done now: buy a term, pay the renewal waiting for payment, or why nothing can be. */
function RenewAction({ info, route }: { info: RenewInfo; route: LocalizedRoute }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (info.pendingRenewal) {
    const pending = info.pendingRenewal;
    return (
      <section className="renew-card" aria-labelledby="renew-pending">
        <h2 id="renew-pending">
          <Trans>Renewal waiting for payment</Trans>
        </h2>
        <div className="renew-notice">
          <p>
            <Trans>
              A renewal of {format.days(pending.days)} ({format.usd(pending.totalUsd)}) is waiting for payment until{' '}
              {format.dateTimeUtc(pending.payExpireAt)}. Pay it, or cancel it at the cashier to choose another term.
            </Trans>
          </p>
          <SiteLink
            className="button button-primary"
            href={hrefFor('pay.confirm', { orderNo: pending.renewNo }, route)}
          >
            <Trans>Continue to payment</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }
  if (info.renewable) return <RenewBuy info={info} route={route} />;
  return (
    <section className="renew-card" aria-labelledby="renew-closed">
      <h2 id="renew-closed">
        <Trans>Renewal not available</Trans>
      </h2>
      <p>{info.refusal ? i18n._(RENEW_REFUSAL_LABELS[info.refusal]) : null}</p>
      {info.refusal === 'window' && info.opensAt && (
        <p>
          <Trans>Renewal opens on {format.dateTimeUtc(info.opensAt)}.</Trans>
        </p>
      )}
      <div className="renew-actions">
        {info.refusal === 'ended' || info.refusal === 'discontinued' || info.refusal === 'freeTrial' ? (
          <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
            <Trans>See plans</Trans>
          </SiteLink>
        ) : (
          <SiteLink className="button button-outline" href={hrefFor('dashboard.renew', {}, route)}>
            <Trans>Plans near their end</Trans>
          </SiteLink>
        )}
      </div>
    </section>
  );
}

function RenewRecords({ renewals, orderNo }: { renewals: RenewRecord[]; orderNo: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const methodLabel = (method: RenewRecord['payMethod']) =>
    method === 'balance' ? t`Wallet balance` : method === 'points' ? t`Points` : t`Crypto`;
  function exportCsv() {
    const csv = toCsv<RenewRecord>(
      [
        { header: t`Paid (UTC)`, value: (r) => csvDateTime(r.paidAt) },
        { header: t`Renewal`, value: (r) => r.renewNo },
        { header: t`Order`, value: () => orderNo },
        { header: t`Days`, value: (r) => r.days },
        { header: t`Amount (USD)`, value: (r) => r.totalUsd },
        { header: t`Paid with`, value: (r) => methodLabel(r.payMethod) },
        { header: t`End before (UTC)`, value: (r) => csvDateTime(r.endBefore) },
        { header: t`End after (UTC)`, value: (r) => csvDateTime(r.endAfter) },
      ],
      renewals,
    );
    downloadCsv(`renewals-${orderNo}.csv`, csv);
  }
  return (
    <section aria-labelledby="renew-records">
      <div className="renew-head">
        <h2 id="renew-records">
          <Trans>Renewals of this plan</Trans>
        </h2>
        <button type="button" className="button button-outline" disabled={renewals.length === 0} onClick={exportCsv}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
      {renewals.length === 0 ? (
        <p>
          <Trans>This plan has not been renewed yet.</Trans>
        </p>
      ) : (
        <table className="checkout-payments" aria-label={t`Renewals of this plan`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Paid (UTC)</Trans>
              </th>
              <th scope="col">
                <Trans>Renewal</Trans>
              </th>
              <th scope="col">
                <Trans>Days</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Paid with</Trans>
              </th>
              <th scope="col">
                <Trans>End (UTC)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {renewals.map((renewal) => (
              <tr key={renewal.renewNo}>
                <td>{format.dateTimeUtc(renewal.paidAt)}</td>
                <td>{renewal.renewNo}</td>
                <td>{format.days(renewal.days)}</td>
                <td>{format.usd(renewal.totalUsd)}</td>
                <td>{methodLabel(renewal.payMethod)}</td>
                <td>
                  {format.dateUtc(renewal.endBefore)} → {format.dateUtc(renewal.endAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
