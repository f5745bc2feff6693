import type { VipStanding } from '../../../runtime/http/contract/loyalty.ts';
import { TOP_VIP_LEVEL } from '../../../runtime/http/contract/loyalty.ts';
import type { Database } from '../../db.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { VIP_LEVEL_DATA, VIP_RULES } from './data.ts';

/** The same UTC day and time, `months` calendar months earlier (the 31st falls back to the month's last day). */
export function monthsBefore(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** Levels are evaluated on the 1st of each month at 00:00 UTC: the next evaluation after `at`. */
export function nextEvaluation(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

export const requirementCents = (level: number) => {
  const data = VIP_LEVEL_DATA.find((entry) => entry.level === level);
  if (!data) throw new Error(`no VIP level ${level}`);
  return data.requirementCents;
};

/**
 * An account's VIP standing: its level as stored (users.vip_level; the monthly evaluation sets it) and the gap
 * to the next level from its paid orders (orders.paid_at set, total_cents counted). The gap is what the next
 * evaluation will see: orders paid before its window (12 months before it) no longer count by then.
 */
export function createStanding(db: Database) {
  const paidSince = db.prepare(
    `SELECT COALESCE(SUM(total_cents), 0) AS cents FROM orders
     WHERE uid = ? AND paid_at IS NOT NULL AND paid_at >= ? AND paid_at <= ?`,
  );
  const paid = (uid: number, from: number, to: number) =>
    Number((paidSince.get(uid, from, to) as { cents: number }).cents);

  return (uid: number, storedLevel: number | null, at: number): VipStanding => {
    const level = Math.max(0, Math.min(TOP_VIP_LEVEL, storedLevel ?? 0));
    const windowStart = monthsBefore(at, VIP_RULES.windowMonths);
    const evaluation = nextEvaluation(at);
    const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
    let next: VipStanding['next'] = null;
    if (level < TOP_VIP_LEVEL) {
      const required = requirementCents(level + 1);
      const counting = paid(uid, monthsBefore(evaluation, VIP_RULES.windowMonths), at);
      next = {
        level: level + 1,
        requirementUsd: usd(required),
        countingUsd: usd(counting),
        gapUsd: usd(Math.max(0, required - counting)),
      };
    }
    return {
      level,
      paidUsd: usd(paid(uid, windowStart, at)),
      windowStart: new Date(windowStart).toISOString(),
      nextEvaluationAt: new Date(evaluation).toISOString(),
      next,
    };
  };
}
