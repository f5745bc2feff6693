import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addressNetwork,
  formatAmount,
  isNetworkAddress,
  NETWORK_RULES,
  parseAmount,
  WALLET_COINS,
  WALLET_NETWORKS,
  type WalletCoin,
} from '../../runtime/domain/walletNetworks.ts';
import {
  CONTRACT_COINS,
  CONTRACT_NETWORKS,
  WALLET_ERRORS,
  type WalletBalances,
  type Withdrawal,
} from '../../runtime/http/contract/wallet.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { createSandbox } from '../../sandbox/app.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import {
  createLedger,
  HOUSE_REVENUE,
  InsufficientFunds,
  userBalance,
  withdrawalHeld,
} from '../../sandbox/features/wallet/ledger.ts';
import { createWithdrawals, ledgerCoin } from '../../sandbox/features/wallet/withdrawals.ts';
import { SEED_TOTP_SECRET } from '../../sandbox/seed.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const ACCOUNT = 'secure@example.com';
const FUND_PASSWORD = '135790';
const BTC_TO = sandboxPayoutAddress('withdraw-test/1');
const ETH_TO = `0x${'ab'.repeat(20)}`;
const TRON_TO = `T${'A'.repeat(33)}`;
const MINUTE = 60_000;

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  await h.postJson('/__sandbox/wallet', {
    account: ACCOUNT,
    balanceUsd: '100.00',
    balanceBtc: '0.01000000',
    balanceEth: '0',
    kycLevel: 1,
    fundPassword: FUND_PASSWORD,
  });
  token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
});
// Whatever a test did, money was only moved: every transaction and the whole ledger sum to zero.
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const path = (name: CallName) => contract[name].path;
async function call(name: CallName, fields: Record<string, unknown> = {}, as = token) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token: as })
      : await h.post(path(name), fields, { token: as });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}
const balances = async () => (await call('walletBalances')).result as WalletBalances;
const available = async (coin: WalletCoin) => (await balances()).balances.find((b) => b.coin === coin)?.available;

/** walletWithdrawConfirm through its verification task, as the client does: ask, answer, ask again. */
async function withdraw(fields: Record<string, string>, requestId = `w-${randomUUID()}`) {
  const body = { ...fields, requestId };
  const first = await call('walletWithdrawConfirm', body);
  if (first.status !== 2301) return first;
  // secure@example.com asks for its fund password and its authenticator (its seeded withdrawal checks).
  expect(first.task).toMatchObject({ taskType: 'auth', block: true, taskData: { authMethod: ['pay', 'ga'] } });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SEED_TOTP_SECRET), digits: 6, period: 30 });
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [
      { authMethod: 'pay', code: FUND_PASSWORD },
      { authMethod: 'ga', code: totp.generate({ timestamp: h.clock.now() }) },
    ],
  });
  expect(check.body.status).toBe(200);
  return call('walletWithdrawConfirm', { ...body, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}

describe('wallet rules and the domain', () => {
  it('quotes the fees BitFuFu states: 1 USDT on ERC20, 0.0005 BTC, 0.002 ETH, with minimum and confirmations', async () => {
    const { rules, kycLevel, withdrawAuth } = await balances();
    const fee = (coin: string, network: string) =>
      rules.find((r) => r.coin === coin)?.networks.find((n) => n.network === network);
    expect(fee('USDT', 'ERC20')).toMatchObject({ fee: '1.00', min: '10.00', confirmations: 12 });
    expect(fee('USDT', 'TRC20')).toMatchObject({ fee: '1.00', confirmations: 20 });
    expect(fee('BTC', 'BTC')).toMatchObject({ fee: '0.00050000', min: '0.00100000', confirmations: 2 });
    expect(fee('ETH', 'ERC20')).toMatchObject({ fee: '0.00200000', min: '0.01000000', confirmations: 12 });
    expect(kycLevel).toBe(1);
    expect(withdrawAuth).toEqual(['pay', 'ga']);
  });

  it('keeps the contract lists equal to the domain', () => {
    expect([...CONTRACT_COINS]).toEqual([...WALLET_COINS]);
    expect([...CONTRACT_NETWORKS]).toEqual([...WALLET_NETWORKS]);
    expect(NETWORK_RULES.every((rule) => WALLET_COINS.includes(rule.coin))).toBe(true);
  });

  it('parses and formats amounts exactly, and tells networks apart by address', () => {
    expect(parseAmount('0.0015', 8)).toBe(150_000);
    expect(parseAmount('12', 2)).toBe(1_200);
    expect(parseAmount('1.234', 2)).toBeUndefined();
    expect(parseAmount('-1', 2)).toBeUndefined();
    expect(parseAmount('1e3', 2)).toBeUndefined();
    expect(formatAmount(150_000, 8)).toBe('0.00150000');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.constantFrom(2, 8), (minor, decimals) => {
        expect(parseAmount(formatAmount(minor, decimals), decimals)).toBe(minor);
      }),
    );
    expect(addressNetwork(BTC_TO)).toBe('BTC');
    expect(addressNetwork(ETH_TO)).toBe('ERC20');
    expect(addressNetwork(TRON_TO)).toBe('TRC20');
    expect(isNetworkAddress('ERC20', TRON_TO)).toBe(false);
    expect(isNetworkAddress('BTC', `${BTC_TO.slice(0, -1)}x`)).toBe(false);
  });
});

describe('deposits', () => {
  it('gives the account one deposit address per network, valid for it', async () => {
    const btc = (await call('walletDepositAddress', { coin: 'BTC', network: 'BTC' })).result;
    expect(btc).toMatchObject({ coin: 'BTC', network: 'BTC', confirmations: 2 });
    expect(isNetworkAddress('BTC', btc.address)).toBe(true);
    expect((await call('walletDepositAddress', { coin: 'BTC', network: 'BTC' })).result.address).toBe(btc.address);
    const tron = (await call('walletDepositAddress', { coin: 'USDT', network: 'TRC20' })).result;
    expect(isNetworkAddress('TRC20', tron.address)).toBe(true);
    const erc = (await call('walletDepositAddress', { coin: 'ETH', network: 'ERC20' })).result;
    expect(isNetworkAddress('ERC20', erc.address)).toBe(true);
    expect((await call('walletDepositAddress', { coin: 'BTC', network: 'TRC20' })).message).toBe(WALLET_ERRORS.network);
  });

  it('credits a deposit once per txid, shown in the history', async () => {
    const txid = 'a1b2c3d4e5f6a7b8c9d0';
    const first = await h.postJson('/__sandbox/wallet/deposit', {
      account: ACCOUNT,
      coin: 'ETH',
      network: 'ERC20',
      amount: '0.5',
      txid,
    });
    expect(first.body).toEqual({ credited: true, txid });
    const again = await h.postJson('/__sandbox/wallet/deposit', {
      account: ACCOUNT,
      coin: 'ETH',
      network: 'ERC20',
      amount: '0.5',
      txid,
    });
    expect(again.body.credited).toBe(false);
    expect(await available('ETH')).toBe('0.50000000');
    const rows = (await call('walletHistory', { type: 'deposit' })).result.rows;
    expect(rows).toEqual([
      expect.objectContaining({ type: 'deposit', coin: 'ETH', amount: '0.50000000', status: 'credited', txid }),
    ]);
    const bad = await h.postJson('/__sandbox/wallet/deposit', {
      account: ACCOUNT,
      coin: 'BTC',
      network: 'ERC20',
      amount: '1',
    });
    expect(bad.http).toBe(400);
  });
});

describe('the address book', () => {
  it('adds checked addresses locked for 24 h, renames and deletes them', async () => {
    const added = await call('walletAddressAdd', { coin: 'BTC', network: 'BTC', address: BTC_TO, label: 'Ledger' });
    expect(added.result).toMatchObject({ label: 'Ledger', locked: true, network: 'BTC' });
    expect(Date.parse(added.result.unlockAt) - Date.parse(added.result.createdAt)).toBe(24 * 60 * MINUTE);
    expect(
      (await call('walletAddressAdd', { coin: 'BTC', network: 'BTC', address: BTC_TO, label: 'Again' })).message,
    ).toBe(WALLET_ERRORS.duplicate);
    expect(
      (await call('walletAddressAdd', { coin: 'USDT', network: 'ERC20', address: TRON_TO, label: 'Wrong' })).message,
    ).toBe(WALLET_ERRORS.address);

    // Locked: no withdrawal to it yet, nothing held.
    const refused = await withdraw({ coin: 'BTC', network: 'BTC', address: BTC_TO, amount: '0.002' });
    expect(refused).toMatchObject({ status: 403, message: WALLET_ERRORS.addressLocked, result: null });
    expect(await available('BTC')).toBe('0.01000000');

    // The same address in capitals (as QR codes carry bech32) is the same locked entry, never a way around it.
    const shouted = BTC_TO.toUpperCase();
    expect(isNetworkAddress('BTC', shouted)).toBe(true);
    expect(await withdraw({ coin: 'BTC', network: 'BTC', address: shouted, amount: '0.002' })).toMatchObject({
      status: 403,
      message: WALLET_ERRORS.addressLocked,
    });
    expect(
      (await call('walletAddressAdd', { coin: 'BTC', network: 'BTC', address: shouted, label: 'Again' })).message,
    ).toBe(WALLET_ERRORS.duplicate);
    expect(await available('BTC')).toBe('0.01000000');

    h.clock.advance(24 * 60 * MINUTE);
    const list = (await call('walletAddressList')).result.addresses;
    expect(list).toEqual([expect.objectContaining({ id: added.result.id, locked: false })]);
    const renamed = await call('walletAddressModify', { id: added.result.id, label: 'Cold' });
    expect(renamed.result).toMatchObject({ label: 'Cold', locked: false });
    expect(
      (await call('walletWithdraw', { coin: 'BTC', network: 'BTC', address: BTC_TO, amount: '0.002' })).result,
    ).toMatchObject({ label: 'Cold', fee: '0.00050000', total: '0.00250000' });
    expect((await call('walletAddressDelete', { id: added.result.id })).result).toEqual({ done: true });
    expect((await call('walletAddressDelete', { id: added.result.id })).message).toBe(WALLET_ERRORS.addressNotFound);
    expect((await call('walletAddressList')).result.addresses).toEqual([]);
  });
});

describe('withdrawals', () => {
  it('quotes a withdrawal and refuses the wrong network, a bad address, the minimum, the balance and KYC 0', async () => {
    const quote = await call('walletWithdraw', { coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '50' });
    expect(quote.result).toMatchObject({ amount: '50.00', fee: '1.00', total: '51.00', available: '100.00' });
    const refusal = async (fields: Record<string, string>) => (await call('walletWithdraw', fields)).message;
    expect(await refusal({ coin: 'BTC', network: 'ERC20', address: ETH_TO, amount: '1' })).toBe(WALLET_ERRORS.network);
    expect(await refusal({ coin: 'USDT', network: 'TRC20', address: ETH_TO, amount: '50' })).toBe(
      WALLET_ERRORS.address,
    );
    expect(await refusal({ coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '9.99' })).toBe(WALLET_ERRORS.min);
    expect(await refusal({ coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '99.01' })).toBe(
      WALLET_ERRORS.balance,
    );
    expect(await refusal({ coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '1.001' })).toBe(
      WALLET_ERRORS.amount,
    );
    await h.postJson('/__sandbox/wallet', { account: ACCOUNT, kycLevel: 0 });
    expect(await refusal({ coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '50' })).toBe(WALLET_ERRORS.kyc);
    expect((await h.get(path('walletBalances'))).http).toBe(401);
  });

  it('asks for the verification, holds amount + fee, and sends by the clock with a TXID', async () => {
    const made = await withdraw({ coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '50' });
    expect(made.status).toBe(200);
    const w = made.result as Withdrawal;
    expect(w).toMatchObject({ status: 'submitted', amount: '50.00', fee: '1.00', txid: null });
    expect(w.withdrawalNo).toMatch(/^W\d{14}$/);
    expect((await balances()).balances[0]).toMatchObject({ coin: 'USDT', available: '49.00', inWithdrawal: '51.00' });

    h.clock.advance(MINUTE);
    const reviewing = (await call('walletWithdrawal', { withdrawalNo: w.withdrawalNo })).result as Withdrawal;
    expect(reviewing.timeline.map((s) => s.status)).toEqual(['submitted', 'reviewing']);
    h.clock.advance(9 * MINUTE);
    const sent = (await call('walletWithdrawal', { withdrawalNo: w.withdrawalNo })).result as Withdrawal;
    expect(sent.status).toBe('sent');
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.timeline.map((s) => s.status)).toEqual(['submitted', 'reviewing', 'sent']);
    expect((await balances()).balances[0]).toMatchObject({ available: '49.00', inWithdrawal: '0.00' });
    const { entries } = (await h.get(`/__sandbox/wallet?account=${ACCOUNT}`)).body;
    // The held account is not the user's: only the request's debit of 51.00 shows on the balance.
    expect(entries.filter((e: { kind: string }) => e.kind === 'withdrawal')).toEqual([
      expect.objectContaining({ amountCents: -5_100, reference: w.withdrawalNo }),
    ]);
    const history = (await call('walletHistory', { type: 'withdrawal', status: 'sent' })).result.rows;
    expect(history).toEqual([expect.objectContaining({ id: w.withdrawalNo, fee: '1.00', txid: sent.txid })]);
    expect((await call('walletHistory', { coin: 'BTC', type: 'withdrawal' })).result.rows).toEqual([]);
    expect((await call('walletWithdrawal', { withdrawalNo: 'W20260301999999' })).message).toBe(WALLET_ERRORS.notFound);
  });

  it('returns the money of a failed withdrawal', async () => {
    const made = await withdraw({ coin: 'BTC', network: 'BTC', address: BTC_TO, amount: '0.005' });
    expect(await available('BTC')).toBe('0.00450000');
    await h.postJson('/__sandbox/wallet/withdrawals', { account: ACCOUNT, outcome: 'fail' });
    h.clock.advance(10 * MINUTE);
    const failed = (await call('walletWithdrawal', { withdrawalNo: made.result.withdrawalNo })).result as Withdrawal;
    expect(failed).toMatchObject({ status: 'failed', failReason: 'rejected', txid: null });
    expect(await available('BTC')).toBe('0.01000000');
  });

  it('never sends a retried withdrawal twice, and refuses its requestId for another', async () => {
    const fields = { coin: 'USDT', network: 'TRC20', address: TRON_TO, amount: '20' };
    const first = await withdraw(fields, 'same-request-1');
    const again = await withdraw(fields, 'same-request-1');
    expect(again.result.withdrawalNo).toBe(first.result.withdrawalNo);
    expect(await available('USDT')).toBe('79.00');
    const other = await withdraw({ ...fields, amount: '30' }, 'same-request-1');
    expect(other).toMatchObject({ status: 409, message: WALLET_ERRORS.requestId });
    expect((await call('walletHistory', { type: 'withdrawal' })).result.rows).toHaveLength(1);
  });

  it('never overspends with concurrent withdrawals of the same balance', async () => {
    // 100.00 USDT: each takes 31.00 (30 + 1 fee), so three fit and the rest are refused.
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => withdraw({ coin: 'USDT', network: 'ERC20', address: ETH_TO, amount: '30' })),
    );
    const made = replies.filter((r) => r.status === 200);
    expect(made).toHaveLength(3);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.message === WALLET_ERRORS.balance)).toBe(true);
    expect(await available('USDT')).toBe('7.00');
    expect((await balances()).balances[0]?.inWithdrawal).toBe('93.00');
  });
});

describe('history', () => {
  it("lists the mining payouts credited to the account's BTC wallet, with their TXID", async () => {
    const alice = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    const rows = (await call('walletHistory', { type: 'payout' }, alice)).result.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (row: { coin: string; status: string; txid: string | null }) =>
          row.coin === 'BTC' && row.status === 'credited' && row.txid,
      ),
    ).toBe(true);
    const { balances } = (await call('walletBalances', {}, alice)).result as WalletBalances;
    const paid = rows.reduce((sum: number, row: { amount: string }) => sum + (parseAmount(row.amount, 8) ?? 0), 0);
    expect(balances.find((b) => b.coin === 'BTC')?.available).toBe(formatAmount(paid, 8));
    expect((await call('walletHistory', { type: 'payout', coin: 'USDT' }, alice)).result.rows).toEqual([]);
  });
});

// Each run builds a fresh in-memory sandbox: seconds, not milliseconds.
describe('ledger properties over random operations', { timeout: 60_000 }, () => {
  type Op =
    | { kind: 'deposit'; coin: WalletCoin; amount: number }
    | { kind: 'withdraw'; coin: WalletCoin; amount: number; request: number }
    | { kind: 'pay'; amount: number }
    | { kind: 'fate'; fail: boolean }
    | { kind: 'tick'; minutes: number };
  const coin = fc.constantFrom<WalletCoin>('USDT', 'BTC', 'ETH');
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), coin, amount: fc.integer({ min: 1, max: 5_000_000 }) }),
    fc.record({
      kind: fc.constant('withdraw' as const),
      coin,
      amount: fc.integer({ min: 0, max: 6_000_000 }),
      request: fc.integer({ min: 0, max: 5 }),
    }),
    fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({ kind: fc.constant('fate' as const), fail: fc.boolean() }),
    fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 0, max: 15 }) }),
  );
  const UID = 10002;
  const networkOf = { USDT: 'ERC20', BTC: 'BTC', ETH: 'ERC20' } as const;
  const addressOf = { USDT: ETH_TO, BTC: BTC_TO, ETH: ETH_TO } as const;

  it('keeps every balance at or above 0, balances equal to their entries, nothing created or lost', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let at = Date.parse('2026-03-01T10:00:00Z');
        const sandbox = createSandbox({ dbPath: ':memory:', now: () => at });
        try {
          const db = sandbox.db;
          db.prepare('UPDATE users SET auth_level = 1 WHERE uid = ?').run(UID);
          const ledger = createLedger(db);
          const w = createWithdrawals(db);
          // What the account should have: the outside world's money in, spent, and withdrawn (kept when returned).
          const expected: Record<WalletCoin, number> = { USDT: 0, BTC: 0, ETH: 0 };
          const requests = new Map<string, string>();
          let deposits = 0;
          for (const step of ops) {
            if (step.kind === 'deposit') {
              w.deposit(UID, step.coin, networkOf[step.coin], step.amount, `tx${deposits++}abcdefgh`, at);
              expected[step.coin] += step.amount;
            } else if (step.kind === 'withdraw') {
              const requestId = `req-${step.coin}-${step.request}-x`;
              const input = {
                coin: step.coin,
                network: networkOf[step.coin],
                address: addressOf[step.coin],
                amount: formatAmount(step.amount, step.coin === 'USDT' ? 2 : 8),
                requestId,
              };
              try {
                const made = w.withdraw(UID, 1, input, at);
                if (!requests.has(requestId)) {
                  expected[step.coin] -=
                    step.amount +
                    (NETWORK_RULES.find((r) => r.coin === step.coin && r.network === input.network)?.feeMinor ?? 0);
                  requests.set(requestId, made.withdrawalNo);
                }
              } catch {
                // Refused (minimum, balance, a requestId used for another amount): nothing moved.
              }
            } else if (step.kind === 'pay') {
              try {
                ledger.post('payment', 'P1', at, [
                  { account: userBalance(UID), amountCents: -step.amount },
                  { account: HOUSE_REVENUE, amountCents: step.amount },
                ]);
                expected.USDT -= step.amount;
              } catch (error) {
                if (!(error instanceof InsufficientFunds)) throw error;
              }
            } else if (step.kind === 'fate') {
              w.setFate(UID, step.fail ? 'fail' : 'send');
            } else {
              at += step.minutes * MINUTE;
            }
            w.progress(UID, at);
            // Returned withdrawals come back to the expectation.
            for (const row of w.list(UID)) {
              const key = `returned:${row.withdrawal_no}`;
              if (row.status === 'failed' && !requests.has(key)) {
                requests.set(key, row.withdrawal_no);
                expected[row.coin] += row.amount_minor + row.fee_minor;
              }
            }
            for (const c of WALLET_COINS) {
              const balance = ledger.balance(userBalance(UID), ledgerCoin(c));
              expect(balance).toBeGreaterThanOrEqual(0);
              expect(balance).toBe(expected[c]);
              // Each open withdrawal's held account holds exactly its amount + fee; closed ones hold nothing.
              for (const row of w.list(UID).filter((r) => r.coin === c)) {
                const heldNow = ledger.balance(withdrawalHeld(row.withdrawal_no), ledgerCoin(c));
                const open = row.status === 'submitted' || row.status === 'reviewing';
                expect(heldNow).toBe(open ? row.amount_minor + row.fee_minor : 0);
              }
            }
          }
          // Nothing created or lost: every coin sums to zero over all accounts, and so does every transaction.
          const sums = db
            .prepare('SELECT coin, SUM(amount_cents) AS total FROM ledger_entries GROUP BY coin')
            .all() as Array<{ total: number }>;
          expect(sums.every((row) => row.total === 0)).toBe(true);
          const unbalanced = db
            .prepare('SELECT tx_id FROM ledger_entries GROUP BY tx_id, coin HAVING SUM(amount_cents) <> 0')
            .all();
          expect(unbalanced).toEqual([]);
        } finally {
          sandbox.close();
        }
      }),
      { numRuns: 40 },
    );
  });
});
