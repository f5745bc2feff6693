import type { Driver } from '../driver.ts';
import { freshEmail, registerByApi } from './accountSteps.ts';

/** Shared steps of the coupon market's bindings and page models: a path's own accounts, coupons and listings. */

export const COUPON_PASSWORD = 'Coupons2026';

/** A coupon issue id of the path's own (the Chromium sandbox is shared and never reset between tests). */
export function freshCouponId(): string {
  const time = String(Date.now()).slice(-9);
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `BMC${time}${random}`;
}

/** A registered account (signed in by the caller) with the coupon market's route entry. */
export async function couponAccount(d: Driver, prefix: string): Promise<string> {
  const email = freshEmail(prefix);
  await registerByApi(d, email, COUPON_PASSWORD);
  await d.sandbox('POST', '/__sandbox/minerCoupons', { account: email, couponRoute: true });
  return email;
}

/** A fresh seller holding `held` of a new $200 coupon, with `listed` of them on the market at $150.00. */
export async function sellerWithListing(
  d: Driver,
  { held = 3, listed = 3 }: { held?: number; listed?: number } = {},
): Promise<{ seller: string; couponId: string; delegateId: string }> {
  const seller = await couponAccount(d, 'coupon-seller');
  const couponId = freshCouponId();
  const reply = await d.sandbox<{ delegateIds: string[] }>('POST', '/__sandbox/minerCoupons', {
    account: seller,
    coupon: { couponId, name: 'Antminer S21 test coupon', faceValueUsd: '200.00', models: ['Antminer S21'] },
    grant: [{ couponId, quantity: held }],
    listings: listed > 0 ? [{ couponId, quantity: listed, unitPriceUsd: '150.00' }] : [],
  });
  return { seller, couponId, delegateId: reply.delegateIds[0] ?? '' };
}
