import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { localizePath } from '../../../manifest/expand.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { DashboardFrame, type DashboardNavItem } from '../../ui/dashboardFrame.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';

/** The dashboard areas the server may list for a user (`routerList` names). */
const AREA_LABELS: Record<string, MessageDescriptor> = {
  hashrate: msg`My hashrate`,
  order: msg`Orders`,
  serviceFee: msg`Service fees`,
  loanService: msg`Service-fee loans`,
  renew: msg`Renewals`,
  pool: msg`Mining pool`,
  points: msg`Points`,
  wallet: msg`Wallet`,
  address: msg`Payout addresses`,
  kyc: msg`Identity verification`,
  rewards: msg`Rewards`,
  coupon: msg`My coupons`,
  invite: msg`Invite friends`,
  setting: msg`Settings`,
  coupons: msg`Miner coupons`,
};

/**
 * A dashboard page inside the side navigation the server allows this user (combined info's
 * `routerList`): an area missing from the list is not offered. Orders carry the unpaid count.
 */
export function DashboardPage({
  route,
  current,
  children,
}: {
  route: LocalizedRoute;
  current: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { combined } = useSession();
  const unpaid = combined?.order.unPaidOrderNum ?? 0;
  // Spec section 3: the unpaid coupon purchase orders are session state, shown on the coupon market's entry.
  const unpaidCoupons = combined?.unpaidCouponOrders ?? 0;
  const nav: DashboardNavItem[] = (combined?.routerList ?? [])
    .filter((entry) => AREA_LABELS[entry.name])
    .map((entry) => ({
      id: entry.name,
      label: i18n._(AREA_LABELS[entry.name] as MessageDescriptor),
      href: localizePath(entry.path, route.locale, route.unprefixed),
      badge:
        (entry.name === 'order' && unpaid > 0) || (entry.name === 'coupons' && unpaidCoupons > 0) ? (
          <span className="badge-dot" aria-hidden="true" />
        ) : undefined,
    }));
  return (
    <DashboardFrame nav={nav} current={current} renderLink={(props) => <SiteLink {...props} />}>
      {children}
    </DashboardFrame>
  );
}
