import { TOP_VIP_LEVEL, type VipChangeReason } from '../../../runtime/http/contract/loyalty.ts';
import { atomically, type Database } from '../../db.ts';
import { VIP_LEVEL_DATA, VIP_RULES } from './data.ts';
import { monthsBefore, nextEvaluation } from './standing.ts';

/** The evaluation at or before `at`: the 1st of its month, 00:00 UTC. */
export function evaluationAtOrBefore(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The evaluations after `from` up to and including `to`, oldest first. */
export function evaluationsBetween(from: number, to: number): number[] {
  const due: number[] = [];
  for (let at = nextEvaluation(from); at <= to; at = nextEvaluation(at)) due.push(at);
  return due;
}

/** The highest level whose requirement the paid total meets; 0 below VIP 1. */
export function levelForPaid(paidCents: number): number {
  let level = 0;
  for (const entry of VIP_LEVEL_DATA) if (paidCents >= entry.requirementCents) level = entry.level;
  return Math.min(level, TOP_VIP_LEVEL);
}

/** The window an evaluation counts: orders paid from `windowMonths` months before it, up to (not at) it. */
export const evaluationWindow = (evaluatedAt: number) => ({
  from: monthsBefore(evaluatedAt, VIP_RULES.windowMonths),
  to: evaluatedAt,
});

export interface VipDecision {
  toLevel: number;
  reason: VipChangeReason;
}

/**
 * One account at one evaluation: up to the level its paid orders meet; down only once the current level was
 * reached `protectionMonths` ago (before that it is kept: 'protected'), and then by one level per evaluation, as
 * the /vip page's rules promise. Null when the level stays as it is.
 */
export function decide(current: number, paidCents: number, reachedAt: number, evaluatedAt: number): VipDecision | null {
  const earned = levelForPaid(paidCents);
  if (earned > current) return { toLevel: earned, reason: 'upgrade' };
  if (earned === current) return null;
  if (reachedAt > monthsBefore(evaluatedAt, VIP_RULES.protectionMonths))
    return { toLevel: current, reason: 'protected' };
  return { toLevel: Math.max(earned, current - 1), reason: 'downgrade' };
}

export interface VipChangeRow {
  uid: number;
  evaluated_at: number;
  from_level: number;
  to_level: number;
  reason: VipChangeReason;
  paid_cents: number;
}

/**
 * The monthly evaluation on the sandbox clock (PRODUCT-RESEARCH section 9: "criteria and how often"). Like the
 * other clock-driven work of the sandbox (the mining settlement, withdrawals), it runs late rather than on a
 * timer: what fell due between an account's last evaluation and now is evaluated, in order, when its VIP data is
 * read and when the clock is moved. Each account is evaluated once per evaluation however often it is asked.
 */
export function createVipEvaluation(db: Database) {
  const account = db.prepare('SELECT uid, COALESCE(vip_level, 0) AS level, created_at FROM users WHERE uid = ?');
  const evaluatedThrough = db.prepare('SELECT evaluated_through FROM vip_evaluations WHERE uid = ?');
  const start = db.prepare('SELECT evaluated_through FROM vip_evaluation_start WHERE id = 1');
  const markEvaluated = db.prepare(
    `INSERT INTO vip_evaluations (uid, evaluated_through) VALUES (?, ?)
     ON CONFLICT (uid) DO UPDATE SET evaluated_through = MAX(evaluated_through, excluded.evaluated_through)`,
  );
  const paidIn = db.prepare(
    `SELECT COALESCE(SUM(total_cents), 0) AS cents FROM orders
     WHERE uid = ? AND paid_at IS NOT NULL AND paid_at >= ? AND paid_at < ?`,
  );
  const lastReached = db.prepare(
    `SELECT evaluated_at FROM vip_level_changes WHERE uid = ? AND reason <> 'protected'
     ORDER BY evaluated_at DESC LIMIT 1`,
  );
  const insertChange = db.prepare(
    `INSERT INTO vip_level_changes (uid, evaluated_at, from_level, to_level, reason, paid_cents)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (uid, evaluated_at) DO NOTHING`,
  );
  const setLevel = db.prepare('UPDATE users SET vip_level = ? WHERE uid = ?');
  const allUids = db.prepare('SELECT uid FROM users ORDER BY uid');
  const changesOf = db.prepare(
    `SELECT uid, evaluated_at, from_level, to_level, reason, paid_cents FROM vip_level_changes
     WHERE uid = ? ORDER BY evaluated_at DESC LIMIT ? OFFSET ?`,
  );
  const changeCount = db.prepare('SELECT COUNT(*) AS n FROM vip_level_changes WHERE uid = ?');

  const paidCentsAt = (uid: number, evaluatedAt: number) => {
    const { from, to } = evaluationWindow(evaluatedAt);
    return Number((paidIn.get(uid, from, to) as { cents: number }).cents);
  };

  /** Runs the evaluations due for one account up to `at`; answers how many changed or protected its level. */
  const catchUp = (uid: number, at: number): number => {
    const user = account.get(uid) as { uid: number; level: number; created_at: number } | undefined;
    if (!user) return 0;
    const own = evaluatedThrough.get(uid) as { evaluated_through: number } | undefined;
    const seeded = start.get() as { evaluated_through: number } | undefined;
    const from = own?.evaluated_through ?? Math.max(user.created_at, seeded?.evaluated_through ?? user.created_at);
    const due = evaluationsBetween(from, at);
    if (due.length === 0) return 0;
    return atomically(db, () => {
      let level = user.level;
      let recorded = 0;
      for (const evaluatedAt of due) {
        const paid = paidCentsAt(uid, evaluatedAt);
        const reached = lastReached.get(uid) as { evaluated_at: number } | undefined;
        const decision = decide(level, paid, reached?.evaluated_at ?? user.created_at, evaluatedAt);
        if (!decision) continue;
        const inserted = insertChange.run(uid, evaluatedAt, level, decision.toLevel, decision.reason, paid);
        // Already recorded (never expected: the account's mark moves in the same transaction).
        if (Number(inserted.changes) === 0) continue;
        recorded += 1;
        if (decision.toLevel !== level) {
          level = decision.toLevel;
          setLevel.run(level === 0 ? null : level, uid);
        }
      }
      markEvaluated.run(uid, due[due.length - 1] as number);
      return recorded;
    });
  };

  return {
    catchUp,
    /** Every account's due evaluations: the clock moved. */
    catchUpAll(at: number): void {
      for (const row of allUids.all() as Array<{ uid: number }>) catchUp(row.uid, at);
    },
    /** The account's level now (users.vip_level; 0 for none). */
    level(uid: number): number {
      return (account.get(uid) as { level: number } | undefined)?.level ?? 0;
    },
    changes(uid: number, pageNo: number, pageSize: number) {
      return {
        rows: changesOf.all(uid, pageSize, (pageNo - 1) * pageSize) as unknown as VipChangeRow[],
        total: Number((changeCount.get(uid) as { n: number }).n),
      };
    },
  };
}
export type VipEvaluation = ReturnType<typeof createVipEvaluation>;
