import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  MAX_TRANSFER_DAYS,
  type PoolTransfer,
  type PoolTransferRun,
  SUB_ACCOUNT_NAME,
  SUB_ACCOUNT_NOT_FOUND,
  TRANSFER_AMOUNT,
  TRANSFER_END_INVALID,
  TRANSFER_END_INVALID_MESSAGE,
  TRANSFER_NOT_ALLOWED,
  TRANSFER_NOT_FOUND,
  TRANSFER_OVER_AVAILABLE,
  TRANSFER_OVER_AVAILABLE_MESSAGE,
  TRANSFER_RECEIVER_UNKNOWN,
  TRANSFER_RECEIVER_UNKNOWN_MESSAGE,
  TRANSFER_REQUEST_REUSED,
  TRANSFER_TO_ITSELF,
  TRANSFER_TO_ITSELF_MESSAGE,
  type TransferAction,
  type TransferDirection,
  type TransferMode,
  type TransferStatus,
} from '../../../runtime/http/contract/pool.ts';
import type { Database } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { btc, DAY_MS, dailyTh, fppsDay, HOUR_MS, isoDay, SAMPLES_PER_DAY, startOfUtcDay } from './sim.ts';
import { createPoolStore, type SubAccountRow, simOf, snapshot } from './store.ts';

/**
 * Hashrate transfers (spec section 7, "hashrate transfer: list, add, cancel, detail, assign info, pause,
 * resume, settings, run lists"). A transfer moves a share of a sub-account's hashrate to a receiver
 * sub-account (any user's: names are pool-wide) from 00:00 UTC the day after it is made to the end of its
 * end date. Its state is a function of the sandbox clock and what was done to it:
 *
 * - cancelled once cancelled; else finished from its end; else paused while a pause is open; else pending
 *   before its start and running after.
 * - Each UTC day of the period is settled at 00:00 UTC the next day (like the pool's earnings): the average
 *   TH/s moved is the sender's day average × the percentage, or the TH amount (at most the day average),
 *   × the part of the day it ran (not paused, not cancelled); the receiver is credited the FPPS earnings of
 *   that hashrate less the receiver's own pool fee.
 * - The transfers of a sub-account that are pending, running or paused take at most 100% of it (`share_bp`:
 *   a percentage as asked, a TH amount as its share of the 24 h hashrate when made).
 */
export interface TransferRow {
  id: number;
  uid: number;
  request_id: string;
  sub_account_id: number;
  receiver_sub_id: number;
  mode: TransferMode;
  amount_hundredths: number;
  share_bp: number;
  created_at: number;
  start_at: number;
  end_at: number;
  cancelled_at: number | null;
}

interface PauseRow {
  paused_at: number;
  resumed_at: number | null;
}

/** "120.5" → 12050 (hundredths); undefined when it is not an amount. */
export function hundredths(amount: string): number | undefined {
  if (!TRANSFER_AMOUNT.test(amount.trim())) return undefined;
  const [whole = '0', part = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
/** 12050 → "120.5"; 2500 → "25". */
export const amountText = (value: number) => {
  const whole = Math.floor(value / 100);
  const part = value % 100;
  return part === 0 ? String(whole) : `${whole}.${String(part).padStart(2, '0').replace(/0$/, '')}`;
};
const DONE: Record<TransferAction, string> = { pause: 'paused', resume: 'resumed', cancel: 'cancelled' };
const round2 = (value: number) => Math.round(value * 100) / 100;
const iso = (at: number) => new Date(at).toISOString();

/** The parsed end date (00:00 UTC of that day), or undefined when it is no real calendar day. */
export function endDay(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || isoDay(at) !== text ? undefined : at;
}

export function statusOf(row: TransferRow, pauses: readonly PauseRow[], at: number): TransferStatus {
  if (row.cancelled_at !== null) return 'cancelled';
  if (at >= row.end_at) return 'finished';
  if (pauses.some((pause) => pause.resumed_at === null)) return 'paused';
  return at < row.start_at ? 'pending' : 'running';
}

/** Milliseconds of [from, to) the transfer ran: inside its period, before a cancel, outside its pauses. */
function activeMs(row: TransferRow, pauses: readonly PauseRow[], from: number, to: number): number {
  const a = Math.max(from, row.start_at);
  const b = Math.min(to, row.end_at, row.cancelled_at ?? Number.POSITIVE_INFINITY);
  if (b <= a) return 0;
  let ms = b - a;
  for (const pause of pauses) {
    const p = Math.max(a, pause.paused_at);
    const q = Math.min(b, pause.resumed_at ?? Number.POSITIVE_INFINITY);
    if (q > p) ms -= q - p;
  }
  return Math.max(0, ms);
}

// Day averages of a sub-account are pure functions of it and the day: kept across requests.
const dayThCache = new Map<string, number>();
function dayThs(row: SubAccountRow, firstDay: number, days: number): number[] {
  const sim = simOf(row);
  const key = (day: number) => `${sim.seed}:${sim.name}:${sim.workerCount}:${sim.createdAt}:${day}`;
  const out: number[] = [];
  let missingFrom = -1;
  for (let d = 0; d < days; d++) {
    const cached = dayThCache.get(key(firstDay + d * DAY_MS));
    if (cached === undefined) {
      missingFrom = d;
      break;
    }
    out.push(cached);
  }
  if (missingFrom >= 0) {
    const fresh = dailyTh(sim, firstDay + missingFrom * DAY_MS, days - missingFrom);
    const subStart = startOfUtcDay(sim.createdAt);
    fresh.forEach((th, i) => {
      const day = firstDay + (missingFrom + i) * DAY_MS;
      const value = day < subStart ? 0 : th;
      if (dayThCache.size > 20_000) dayThCache.clear();
      dayThCache.set(key(day), value);
      out.push(value);
    });
  }
  return out;
}

/** The 24 h average of a sub-account at `at`, TH/s (null while the window has no full data). */
export function hashrate24hOf(row: SubAccountRow, at: number): number | null {
  const { samples24h } = snapshot(simOf(row), at);
  if (samples24h.some((value) => value === null)) return null;
  return round2(samples24h.reduce<number>((sum, value) => sum + (value ?? 0), 0) / SAMPLES_PER_DAY);
}

export function createTransferStore(db: Database) {
  const q = {
    byId: db.prepare('SELECT * FROM pool_transfers WHERE id = ?'),
    byRequest: db.prepare('SELECT * FROM pool_transfers WHERE uid = ? AND request_id = ?'),
    sent: db.prepare('SELECT * FROM pool_transfers WHERE uid = ? ORDER BY created_at DESC, id DESC'),
    received: db.prepare(
      `SELECT t.* FROM pool_transfers t JOIN pool_sub_accounts r ON r.id = t.receiver_sub_id
       WHERE r.uid = ? ORDER BY t.created_at DESC, t.id DESC`,
    ),
    ofSub: db.prepare('SELECT * FROM pool_transfers WHERE sub_account_id = ? AND cancelled_at IS NULL AND end_at > ?'),
    insert: db.prepare(
      `INSERT INTO pool_transfers (uid, request_id, sub_account_id, receiver_sub_id, mode, amount_hundredths, share_bp,
         created_at, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    pauses: db.prepare('SELECT paused_at, resumed_at FROM pool_transfer_pauses WHERE transfer_id = ? ORDER BY id'),
    pause: db.prepare('INSERT INTO pool_transfer_pauses (transfer_id, paused_at) VALUES (?, ?)'),
    resume: db.prepare('UPDATE pool_transfer_pauses SET resumed_at = ? WHERE transfer_id = ? AND resumed_at IS NULL'),
    cancel: db.prepare('UPDATE pool_transfers SET cancelled_at = ? WHERE id = ?'),
    subById: db.prepare('SELECT * FROM pool_sub_accounts WHERE id = ?'),
    subByName: db.prepare('SELECT * FROM pool_sub_accounts WHERE name = ?'),
  };
  return {
    one: (id: number) => q.byId.get(id) as TransferRow | undefined,
    byRequest: (uid: number, requestId: string) => q.byRequest.get(uid, requestId) as TransferRow | undefined,
    sent: (uid: number) => q.sent.all(uid) as unknown as TransferRow[],
    received: (uid: number) => q.received.all(uid) as unknown as TransferRow[],
    /** Transfers out of a sub-account that have not been cancelled or ended by `at`. */
    openOf: (subId: number, at: number) => q.ofSub.all(subId, at) as unknown as TransferRow[],
    pauses: (id: number) => q.pauses.all(id) as unknown as PauseRow[],
    sub: (id: number) => q.subById.get(id) as SubAccountRow | undefined,
    subNamed: (name: string) => q.subByName.get(name) as SubAccountRow | undefined,
    add(row: Omit<TransferRow, 'id' | 'cancelled_at'>): number {
      const result = q.insert.run(
        row.uid,
        row.request_id,
        row.sub_account_id,
        row.receiver_sub_id,
        row.mode,
        row.amount_hundredths,
        row.share_bp,
        row.created_at,
        row.start_at,
        row.end_at,
      );
      return Number(result.lastInsertRowid);
    },
    pause: (id: number, at: number) => void q.pause.run(id, at),
    resume: (id: number, at: number) => void q.resume.run(at, id),
    cancel: (id: number, at: number) => void q.cancel.run(at, id),
  };
}
export type TransferStore = ReturnType<typeof createTransferStore>;

/** The settled days of a transfer at `at`, oldest first. */
export function transferRuns(store: TransferStore, row: TransferRow, at: number): PoolTransferRun[] {
  const sender = store.sub(row.sub_account_id);
  const receiver = store.sub(row.receiver_sub_id);
  if (!sender || !receiver) return [];
  const stop = Math.min(row.end_at, startOfUtcDay(at), row.cancelled_at ?? Number.POSITIVE_INFINITY);
  const days = Math.max(0, Math.ceil((stop - row.start_at) / DAY_MS));
  if (days === 0) return [];
  const pauses = store.pauses(row.id);
  const ths = dayThs(sender, row.start_at, days);
  const receiverSim = simOf(receiver);
  const runs: PoolTransferRun[] = [];
  for (let d = 0; d < days; d++) {
    const day = row.start_at + d * DAY_MS;
    // A day is settled at 00:00 UTC the next day.
    if (day + DAY_MS > at) break;
    const dayTh = ths[d] ?? 0;
    const base =
      row.mode === 'percent' ? (dayTh * row.amount_hundredths) / 10_000 : Math.min(row.amount_hundredths / 100, dayTh);
    const ran = activeMs(row, pauses, day, day + DAY_MS);
    const transferredTh = round2((base * ran) / DAY_MS);
    runs.push({
      date: isoDay(day),
      activeHours: round2(ran / HOUR_MS),
      transferredTh,
      creditedBtc: btc(fppsDay(receiverSim, day, transferredTh).amountSats),
    });
  }
  return runs;
}

/** A transfer as the user sees it (`uid`): sent or received, with its state, actions and totals at `at`. */
export function transferOf(store: TransferStore, row: TransferRow, uid: number, at: number): PoolTransfer {
  const sender = store.sub(row.sub_account_id);
  const receiver = store.sub(row.receiver_sub_id);
  const pauses = store.pauses(row.id);
  const status = statusOf(row, pauses, at);
  const direction: TransferDirection = row.uid === uid ? 'sent' : 'received';
  const runs = transferRuns(store, row, at);
  const openPause = pauses.find((pause) => pause.resumed_at === null);
  const actions: TransferAction[] =
    direction !== 'sent'
      ? []
      : status === 'paused'
        ? ['resume', 'cancel']
        : status === 'pending' || status === 'running'
          ? ['pause', 'cancel']
          : [];
  return {
    id: row.id,
    direction,
    subAccount: sender?.name ?? '',
    receiver: receiver?.name ?? '',
    mode: row.mode,
    amount: amountText(row.amount_hundredths),
    sharePercent: row.share_bp / 100,
    status,
    createdAt: iso(row.created_at),
    startAt: iso(row.start_at),
    endDate: isoDay(row.end_at - DAY_MS),
    endAt: iso(row.end_at),
    pausedAt: status === 'paused' && openPause ? iso(openPause.paused_at) : null,
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
    runDays: runs.length,
    transferredThDays: round2(runs.reduce((sum, run) => sum + run.transferredTh, 0)),
    creditedBtc: btc(runs.reduce((sum, run) => sum + Math.round(Number(run.creditedBtc) * 1e8), 0)),
    actions,
  };
}

/** What a sub-account can still transfer at `at`. */
export function assignInfo(store: TransferStore, row: SubAccountRow, at: number) {
  const hashrate24h = hashrate24hOf(row, at);
  const assignedBp = Math.min(
    10_000,
    store.openOf(row.id, at).reduce((sum, transfer) => sum + transfer.share_bp, 0),
  );
  const availableBp = 10_000 - assignedBp;
  const startAt = startOfUtcDay(at) + DAY_MS;
  return {
    subAccount: row.name,
    hashrate24h,
    assignedBp,
    availableBp,
    assignedPercent: assignedBp / 100,
    availablePercent: availableBp / 100,
    availableTh: Math.floor(((hashrate24h ?? 0) * availableBp) / 100) / 100,
    startAt: iso(startAt),
    startDate: isoDay(startAt),
    maxEndDate: isoDay(startAt + MAX_TRANSFER_DAYS * DAY_MS),
  };
}

export interface TransferDraft {
  subAccount: string;
  receiver: string;
  mode: TransferMode;
  amount: string;
  endDate: string;
}

/** The add's checks: the receiver, the amount against what is available, the end date. Throws the field's refusal. */
export function checkDraft(store: TransferStore, sender: SubAccountRow, draft: TransferDraft, at: number) {
  const receiver = SUB_ACCOUNT_NAME.test(draft.receiver) ? store.subNamed(draft.receiver) : undefined;
  if (!receiver) throw new CallError(200, TRANSFER_RECEIVER_UNKNOWN, TRANSFER_RECEIVER_UNKNOWN_MESSAGE);
  if (receiver.id === sender.id) throw new CallError(200, TRANSFER_TO_ITSELF, TRANSFER_TO_ITSELF_MESSAGE);
  const info = assignInfo(store, sender, at);
  const amount = hundredths(draft.amount) ?? 0;
  const over = () => new CallError(200, TRANSFER_OVER_AVAILABLE, TRANSFER_OVER_AVAILABLE_MESSAGE);
  if (amount <= 0) throw over();
  let shareBp: number;
  let th: number;
  if (draft.mode === 'percent') {
    if (amount > info.availableBp) throw over();
    shareBp = amount;
    th = round2(((info.hashrate24h ?? 0) * amount) / 10_000);
  } else {
    if (amount / 100 > info.availableTh || !info.hashrate24h) throw over();
    shareBp = Math.min(info.availableBp, Math.ceil((amount * 100) / info.hashrate24h));
    th = amount / 100;
  }
  const startAt = startOfUtcDay(at) + DAY_MS;
  const last = endDay(draft.endDate);
  if (last === undefined || last < startAt || last > startAt + MAX_TRANSFER_DAYS * DAY_MS) {
    throw new CallError(200, TRANSFER_END_INVALID, TRANSFER_END_INVALID_MESSAGE);
  }
  return { receiver, amount, shareBp, th, startAt, endAt: last + DAY_MS };
}

export function poolTransferRoutes(define: Define, { db, now }: FeatureDeps): void {
  const pool = createPoolStore(db);
  const store = createTransferStore(db);
  const auth = { auth: true };
  const signedIn = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  const subOf = (user: { uid: number } | undefined, name: string): SubAccountRow => {
    const row = pool.one(signedIn(user).uid, name);
    if (!row) throw new CallError(200, 404, SUB_ACCOUNT_NOT_FOUND);
    return row;
  };
  /** A transfer the user sent or receives; any other id answers as unknown. */
  const visible = (uid: number, id: number) => {
    const row = store.one(id);
    if (row && (row.uid === uid || store.sub(row.receiver_sub_id)?.uid === uid)) return row;
    throw new CallError(200, 404, TRANSFER_NOT_FOUND);
  };
  const act = (user: { uid: number } | undefined, id: number, action: TransferAction) => {
    const { uid } = signedIn(user);
    const row = visible(uid, id);
    const at = now();
    if (!transferOf(store, row, uid, at).actions.includes(action)) {
      throw new CallError(200, TRANSFER_NOT_ALLOWED, `this transfer cannot be ${DONE[action]} now`);
    }
    if (action === 'pause') store.pause(row.id, at);
    else if (action === 'resume') store.resume(row.id, at);
    else {
      store.resume(row.id, at);
      store.cancel(row.id, at);
    }
    return ok(transferOf(store, store.one(row.id) as TransferRow, uid, at));
  };

  define(
    'poolTransferList',
    ({ direction, pageNo, pageSize }, { user }) => {
      const { uid } = signedIn(user);
      const at = now();
      const sent = store.sent(uid);
      const received = store.received(uid);
      const rows = direction === 'sent' ? sent : received;
      return ok({
        data: rows
          .slice((pageNo - 1) * pageSize, pageNo * pageSize)
          .map((row) => ({ ...transferOf(store, row, uid, at), direction })),
        pageNo,
        pageSize,
        totalCount: rows.length,
        counts: { sent: sent.length, received: received.length },
      });
    },
    auth,
  );

  define(
    'poolTransferDetail',
    ({ id }, { user }) => {
      const { uid } = signedIn(user);
      return ok(transferOf(store, visible(uid, id), uid, now()));
    },
    auth,
  );

  define(
    'poolTransferRuns',
    ({ id, pageNo, pageSize }, { user }) => {
      const { uid } = signedIn(user);
      const runs = transferRuns(store, visible(uid, id), now()).reverse();
      return ok({
        data: runs.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        totalCount: runs.length,
      });
    },
    auth,
  );

  define(
    'poolTransferAssignInfo',
    ({ subAccount }, { user }) => {
      const { assignedBp: _a, availableBp: _b, ...info } = assignInfo(store, subOf(user, subAccount), now());
      return ok(info);
    },
    auth,
  );

  define(
    'poolTransferCheck',
    (draft, { user }) => {
      const checked = checkDraft(store, subOf(user, draft.subAccount), draft, now());
      return ok({
        startAt: iso(checked.startAt),
        endAt: iso(checked.endAt),
        sharePercent: checked.shareBp / 100,
        th: checked.th,
      });
    },
    auth,
  );

  // The challenge gate asked for the security verification first (features/settings/verify.ts).
  define(
    'poolTransferAdd',
    ({ requestId, ...draft }, { user }) => {
      const { uid } = signedIn(user);
      const sender = subOf(user, draft.subAccount);
      const at = now();
      const before = store.byRequest(uid, requestId);
      if (before) {
        const same =
          before.sub_account_id === sender.id &&
          store.sub(before.receiver_sub_id)?.name === draft.receiver &&
          before.mode === draft.mode &&
          before.amount_hundredths === hundredths(draft.amount) &&
          isoDay(before.end_at - DAY_MS) === draft.endDate;
        if (!same) throw new CallError(200, TRANSFER_REQUEST_REUSED, 'requestId: used for another transfer');
        return ok(transferOf(store, before, uid, at));
      }
      const checked = checkDraft(store, sender, draft, at);
      const id = store.add({
        uid,
        request_id: requestId,
        sub_account_id: sender.id,
        receiver_sub_id: checked.receiver.id,
        mode: draft.mode,
        amount_hundredths: checked.amount,
        share_bp: checked.shareBp,
        created_at: at,
        start_at: checked.startAt,
        end_at: checked.endAt,
      });
      return ok(transferOf(store, store.one(id) as TransferRow, uid, at));
    },
    auth,
  );

  define('poolTransferPause', ({ id }, { user }) => act(user, id, 'pause'), auth);
  define('poolTransferResume', ({ id }, { user }) => act(user, id, 'resume'), auth);
  define('poolTransferCancel', ({ id }, { user }) => act(user, id, 'cancel'), auth);
}

const MAX_BODY_BYTES = 64 * 1024;
const fixtureBody = z
  .object({
    account: z.string().trim().toLowerCase().min(3).max(254),
    subAccount: z.string().regex(SUB_ACCOUNT_NAME),
    receiver: z.string().regex(SUB_ACCOUNT_NAME),
    mode: z.enum(['th', 'percent']).default('percent'),
    amount: z.string().regex(TRANSFER_AMOUNT).default('10'),
    /** Days since it was made (it started the day after); 0: made now, pending. */
    daysAgo: z.number().int().min(0).max(400).default(0),
    /** Length of the period in days. */
    days: z.number().int().min(1).max(MAX_TRANSFER_DAYS).default(30),
    state: z.enum(['open', 'paused', 'cancelled']).default('open'),
  })
  .strict();

/**
 * `POST /__sandbox/pool/transfer` `{ account, subAccount, receiver, mode?, amount?, daysAgo?, days?, state? }`
 * → `{ id }`: a transfer out of the account's sub-account made `daysAgo` days ago (no verification, no
 * 100% check), paused or cancelled now when asked.
 */
export function poolTransferFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const pool = createPoolStore(db);
  const store = createTransferStore(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  app.post('/__sandbox/pool/transfer', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.length > MAX_BODY_BYTES ? undefined : JSON.parse(text);
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = fixtureBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const input = parsed.data;
    const user = accounts.find({ email: input.account });
    if (!user) return bad(c, `account: no account ${input.account}`, 404);
    const sender = pool.one(user.uid, input.subAccount);
    if (!sender) return bad(c, `subAccount: no sub-account ${input.subAccount}`, 404);
    const receiver = store.subNamed(input.receiver);
    if (!receiver || receiver.id === sender.id) return bad(c, `receiver: no other sub-account ${input.receiver}`, 404);
    const at = now();
    const id = seedTransfer(store, {
      uid: user.uid,
      sender,
      receiver,
      mode: input.mode,
      amount: input.amount,
      createdAt: at - input.daysAgo * DAY_MS,
      days: input.days,
      requestId: `fixture-${at}-${Math.random().toString(36).slice(2, 10)}`,
    });
    if (input.state === 'paused') store.pause(id, at);
    if (input.state === 'cancelled') store.cancel(id, at);
    return c.json({ id });
  });
}

/** A transfer made at `createdAt` for `days` days, as the seed and the fixture make them. */
export function seedTransfer(
  store: TransferStore,
  input: {
    uid: number;
    sender: SubAccountRow;
    receiver: SubAccountRow;
    mode: TransferMode;
    amount: string;
    createdAt: number;
    days: number;
    requestId: string;
    shareBp?: number;
  },
): number {
  const amount = hundredths(input.amount) ?? 100;
  const startAt = startOfUtcDay(input.createdAt) + DAY_MS;
  const h24 =
    input.mode === 'th' && input.shareBp === undefined ? (hashrate24hOf(input.sender, input.createdAt) ?? 0) : 0;
  const shareBp =
    (input.shareBp ?? input.mode === 'percent')
      ? Math.min(10_000, amount)
      : h24 > 0
        ? Math.min(10_000, Math.ceil((amount * 100) / h24))
        : 0;
  return store.add({
    uid: input.uid,
    request_id: input.requestId,
    sub_account_id: input.sender.id,
    receiver_sub_id: input.receiver.id,
    mode: input.mode,
    amount_hundredths: amount,
    share_bp: shareBp,
    created_at: input.createdAt,
    start_at: startAt,
    end_at: startAt + input.days * DAY_MS,
  });
}
