import { createHash } from 'node:crypto';
import {
  ADDRESS_LOCK_MS,
  addressKey,
  COIN_DECIMALS,
  formatAmount,
  isNetworkAddress,
  type NetworkRule,
  networkRule,
  parseAmount,
  type WalletCoin,
  withdrawProblem,
} from '../../../runtime/domain/walletNetworks.ts';
import {
  type BookAddress,
  WALLET_ERRORS,
  type WalletError,
  WITHDRAW_REVIEW_AFTER_MS,
  WITHDRAW_SEND_AFTER_MS,
  type Withdrawal,
  type WithdrawalStatus,
} from '../../../runtime/http/contract/wallet.ts';
import type { Database } from '../../db.ts';
import { atomically as transaction } from '../../db.ts';
import { CallError } from '../../http.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import {
  createLedger,
  HOUSE_CHAIN,
  HOUSE_FEES,
  InsufficientFunds,
  type LedgerCoin,
  userBalance,
  withdrawalHeld,
} from './ledger.ts';

/** The ledger coin a wallet coin moves: USDT is the USD balance (cents, 1:1). */
export const ledgerCoin = (coin: WalletCoin): LedgerCoin => (coin === 'USDT' ? 'USD' : coin);

/** A refusal of WALLET_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
export function refuse(status: 400 | 403 | 404 | 409, error: WalletError): CallError {
  return new CallError(200, status, WALLET_ERRORS[error]);
}

export interface WithdrawalRow {
  withdrawal_no: string;
  uid: number;
  request_id: string;
  coin: WalletCoin;
  network: string;
  address: string;
  amount_minor: number;
  fee_minor: number;
  status: WithdrawalStatus;
  fate: 'send' | 'fail';
  txid: string | null;
  fail_reason: string | null;
  created_at: number;
  reviewing_at: number | null;
  finished_at: number | null;
}

interface BookRow {
  id: number;
  uid: number;
  coin: WalletCoin;
  network: string;
  address: string;
  label: string;
  created_at: number;
}

export interface DepositRow {
  network: string;
  txid: string;
  uid: number;
  coin: WalletCoin;
  amount_minor: number;
  confirmations: number;
  at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The account's deposit address on a network: the same every time (ERC20 coins share one). */
export function depositAddressOf(uid: number, network: string): string {
  if (network === 'BTC') return sandboxPayoutAddress(`deposit/${uid}`);
  const digest = createHash('sha512').update(`sandbox deposit ${network} ${uid}`).digest();
  if (network === 'TRC20') return `T${[...digest.subarray(0, 33)].map((byte) => BASE58[byte % 58]).join('')}`;
  return `0x${digest.subarray(0, 20).toString('hex')}`;
}

export interface WithdrawInput {
  coin: WalletCoin;
  network: string;
  address: string;
  amount: string;
}

/**
 * Withdrawals, the withdrawal address book and deposits over the ledger. Every write runs in one SQLite
 * transaction and node:sqlite is synchronous, so two withdrawals of the same balance are serialized: the second
 * sees what the first held, and the ledger refuses to take a user account below 0 anyway.
 */
export function createWithdrawals(db: Database) {
  const ledger = createLedger(db);
  const q = {
    byRequest: db.prepare('SELECT * FROM wallet_withdrawals WHERE uid = ? AND request_id = ?'),
    byNo: db.prepare('SELECT * FROM wallet_withdrawals WHERE uid = ? AND withdrawal_no = ?'),
    ofUser: db.prepare('SELECT * FROM wallet_withdrawals WHERE uid = ? ORDER BY created_at DESC, withdrawal_no DESC'),
    open: db.prepare(
      "SELECT * FROM wallet_withdrawals WHERE uid = ? AND status IN ('submitted', 'reviewing') ORDER BY created_at",
    ),
    // The serial of the last number (a deleted account's withdrawals never make a number come back).
    count: db.prepare(
      'SELECT COALESCE(MAX(CAST(substr(withdrawal_no, 10) AS INTEGER)), 0) AS n FROM wallet_withdrawals',
    ),
    insert: db.prepare(
      `INSERT INTO wallet_withdrawals (withdrawal_no, uid, request_id, coin, network, address, amount_minor, fee_minor, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    review: db.prepare(
      "UPDATE wallet_withdrawals SET status = 'reviewing', reviewing_at = ? WHERE withdrawal_no = ? AND status = 'submitted'",
    ),
    finish: db.prepare(
      `UPDATE wallet_withdrawals SET status = ?, txid = ?, fail_reason = ?, finished_at = ?, reviewing_at = COALESCE(reviewing_at, ?)
       WHERE withdrawal_no = ? AND status IN ('submitted', 'reviewing')`,
    ),
    setFate: db.prepare(
      "UPDATE wallet_withdrawals SET fate = ? WHERE uid = ? AND status IN ('submitted', 'reviewing')",
    ),
    book: db.prepare('SELECT * FROM wallet_address_book WHERE uid = ? ORDER BY created_at DESC, id DESC'),
    bookEntry: db.prepare('SELECT * FROM wallet_address_book WHERE uid = ? AND id = ?'),
    bookOfNetwork: db.prepare('SELECT * FROM wallet_address_book WHERE uid = ? AND coin = ? AND network = ?'),
    bookCount: db.prepare('SELECT COUNT(*) AS n FROM wallet_address_book WHERE uid = ?'),
    bookInsert: db.prepare(
      'INSERT INTO wallet_address_book (uid, coin, network, address, label, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    bookLabel: db.prepare('UPDATE wallet_address_book SET label = ? WHERE uid = ? AND id = ?'),
    bookDelete: db.prepare('DELETE FROM wallet_address_book WHERE uid = ? AND id = ?'),
    deposit: db.prepare('SELECT * FROM wallet_deposits WHERE network = ? AND txid = ?'),
    depositInsert: db.prepare(
      'INSERT INTO wallet_deposits (network, txid, uid, coin, amount_minor, confirmations, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    deposits: db.prepare('SELECT * FROM wallet_deposits WHERE uid = ? ORDER BY at DESC'),
  };

  const available = (uid: number, coin: WalletCoin) => ledger.balance(userBalance(uid), ledgerCoin(coin));
  const held = (uid: number, coin: WalletCoin) =>
    (q.open.all(uid) as unknown as WithdrawalRow[])
      .filter((row) => row.coin === coin)
      .reduce((sum, row) => sum + row.amount_minor + row.fee_minor, 0);

  function toBook(row: BookRow, now: number): BookAddress {
    const unlockAt = row.created_at + ADDRESS_LOCK_MS;
    return {
      id: row.id,
      coin: row.coin,
      network: row.network as BookAddress['network'],
      address: row.address,
      label: row.label,
      createdAt: iso(row.created_at),
      unlockAt: iso(unlockAt),
      locked: now < unlockAt,
    };
  }

  function toWithdrawal(row: WithdrawalRow): Withdrawal {
    const decimals = COIN_DECIMALS[row.coin];
    const timeline: Withdrawal['timeline'] = [{ status: 'submitted', at: iso(row.created_at) }];
    if (row.reviewing_at !== null) timeline.push({ status: 'reviewing', at: iso(row.reviewing_at) });
    if (row.finished_at !== null && (row.status === 'sent' || row.status === 'failed')) {
      timeline.push({ status: row.status, at: iso(row.finished_at) });
    }
    return {
      withdrawalNo: row.withdrawal_no,
      coin: row.coin,
      network: row.network as Withdrawal['network'],
      address: row.address,
      amount: formatAmount(row.amount_minor, decimals),
      fee: formatAmount(row.fee_minor, decimals),
      status: row.status,
      timeline,
      txid: row.txid,
      failReason: row.fail_reason === null ? null : 'rejected',
      createdAt: iso(row.created_at),
    };
  }

  /** Moves the account's open withdrawals on by the clock: reviewing after 1 min, sent or failed after 10. */
  function progress(uid: number, now: number): void {
    transaction(db, () => {
      for (const row of q.open.all(uid) as unknown as WithdrawalRow[]) {
        const reviewAt = row.created_at + WITHDRAW_REVIEW_AFTER_MS;
        const doneAt = row.created_at + WITHDRAW_SEND_AFTER_MS;
        if (now >= reviewAt && row.status === 'submitted') q.review.run(reviewAt, row.withdrawal_no);
        if (now < doneAt) continue;
        const coin = ledgerCoin(row.coin);
        const total = row.amount_minor + row.fee_minor;
        const heldAccount = withdrawalHeld(row.withdrawal_no);
        if (row.fate === 'send') {
          const txid = hex(`withdrawal ${row.withdrawal_no}`);
          if (q.finish.run('sent', txid, null, doneAt, reviewAt, row.withdrawal_no).changes !== 1) continue;
          ledger.post('withdrawal', row.withdrawal_no, doneAt, [
            { account: heldAccount, amountCents: -total, coin },
            { account: HOUSE_CHAIN, amountCents: row.amount_minor, coin },
            { account: HOUSE_FEES, amountCents: row.fee_minor, coin },
          ]);
        } else {
          if (q.finish.run('failed', null, 'rejected', doneAt, reviewAt, row.withdrawal_no).changes !== 1) continue;
          ledger.post('release', row.withdrawal_no, doneAt, [
            { account: heldAccount, amountCents: -total, coin },
            { account: userBalance(uid), amountCents: total, coin },
          ]);
        }
      }
    });
  }

  /** The book's entry for an address however it is written (a locked address typed in capitals is still locked). */
  function bookFind(uid: number, coin: string, network: string, address: string): BookRow | undefined {
    const key = addressKey(address);
    return (q.bookOfNetwork.all(uid, coin, network) as unknown as BookRow[]).find(
      (row) => addressKey(row.address) === key,
    );
  }

  /** Checks a withdrawal as `walletWithdraw` and `walletWithdrawConfirm` both do; throws the refusal. */
  function check(uid: number, kycLevel: number, input: WithdrawInput, now: number) {
    const rule: NetworkRule | undefined = networkRule(input.coin, input.network);
    if (!rule) throw refuse(400, 'network');
    const address = input.address.trim();
    if (!isNetworkAddress(rule.network, address)) throw refuse(400, 'address');
    const entry = bookFind(uid, input.coin, input.network, address);
    if (entry && now < entry.created_at + ADDRESS_LOCK_MS) throw refuse(403, 'addressLocked');
    const amountMinor = parseAmount(input.amount, rule.decimals);
    const availableMinor = available(uid, input.coin);
    const problem = withdrawProblem(rule, amountMinor, availableMinor);
    if (problem === 'amount' || problem === 'min') throw refuse(400, problem);
    if (kycLevel < 1) throw refuse(403, 'kyc');
    if (problem === 'balance') throw refuse(400, 'balance');
    return { rule, address, label: entry?.label ?? null, amountMinor: amountMinor as number, availableMinor };
  }

  return {
    available,
    held,
    progress,
    check,
    toWithdrawal,

    quote(uid: number, kycLevel: number, input: WithdrawInput, now: number) {
      progress(uid, now);
      const { rule, address, label, amountMinor, availableMinor } = check(uid, kycLevel, input, now);
      const d = rule.decimals;
      return {
        coin: input.coin,
        network: rule.network,
        address,
        label,
        amount: formatAmount(amountMinor, d),
        fee: formatAmount(rule.feeMinor, d),
        total: formatAmount(amountMinor + rule.feeMinor, d),
        available: formatAmount(availableMinor, d),
      };
    },

    /**
     * Makes a withdrawal once per requestId: amount + fee move from the balance to the withdrawal's held account
     * in one ledger transaction. The same requestId answers the withdrawal it made (or refuses another).
     */
    withdraw(uid: number, kycLevel: number, input: WithdrawInput & { requestId: string }, now: number): Withdrawal {
      return transaction(db, () => {
        progress(uid, now);
        const before = q.byRequest.get(uid, input.requestId) as WithdrawalRow | undefined;
        if (before) {
          const same =
            before.coin === input.coin &&
            before.network === input.network &&
            before.address === input.address.trim() &&
            before.amount_minor === parseAmount(input.amount, COIN_DECIMALS[input.coin]);
          if (!same) throw refuse(409, 'requestId');
          return toWithdrawal(before);
        }
        const { rule, address, amountMinor } = check(uid, kycLevel, input, now);
        const serial = Number((q.count.get() as { n: number }).n) + 1;
        const withdrawalNo = `W${iso(now).slice(0, 10).replaceAll('-', '')}${String(serial).padStart(6, '0')}`;
        const coin = ledgerCoin(input.coin);
        try {
          ledger.post('withdrawal', withdrawalNo, now, [
            { account: userBalance(uid), amountCents: -(amountMinor + rule.feeMinor), coin },
            { account: withdrawalHeld(withdrawalNo), amountCents: amountMinor + rule.feeMinor, coin },
          ]);
        } catch (error) {
          if (error instanceof InsufficientFunds) throw refuse(400, 'balance');
          throw error;
        }
        q.insert.run(
          withdrawalNo,
          uid,
          input.requestId,
          input.coin,
          rule.network,
          address,
          amountMinor,
          rule.feeMinor,
          now,
        );
        return toWithdrawal(q.byNo.get(uid, withdrawalNo) as unknown as WithdrawalRow);
      });
    },

    one(uid: number, withdrawalNo: string, now: number): Withdrawal | undefined {
      progress(uid, now);
      const row = q.byNo.get(uid, withdrawalNo) as WithdrawalRow | undefined;
      return row ? toWithdrawal(row) : undefined;
    },
    list: (uid: number) => q.ofUser.all(uid) as unknown as WithdrawalRow[],
    /** How the account's open withdrawals end (a sandbox fixture). */
    setFate: (uid: number, fate: 'send' | 'fail') => Number(q.setFate.run(fate, uid).changes),

    book: (uid: number, now: number) => (q.book.all(uid) as unknown as BookRow[]).map((row) => toBook(row, now)),
    addAddress(uid: number, input: { coin: WalletCoin; network: string; address: string; label: string }, now: number) {
      return transaction(db, () => {
        if (!networkRule(input.coin, input.network)) throw refuse(400, 'network');
        const address = input.address.trim();
        if (!isNetworkAddress(input.network, address)) throw refuse(400, 'address');
        if (bookFind(uid, input.coin, input.network, address)) throw refuse(409, 'duplicate');
        if (Number((q.bookCount.get(uid) as { n: number }).n) >= 20) throw refuse(409, 'bookFull');
        const { lastInsertRowid } = q.bookInsert.run(uid, input.coin, input.network, address, input.label.trim(), now);
        return toBook(q.bookEntry.get(uid, Number(lastInsertRowid)) as unknown as BookRow, now);
      });
    },
    renameAddress(uid: number, id: number, label: string, now: number) {
      if (q.bookLabel.run(label.trim(), uid, id).changes !== 1) throw refuse(404, 'addressNotFound');
      return toBook(q.bookEntry.get(uid, id) as unknown as BookRow, now);
    },
    deleteAddress(uid: number, id: number) {
      if (q.bookDelete.run(uid, id).changes !== 1) throw refuse(404, 'addressNotFound');
    },

    /** Credits a deposit once per network and txid; false when that txid was credited already. */
    deposit(uid: number, coin: WalletCoin, network: string, amountMinor: number, txid: string, at: number): boolean {
      const rule = networkRule(coin, network);
      if (!rule) throw refuse(400, 'network');
      return transaction(db, () => {
        if (q.deposit.get(network, txid)) return false;
        q.depositInsert.run(network, txid, uid, coin, amountMinor, rule.confirmations, at);
        ledger.post('deposit', txid, at, [
          { account: HOUSE_CHAIN, amountCents: -amountMinor, coin: ledgerCoin(coin) },
          { account: userBalance(uid), amountCents: amountMinor, coin: ledgerCoin(coin) },
        ]);
        return true;
      });
    },
    deposits: (uid: number) => q.deposits.all(uid) as unknown as DepositRow[],
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
