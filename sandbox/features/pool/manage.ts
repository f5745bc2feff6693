import { randomBytes } from 'node:crypto';
import { isPayoutAddress } from '../../../runtime/domain/addresses.ts';
import {
  MAX_OBSERVER_LINKS,
  MAX_SUB_ACCOUNTS,
  OBSERVER_LINK_LIMIT,
  OBSERVER_LINK_LIMIT_MESSAGE,
  OBSERVER_LINK_NOT_FOUND,
  OBSERVER_NOT_PERMITTED,
  OBSERVER_TOKEN,
  type ObserverExpiry,
  type ObserverPermission,
  POOL_ADDRESS_INVALID,
  POOL_ADDRESS_INVALID_MESSAGE,
  SUB_ACCOUNT_LIMIT,
  SUB_ACCOUNT_NOT_FOUND,
  SUB_ACCOUNT_TAKEN,
  SUB_ACCOUNT_TAKEN_MESSAGE,
} from '../../../runtime/http/contract/pool.ts';
import type { Database } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { earningsPage, sortWorkers, subAccountOf, summaryFor } from './routes.ts';
import { DAY_MS, HOUR_MS } from './sim.ts';
import { createPoolStore, type SubAccountRow, simOf, snapshot } from './store.ts';

interface LinkRow {
  id: number;
  sub_account_id: number;
  token: string;
  workers: number;
  earnings: number;
  expiry: ObserverExpiry;
  expires_at: number | null;
  created_at: number;
}

/** When a link made at `at` stops working (null: until deleted); 6 months are calendar months in UTC. */
export function expiresAt(expiry: ObserverExpiry, at: number): number | null {
  switch (expiry) {
    case '1h':
      return at + HOUR_MS;
    case '24h':
      return at + DAY_MS;
    case '7d':
      return at + 7 * DAY_MS;
    case '6m': {
      const date = new Date(at);
      date.setUTCMonth(date.getUTCMonth() + 6);
      return date.getTime();
    }
    default:
      return null;
  }
}

export function createLinkStore(db: Database) {
  const ofSub = db.prepare(
    'SELECT * FROM pool_observer_links WHERE sub_account_id = ? ORDER BY created_at DESC, id DESC',
  );
  const byToken = db.prepare('SELECT * FROM pool_observer_links WHERE token = ?');
  const insert = db.prepare(
    `INSERT INTO pool_observer_links (sub_account_id, token, workers, earnings, expiry, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const remove = db.prepare('DELETE FROM pool_observer_links WHERE sub_account_id = ? AND token = ?');
  const clear = db.prepare('DELETE FROM pool_observer_links WHERE sub_account_id = ?');
  const subById = db.prepare('SELECT * FROM pool_sub_accounts WHERE id = ?');
  return {
    ofSub: (subId: number) => ofSub.all(subId) as unknown as LinkRow[],
    byToken: (token: string) => byToken.get(token) as LinkRow | undefined,
    subOf: (link: LinkRow) => subById.get(link.sub_account_id) as SubAccountRow | undefined,
    add(link: Omit<LinkRow, 'id'>) {
      insert.run(
        link.sub_account_id,
        link.token,
        link.workers,
        link.earnings,
        link.expiry,
        link.expires_at,
        link.created_at,
      );
    },
    remove: (subId: number, token: string) => Number(remove.run(subId, token).changes) > 0,
    clear: (subId: number) => Number(clear.run(subId).changes),
  };
}

/** A new observer link's row (a random 128-bit token). */
export function newLink(
  subId: number,
  { workers, earnings, expiry }: { workers: boolean; earnings: boolean; expiry: ObserverExpiry },
  at: number,
): Omit<LinkRow, 'id'> {
  return {
    sub_account_id: subId,
    token: randomBytes(16).toString('hex'),
    workers: workers ? 1 : 0,
    earnings: earnings ? 1 : 0,
    expiry,
    expires_at: expiresAt(expiry, at),
    created_at: at,
  };
}

const permissionsOf = (link: LinkRow): ObserverPermission[] => [
  'dashboard',
  ...(link.workers ? (['workers'] as const) : []),
  ...(link.earnings ? (['earnings'] as const) : []),
];
const live = (link: LinkRow, at: number) => link.expires_at === null || link.expires_at > at;

/**
 * Sub-account management and observer links (spec section 7, "sub-accounts: add, list, fee info,
 * existence check"; "observer links: list, add, delete, permissions"). Names are unique pool-wide;
 * a sub-account has at most 3 live observer links; an observer token that is unknown, expired or
 * deleted answers 404 and nothing else, and a part the link does not permit answers 403.
 */
export function poolManageRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createPoolStore(db);
  const links = createLinkStore(db);
  const auth = { auth: true };
  const signedIn = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  const subOf = (user: { uid: number } | undefined, name: string): SubAccountRow => {
    const row = store.one(signedIn(user).uid, name);
    if (!row) throw new CallError(200, 404, SUB_ACCOUNT_NOT_FOUND);
    return row;
  };
  const linkOf = (link: LinkRow, row: SubAccountRow, at: number) => ({
    token: link.token,
    subAccount: row.name,
    permissions: permissionsOf(link),
    expiry: link.expiry,
    createdAt: new Date(link.created_at).toISOString(),
    expiresAt: link.expires_at === null ? null : new Date(link.expires_at).toISOString(),
    expired: !live(link, at),
  });
  /** The link's sub-account, or 404 for a token that is malformed, unknown, expired or deleted. */
  const observed = (token: string) => {
    const link = OBSERVER_TOKEN.test(token) ? links.byToken(token) : undefined;
    const row = link && live(link, now()) ? links.subOf(link) : undefined;
    if (!link || !row) throw new CallError(200, 404, OBSERVER_LINK_NOT_FOUND);
    return { link, row };
  };

  define(
    'poolSubAccountExists',
    ({ name }, { user }) => {
      signedIn(user);
      return ok({ name, exists: store.taken(name) });
    },
    auth,
  );

  define(
    'poolSubAccountAdd',
    ({ name }, { user }) => {
      const { uid } = signedIn(user);
      if (store.taken(name)) throw new CallError(200, SUB_ACCOUNT_TAKEN, SUB_ACCOUNT_TAKEN_MESSAGE);
      if (store.ofUser(uid).length >= MAX_SUB_ACCOUNTS) {
        throw new CallError(200, SUB_ACCOUNT_LIMIT, `an account has at most ${MAX_SUB_ACCOUNTS} sub-accounts`);
      }
      // A new sub-account has no workers until miners connect to it; no payout address until one is bound.
      store.add({ uid, name, workerCount: 0, createdAt: now(), payoutAddress: null });
      return ok(subAccountOf(store.one(uid, name) as SubAccountRow));
    },
    auth,
  );

  define(
    'poolObserverLinks',
    ({ subAccount }, { user }) => {
      const row = subOf(user, subAccount);
      const at = now();
      return ok({ data: links.ofSub(row.id).map((link) => linkOf(link, row, at)), max: MAX_OBSERVER_LINKS });
    },
    auth,
  );

  define(
    'poolObserverAdd',
    ({ subAccount, workers, earnings, expiry }, { user }) => {
      const row = subOf(user, subAccount);
      const at = now();
      if (links.ofSub(row.id).filter((link) => live(link, at)).length >= MAX_OBSERVER_LINKS) {
        throw new CallError(200, OBSERVER_LINK_LIMIT, OBSERVER_LINK_LIMIT_MESSAGE);
      }
      const link = newLink(row.id, { workers, earnings, expiry }, at);
      links.add(link);
      return ok(linkOf({ id: 0, ...link }, row, at));
    },
    auth,
  );

  define(
    'poolObserverDelete',
    ({ subAccount, token }, { user }) => {
      const row = subOf(user, subAccount);
      if (!links.remove(row.id, token)) throw new CallError(200, 404, OBSERVER_LINK_NOT_FOUND);
      return ok({ deleted: true });
    },
    auth,
  );

  const addressOf = (row: SubAccountRow) => ({
    subAccount: row.name,
    address: row.payout_address,
    boundAt: row.payout_address === null ? null : new Date(row.address_bound_at ?? row.created_at).toISOString(),
  });

  define('poolAddressList', (_input, { user }) => ok({ data: store.ofUser(signedIn(user).uid).map(addressOf) }), auth);

  // The challenge gate asked for the security verification first (features/settings/verify.ts).
  define(
    'poolAddressBind',
    ({ subAccount, address }, { user }) => {
      const row = subOf(user, subAccount);
      if (!isPayoutAddress('BTC', address))
        throw new CallError(200, POOL_ADDRESS_INVALID, POOL_ADDRESS_INVALID_MESSAGE);
      store.bindAddress(row.id, address, now());
      return ok(addressOf(subOf(user, subAccount)));
    },
    auth,
  );

  define('poolObserverSummary', ({ token }) => {
    const { link, row } = observed(token);
    const summary = summaryFor(row, now());
    return ok({
      subAccount: row.name,
      permissions: permissionsOf(link),
      expiresAt: link.expires_at === null ? null : new Date(link.expires_at).toISOString(),
      asOf: summary.asOf,
      hashrate10m: summary.hashrate10m,
      hashrate1h: summary.hashrate1h,
      hashrate24h: summary.hashrate24h,
      workers: summary.workers,
      earnings: link.earnings
        ? {
            todayEstimateBtc: summary.todayEstimateBtc,
            yesterdayBtc: summary.yesterdayBtc,
            totalPaidBtc: summary.totalPaidBtc,
            balanceBtc: summary.balanceBtc,
            feePercent: summary.feePercent,
          }
        : null,
    });
  });

  define('poolObserverWorkers', ({ token, pageNo, pageSize }) => {
    const { link, row } = observed(token);
    if (!link.workers) throw new CallError(200, 403, OBSERVER_NOT_PERMITTED);
    const { workers } = snapshot(simOf(row), now());
    const sorted = sortWorkers(workers, 'name', false);
    return ok({
      data: sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ lastShareMs: _ms, ...worker }) => worker),
      pageNo,
      pageSize,
      totalCount: sorted.length,
    });
  });

  define('poolObserverEarnings', ({ token, pageNo, pageSize }) => {
    const { link, row } = observed(token);
    if (!link.earnings) throw new CallError(200, 403, OBSERVER_NOT_PERMITTED);
    return ok(earningsPage(row, now(), pageNo, pageSize));
  });
}
