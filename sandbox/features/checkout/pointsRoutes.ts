import { PAYABLE_KINDS } from '../../../runtime/http/contract/checkout.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createWalletStore } from '../wallet/store.ts';
import type { CheckoutShared } from './minerRoutes.ts';
import { refuse } from './payments.ts';
import { createPointsOrderStore, POINTS_PACKAGES, packagePriceCents, pointsPackage } from './pointsOrders.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);

/**
 * Buying points: the packages on sale and ordering one. Paying it (balance or crypto, never points), its crypto
 * address, cancelling it and its remain funds are the cashier's calls, which take every kind of order.
 */
export function pointsCheckoutRoutes(define: Define, { db, now }: FeatureDeps, shared: CheckoutShared): void {
  const { payments, signedIn } = shared;
  const pointsOrders = createPointsOrderStore(db);
  const wallet = createWalletStore(db);

  define('pointsPackages', (_input, ctx) => {
    const user = signedIn(ctx.user);
    return ok({
      packages: POINTS_PACKAGES.map((pack) => ({
        packageId: pack.id,
        points: pack.points,
        bonusPoints: pack.bonusPoints,
        priceUsd: usd(packagePriceCents(pack)),
      })),
      balance: usd(wallet.pointsCents(user.uid)),
    });
  });

  define('pointsOrderCreate', ({ requestId, packageId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      payments.settleUser(user.uid, at);
      const before = shared.createdBefore(user.uid, requestId);
      if (before !== undefined) {
        const earlier = payments.of(user.uid, before);
        if (earlier?.kind !== PAYABLE_KINDS[2] || earlier.row.package_id !== packageId) {
          throw new CallError(400, 400, 'requestId: used for another order');
        }
        return ok({ orderNo: earlier.orderNo, totalUsd: usd(earlier.totalCents), zero: false });
      }
      const pack = pointsPackage(packageId);
      if (!pack) throw refuse(404, 'pointsPackage');
      const orderNo = pointsOrders.place({ uid: user.uid, pack, at, payWindowMs: shared.payWindowMs });
      shared.rememberCreate(user.uid, requestId, orderNo, at);
      return ok({ orderNo, totalUsd: usd(packagePriceCents(pack)), zero: false });
    });
  });
}
