import type { FreeTrialRefusal, FreeTrialStatus } from '../../../runtime/http/contract/checkout.ts';
import { FREE_TRIAL_RULES, FREE_TRIAL_TYPE } from '../../../runtime/http/contract/plans.ts';
import type { UserRow } from '../../accounts.ts';
import type { Database } from '../../db.ts';
import { DAY_MS } from '../orders/status.ts';
import type { DetailRow } from '../plans/routes.ts';

/**
 * The free trial's rules (goods type 1, contract: FREE_TRIAL_RULES): one per account, whatever trial goods
 * it was; only within the first days after registering; no KYC needed (checked in orderCreate); stock
 * like any plan. The claim is an ordinary zero-priced order, so its output is settled like any plan's.
 */
export function createTrialRules(db: Database) {
  const claimed = db.prepare(
    `SELECT order_no, created_at FROM orders WHERE uid = ? AND goods_type = ${FREE_TRIAL_TYPE}
     ORDER BY created_at, id LIMIT 1`,
  );
  const claimBefore = (user: UserRow) => user.created_at + FREE_TRIAL_RULES.newAccountDays * DAY_MS;

  /** Why this account may not claim the trial now, or null when it may. */
  const refusal = (user: UserRow, terms: DetailRow, at: number): FreeTrialRefusal | null => {
    if (claimed.get(user.uid)) return 'claimed';
    if (at > claimBefore(user)) return 'accountAge';
    if (terms.stock < 1) return 'soldOut';
    return null;
  };

  return {
    isTrial: (goodsType: number) => goodsType === FREE_TRIAL_TYPE,
    refusal,
    status(user: UserRow, terms: DetailRow, at: number, defaultAddress: string | null): FreeTrialStatus {
      const order = claimed.get(user.uid) as { order_no: string; created_at: number } | undefined;
      const reason = refusal(user, terms, at);
      return {
        goodsId: terms.goods_id,
        eligible: reason === null,
        reason,
        registeredAt: new Date(user.created_at).toISOString(),
        claimBefore: new Date(claimBefore(user)).toISOString(),
        claimedOrderNo: order?.order_no ?? null,
        claimedAt: order ? new Date(order.created_at).toISOString() : null,
        defaultAddress,
      };
    },
  };
}
