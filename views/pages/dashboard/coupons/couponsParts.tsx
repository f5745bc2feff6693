import type { MinerCouponFacts } from '../../../../runtime/http/contract/minerCoupons.ts';
import { RemainingValidity } from '../../../features/minerCoupons/couponFacts.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import { SiteLink } from '../../../ui/siteLink.tsx';

/** Links that narrow a list (kept in the URL), the current one marked. */
export function FilterLinks<Value extends string>({
  label,
  value,
  items,
  hrefFor,
}: {
  label: string;
  value: Value;
  items: readonly { value: Value; label: string }[];
  hrefFor: (value: Value) => string;
}) {
  return (
    <nav className="mc-filters" aria-label={label}>
      {items.map((item) => (
        <SiteLink
          key={item.value}
          href={hrefFor(item.value)}
          className={item.value === value ? 'mc-filter mc-filter-current' : 'mc-filter'}
          aria-current={item.value === value ? 'true' : undefined}
        >
          {item.label}
        </SiteLink>
      ))}
    </nav>
  );
}

/** A coupon's expiry in UTC and how long it is still valid (whole days by the market's clock), or that it expired. */
export function CouponValidity({
  coupon,
}: {
  coupon: Pick<MinerCouponFacts, 'expireAt' | 'remainingDays' | 'expired'>;
}) {
  const format = useFormat();
  return (
    <>
      <time dateTime={coupon.expireAt}>{format.dateTimeUtc(coupon.expireAt)}</time> ·{' '}
      <RemainingValidity days={coupon.remainingDays} expired={coupon.expired} />
    </>
  );
}

/** Every row of a paged read, for an export of the whole list (pages of 100, the contract's largest). */
export async function allPages<Row>(
  read: (pageNo: number, pageSize: number) => Promise<{ data: Row[]; totalCount: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; pageNo <= 100; pageNo++) {
    const page = await read(pageNo, 100);
    rows.push(...page.data);
    if (page.data.length === 0 || rows.length >= page.totalCount) break;
  }
  return rows;
}
