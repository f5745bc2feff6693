import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { AutoDeductOrder } from '../../../../runtime/http/contract/loyalty.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { type AutoDeductFlow, AutoDeductPanel, useAutoDeduct } from '../../../features/loyalty/autoDeduct.tsx';
import { autoDeductOrdersQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/dashboardRewards.css';

/**
 * `/dashboard/points/plan`: auto-deduct per order. Each full plan that pays its service fee by the day shows its
 * days left, its daily fee and what one deduction charges, with a switch; flipping it asks for a confirmation
 * first (machines/loyalty/autoDeductMachine.ts).
 */
export default function PointsPlanPage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const orders = useQuery(autoDeductOrdersQuery());
  const flow = useAutoDeduct();

  return (
    <DashboardPage route={route} current="points">
      <PageFrame
        title={t`Auto-deduct settings`}
        breadcrumbs={[{ label: t`Points`, href: hrefFor('dashboard.points', {}, route) }]}
      >
        <ReadSection
          query={orders}
          label={t`Plans with auto-deduct`}
          skeleton={<Skeleton height="256px" />}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <div className="dr-card">
              <p>
                <Trans>
                  You have no running full plans. Auto-deduct pays the daily service fee of full plans from your points.
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
              <section className="dr-card dr-section" aria-labelledby="auto-deduct-rule">
                <h2 id="auto-deduct-rule">
                  <Trans>How auto-deduct works</Trans>
                </h2>
                <p>
                  <Trans>
                    When a plan with auto-deduct on has fewer than {data.thresholdDays} service-fee days left,{' '}
                    {data.chargeDays} days of its service fee are paid from your points. Without enough points, or with
                    auto-deduct off, the plan is suspended when its days run out, and suspended days are not
                    compensated.
                  </Trans>
                </p>
                <p>
                  <Trans>Your points balance: {format.number(Number(data.pointsBalance))} points.</Trans>{' '}
                  <SiteLink href={hrefFor('dashboard.points', {}, route)}>
                    <Trans>Points history</Trans>
                  </SiteLink>
                </p>
              </section>
              <ul className="dr-orders">
                {data.data.map((order) => (
                  <OrderRow
                    key={order.orderNo}
                    order={order}
                    flow={flow}
                    route={route}
                    thresholdDays={data.thresholdDays}
                    chargeDays={data.chargeDays}
                    balance={data.pointsBalance}
                  />
                ))}
              </ul>
            </>
          )}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function OrderRow({
  order,
  flow,
  route,
  thresholdDays,
  chargeDays,
  balance,
}: {
  order: AutoDeductOrder;
  flow: AutoDeductFlow;
  route: LocalizedRoute;
  thresholdDays: number;
  chargeDays: number;
  balance: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `auto-deduct-${order.orderNo}`;
  const busy = !flow.state.matches('idle') && !flow.state.matches('saved');
  const orderNo = order.orderNo;
  const short = Number(balance) < Number(order.chargeUsd);
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
        <dd>{format.hashrate(order.hashrateTh)}</dd>
        <dt>
          <Trans>Service fee days left</Trans>
        </dt>
        <dd>
          {format.days(order.serviceFeeDaysLeft)}
          {order.suspended && (
            <span className="fee-days-warning">
              {' '}
              <Trans>Suspended: the service fee is unpaid</Trans>
            </span>
          )}
          {!order.suspended && order.serviceFeeDaysLeft < thresholdDays && (
            <span className="fee-days-warning">
              {' '}
              <Trans>Few days left</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Service fee per day</Trans>
        </dt>
        <dd>{format.usd(order.dailyFeeUsd)}</dd>
        <dt>
          <Trans>One deduction ({chargeDays} days)</Trans>
        </dt>
        <dd>
          <Trans>{format.number(Number(order.chargeUsd))} points</Trans>
          {order.autoDeduct && short && (
            <span className="fee-days-warning">
              {' '}
              <Trans>Your points do not cover it</Trans>
            </span>
          )}
        </dd>
      </dl>
      <label className="dr-switch">
        <input
          type="checkbox"
          role="switch"
          checked={order.autoDeduct}
          aria-checked={order.autoDeduct}
          disabled={busy}
          aria-label={t`Auto-deduct for ${orderNo}`}
          onChange={(event) => flow.toggle(orderNo, event.currentTarget.checked)}
        />
        {order.autoDeduct ? <Trans>Auto-deduct on</Trans> : <Trans>Auto-deduct off</Trans>}
      </label>
      <AutoDeductPanel flow={flow} order={order} thresholdDays={thresholdDays} chargeDays={chargeDays} />
    </li>
  );
}
