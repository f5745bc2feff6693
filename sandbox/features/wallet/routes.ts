import {
  COIN_DECIMALS,
  formatAmount,
  NETWORK_RULES,
  networkRule,
  WALLET_COINS,
} from '../../../runtime/domain/walletNetworks.ts';
import type { HistoryRow } from '../../../runtime/http/contract/wallet.ts';
import type { UserRow } from '../../accounts.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { createMining } from '../mining/settle.ts';
import { USD_DECIMALS } from '../orders/money.ts';
import { authMethodsFor } from '../settings/verify.ts';
import { createLedger, userBalance, userPoints } from './ledger.ts';
import { createWithdrawals, depositAddressOf, refuse } from './withdrawals.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const HISTORY_LIMIT = 500;

/** The wallet's calls (contract: runtime/http/contract/wallet.ts). */
export function walletRoutes(define: Define, { db, now }: FeatureDeps): void {
  const ledger = createLedger(db);
  const withdrawals = createWithdrawals(db);
  const mining = createMining(db);
  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  /** Mining payouts due and withdrawals moved on by the clock before anything is read. */
  const settle = (uid: number, at: number) => {
    mining.settleUser(uid, at);
    withdrawals.progress(uid, at);
  };

  define('walletBalances', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    settle(user.uid, at);
    return ok({
      balances: WALLET_COINS.map((coin) => ({
        coin,
        available: formatAmount(Math.max(0, withdrawals.available(user.uid, coin)), COIN_DECIMALS[coin]),
        inWithdrawal: formatAmount(withdrawals.held(user.uid, coin), COIN_DECIMALS[coin]),
      })),
      points: formatAmount(Math.max(0, ledger.balance(userPoints(user.uid))), USD_DECIMALS),
      kycLevel: user.auth_level,
      withdrawAuth: authMethodsFor(db, user.uid, 'withdraw'),
      rules: WALLET_COINS.map((coin) => ({
        coin,
        decimals: COIN_DECIMALS[coin],
        networks: NETWORK_RULES.filter((rule) => rule.coin === coin).map((rule) => ({
          network: rule.network,
          name: rule.name,
          fee: formatAmount(rule.feeMinor, rule.decimals),
          min: formatAmount(rule.minMinor, rule.decimals),
          confirmations: rule.confirmations,
          arrivalMinutes: rule.arrivalMinutes,
        })),
      })),
    });
  });

  define('walletDepositAddress', ({ coin, network }, ctx) => {
    const user = signedIn(ctx.user);
    const rule = networkRule(coin, network);
    if (!rule) throw refuse(400, 'network');
    return ok({
      coin,
      network,
      address: depositAddressOf(user.uid, network),
      confirmations: rule.confirmations,
      min: formatAmount(rule.minMinor, rule.decimals),
    });
  });

  define('walletAddressList', (_input, ctx) => {
    const user = signedIn(ctx.user);
    return ok({ addresses: withdrawals.book(user.uid, now()) });
  });
  define('walletAddressAdd', (input, ctx) => ok(withdrawals.addAddress(signedIn(ctx.user).uid, input, now())));
  define('walletAddressModify', ({ id, label }, ctx) =>
    ok(withdrawals.renameAddress(signedIn(ctx.user).uid, id, label, now())),
  );
  define('walletAddressDelete', ({ id }, ctx) => {
    withdrawals.deleteAddress(signedIn(ctx.user).uid, id);
    return ok({ done: true });
  });

  define('walletWithdraw', (input, ctx) => {
    const user = signedIn(ctx.user);
    return ok(withdrawals.quote(user.uid, user.auth_level, input, now()));
  });
  // The gate let this through only with a passed verification task (features/settings/verify.ts).
  define('walletWithdrawConfirm', (input, ctx) => {
    const user = signedIn(ctx.user);
    return ok(withdrawals.withdraw(user.uid, user.auth_level, input, now()));
  });
  define('walletWithdrawal', ({ withdrawalNo }, ctx) => {
    const user = signedIn(ctx.user);
    const found = withdrawals.one(user.uid, withdrawalNo, now());
    if (!found) throw refuse(404, 'notFound');
    return ok(found);
  });

  define('walletHistory', ({ type, coin, status }, ctx) => {
    const user = signedIn(ctx.user);
    settle(user.uid, now());
    const rows: Array<HistoryRow & { ms: number }> = [];
    for (const row of withdrawals.list(user.uid)) {
      const one = withdrawals.toWithdrawal(row);
      rows.push({
        id: one.withdrawalNo,
        type: 'withdrawal',
        coin: one.coin,
        network: one.network,
        amount: one.amount,
        fee: one.fee,
        status: one.status,
        at: one.createdAt,
        txid: one.txid,
        address: one.address,
        ms: row.created_at,
      });
    }
    for (const row of withdrawals.deposits(user.uid)) {
      rows.push({
        id: `D-${row.network}-${row.txid}`,
        type: 'deposit',
        coin: row.coin,
        network: row.network as HistoryRow['network'],
        amount: formatAmount(row.amount_minor, COIN_DECIMALS[row.coin]),
        fee: formatAmount(0, COIN_DECIMALS[row.coin]),
        status: 'credited',
        at: iso(row.at),
        txid: row.txid,
        address: depositAddressOf(user.uid, row.network),
        ms: row.at,
      });
    }
    for (const entry of ledger.entries([userBalance(user.uid)], 'BTC')) {
      if (entry.kind !== 'payout') continue;
      rows.push({
        id: `P-${entry.tx_id.slice(3, 15)}`,
        type: 'payout',
        coin: 'BTC',
        network: 'BTC',
        amount: formatAmount(entry.amount_cents, 8),
        fee: formatAmount(0, 8),
        status: 'credited',
        at: iso(entry.at),
        txid: entry.reference,
        address: null,
        ms: entry.at,
      });
    }
    const chosen = rows
      .filter(
        (row) => (!type || row.type === type) && (!coin || row.coin === coin) && (!status || row.status === status),
      )
      .sort((a, b) => b.ms - a.ms || b.id.localeCompare(a.id))
      .slice(0, HISTORY_LIMIT)
      .map(({ ms: _ms, ...row }) => row);
    return ok({ rows: chosen });
  });
}
