import { freshEmail, tokenByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const ALICE = { email: 'alice@example.com', passwd: 'Alice2024!' };

/** A fresh signed-in account (one per path: browser tests share the sandbox). */
async function freshAccount(d: Driver, prefix: string): Promise<string> {
  const email = freshEmail(prefix);
  await d.setCookie('auth', await tokenByApi(d, email));
  return email;
}

/** A fresh account; for `loaded`, one invited friend whose paid order earned it a bonus and a rebate. */
async function inviter(d: Driver, outcome: ReadOutcome): Promise<void> {
  const email = await freshAccount(d, 'invites');
  if (outcome !== 'loaded') return;
  await d.sandbox('POST', '/__sandbox/invites', {
    account: email,
    friends: [{ kyc: 1, registeredDaysAgo: 4, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 2 }] }],
  });
}

/** `/dashboard/invite`: the account's link, code and QR, the gift and the rules. */
export const dashboardInvitePage: PageLifecycle = {
  route: 'dashboard.invite',
  read: 'inviteSummary',
  region: 'Your invitation',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await inviter(d, 'loaded');
    return routeUrl('dashboard.invite', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Your personal link');
    await d.expectVisible('img', 'QR code of your invite link');
    await d.expectVisible('button', 'Copy link');
    await d.expectVisible('heading', 'What your friend gets');
  },
};

/** `/dashboard/invite/history`: the invited friends; none yet is the empty state with a way to the link. */
export const dashboardInviteHistoryPage: PageLifecycle = {
  route: 'dashboard.invite.history',
  read: 'inviteFriends',
  region: 'Invited friends',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await inviter(d, outcome);
    return routeUrl('dashboard.invite.history', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Invited friends');
    await d.expectVisible('row', /First order paid/);
  },
  empty: async (d) => {
    await d.expectText('No friend has signed up with your link yet.');
    await d.expectVisible('link', 'Get your invite link');
  },
};

/** `/dashboard/rewards`: the missions and check-in with the account's progress. */
export const dashboardRewardsPage: PageLifecycle = {
  route: 'dashboard.rewards',
  read: 'rewardsCatalogue',
  region: 'Your missions',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await inviter(d, 'loaded');
    return routeUrl('dashboard.rewards', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Daily check-in');
    await d.expectVisible('button', 'Claim 3 points: Invite a friend');
  },
};

/** `/dashboard/coupon`: alice's coupons; an account without coupons is empty. */
export const dashboardCouponPage: PageLifecycle = {
  route: 'dashboard.coupon',
  read: 'couponList',
  region: 'Coupons: All',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    if (outcome === 'loaded') await signIn(d, ALICE.email, ALICE.passwd);
    else await freshAccount(d, 'coupons');
    return routeUrl('dashboard.coupon', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', '$50 off');
    await d.expectVisible('heading', 'How coupons work');
  },
  empty: async (d) => {
    await d.expectText('You have no coupons yet. Invite friends or complete missions to earn them.');
  },
};

/** `/dashboard/points`: the points history; a fresh account has none. */
export const dashboardPointsPage: PageLifecycle = {
  route: 'dashboard.points',
  read: 'pointsHistory',
  region: 'Points history: All',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    const email = await freshAccount(d, 'points-history');
    if (outcome === 'loaded') await d.sandbox('POST', '/__sandbox/wallet', { account: email, points: '42.00' });
    return routeUrl('dashboard.points', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Points history: All');
    await d.expectVisible('row', /\+42/);
  },
  empty: async (d) => {
    await d.expectText('No points movements yet. Earn points with missions, check-ins and invitations.');
  },
};

/** `/dashboard/points/plan`: the full plans with their auto-deduct switch; none is the empty state. */
export const dashboardPointsPlanPage: PageLifecycle = {
  route: 'dashboard.points.plan',
  read: 'autoDeductOrders',
  region: 'Plans with auto-deduct',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    const email = await freshAccount(d, 'auto-deduct-page');
    if (outcome === 'loaded') {
      await d.sandbox('POST', '/__sandbox/orders', {
        account: email,
        orders: [{ goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 12 }],
      });
    }
    return routeUrl('dashboard.points.plan', {});
  },
  loaded: async (d) => {
    await d.expectVisible('switch', /^Auto-deduct for P\d+$/);
    await d.expectText('Auto-deduct off');
  },
  empty: async (d) => {
    await d.expectVisible('link', 'See plans');
  },
};
