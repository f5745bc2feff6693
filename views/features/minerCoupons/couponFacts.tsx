import { Trans } from '@lingui/react/macro';
import type { MinerCouponFacts } from '../../../runtime/http/contract/minerCoupons.ts';
import { useFormat } from '../../format/useFormat.ts';

/** Whole days of validity left, or that it has expired. */
export function RemainingValidity({ days, expired }: { days: number; expired: boolean }) {
  const format = useFormat();
  if (expired) return <Trans>Expired</Trans>;
  if (days === 0) return <Trans>Expires within a day</Trans>;
  return <Trans>{format.days(days)} left</Trans>;
}

/**
 * What a miner coupon is (product research sections 5 and 10): its issuer, face value, the models it applies to,
 * the share of a miner order it may take, its validity in UTC and whether it can be transferred.
 */
export function CouponFactsList({ coupon }: { coupon: MinerCouponFacts }) {
  const format = useFormat();
  return (
    <dl className="coupon-facts">
      <dt>
        <Trans>Issuer</Trans>
      </dt>
      <dd>{coupon.issuer}</dd>
      <dt>
        <Trans>Face value</Trans>
      </dt>
      <dd>{format.usd(coupon.faceValueUsd)}</dd>
      <dt>
        <Trans>Applicable models</Trans>
      </dt>
      <dd>{coupon.models.join(', ')}</dd>
      <dt>
        <Trans>Maximum deduction</Trans>
      </dt>
      <dd>
        <Trans>Up to {format.percent(coupon.maxDeductionPercent)} of a miner order</Trans>
      </dd>
      <dt>
        <Trans>Valid until</Trans>
      </dt>
      <dd>
        {format.dateTimeUtc(coupon.expireAt)} ·{' '}
        <RemainingValidity days={coupon.remainingDays} expired={coupon.expired} />
      </dd>
      <dt>
        <Trans>Transferable</Trans>
      </dt>
      <dd>{coupon.transferable ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
    </dl>
  );
}
