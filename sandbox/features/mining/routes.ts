import type { DashboardCurrency } from '../../../runtime/domain/currencies.ts';
import { usdCentsOfSats } from '../../../runtime/domain/mining.ts';
import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import {
  HASHRATE_BAD_RANGE,
  HASHRATE_ORDER_NOT_FOUND,
  type HashrateCount,
  type MiningOrder,
  type OutputDay,
  type OutputRange,
  type ProfitPoint,
  type UnpaidReason,
} from '../../../runtime/http/contract/hashrate.ts';
import { CallError, type Define, ok } from '../../http.ts';
import { createPayoutHold } from '../changeAddress/hold.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { DAY_MS, FULL_PLAN } from '../orders/status.ts';
import { createOrderStore, type OrderRow, stateOf, toSummary } from '../orders/store.ts';
import { dateOf, dayOf, dayOfDate, dayStart, seriesDay } from './network.ts';
import { createMining, dayOutput, type MiningDayRow, PAYOUT_THRESHOLD, type PayoutRow } from './settle.ts';

/** Full plans warn this many days before their service-fee days run out (the orders pages' FEE_DAYS_WARNING). */
export const FEE_WARNING_DAYS = 3;
const RANGE_DAYS: Record<Exclude<OutputRange, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const btc = (sats: number) => formatMinor(sats, 8);
const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (ms: number) => new Date(ms).toISOString();
/** Σ TH × uptime in hundredths of a TH × basis points → TH with 2 decimals. */
const th = (hundredthsTimesBp: number) => Math.round(hundredthsTimesBp / 10_000) / 100;

/**
 * The payout state of settled rows at `now`: paid once confirmed, paying while sent, else unpaid with its
 * reason (held as a loan's collateral, or below the payout threshold).
 */
export function rowsStatus(
  rows: readonly MiningDayRow[],
  payouts: ReadonlyMap<number, PayoutRow>,
  now: number,
  pledged: (row: MiningDayRow) => boolean = () => false,
): Pick<OutputDay, 'status' | 'reason' | 'txid' | 'paidAt'> {
  const earning = rows.filter((row) => row.sats > 0);
  if (earning.length === 0) return { status: 'unpaid', reason: 'suspended', txid: null, paidAt: null };
  const unpaid = earning.filter((row) => row.payout_id === null);
  if (unpaid.length > 0) {
    const reason = unpaid.some(pledged) ? 'collateral' : 'belowThreshold';
    return { status: 'unpaid', reason, txid: null, paidAt: null };
  }
  const sent = earning.map((row) => payouts.get(row.payout_id ?? -1)).filter((p): p is PayoutRow => p !== undefined);
  const latest = sent.sort((a, b) => b.confirmed_at - a.confirmed_at)[0];
  if (!latest) return { status: 'unpaid', reason: 'belowThreshold', txid: null, paidAt: null };
  return {
    status: latest.confirmed_at <= now ? 'paid' : 'paying',
    reason: null,
    txid: latest.txid,
    paidAt: iso(latest.confirmed_at),
  };
}

/** One day of some rows: hashrate (TH × uptime of the rows not suspended), purchased TH, output, USD. */
function dayFigures(day: number, rows: readonly MiningDayRow[]): ProfitPoint {
  let mined = 0;
  let bought = 0;
  let sats = 0;
  let cents = 0;
  for (const row of rows) {
    bought += row.th_hundredths;
    if (row.state !== 'suspended') mined += row.th_hundredths * row.uptime_bp;
    sats += row.sats;
    cents += row.usd_cents;
  }
  return {
    date: dateOf(day),
    hashrateTh: th(mined),
    purchasedTh: bought / 100,
    amountBtc: btc(sats),
    amountUsd: usd(cents),
    btcPriceUsd: usd(seriesDay(day).btcPriceCents),
  };
}

function byDay(rows: readonly MiningDayRow[]): Map<number, MiningDayRow[]> {
  const days = new Map<number, MiningDayRow[]>();
  for (const row of rows) {
    const list = days.get(row.day);
    if (list) list.push(row);
    else days.set(row.day, [row]);
  }
  return days;
}

const sum = (rows: readonly MiningDayRow[], field: 'sats' | 'usd_cents') =>
  rows.reduce((total, row) => total + row[field], 0);

export function miningRoutes(define: Define, { db, now }: FeatureDeps): void {
  const mining = createMining(db);
  const store = createOrderStore(db);
  const payoutHold = createPayoutHold(db);
  const uidOf = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user.uid;
  };
  const goodsCurrency = db.prepare('SELECT currency FROM goods WHERE goods_id = ?');
  // Output a service-fee loan holds as collateral (loans/book.ts) stays unpaid until the loan releases it.
  const pledgedDays = db.prepare('SELECT order_no, day FROM loan_collateral WHERE uid = ? AND released_at IS NULL');
  const pledgedOf = (uid: number) => {
    const keys = new Set(
      (pledgedDays.all(uid) as Array<{ order_no: string; day: number }>).map((row) => `${row.order_no}:${row.day}`),
    );
    return (row: MiningDayRow) => keys.has(`${row.order_no}:${row.day}`);
  };
  /** A plan mines its goods' coin (BTC unless the goods say otherwise). */
  const coinOf = (row: OrderRow) =>
    ((goodsCurrency.get(row.goods_id) as { currency: string } | undefined)?.currency ?? 'BTC').toUpperCase();
  /** The user's orders of one coin, and their settled days. */
  const ofCoin = (uid: number, currency: DashboardCurrency) => {
    const orders = store.ofUser(uid).filter((row) => coinOf(row) === currency);
    const numbers = new Set(orders.map((row) => row.order_no));
    return { orders, days: mining.days(uid).filter((row) => numbers.has(row.order_no)) };
  };
  /** The settlement pays out BTC; another coin's dashboard has no payouts or wallet balance of it here. */
  const payoutsOf = (uid: number, currency: DashboardCurrency) => (currency === 'BTC' ? mining.payouts(uid) : []);
  /** Settles the user's days up to now, then answers with the clock it settled to. */
  const settled = (user: { uid: number } | undefined) => {
    const uid = uidOf(user);
    const at = now();
    mining.settleUser(uid, at);
    return { uid, at };
  };

  /**
   * Free hashrate (`/marketing-api`): the account's free trial orders (goods type 1) with their term and what
   * they mined; campaign grants join the list once campaigns grant hashrate.
   */
  const FREE_STATE: Partial<Record<string, 'pendingStart' | 'running'>> = {
    pendingStart: 'pendingStart',
    running: 'running',
  };
  define('freeHashrateList', (_input, { user }) => {
    const { uid, at } = settled(user);
    const days = mining.days(uid);
    const grants = store
      .ofUser(uid)
      .filter((row) => row.goods_type === PRODUCT_TYPE.freeTrial && row.paid_at !== null && row.start_at !== null)
      .sort((a, b) => (b.paid_at ?? 0) - (a.paid_at ?? 0) || b.id - a.id)
      .map((row) => {
        const state = stateOf(row, at);
        const mined = days.filter((day) => day.order_no === row.order_no).sort((a, b) => a.day - b.day);
        const last = mined.at(-1);
        return {
          grantId: row.order_no,
          source: 'freeTrial' as const,
          name: row.goods_name,
          hashrateTh: row.hashrate_th,
          durationDays: row.duration_days,
          startAt: iso(row.start_at ?? at),
          endAt: iso(row.end_at ?? at),
          state: FREE_STATE[state.status] ?? ('ended' as const),
          daysMined: mined.length,
          outputBtc: btc(mined.reduce((sum, day) => sum + day.sats, 0)),
          lastDayBtc: last ? btc(last.sats) : null,
        };
      });
    const total = grants.reduce((sum, grant) => sum + Math.round(Number(grant.outputBtc) * 1e8), 0);
    return ok({ grants, totalOutputBtc: btc(total) });
  });

  define('hashrateCount', ({ currency }, { user }) => {
    const { uid, at } = settled(user);
    const today = dayOf(at);
    const coin = ofCoin(uid, currency);
    const orders = coin.orders.map((row) => ({ row, state: stateOf(row, at) }));
    const running = orders.filter(({ state }) => state.status === 'running');
    const mining_ = running.filter(({ state }) => !state.suspended);
    const rows = coin.days;
    const payouts = payoutsOf(uid, currency);
    // Payouts are BTC: only the BTC dashboard has a payout hold to tell.
    const heldUntil = currency === 'BTC' ? payoutHold.heldUntil(uid, at) : null;
    const yesterday = rows.filter((row) => row.day === today - 1);
    const unpaidRows = rows.filter((row) => row.payout_id === null);
    const unpaid = sum(unpaidRows, 'sats');
    const pledged = pledgedOf(uid);
    // Today so far: each mining order's full day (at today's figures and uptime) × the share of the day gone.
    const elapsed = at - dayStart(today);
    const todaySats = mining_.reduce((total, { row }) => {
      const full = dayOutput(today, Math.round(row.hashrate_th * 100), row.pool_fee_bp, row.miner_model).sats;
      return total + Math.floor((full * elapsed) / DAY_MS);
    }, 0);
    const network = seriesDay(today);
    const hundredths = (list: typeof running) =>
      list.reduce((total, { row }) => total + Math.round(row.hashrate_th * 100), 0);
    const reply: HashrateCount = {
      asOf: iso(at),
      currency,
      totalTh: hundredths(mining_) / 100,
      purchasedTh: hundredths(running) / 100,
      runningOrders: running.length,
      suspendedOrders: running.length - mining_.length,
      pendingOrders: orders.filter(({ state }) => state.status === 'pendingStart').length,
      feeWarnings: running.filter(
        ({ row, state }) =>
          row.goods_type === FULL_PLAN &&
          state.serviceFeeDaysLeft !== null &&
          state.serviceFeeDaysLeft < FEE_WARNING_DAYS,
      ).length,
      yesterday: {
        date: dateOf(today - 1),
        amountBtc: btc(sum(yesterday, 'sats')),
        amountUsd: usd(sum(yesterday, 'usd_cents')),
      },
      todayEstimateBtc: btc(todaySats),
      todayEstimateUsd: usd(usdCentsOfSats(todaySats, network.btcPriceUsd)),
      totalOutputBtc: btc(sum(rows, 'sats')),
      totalOutputUsd: usd(sum(rows, 'usd_cents')),
      paidBtc: btc(payouts.filter((p) => p.confirmed_at <= at).reduce((total, p) => total + p.sats, 0)),
      payingBtc: btc(payouts.filter((p) => p.confirmed_at > at).reduce((total, p) => total + p.sats, 0)),
      unpaidBtc: btc(unpaid),
      // A payout-address change holds payouts for 72 h (changeAddress/hold.ts): the unpaid balance waits for it;
      // output held as a loan's collateral waits for the loan.
      unpaidReason:
        unpaid > 0
          ? ((heldUntil !== null
              ? 'addressHold'
              : unpaidRows.some((row) => row.sats > 0 && pledged(row))
                ? 'collateral'
                : 'belowThreshold') satisfies UnpaidReason)
          : null,
      payoutHeldUntil: heldUntil === null ? null : iso(heldUntil),
      payoutThresholdBtc: btc(PAYOUT_THRESHOLD),
      walletBtc: btc(currency === 'BTC' ? mining.walletSats(uid) : 0),
      btcPriceUsd: usd(network.btcPriceCents),
    };
    return ok(reply);
  });

  define('hashrateList', ({ currency }, { user }) => {
    const { uid, at } = settled(user);
    const today = dayOf(at);
    const coin = ofCoin(uid, currency);
    const perOrder = new Map<string, MiningDayRow[]>();
    for (const row of coin.days) {
      const list = perOrder.get(row.order_no);
      if (list) list.push(row);
      else perOrder.set(row.order_no, [row]);
    }
    const data: MiningOrder[] = [];
    for (const row of coin.orders) {
      const state = stateOf(row, at);
      if (state.status !== 'pendingStart' && state.status !== 'running' && state.status !== 'ended') continue;
      const rows = perOrder.get(row.order_no) ?? [];
      data.push({
        ...toSummary(row, state),
        poolFeePercent: formatMinor(row.pool_fee_bp, 2),
        autoDeduct: row.auto_deduct === 1,
        compensationDays: rows.filter((one) => one.state === 'outage').length,
        totalOutputBtc: btc(sum(rows, 'sats')),
        yesterdayBtc: btc(
          sum(
            rows.filter((one) => one.day === today - 1),
            'sats',
          ),
        ),
      });
    }
    return ok({ data });
  });

  define('hashrateProfitList', ({ currency, range }, { user }) => {
    const { uid, at } = settled(user);
    const rows = ofCoin(uid, currency).days;
    const to = dayOf(at) - 1;
    const first = rows[0]?.day ?? to;
    const from = range === 'all' ? Math.min(first, to) : to - RANGE_DAYS[range] + 1;
    const days = byDay(rows.filter((row) => row.day >= from));
    const points: ProfitPoint[] = [];
    for (let day = from; day <= to; day++) points.push(dayFigures(day, days.get(day) ?? []));
    return ok({ range, from: dateOf(from), to: dateOf(to), points });
  });

  define('hashrateEverydayList', ({ currency, orderNo, from, to, pageNo, pageSize }, { user }) => {
    const { uid, at } = settled(user);
    const fromDay = from === undefined ? undefined : dayOfDate(from);
    const toDay = to === undefined ? undefined : dayOfDate(to);
    if ((from !== undefined && fromDay === undefined) || (to !== undefined && toDay === undefined)) {
      throw new CallError(400, 400, 'from, to: not a day of the calendar');
    }
    if (fromDay !== undefined && toDay !== undefined && toDay < fromDay) {
      throw new CallError(200, 400, HASHRATE_BAD_RANGE);
    }
    let order: OrderRow | undefined;
    if (orderNo !== undefined) {
      order = store.one(uid, orderNo);
      // Another user's order, or one of another coin, answers as an unknown one.
      if (!order || coinOf(order) !== currency) throw new CallError(200, 404, HASHRATE_ORDER_NOT_FOUND);
    }
    const rows = ofCoin(uid, currency).days.filter(
      (row) =>
        (order === undefined || row.order_no === order.order_no) &&
        (fromDay === undefined || row.day >= fromDay) &&
        (toDay === undefined || row.day <= toDay),
    );
    const payouts = new Map(payoutsOf(uid, currency).map((payout) => [payout.id, payout]));
    const pledged = pledgedOf(uid);
    const days = [...byDay(rows).entries()].sort(([a], [b]) => b - a);
    const shown = days.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(
      ([day, list]): OutputDay => ({
        ...dayFigures(day, list),
        orders: list.length,
        suspendedOrders: list.filter((row) => row.state === 'suspended').length,
        outageOrders: list.filter((row) => row.state === 'outage').length,
        ...rowsStatus(list, payouts, at, pledged),
      }),
    );
    return ok({
      data: shown,
      pageNo,
      pageSize,
      totalCount: days.length,
      totalBtc: btc(sum(rows, 'sats')),
      totalUsd: usd(sum(rows, 'usd_cents')),
    });
  });
}
