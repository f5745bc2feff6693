import { freshEmail, tokenByApi } from '../bindings/accountSteps.ts';
import { routeUrl } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

/**
 * The app's invitation pages (issue #22) inside the native app: the invitation campaign (the CMS's invite ranking,
 * evergreen), its invitations, the referral programme and its earnings history.
 */

/**
 * A fresh signed-in account (one per path: browser tests share the sandbox); for `loaded`, two friends who signed up
 * with its code in the last days (inside the evergreen campaign's window), one of them with a paid order that earned
 * a first-order bonus and a rebate.
 */
async function inviter(d: Driver, outcome: ReadOutcome): Promise<void> {
  const email = freshEmail('app-invite');
  await d.setCookie('auth', await tokenByApi(d, email));
  if (outcome !== 'loaded') return;
  await d.sandbox('POST', '/__sandbox/invites', {
    account: email,
    friends: [
      { kyc: 1, registeredDaysAgo: 3, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 1 }] },
      { kyc: 0, registeredDaysAgo: 1 },
    ],
  });
}

/** `/app/inviteActivity`: the campaign with what a friend brings, the account's code to share, and its ranking. */
export const appInviteActivityPage: PageLifecycle = {
  route: 'app.inviteActivity',
  read: 'campaignDetail',
  region: 'Campaign',
  outcomes: ['loaded'],
  device: 'app',
  prepare: async (d) => {
    await inviter(d, 'loaded');
    return routeUrl('app.inviteActivity', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'What each friend brings');
    await d.expectRead('Your invitation', 'loaded');
    await d.expectVisible('img', 'QR code of your invite link');
    await d.expectVisible('button', 'Copy link');
    await d.expectVisible('heading', 'Ranking');
    await d.expectVisible('link', 'See my invitations');
    // Share asks the app for its share sheet.
    await d.click('button', 'Share');
    await d.expectNativeCall('share');
  },
};

/** `/app/inviteActivity/detail`: the account's invitations in the campaign; none is the empty state. */
export const appInviteActivityDetailPage: PageLifecycle = {
  route: 'app.inviteActivity.detail',
  read: 'campaignInvites',
  region: 'Your invitations',
  outcomes: ['loaded', 'empty'],
  device: 'app',
  prepare: async (d, outcome) => {
    await inviter(d, outcome);
    return routeUrl('app.inviteActivity.detail', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Totals');
    await d.expectText('First order paid');
    await d.expectText('Signed up');
    await d.expectText(/^Brought you .+$/);
  },
  empty: async (d) => {
    await d.expectText('No friend has signed up with your code during this campaign yet.');
    await d.expectVisible('link', 'Invite friends');
  },
};

/** `/app/inviteFer`: the referral programme: code to share, earnings with the claim, terms by VIP level. */
export const appInviteFerPage: PageLifecycle = {
  route: 'app.inviteFer',
  read: 'inviteSummary',
  region: 'Your referral rewards',
  outcomes: ['loaded'],
  device: 'app',
  prepare: async (d) => {
    await inviter(d, 'loaded');
    return routeUrl('app.inviteFer', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Your earnings');
    await d.expectVisible('button', /^Claim [\d.,]+ points$/);
    await d.expectVisible('table', 'Referral terms by VIP level');
    await d.expectVisible('button', 'Share');
    await d.expectVisible('link', 'Earnings history and friends');
  },
};

/** `/app/inviteFer/detail`: the earnings history (the default tab); an account without rewards is empty. */
export const appInviteFerDetailPage: PageLifecycle = {
  route: 'app.inviteFer.detail',
  read: 'inviteRewards',
  region: 'Earnings history',
  outcomes: ['loaded', 'empty'],
  device: 'app',
  prepare: async (d, outcome) => {
    await inviter(d, outcome);
    return routeUrl('app.inviteFer.detail', {});
  },
  loaded: async (d) => {
    await d.expectVisible('tab', 'Earnings');
    await d.expectText('First-order bonus');
    await d.expectText('Hashrate fee rebate');
  },
  empty: async (d) => {
    await d.expectText("Your friends' orders have not earned rewards yet.");
    await d.expectVisible('link', 'Invite friends');
  },
};
