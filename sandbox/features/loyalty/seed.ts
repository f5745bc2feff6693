import type { Database } from '../../db.ts';
import { VIP_LEVEL_DATA, VIP_RULES } from './data.ts';
import { decide, evaluationAtOrBefore, evaluationWindow, type VipChangeRow } from './evaluation.ts';
import { monthsBefore } from './standing.ts';

/** Months between two seeded upgrades of an account whose orders do not tell its history. */
const MONTHS_PER_STEP = 2;

/**
 * The seed's VIP history, up to the last evaluation before `now` (the 1st of this month): every account the core
 * seed gave a level gets the evaluations that took it there. Where the account's seeded paid orders explain its
 * level (alice), the evaluations are worked out from them; the accounts seeded with a level and no orders (vip1 to
 * vip5) climbed one level every two months, each with a paid total just over the level's requirement, and reached
 * their level at the last evaluation (so the downgrade protection holds it for the next ones). Accounts are
 * evaluated from that evaluation on.
 */
export function seedLoyalty(db: Database, now: number): void {
  const last = evaluationAtOrBefore(now);
  db.prepare(
    `INSERT INTO vip_evaluation_start (id, evaluated_through) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET evaluated_through = excluded.evaluated_through`,
  ).run(last);
  const paidIn = db.prepare(
    `SELECT COALESCE(SUM(total_cents), 0) AS cents FROM orders
     WHERE uid = ? AND paid_at IS NOT NULL AND paid_at >= ? AND paid_at < ?`,
  );
  const insert = db.prepare(
    `INSERT INTO vip_level_changes (uid, evaluated_at, from_level, to_level, reason, paid_cents)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (uid, evaluated_at) DO NOTHING`,
  );
  const leveled = db.prepare('SELECT uid, vip_level FROM users WHERE vip_level > 0 ORDER BY uid').all() as Array<{
    uid: number;
    vip_level: number;
  }>;
  for (const { uid, vip_level: level } of leveled) {
    const paid = (evaluatedAt: number) => {
      const { from, to } = evaluationWindow(evaluatedAt);
      return Number((paidIn.get(uid, from, to) as { cents: number }).cents);
    };
    const history = fromOrders(uid, level, last, paid) ?? climbed(uid, level, last);
    for (const row of history) {
      insert.run(row.uid, row.evaluated_at, row.from_level, row.to_level, row.reason, row.paid_cents);
    }
  }
}

/** The last year's evaluations from the account's paid orders, if they end at its level. */
function fromOrders(
  uid: number,
  level: number,
  last: number,
  paid: (evaluatedAt: number) => number,
): VipChangeRow[] | null {
  const rows: VipChangeRow[] = [];
  let current = 0;
  let reachedAt = 0;
  for (let months = VIP_RULES.windowMonths; months >= 0; months--) {
    const evaluatedAt = monthsBefore(last, months);
    const paidCents = paid(evaluatedAt);
    const decision = decide(current, paidCents, reachedAt, evaluatedAt);
    if (!decision) continue;
    rows.push({
      uid,
      evaluated_at: evaluatedAt,
      from_level: current,
      to_level: decision.toLevel,
      reason: decision.reason,
      paid_cents: paidCents,
    });
    if (decision.toLevel !== current) reachedAt = evaluatedAt;
    current = decision.toLevel;
  }
  return current === level && rows.length > 0 ? rows : null;
}

/** One level every two months up to `level`, reached at the last evaluation. */
function climbed(uid: number, level: number, last: number): VipChangeRow[] {
  return VIP_LEVEL_DATA.filter((entry) => entry.level <= level).map((entry) => {
    const above = VIP_LEVEL_DATA.find((next) => next.level === entry.level + 1);
    // Just over the requirement (15% more), and short of the next level's.
    const paidCents = Math.min(
      Math.round((entry.requirementCents * 1.15) / 100) * 100,
      (above?.requirementCents ?? Number.POSITIVE_INFINITY) - 100,
    );
    return {
      uid,
      evaluated_at: monthsBefore(last, (level - entry.level) * MONTHS_PER_STEP),
      from_level: entry.level - 1,
      to_level: entry.level,
      reason: 'upgrade' as const,
      paid_cents: paidCents,
    };
  });
}
