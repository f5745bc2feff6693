import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** A receiver every sandbox has: alice's seeded sub-account. */
const RECEIVER = 'alicemain';
/** The path's own account, sub-account and transfer (one account per path: browser tests share the sandbox). */
let email = '';
let subAccount = '';
let transferId = 0;

/** A fresh signed-in account with a sub-account, and a transfer out of it made 3 days ago unless none is wanted. */
async function transferAccount(d: Driver, withTransfer: boolean): Promise<void> {
  email = freshEmail('pooltransfer');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  subAccount = (await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account: email, workers: 4 })).name;
  transferId = 0;
  if (!withTransfer) return;
  transferId = (
    await d.sandbox<{ id: number }>('POST', '/__sandbox/pool/transfer', {
      account: email,
      subAccount,
      receiver: RECEIVER,
      mode: 'percent',
      amount: '15',
      daysAgo: 3,
    })
  ).id;
}

/** `/dashboard/pool/transfer`: the transfers sent (the default tab); none yet is the empty state (the form stays). */
export const transferPage: PageLifecycle = {
  route: 'dashboard.pool.transfer',
  read: 'poolTransferList',
  region: 'Hashrate transfers',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await transferAccount(d, outcome !== 'empty');
    return routeUrl('dashboard.pool.transfer', {});
  },
  loaded: async (d) => {
    await d.expectVisible('listitem', `Transfer ${transferId}`);
    await d.expectText('15% of the hashrate');
    await d.expectVisible('button', `Pause transfer ${transferId}`);
  },
  empty: async (d) => {
    await d.expectText('You have not sent any hashrate yet.');
    await d.expectVisible('form', 'New hashrate transfer');
  },
};

/** `/dashboard/pool/transferDetail?id=`: one transfer's settings (and run list); an id of none of the user's is the 404 page. */
export const transferDetailPage: PageLifecycle = {
  route: 'dashboard.pool.transferDetail',
  read: 'poolTransferDetail',
  region: 'Transfer settings',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await transferAccount(d, outcome !== 'notFound');
    return routeUrl('dashboard.pool.transferDetail', {}, { search: { id: transferId || 2_147_483_000 } });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', `Transfer ${transferId}`);
    await d.expectVisible('heading', /^Sent transfer/);
    await d.expectVisible('button', `Cancel transfer ${transferId}`);
  },
};
