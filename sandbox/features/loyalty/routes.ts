import type { PointsKind } from '../../../runtime/http/contract/loyalty.ts';
import { seoLanguage } from '../../content/seo.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, formatSigned, USD_DECIMALS } from '../orders/money.ts';
import { createWalletStore } from '../wallet/store.ts';
import { loyaltyAccountRoutes } from './account.ts';
import { VIP_RULES, vipLevelsIn } from './data.ts';
import { createVipEvaluation } from './evaluation.ts';
import { createStanding } from './standing.ts';

/**
 * The VIP table, an account's VIP standing and its record of level changes (the evaluations due run first), and
 * its points from the wallet's ledger.
 */
export function loyaltyRoutes(define: Define, deps: FeatureDeps): void {
  const { db, now } = deps;
  loyaltyAccountRoutes(define, deps);
  const wallet = createWalletStore(db);
  const standing = createStanding(db);
  const evaluation = createVipEvaluation(db);
  const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
  const signedIn = <T extends { uid: number }>(user: T | undefined): T => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  define('vipLevels', (_input, { language }) =>
    ok({ levels: vipLevelsIn(seoLanguage(language), usd), rules: VIP_RULES }),
  );

  define('vipStanding', (_input, { user }) => {
    const { uid } = signedIn(user);
    const at = now();
    evaluation.catchUp(uid, at);
    return ok(standing(uid, evaluation.level(uid), at));
  });

  define('vipRecord', ({ pageNo, pageSize }, { user }) => {
    const { uid } = signedIn(user);
    evaluation.catchUp(uid, now());
    const { rows, total } = evaluation.changes(uid, pageNo, pageSize);
    return ok({
      data: rows.map((row) => ({
        evaluatedAt: new Date(row.evaluated_at).toISOString(),
        fromLevel: row.from_level,
        toLevel: row.to_level,
        reason: row.reason,
        paidUsd: usd(row.paid_cents),
      })),
      totalCount: total,
    });
  });

  define('pointsSummary', ({ limit }, { user }) => {
    const { uid } = signedIn(user);
    return ok({
      balance: usd(wallet.pointsCents(uid)),
      movements: wallet.pointsMovements(uid, limit).map((entry) => ({
        txId: entry.tx_id,
        kind: entry.kind as PointsKind,
        amount: formatSigned(entry.amount_cents, USD_DECIMALS),
        reference: entry.reference,
        at: new Date(entry.at).toISOString(),
      })),
      totalCount: wallet.pointsMovementCount(uid),
    });
  });
}
