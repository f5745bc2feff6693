import { isPayoutAddress } from '../../../runtime/domain/addresses.ts';
import { PREPAID_ELECTRICITY_DAYS } from '../../../runtime/domain/minerCheckout.ts';
import { type MinerPurchase, PAYABLE_KINDS } from '../../../runtime/http/contract/checkout.ts';
import { MINER_BATCH_NOT_FOUND } from '../../../runtime/http/contract/miners.ts';
import type { UserRow } from '../../accounts.ts';
import { seoLanguage } from '../../content/seo.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { SITES } from '../miners/data.ts';
import { createMinerOrderStore, type MinerOrderRow } from '../miners/orders.ts';
import { fromUnits } from '../miners/seed.ts';
import { createMinerStore } from '../miners/store.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createWalletStore } from '../wallet/store.ts';
import { type Payments, refuse } from './payments.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The miners' output is paid in BTC, so their payout address is a BTC one. */
const MINER_PAYOUT_COIN = 'BTC';

/** What the checkout routes share with the miner checkout (one idempotency table, one KYC rule, one cashier). */
export interface CheckoutShared {
  payments: Payments;
  signedIn: (user: UserRow | undefined) => UserRow;
  kycRemainingCents: (user: UserRow) => number;
  payWindowMs: number;
  createdBefore: (uid: number, requestId: string) => string | undefined;
  rememberCreate: (uid: number, requestId: string, orderNo: string, at: number) => void;
}

/** A miner order's purchase facts for the cashier, the site named in the request's language. */
export function minerPurchaseOf(row: MinerOrderRow, language: string): MinerPurchase {
  const site = SITES[row.site];
  return {
    batchId: row.batch_id,
    modelId: row.model_id,
    modelName: row.model_name,
    condition: row.condition,
    quantity: row.quantity,
    hashrateTh: row.hashrate_th,
    powerW: row.power_w,
    unitPriceUsd: usd(row.unit_price_cents),
    minersUsd: usd(row.miners_cents),
    electricityUsd: usd(row.electricity_cents),
    electricityDays: row.electricity_billing === 'prepaidMonthly' ? PREPAID_ELECTRICITY_DAYS : 0,
    pool: row.pool,
    site: { name: site?.name[seoLanguage(language)] ?? row.site, country: site?.country ?? 'US' },
    estimatedStartOn: day(row.estimated_start),
    electricityUsdPerKwh: fromUnits(row.electricity_e4, 4),
    electricityBilling: row.electricity_billing,
    managementFee: { rule: row.management_fee_rule, percent: fromUnits(row.management_fee_bp, 2) },
    warrantyMonths: row.warranty_months,
    paymentDeadline: new Date(row.payment_deadline).toISOString(),
  };
}

/**
 * Buying miners of a sale batch (decision 102): the form's facts and placing the order. Paying it, its crypto
 * address, cancelling it and its remain funds are the plans' cashier calls, which take both kinds of order.
 */
export function minerCheckoutRoutes(define: Define, { db, now }: FeatureDeps, shared: CheckoutShared): void {
  const { payments, signedIn, kycRemainingCents } = shared;
  const minerOrders = createMinerOrderStore(db);
  const market = createMinerStore(db);
  const wallet = createWalletStore(db);

  define('minerCheckoutInfo', ({ batchId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const batch = market.batch(batchId, ctx.language, at);
    if (!batch) throw new CallError(200, 404, MINER_BATCH_NOT_FOUND);
    payments.settleUser(user.uid, at);
    return ok({
      batch,
      balanceUsd: usd(wallet.balanceCents(user.uid)),
      pointsBalance: usd(wallet.pointsCents(user.uid)),
      fundPasswordSet: user.fund_password_hash !== null,
      kycLevel: Math.min(2, Math.max(0, user.auth_level)),
      kycRemainingUsd: usd(kycRemainingCents(user)),
      addresses: wallet.addresses(user.uid, MINER_PAYOUT_COIN).map((entry) => ({
        address: entry.address,
        label: entry.label,
        isDefault: entry.is_default === 1,
      })),
      payWindowMinutes: shared.payWindowMs / 60_000,
    });
  });

  define('minerOrderCreate', (input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      payments.settleUser(user.uid, at);
      const before = shared.createdBefore(user.uid, input.requestId);
      if (before !== undefined) {
        const earlier = payments.of(user.uid, before);
        if (earlier?.kind !== PAYABLE_KINDS[1]) throw new CallError(400, 400, 'requestId: used for another order');
        return ok({ orderNo: earlier.orderNo, totalUsd: usd(earlier.totalCents), zero: false });
      }
      const batch = minerOrders.batch(input.batchId);
      if (!batch) throw new CallError(200, 404, MINER_BATCH_NOT_FOUND);
      if (at >= batch.payment_deadline) throw refuse(409, 'batchClosed');
      if (!input.agreed) throw refuse(400, 'agreement');
      if (user.auth_level < 1) throw refuse(403, 'kyc');
      if (input.quantity < batch.min_quantity || input.quantity > batch.max_quantity) throw refuse(400, 'quantity');
      if (input.quantity > batch.stock) throw refuse(400, 'stock');
      if (!isPayoutAddress(MINER_PAYOUT_COIN, input.payoutAddress)) throw refuse(400, 'address');
      const orderNo = minerOrders.place({
        uid: user.uid,
        batch,
        quantity: input.quantity,
        payoutAddress: input.payoutAddress,
        at,
        payWindowMs: shared.payWindowMs,
      });
      const order = payments.of(user.uid, orderNo);
      if (!order) throw new Error(`miner order ${orderNo} not stored`);
      if (order.totalCents > kycRemainingCents(user)) throw refuse(403, 'kycLimit');
      if (input.saveAddress) {
        const count = wallet.addresses(user.uid, MINER_PAYOUT_COIN).length;
        wallet.saveAddress(user.uid, MINER_PAYOUT_COIN, input.payoutAddress, `Address ${count + 1}`, at);
      }
      shared.rememberCreate(user.uid, input.requestId, orderNo, at);
      return ok({ orderNo, totalUsd: usd(order.totalCents), zero: false });
    });
  });
}
