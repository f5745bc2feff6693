import { Trans, useLingui } from '@lingui/react/macro';
import { usdOfCents } from '../../../runtime/domain/plans.ts';
import { useFormat } from '../../format/useFormat.ts';

export interface BreakdownFigures {
  hashrateFeeCents: number;
  serviceFeeCents: number;
  /** The invited friend's discount off the hashrate fee (0 without one). */
  discountCents: number;
  couponCents: number;
  pointsCents: number;
  totalCents: number;
}

/**
 * Hashrate fee + service fee − invitee discount − coupon − points = total, as the form previews it and the
 * cashier charges it.
 */
export function PriceBreakdown({
  figures,
  allInclusive,
  feeDays,
}: {
  figures: BreakdownFigures;
  allInclusive: boolean;
  /** The service-fee days the service fee line covers. */
  feeDays: number;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const usd = (cents: number) => format.usd(usdOfCents(cents));
  return (
    <table className="checkout-breakdown" aria-label={t`Price breakdown`}>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Hashrate fee</Trans>
          </th>
          <td>{usd(figures.hashrateFeeCents)}</td>
        </tr>
        <tr>
          <th scope="row">
            {allInclusive ? (
              <Trans>Service fee (included in the price)</Trans>
            ) : (
              <Trans>Service fee for {format.days(feeDays)}</Trans>
            )}
          </th>
          <td>{usd(figures.serviceFeeCents)}</td>
        </tr>
        {figures.discountCents > 0 && (
          <tr>
            <th scope="row">
              <Trans>Invited friend's discount</Trans>
            </th>
            <td>−{usd(figures.discountCents)}</td>
          </tr>
        )}
        {figures.couponCents > 0 && (
          <tr>
            <th scope="row">
              <Trans>Coupon</Trans>
            </th>
            <td>−{usd(figures.couponCents)}</td>
          </tr>
        )}
        {figures.pointsCents > 0 && (
          <tr>
            <th scope="row">
              <Trans>Points</Trans>
            </th>
            <td>−{usd(figures.pointsCents)}</td>
          </tr>
        )}
        <tr className="checkout-total">
          <th scope="row">
            <Trans>Total to pay</Trans>
          </th>
          <td data-testid="checkout-total">{usd(figures.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
