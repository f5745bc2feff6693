import { isPayoutAddress } from '../../../runtime/domain/addresses.ts';
import { couponProblem } from '../../../runtime/domain/checkout.ts';
import {
  CASHIER_NETWORKS,
  type Cashier,
  CHECKOUT_PAY_WINDOW_MINUTES,
  KYC_LIMITS_USD,
  POOLS,
  type PoolName,
} from '../../../runtime/http/contract/checkout.ts';
import { GOODS_DISCONTINUED, GOODS_DISCONTINUED_MESSAGE } from '../../../runtime/http/contract/plans.ts';
import type { UserRow } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, failed, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { inviteeDiscountOf } from '../invites/store.ts';
import { createCouponCashierFacts } from '../minerCoupons/cashierFacts.ts';
import { FEE_DECIMALS, formatMinor, orderPrice, parseMinor, toMinor, USD_DECIMALS } from '../orders/money.ts';
import { FULL_PLAN } from '../orders/status.ts';
import { createOrderStore, POOL_FEE_BP, toPaymentRecord } from '../orders/store.ts';
import { createPlanReader, toGoodsDetail } from '../plans/routes.ts';
import { createRenewCashierFacts } from '../renew/cashierFacts.ts';
import {
  HOUSE_REVENUE,
  InsufficientFunds,
  orderPoints,
  orderRemain,
  userBalance,
  userPoints,
} from '../wallet/ledger.ts';
import { couponUsable, createWalletStore, toAccountCoupon } from '../wallet/store.ts';
import { COIN_DECIMALS, cashierAddressFor, rateCents } from './crypto.ts';
import { type CheckoutShared, minerCheckoutRoutes, minerPurchaseOf } from './minerRoutes.ts';
import { type CashierAddressRow, createPayments, type Payable, refuse } from './payments.ts';
import { pointsCheckoutRoutes } from './pointsRoutes.ts';
import { createTrialRules } from './trial.ts';

const PAY_WINDOW_MS = CHECKOUT_PAY_WINDOW_MINUTES * 60_000;
const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (ms: number) => new Date(ms).toISOString();

/** The checkout calls (contract: runtime/http/contract/checkout.ts). Every write is one SQLite transaction. */
export function checkoutRoutes(define: Define, deps: FeatureDeps): void {
  const { db, now } = deps;
  const orders = createOrderStore(db);
  const wallet = createWalletStore(db);
  const { ledger } = wallet;
  const plan = createPlanReader(db);
  const payments = createPayments(db);
  // Plans and miner orders die and settle alike (decision 102).
  const settlement = { settleUser: payments.settleUser };
  const trial = createTrialRules(db);
  // A renewal's cashier: the plan it extends (renew/cashierFacts.ts).
  const renewFacts = createRenewCashierFacts(db);
  // A miner coupon purchase's cashier: the listing's coupons (minerCoupons/cashierFacts.ts).
  const couponFacts = createCouponCashierFacts(db);
  const paidTotal = db.prepare(
    'SELECT COALESCE(SUM(total_cents), 0) AS cents FROM orders WHERE uid = ? AND paid_at IS NOT NULL',
  );
  const createdBefore = db.prepare('SELECT order_no FROM checkout_requests WHERE uid = ? AND request_id = ?');
  const rememberCreate = db.prepare(
    'INSERT INTO checkout_requests (uid, request_id, order_no, created_at) VALUES (?, ?, ?, ?)',
  );
  const attemptBefore = db.prepare('SELECT * FROM pay_attempts WHERE uid = ? AND request_id = ?');
  const rememberAttempt = db.prepare(
    'INSERT INTO pay_attempts (uid, request_id, order_no, pay_method, state, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const addressOf = db.prepare('SELECT * FROM cashier_addresses WHERE order_no = ? AND coin = ? AND network = ?');
  const openAddress = db.prepare(
    `INSERT INTO cashier_addresses (address, order_no, coin, network, rate_cents, decimals, opened_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const receivedBy = db.prepare(
    "SELECT DISTINCT address FROM order_payments WHERE order_no = ? AND method = 'crypto' AND address IS NOT NULL",
  );

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  /** The user's order (plan or miners), after settling their dead ones; another user's answers as unknown. */
  const orderOf = (uid: number, orderNo: string, at: number): Payable => {
    settlement.settleUser(uid, at);
    const order = payments.of(uid, orderNo);
    if (!order) throw refuse(404, 'notFound');
    return order;
  };
  /** What the account may still buy: its KYC level's limit less the orders (plans and miners) it paid. */
  const kycRemainingCents = (user: UserRow) => {
    const limit = parseMinor(KYC_LIMITS_USD[user.auth_level] ?? '0', USD_DECIMALS) ?? 0;
    const paid = payments.paidTotalCents(user.uid, (paidTotal.get(user.uid) as { cents: number }).cents);
    return Math.max(0, limit - paid);
  };
  /** The address that received a coin, else the newest opened: one coin per order once money arrived. */
  const currentAddress = (orderNo: string): CashierAddressRow | undefined => {
    const opened = payments.addresses(orderNo);
    const receiving = new Set((receivedBy.all(orderNo) as Array<{ address: string }>).map((row) => row.address));
    return opened.find((row) => receiving.has(row.address)) ?? opened.at(-1);
  };

  const discountView = (discount: ReturnType<typeof inviteeDiscountOf>) =>
    discount && { percent: discount.percent, until: iso(discount.until) };

  define('checkoutInfo', ({ goodsId }, ctx) => {
    const user = signedIn(ctx.user);
    const row = plan(goodsId);
    if (row?.goods_status !== 1) return failed(GOODS_DISCONTINUED, GOODS_DISCONTINUED_MESSAGE);
    const at = now();
    // Points and coupons held by orders that died are back before they are counted.
    settlement.settleUser(user.uid, at);
    return ok({
      goods: toGoodsDetail(row, ctx.language),
      balanceUsd: usd(wallet.balanceCents(user.uid)),
      pointsBalance: usd(wallet.pointsCents(user.uid)),
      fundPasswordSet: user.fund_password_hash !== null,
      kycLevel: Math.min(2, Math.max(0, user.auth_level)),
      kycRemainingUsd: usd(kycRemainingCents(user)),
      addresses: wallet.addresses(user.uid, row.currency).map((entry) => ({
        address: entry.address,
        label: entry.label,
        isDefault: entry.is_default === 1,
      })),
      coupons: wallet
        .coupons(user.uid)
        // Service-fee coupons are used when days of service fee are paid, not at checkout.
        .filter((coupon) => coupon.kind === 'hashrate' && couponUsable(coupon, at))
        .map(toAccountCoupon),
      pools: POOLS.map((pool) => ({ pool, feePercent: formatMinor(POOL_FEE_BP[pool], 2) })),
      inviteeDiscount: discountView(inviteeDiscountOf(user, at)),
    });
  });

  define('freeTrialStatus', ({ goodsId }, ctx) => {
    const user = signedIn(ctx.user);
    const row = plan(goodsId);
    // Only trial goods on sale have a trial status: anything else is the discontinued page, as goodsDetail answers.
    if (row?.goods_status !== 1 || !trial.isTrial(row.goods_type)) {
      return failed(GOODS_DISCONTINUED, GOODS_DISCONTINUED_MESSAGE);
    }
    const address = wallet.addresses(user.uid, row.currency)[0]?.address ?? null;
    return ok(trial.status(user, row, now(), address));
  });

  define('orderCreate', (input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      settlement.settleUser(user.uid, at);
      const before = createdBefore.get(user.uid, input.requestId) as { order_no: string } | undefined;
      const earlier = before && orders.one(user.uid, before.order_no);
      if (earlier)
        return ok({ orderNo: earlier.order_no, totalUsd: usd(earlier.total_cents), zero: earlier.total_cents === 0 });
      // The key made another kind of order (a miner order): it cannot make this one.
      if (before) throw new CallError(400, 400, 'requestId: used for another order');

      const terms = plan(input.goodsId);
      const goods = orders.goods(input.goodsId);
      if (terms?.goods_status !== 1 || !goods) return failed(GOODS_DISCONTINUED, GOODS_DISCONTINUED_MESSAGE);
      if (!input.agreed) throw refuse(400, 'agreement');
      // The free trial needs no KYC; instead it is one per account, for new accounts only.
      if (trial.isTrial(goods.goods_type)) {
        const reason = trial.refusal(user, terms, at);
        if (reason === 'claimed') throw refuse(403, 'trialClaimed');
        if (reason === 'accountAge') throw refuse(403, 'trialAccountAge');
      } else if (user.auth_level < 1) throw refuse(403, 'kyc');
      if (input.quantity < terms.min_quantity || input.quantity > terms.max_quantity) throw refuse(400, 'quantity');
      if (input.quantity > terms.stock) throw refuse(400, 'stock');
      if (!(input.pool in POOL_FEE_BP)) throw refuse(400, 'pool');
      if (!isPayoutAddress(goods.currency, input.payoutAddress)) throw refuse(400, 'address');
      const full = goods.goods_type === FULL_PLAN;
      const feeDaysOk = full
        ? input.serviceFeeDays >= terms.min_service_fee_days && input.serviceFeeDays <= goods.duration_days
        : input.serviceFeeDays === 0;
      if (!feeDaysOk) throw refuse(400, 'feeDays');

      const priceInput = {
        thHundredths: toMinor(goods.hashrate_th, 2) * input.quantity,
        hashrateFeePerThDay: toMinor(goods.hashrate_fee, FEE_DECIMALS),
        serviceFeePerThDay: full ? toMinor(goods.service_fee_per_th_day, FEE_DECIMALS) : 0,
        durationDays: goods.duration_days,
        serviceFeeDays: full ? input.serviceFeeDays : 0,
        // The invited friend's discount at the moment the order is placed, as checkoutInfo showed it.
        discountPercent: inviteeDiscountOf(user, at)?.percent ?? 0,
        couponCents: 0,
        pointsCents: 0,
      };
      let couponCents = 0;
      if (input.couponId !== undefined) {
        const coupon = wallet.coupon(input.couponId);
        const { hashrateFeeCents } = orderPrice(priceInput);
        // Owned and unused here; expiry, plan type and minimum spend by the rule the form previews with.
        const applies =
          coupon?.uid === user.uid &&
          coupon.kind === 'hashrate' &&
          coupon.used_by_order === null &&
          couponProblem(toAccountCoupon(coupon), goods.goods_type, hashrateFeeCents, at) === null;
        if (!applies) throw refuse(400, 'coupon');
        couponCents = coupon.amount_cents;
      }
      const pointsCents = input.pointsUsd === undefined ? 0 : parseMinor(input.pointsUsd, USD_DECIMALS);
      if (pointsCents === undefined) throw new CallError(400, 400, 'pointsUsd: at most 2 decimals');
      // Points cover at most what is left after the coupon, and only points the account has.
      const leftCents = orderPrice({ ...priceInput, couponCents }).totalCents;
      if (pointsCents > leftCents || pointsCents > wallet.pointsCents(user.uid)) throw refuse(400, 'points');
      const price = orderPrice({ ...priceInput, couponCents, pointsCents });
      if (price.totalCents > kycRemainingCents(user)) throw refuse(403, 'kycLimit');

      const zero = price.totalCents === 0;
      const zeroMethod = pointsCents > 0 ? 'points' : 'balance';
      const orderNo = orders.place({
        uid: user.uid,
        goods,
        quantity: input.quantity,
        payoutAddress: input.payoutAddress,
        pool: input.pool as PoolName,
        serviceFeeDays: input.serviceFeeDays,
        discountPercent: priceInput.discountPercent,
        couponCents,
        pointsCents,
        createdAt: at,
        payWindowMs: PAY_WINDOW_MS,
        ...(zero ? { paidAt: at, payMethod: zeroMethod } : {}),
      });
      if (input.couponId !== undefined && !wallet.spendCoupon(input.couponId, orderNo, at)) throw refuse(400, 'coupon');
      try {
        // Points are held by the order until it is paid (then revenue) or dies (then back to the user).
        ledger.post(zero ? 'payment' : 'hold', orderNo, at, [
          { account: userPoints(user.uid), amountCents: -pointsCents },
          { account: zero ? HOUSE_REVENUE : orderPoints(orderNo), amountCents: pointsCents },
        ]);
      } catch (error) {
        if (error instanceof InsufficientFunds) throw refuse(400, 'points');
        throw error;
      }
      if (zero) {
        const order = payments.of(user.uid, orderNo);
        if (!order || !payments.reserveStock(order)) throw refuse(400, 'stock');
      }
      if (input.saveAddress) {
        const count = wallet.addresses(user.uid, goods.currency).length;
        wallet.saveAddress(user.uid, goods.currency, input.payoutAddress, `Address ${count + 1}`, at);
      }
      rememberCreate.run(user.uid, input.requestId, orderNo, at);
      return ok({ orderNo, totalUsd: usd(price.totalCents), zero });
    });
  });

  /** What the order is for, in the cashier's words: a plan's fields, or a miner purchase with the plan fields at 0. */
  const purchaseFacts = (order: Payable, language: string) => {
    if (order.kind === 'plan') {
      const row = order.row;
      return {
        kind: 'plan' as const,
        miner: null,
        points: null,
        coupon: null,
        goodsName: row.goods_name,
        goodsType: row.goods_type,
        quantity: row.quantity,
        hashrateTh: row.hashrate_th,
        durationDays: row.duration_days,
        serviceFeePaidDays: row.service_fee_paid_days,
        pool: row.pool,
        payoutAddress: row.payout_address,
        hashrateFeeUsd: usd(row.hashrate_fee_cents),
        serviceFeeUsd: usd(row.service_fee_cents),
        discountUsd: usd(row.discount_cents),
        couponUsd: usd(row.coupon_cents),
        pointsUsd: usd(row.points_cents),
        createdAt: iso(row.created_at),
      };
    }
    if (order.kind === 'points') {
      const row = order.row;
      return {
        kind: 'points' as const,
        miner: null,
        points: { packageId: row.package_id, points: row.points, bonusPoints: row.bonus_points },
        coupon: null,
        goodsName: `${row.points + row.bonus_points} points`,
        goodsType: 0,
        quantity: 1,
        hashrateTh: 0,
        durationDays: 0,
        serviceFeePaidDays: 0,
        pool: POOLS[0],
        payoutAddress: '',
        hashrateFeeUsd: usd(0),
        serviceFeeUsd: usd(0),
        discountUsd: usd(0),
        couponUsd: usd(0),
        pointsUsd: usd(0),
        createdAt: iso(row.created_at),
      };
    }
    if (order.kind === 'renew') return renewFacts(order.row);
    if (order.kind === 'minerCoupon') return couponFacts(order.row);
    const row = order.row;
    return {
      kind: 'minerSale' as const,
      miner: minerPurchaseOf(row, language),
      points: null,
      coupon: null,
      goodsName: row.model_name,
      goodsType: 0,
      quantity: row.quantity,
      hashrateTh: Math.round(row.hashrate_th * row.quantity * 100) / 100,
      durationDays: 0,
      serviceFeePaidDays: 0,
      pool: (POOLS as readonly string[]).includes(row.pool) ? (row.pool as PoolName) : 'Antpool',
      payoutAddress: row.payout_address,
      hashrateFeeUsd: usd(0),
      serviceFeeUsd: usd(0),
      discountUsd: usd(0),
      couponUsd: usd(0),
      pointsUsd: usd(0),
      createdAt: iso(row.created_at),
    };
  };

  define('orderCashier', ({ orderNo }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const order = orderOf(user.uid, orderNo, at);
    const money = payments.money(order, at);
    const address = currentAddress(orderNo);
    const cashier: Cashier = {
      orderNo,
      ...purchaseFacts(order, ctx.language),
      totalUsd: usd(order.totalCents),
      paidUsd: usd(money.paidCents),
      dueUsd: usd(money.dueCents),
      remainUsd: usd(money.remainCents),
      state: money.state,
      payExpireAt: iso(order.payExpireAt),
      crypto: address ? payments.addressView(address, money.dueCents) : null,
      payments: orders.payments(orderNo).map(toPaymentRecord),
      balanceUsd: usd(wallet.balanceCents(user.uid)),
      pointsBalance: usd(wallet.pointsCents(user.uid)),
      fundPasswordSet: user.fund_password_hash !== null,
    };
    return ok(cashier);
  });

  define('cashierAddress', ({ orderNo, coin, network }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const order = orderOf(user.uid, orderNo, at);
      const money = payments.money(order, at);
      payments.mustBeOpen(money.state);
      if (!(CASHIER_NETWORKS[coin] as readonly string[]).includes(network)) {
        throw new CallError(400, 400, `network: ${coin} is sent on ${CASHIER_NETWORKS[coin].join(' or ')}`);
      }
      const current = currentAddress(orderNo);
      const switching = current && (current.coin !== coin || current.network !== network);
      if (money.state === 'underpaid' && switching) throw refuse(409, 'received');
      let address = addressOf.get(orderNo, coin, network) as CashierAddressRow | undefined;
      if (!address) {
        // The rate is fixed when the address is opened, for the rest of the order's validity.
        openAddress.run(
          cashierAddressFor(orderNo, coin, network),
          orderNo,
          coin,
          network,
          rateCents(coin, at),
          COIN_DECIMALS[coin],
          at,
        );
        address = addressOf.get(orderNo, coin, network) as unknown as CashierAddressRow;
      }
      return ok(payments.addressView(address, money.dueCents));
    });
  });

  define('orderPay', ({ orderNo, payMethod, requestId }, ctx) => {
    // The gate let this through only with a passed fund-password task (ALWAYS_VERIFIED in challenges.ts).
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const attempt = attemptBefore.get(user.uid, requestId) as
        | { order_no: string; pay_method: string; state: 'paid' }
        | undefined;
      if (attempt) {
        if (attempt.order_no !== orderNo || attempt.pay_method !== payMethod) {
          throw new CallError(400, 400, 'requestId: used for another payment');
        }
        return ok({ orderNo, state: attempt.state });
      }
      const order = orderOf(user.uid, orderNo, at);
      payments.payFromWallet(order, payMethod, at);
      rememberAttempt.run(user.uid, requestId, orderNo, payMethod, 'paid', at);
      return ok({ orderNo, state: 'paid' as const });
    });
  });

  define('orderCancel', ({ orderNo }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const order = orderOf(user.uid, orderNo, at);
      payments.mustBeOpen(payments.money(order, at).state);
      if (!payments.cancel(order, at)) throw refuse(409, 'cancelled');
      // Gives back the coupon and points, and turns received crypto into remain funds.
      settlement.settleUser(user.uid, at);
      return ok({ orderNo, state: 'cancelled' as const });
    });
  });

  define('orderRemain', ({ orderNo, action }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      orderOf(user.uid, orderNo, at);
      const remainCents = ledger.balance(orderRemain(orderNo));
      if (remainCents <= 0) throw refuse(409, 'noRemain');
      ledger.post(action === 'refund' ? 'refund' : 'convert', orderNo, at, [
        { account: orderRemain(orderNo), amountCents: -remainCents },
        { account: action === 'refund' ? userBalance(user.uid) : userPoints(user.uid), amountCents: remainCents },
      ]);
      return ok({ orderNo, settledUsd: usd(remainCents) });
    });
  });

  const shared: CheckoutShared = {
    payments,
    signedIn,
    kycRemainingCents,
    payWindowMs: PAY_WINDOW_MS,
    createdBefore: (uid, requestId) =>
      (createdBefore.get(uid, requestId) as { order_no: string } | undefined)?.order_no,
    rememberCreate: (uid, requestId, orderNo, at) => rememberCreate.run(uid, requestId, orderNo, at),
  };
  minerCheckoutRoutes(define, deps, shared);
  pointsCheckoutRoutes(define, deps, shared);
}
