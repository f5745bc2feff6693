import type { I18n } from '@lingui/core';
import type { HOLDING_STATES } from '../../../../runtime/http/contract/minerCoupons.ts';
import { MINER_COUPON_ERROR_LABELS, minerCouponRefusal } from '../../../features/minerCoupons/minerCouponLabels.ts';
import { failureMessage } from '../../../ui/errorMessage.ts';
import type { Tone } from '../../../ui/statusBadge.tsx';

/** The market's names of states and operations (views/features/minerCoupons), shared with the market's pages. */
export {
  HOLDING_STATE_LABELS,
  LISTING_STATE_LABELS,
  LISTING_STATE_TONES,
  PURCHASE_STATE_LABELS,
  PURCHASE_STATE_TONES,
  STOCK_OP_LABELS,
} from '../../../features/minerCoupons/minerCouponLabels.ts';

export const HOLDING_STATE_TONES: Record<(typeof HOLDING_STATES)[number], Tone> = {
  usable: 'success',
  expired: 'neutral',
};

/**
 * What a failure of the market says in the user's language: a refusal (the contract's stable message, as a machine
 * kept it with errorText) named in the catalog; another message as the server said it; nothing said, the fallback.
 */
export function couponFailureText(i18n: I18n, said: string, fallback: string): string {
  const refusal = minerCouponRefusal(said.trim());
  return refusal ? i18n._(MINER_COUPON_ERROR_LABELS[refusal]) : failureMessage(said, fallback);
}
