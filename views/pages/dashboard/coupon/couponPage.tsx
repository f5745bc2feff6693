import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { COUPON_TAB_VALUES } from '../../../../manifest/routes.ts';
import type { WalletCoupon } from '../../../../runtime/http/contract/loyalty.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import {
  COUPON_KIND_LABELS,
  COUPON_STATUS_LABELS,
  COUPON_STATUS_TONES,
  GOODS_TYPE_LABELS,
} from '../../../features/loyalty/loyaltyLabels.ts';
import { couponListQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import '../../../styles/pages/dashboardRewards.css';
import { PRODUCT_TYPE } from '../../../../runtime/domain/products.ts';

type Tab = (typeof COUPON_TAB_VALUES)[number];
const DAY_MS = 86_400_000;
/** Easy plans have a page of their own; the other kinds are on the plan list. */
const EASY_PLANS = PRODUCT_TYPE.easy;

/**
 * `/dashboard/coupon`: the account's hashrate and service-fee coupons by status (usable, used, expired), each
 * with its value, minimum spend, the plan kinds it applies to, its expiry in UTC and where to use it; the rules.
 */
export default function CouponPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const { status } = search as SearchOf<'dashboard.coupon'>;
  const coupons = useQuery(couponListQuery(status));
  const counts = coupons.data?.counts;
  const labels: Record<Tab, string> = {
    all: t`All`,
    usable: i18n._(COUPON_STATUS_LABELS.usable),
    used: i18n._(COUPON_STATUS_LABELS.used),
    expired: i18n._(COUPON_STATUS_LABELS.expired),
  };

  return (
    <DashboardPage route={route} current="coupon">
      <PageFrame title={t`My coupons`}>
        <Tabs<Tab>
          label={t`Coupon status`}
          value={status}
          hrefFor={(value) => hrefFor('dashboard.coupon', {}, route, { search: { status: value } })}
          renderLink={(props) => <SiteLink {...props} />}
          items={(['all', 'usable', 'used', 'expired'] as const).map((value) => ({
            value,
            label: labels[value],
            count: counts?.[value],
          }))}
        >
          <ReadSection
            query={coupons}
            label={t`Coupons: ${labels[status]}`}
            skeleton={<Skeleton height="192px" />}
            isEmpty={(data) => data.data.length === 0}
            empty={
              <div className="dr-card">
                <p>
                  {status === 'all' ? (
                    <Trans>You have no coupons yet. Invite friends or complete missions to earn them.</Trans>
                  ) : (
                    <Trans>No coupons with this status.</Trans>
                  )}
                </p>
                <SiteLink className="button button-primary" href={hrefFor('dashboard.invite', {}, route)}>
                  <Trans>Invite friends</Trans>
                </SiteLink>
              </div>
            }
          >
            {(data) => (
              <ul className="dr-coupons">
                {data.data.map((coupon) => (
                  <CouponCard key={coupon.couponId} coupon={coupon} route={route} />
                ))}
              </ul>
            )}
          </ReadSection>
        </Tabs>

        <section className="dr-card dr-section" aria-labelledby="coupon-rules">
          <h2 id="coupon-rules">
            <Trans>How coupons work</Trans>
          </h2>
          <ul className="dr-rules">
            <li>
              <Trans>
                A hashrate coupon takes its value off a plan's hashrate fee at checkout; a service-fee coupon takes it
                off a full plan's service fee.
              </Trans>
            </li>
            <li>
              <Trans>
                The fee must reach the coupon's minimum spend, and the plan must be of a kind the coupon names.
              </Trans>
            </li>
            <li>
              <Trans>
                One coupon per order. It cannot be exchanged for cash or points, and it ends at its expiry time (UTC).
              </Trans>
            </li>
            <li>
              <Trans>
                A coupon held by an unpaid order is free again if the order is cancelled or expires before payment.
              </Trans>
            </li>
          </ul>
        </section>
      </PageFrame>
    </DashboardPage>
  );
}

function CouponCard({ coupon, route }: { coupon: WalletCoupon; route: LocalizedRoute }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = `coupon-${coupon.couponId}`;
  const kinds = coupon.goodsTypes.map((type) => (GOODS_TYPE_LABELS[type] ? i18n._(GOODS_TYPE_LABELS[type]) : type));
  const daysLeft = Math.max(0, Math.ceil((Date.parse(coupon.expireAt) - Date.now()) / DAY_MS));
  const minSpend = format.usd(coupon.minSpendUsd);
  const onlyEasy = coupon.goodsTypes.length === 1 && coupon.goodsTypes[0] === EASY_PLANS;
  return (
    <li className="dr-coupon" data-status={coupon.status} aria-labelledby={headingId}>
      <h3 id={headingId}>{coupon.name}</h3>
      <span className="dr-coupon-value">{format.usd(coupon.amountUsd)}</span>
      <span>
        {i18n._(COUPON_KIND_LABELS[coupon.kind])}{' '}
        <StatusBadge status={coupon.status} labels={COUPON_STATUS_LABELS} tones={COUPON_STATUS_TONES} />
      </span>
      <dl className="dr-facts">
        <dt>
          <Trans>Minimum spend</Trans>
        </dt>
        <dd>{minSpend}</dd>
        <dt>
          <Trans>Applies to</Trans>
        </dt>
        <dd>{kinds.join(', ')}</dd>
        <dt>
          <Trans>Expires (UTC)</Trans>
        </dt>
        <dd>
          {format.dateTimeUtc(coupon.expireAt)}
          {coupon.status === 'usable' && (
            <span className="cell-sub">
              <Trans>{format.days(daysLeft)} left</Trans>
            </span>
          )}
        </dd>
        {coupon.usedByOrder && (
          <>
            <dt>
              <Trans>Used on</Trans>
            </dt>
            <dd>
              <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: coupon.usedByOrder }, route)}>
                {coupon.usedByOrder}
              </SiteLink>
              {coupon.usedAt && <span className="cell-sub">{format.dateTimeUtc(coupon.usedAt)}</span>}
            </dd>
          </>
        )}
      </dl>
      {coupon.status === 'usable' &&
        (coupon.kind === 'serviceFee' ? (
          // A service-fee coupon comes off the next payment of service-fee days.
          <SiteLink className="button button-primary" href={hrefFor('pay.serviceFee', {}, route)}>
            <Trans>Pay service fees</Trans>
          </SiteLink>
        ) : (
          <SiteLink className="button button-primary" href={hrefFor(onlyEasy ? 'easy' : 'list', {}, route)}>
            <Trans>Use on a plan</Trans>
          </SiteLink>
        ))}
    </li>
  );
}
