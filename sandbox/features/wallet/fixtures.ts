import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { PLAN_PRODUCT_TYPES } from '../../../runtime/domain/products.ts';
import { networkRule, parseAmount, WALLET_COINS, WALLET_NETWORKS } from '../../../runtime/domain/walletNetworks.ts';
import { decimalString } from '../../../runtime/http/contract/orders.ts';
import { hashSecret } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, parseMinor, USD_DECIMALS } from '../orders/money.ts';
import { DAY_MS } from '../orders/status.ts';
import { HOUSE_ADJUSTMENTS, userBalance, userPoints } from './ledger.ts';
import { createWalletStore, toAccountCoupon } from './store.ts';
import { createWithdrawals } from './withdrawals.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);
/** Money in fixtures is a decimal string too: never a float. */
const usd = decimalString.refine((text) => parseMinor(text, USD_DECIMALS) !== undefined, 'at most 2 decimals');
const coin8 = decimalString.refine((text) => parseAmount(text, 8) !== undefined, 'at most 8 decimals');
const depositBody = z
  .object({
    account,
    coin: z.enum(WALLET_COINS),
    network: z.enum(WALLET_NETWORKS),
    amount: decimalString,
    /** The chain's transaction id: a txid is credited once (a default one is made up). */
    txid: z
      .string()
      .regex(/^[A-Za-z0-9]{8,80}$/)
      .optional(),
  })
  .strict();
const outcomeBody = z.object({ account, outcome: z.enum(['send', 'fail']) }).strict();
const bookBody = z
  .object({
    account,
    coin: z.enum(WALLET_COINS),
    network: z.enum(WALLET_NETWORKS),
    address: z.string().min(1).max(120),
    label: z.string().min(1).max(40),
    /** How long ago it was added: 24 or more is unlocked. */
    ageHours: z.number().min(0).max(10_000).default(48),
  })
  .strict();
const fixtureCoupon = z
  .object({
    couponId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    name: z.string().min(1).max(60),
    kind: z.enum(['hashrate', 'serviceFee']).default('hashrate'),
    amountUsd: usd,
    minSpendUsd: usd.default('0'),
    goodsTypes: z
      .array(
        z.union([z.literal(PLAN_PRODUCT_TYPES[0]), z.literal(PLAN_PRODUCT_TYPES[1]), z.literal(PLAN_PRODUCT_TYPES[2])]),
      )
      .min(1)
      .default([...PLAN_PRODUCT_TYPES]),
    /** Days from now; 0 or less is expired already. */
    expiresInDays: z.number().int().min(-3650).max(3650).default(30),
    /** Already used by this order number. */
    usedByOrder: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
  })
  .strict();
const walletBody = z
  .object({
    account,
    /** The balances the account ends up with (the difference is posted as one adjustment). */
    balanceUsd: usd.optional(),
    /** The BTC and ETH wallets (8 decimals). */
    balanceBtc: coin8.optional(),
    balanceEth: coin8.optional(),
    points: usd.optional(),
    kycLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    /** 6 digits, or null to remove it. */
    fundPassword: z
      .string()
      .regex(/^\d{6}$/, 'must be 6 digits')
      .nullable()
      .optional(),
    /** Replaces the account's coupons. */
    coupons: z.array(fixtureCoupon).max(20).optional(),
  })
  .strict();

/**
 * `POST /__sandbox/wallet` sets an account up for checkout (balances, points, KYC level, fund password, coupons);
 * `GET /__sandbox/wallet?account=` answers its wallet with the ledger entries of its accounts; `GET /__sandbox/ledger`
 * checks the whole ledger: every transaction and the total sum to zero.
 */
export function walletFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const wallet = createWalletStore(db);
  const { ledger } = wallet;
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const setKyc = db.prepare('UPDATE users SET auth_level = ? WHERE uid = ?');
  const setFund = db.prepare('UPDATE users SET fund_password_hash = ? WHERE uid = ?');
  const totals = db.prepare(
    'SELECT COUNT(*) AS entries, COALESCE(SUM(amount_cents), 0) AS sumCents FROM ledger_entries',
  );
  const unbalanced = db.prepare(
    'SELECT tx_id AS txId, SUM(amount_cents) AS sumCents FROM ledger_entries GROUP BY tx_id HAVING SUM(amount_cents) <> 0',
  );

  function view(uid: number) {
    const user = accounts.byUid(uid);
    return {
      account: user?.email ?? null,
      uid,
      balanceUsd: formatMinor(wallet.balanceCents(uid), USD_DECIMALS),
      pointsBalance: formatMinor(wallet.pointsCents(uid), USD_DECIMALS),
      kycLevel: user?.auth_level ?? 0,
      fundPasswordSet: Boolean(user?.fund_password_hash),
      coupons: wallet.coupons(uid).map((row) => ({ ...toAccountCoupon(row), usedByOrder: row.used_by_order })),
      addresses: wallet.addresses(uid, 'BTC').map((row) => ({
        address: row.address,
        label: row.label,
        isDefault: row.is_default === 1,
      })),
      // Signed whole cents, oldest first: a test counts the debits of one payment.
      entries: ledger.entries([userBalance(uid), userPoints(uid)]).map((entry) => ({
        txId: entry.tx_id,
        account: entry.account,
        amountCents: entry.amount_cents,
        kind: entry.kind,
        reference: entry.reference,
        at: new Date(entry.at).toISOString(),
      })),
    };
  }

  app.get('/__sandbox/wallet', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    return user ? c.json(view(user.uid)) : bad(c, `account: no account ${parsed.data}`, 404);
  });

  const withdrawals = createWithdrawals(db);
  /** A JSON body checked by `schema`, or the 400/404 answer. */
  async function parse<T extends z.ZodType>(c: Context, schema: T) {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.length > 64 * 1024 ? undefined : JSON.parse(text);
    } catch {
      return { error: bad(c, 'body: malformed JSON') };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { error: bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`) };
    }
    const data = parsed.data as z.output<T> & { account: string };
    const user = accounts.find({ email: data.account });
    if (!user) return { error: bad(c, `account: no account ${data.account}`, 404) };
    return { data, user };
  }

  // A deposit arriving on the account's deposit address: credited once per network and txid.
  app.post('/__sandbox/wallet/deposit', async (c) => {
    const { data, user, error } = await parse(c, depositBody);
    if (error) return error;
    const rule = networkRule(data.coin, data.network);
    if (!rule) return bad(c, `network: ${data.coin} is not on ${data.network}`);
    const amountMinor = parseAmount(data.amount, rule.decimals);
    if (!amountMinor) return bad(c, `amount: at most ${rule.decimals} decimals, above 0`);
    const at = now();
    const txid = data.txid ?? createHash('sha256').update(`deposit ${user.uid} ${at} ${Math.random()}`).digest('hex');
    const credited = withdrawals.deposit(user.uid, data.coin, data.network, amountMinor, txid, at);
    return c.json({ credited, txid });
  });

  // How the account's open withdrawals end when the clock reaches them.
  app.post('/__sandbox/wallet/withdrawals', async (c) => {
    const { data, user, error } = await parse(c, outcomeBody);
    if (error) return error;
    return c.json({ changed: withdrawals.setFate(user.uid, data.outcome) });
  });

  // An address-book entry added `ageHours` ago (48 by default: unlocked).
  app.post('/__sandbox/wallet/book', async (c) => {
    const { data, user, error } = await parse(c, bookBody);
    if (error) return error;
    try {
      const at = now();
      const entry = withdrawals.addAddress(user.uid, data, at - Math.round(data.ageHours * 3_600_000));
      return c.json(withdrawals.book(user.uid, at).find((one) => one.id === entry.id));
    } catch (failure) {
      return bad(c, failure instanceof Error ? failure.message : 'invalid');
    }
  });

  app.get('/__sandbox/ledger', (c) => c.json({ ...(totals.get() as object), unbalanced: unbalanced.all() }));

  app.post('/__sandbox/wallet', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.length > 64 * 1024 ? undefined : JSON.parse(text);
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = walletBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const input = parsed.data;
    const user = accounts.find({ email: input.account });
    if (!user) return bad(c, `account: no account ${input.account}`, 404);
    const ids = (input.coupons ?? []).flatMap((coupon) => (coupon.couponId ? [coupon.couponId] : []));
    const taken = ids.findIndex(
      (id, index) => ids.indexOf(id) !== index || (wallet.coupon(id)?.uid ?? user.uid) !== user.uid,
    );
    if (taken >= 0) return bad(c, `coupons: couponId ${ids[taken]} is taken`);
    const at = now();
    transaction(db, () => {
      const balanceBy = input.balanceUsd === undefined ? 0 : cents(input.balanceUsd) - wallet.balanceCents(user.uid);
      const pointsBy = input.points === undefined ? 0 : cents(input.points) - wallet.pointsCents(user.uid);
      for (const [coin, text] of [
        ['BTC', input.balanceBtc],
        ['ETH', input.balanceEth],
      ] as const) {
        if (text === undefined) continue;
        const by = (parseAmount(text, 8) ?? 0) - ledger.balance(userBalance(user.uid), coin);
        ledger.post('adjustment', 'fixture', at, [
          { account: userBalance(user.uid), amountCents: by, coin },
          { account: HOUSE_ADJUSTMENTS, amountCents: -by, coin },
        ]);
      }
      ledger.post('adjustment', 'fixture', at, [
        { account: userBalance(user.uid), amountCents: balanceBy },
        { account: userPoints(user.uid), amountCents: pointsBy },
        { account: HOUSE_ADJUSTMENTS, amountCents: -(balanceBy + pointsBy) },
      ]);
      if (input.kycLevel !== undefined) setKyc.run(input.kycLevel, user.uid);
      if (input.fundPassword !== undefined) {
        setFund.run(input.fundPassword === null ? null : hashSecret(input.fundPassword), user.uid);
      }
      if (input.coupons) {
        wallet.clearCoupons(user.uid);
        input.coupons.forEach((coupon, index) => {
          wallet.addCoupon(user.uid, {
            couponId: coupon.couponId ?? `c-${user.uid}-${at}-${index + 1}`,
            name: coupon.name,
            amountCents: cents(coupon.amountUsd),
            minSpendCents: cents(coupon.minSpendUsd),
            goodsTypes: coupon.goodsTypes,
            expireAt: at + coupon.expiresInDays * DAY_MS,
            usedByOrder: coupon.usedByOrder,
            usedAt: coupon.usedByOrder ? at : undefined,
            kind: coupon.kind,
          });
        });
      }
    });
    return c.json(view(user.uid));
  });
}

/** A decimal the schema checked already. */
function cents(text: string): number {
  return parseMinor(text, USD_DECIMALS) ?? 0;
}
