import type { Database } from '../../db.ts';

/**
 * The payout hold after a payout-address change: a payout of the account due at `at` waits while a change
 * made at or before `at` still holds (`changed_at <= at < hold_until`). Changes made after `at` never hold an
 * earlier payout, so settling old days late pays them as they would have been paid.
 */
export function createPayoutHold(db: Database) {
  const holding = db.prepare(
    'SELECT MAX(hold_until) AS until FROM address_changes WHERE uid = ? AND changed_at <= ? AND hold_until > ?',
  );
  return {
    /** The end of the hold covering `at`, or null when a payout at `at` may go out. */
    heldUntil(uid: number, at: number): number | null {
      const row = holding.get(uid, at, at) as { until: number | null } | undefined;
      return row?.until ?? null;
    },
  };
}
