// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../runtime/http/contract/campaigns.ts';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { callPath, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import {
  APP_USER_AGENT,
  type FakeNativeOptions,
  installFakeNativeHost,
  type NativeCall,
} from '../model/fakeNativeHost.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The app's invitation pages (issue #22) in the whole app against the sandbox: the invitation campaign (what a friend
 * brings, the account's code, link and QR, Share through the app or the link to copy, progress, ranking, rules, the
 * upcoming and ended states), the account's invitations in it, the referral programme (earnings, the claim, the
 * terms by VIP level) and its earnings history and friends.
 */
const WAIT = { timeout: 8000 };
const DAY = 86_400_000;
const ALICE = { email: 'alice@example.com', passwd: 'Alice2024!' };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'userAgent');
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const inPhase = async (name: string, phase: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe(phase), WAIT);
  return section;
};
const loaded = (name: string) => inPhase(name, 'loaded');
const detail = async (key: string) =>
  (await d.sandbox<{ result: Campaign }>('GET', `${callPath('campaignDetail')}?key=${key}`)).result;

/** The next visit happens inside the native app's webview, with a fake app answering the bridge. */
function inApp(options: FakeNativeOptions = {}): void {
  Object.defineProperty(navigator, 'userAgent', { value: APP_USER_AGENT, configurable: true });
  installFakeNativeHost(options);
}
const nativeCalls = () =>
  (window as unknown as { __fakeNative?: { calls: NativeCall[] } }).__fakeNative?.calls ?? ([] as NativeCall[]);

/**
 * Friends of a fresh account, oldest first: one from 2024 (before the evergreen campaign), one with a paid order (a
 * first-order bonus and a rebate), one verified, one only signed up.
 */
const FRIENDS = [
  { kyc: 1, registeredDaysAgo: 1000 },
  { kyc: 1, registeredDaysAgo: 4, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 2 }] },
  { kyc: 1, registeredDaysAgo: 3 },
  { kyc: 0, registeredDaysAgo: 1 },
];

/** A fresh account, signed in, with these friends. */
async function inviter(friends: unknown[] = FRIENDS): Promise<string> {
  const email = freshEmail('app-invite');
  await d.setCookie('auth', await tokenByApi(d, email));
  if (friends.length > 0) await d.sandbox('POST', '/__sandbox/invites', { account: email, friends });
  return email;
}

/** The account's code and personal link as the page shows them. */
function shownInvitation(within_: HTMLElement): { code: string; link: string } {
  const code = within_.querySelector('.invite-share-code-value')?.textContent ?? '';
  const link = within_.querySelector('.invite-share-link code')?.textContent ?? '';
  return { code, link };
}

/** A copy of the invite ranking with its own window around the sandbox's clock. */
async function inviteCampaign(startMs: number, endMs: number): Promise<number> {
  const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
  const { campaignId } = await d.sandbox<{ campaignId: number }>('POST', '/__sandbox/campaigns', {
    from: '1012',
    startAt: new Date(Date.parse(now) + startMs).toISOString(),
    endAt: new Date(Date.parse(now) + endMs).toISOString(),
  });
  return campaignId;
}

describe('/app/inviteActivity', { timeout: 40_000 }, () => {
  it('shows the campaign, what a friend brings, the code, link and QR, the progress, the ranking and the rules', async () => {
    const campaign = await detail('1012');
    await inviter();
    inApp();
    await visitRoute(d, 'app.inviteActivity', {});
    await loaded('Campaign');
    await d.expectVisible('heading', campaign.title);
    await d.expectText(/^Runs until /);
    const brings = screen.getByRole('heading', { name: 'What each friend brings' }).closest('section') as HTMLElement;
    expect(brings.textContent).toContain(`You get${campaign.invite?.inviterReward.label}`);
    expect(brings.textContent).toContain(`Your friend gets${campaign.invite?.inviteeReward.label}`);

    const invitation = await loaded('Your invitation');
    const { code, link } = shownInvitation(invitation);
    expect(code).toMatch(/^[A-Za-z0-9]+$/);
    // The sign-up link as /dashboard/invite builds it.
    expect(link).toBe(`${window.location.origin}/accounts/sign_up/email?inviteCode=${code}`);
    within(invitation).getByRole('img', { name: 'QR code of your invite link' });
    within(invitation).getByRole('button', { name: 'Copy code' });
    // Three friends signed up inside the window (the 2024 one did not): 2 points each.
    expect(invitation.textContent).toContain('Friends who joined3');
    expect(invitation.textContent).toContain('Points earned6 points');
    await waitFor(() => expect(invitation.textContent).toMatch(/Your place#\d+/), WAIT);
    const more = within(invitation).getByRole('link', { name: 'See my invitations' });
    expect(more.getAttribute('href')).toBe('/app/inviteActivity/detail');

    const ranking = await loaded('Campaign ranking');
    within(ranking).getByRole('row', { name: /\(you\)/ });
    await d.expectVisible('heading', 'Rules');
    for (const rule of campaign.rules) await d.expectText(rule);
    // The app's navigation bar got the page's title.
    await d.expectNativeCall('setTitle', { title: 'Invite friends' });
  });

  it("Share inside the app asks the app's share sheet for the link", async () => {
    await inviter([]);
    inApp();
    await visitRoute(d, 'app.inviteActivity', {});
    const invitation = await loaded('Your invitation');
    const { code, link } = shownInvitation(invitation);
    fireEvent.click(within(invitation).getByRole('button', { name: 'Share' }));
    await d.expectNativeCall('share', { url: link });
    const share = nativeCalls().find((call) => call.action === 'share');
    expect(String(share?.params.text)).toContain(code);
    expect(share?.params.title).toBe('Invite friends');
    await d.expectNoText(/Sharing is not available here/);
  });

  it('outside the app without Web Share the link stays there to copy', async () => {
    await inviter([]);
    expect(typeof navigator.share).toBe('undefined');
    await visitRoute(d, 'app.inviteActivity', {});
    const invitation = await loaded('Your invitation');
    const { link } = shownInvitation(invitation);
    fireEvent.click(within(invitation).getByRole('button', { name: 'Share' }));
    await d.expectText('Sharing is not available here. Copy your link above and send it to your friends.');
    expect(nativeCalls()).toEqual([]);
    // jsdom has no clipboard: the copy button shows the link selected, to copy by hand.
    fireEvent.click(within(invitation).getByRole('button', { name: 'Copy link' }));
    await d.expectValue('Text to copy', link);
  });

  it("the app's share sheet failing (state -1) without Web Share leaves the link to copy", async () => {
    await inviter([]);
    inApp({ fail: ['share'] });
    await visitRoute(d, 'app.inviteActivity', {});
    const invitation = await loaded('Your invitation');
    fireEvent.click(within(invitation).getByRole('button', { name: 'Share' }));
    await d.expectNativeCall('share');
    await d.expectText('Sharing is not available here. Copy your link above and send it to your friends.');
    within(invitation).getByRole('button', { name: 'Copy link' });
  });

  it('an upcoming campaign says sign-ups before its start do not count, and counts nobody yet', async () => {
    await inviter();
    const id = await inviteCampaign(2 * DAY, 20 * DAY);
    await visitRoute(d, 'app.inviteActivity', {}, { search: { activityId: id } });
    await loaded('Campaign');
    await d.expectText('Coming soon');
    await d.expectText(/^Starts .*, ends .*\.$/);
    const invitation = await loaded('Your invitation');
    expect(invitation.textContent).toMatch(
      /The campaign starts .+: friends who sign up before then do not count for it\./,
    );
    expect(invitation.textContent).toContain('Friends who joined0');
    // The details keep the campaign named.
    expect(within(invitation).getByRole('link', { name: 'See my invitations' }).getAttribute('href')).toBe(
      `/app/inviteActivity/detail?activityId=${id}`,
    );
  });

  it('an ended campaign keeps its results and points to the referral programme', async () => {
    await inviter();
    // Ended yesterday, after the friends of 3 and 4 days ago signed up and before the one of yesterday.
    const id = await inviteCampaign(-10 * DAY, -1.5 * DAY);
    await visitRoute(d, 'app.inviteActivity', {}, { search: { activityId: id } });
    await loaded('Campaign');
    await d.expectText(/^Ended .* The results below are final\.$/);
    const invitation = await loaded('Your invitation');
    expect(invitation.textContent).toContain('The campaign has ended: new sign-ups no longer count for it.');
    expect(within(invitation).getByRole('link', { name: 'referral rewards' }).getAttribute('href')).toBe(
      '/app/inviteFer',
    );
    expect(invitation.textContent).toContain('Friends who joined2');
    await loaded('Campaign ranking');
    await d.expectText('The campaign has ended: this ranking is final.');
  });

  it('a campaign without invitations, or none at all, is the 404 page', async () => {
    await inviter([]);
    await visitRoute(d, 'app.inviteActivity', {}, { search: { activityId: 1013 } });
    await d.expectText('This page could not be found');
    await visitRoute(d, 'app.inviteActivity', {}, { search: { activityId: 999_999 } });
    await d.expectText('This page could not be found');
  });

  it('signed out inside the app, the page signs in with the app: its login and token', async () => {
    const email = freshEmail('app-invite-native');
    const token = await tokenByApi(d, email);
    inApp({ token });
    await visitRoute(d, 'app.inviteActivity', {});
    await d.expectNativeCall('login');
    await d.expectNativeCall('getToken');
    await loaded('Your invitation');
    // The ranking is read as the account's once it is signed in.
    await loaded('Campaign ranking');
    await d.expectText('You are not ranked yet.');
  });

  it('the referral page opened signed out inside the app loads once the app signed it in', async () => {
    const email = freshEmail('app-refer-native');
    const token = await tokenByApi(d, email);
    inApp({ token });
    await visitRoute(d, 'app.inviteFer', {});
    await d.expectNativeCall('getToken');
    const referral = await loaded('Your referral rewards');
    expect(referral.textContent).toContain('Friends invited0');
  });
});

describe('/app/inviteActivity/detail', { timeout: 40_000 }, () => {
  it("lists the window's friends newest first with their status and what each brought, and the totals", async () => {
    await inviter();
    inApp();
    await visitRoute(d, 'app.inviteActivity.detail', {});
    const list = await loaded('Your invitations');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.querySelector('.ui-badge')?.textContent)).toEqual([
      'Signed up',
      'Identity verified',
      'First order paid',
    ]);
    for (const item of items) {
      expect(item.textContent).toMatch(/^fr\*\*\*@invitee\.example/);
      expect(item.textContent).toContain('Brought you 2 points');
      expect(item.textContent).toMatch(/Signed up .+/);
    }
    const totals = screen.getByRole('heading', { name: 'Totals' }).closest('section') as HTMLElement;
    expect(totals.textContent).toContain('Friends who joined3');
    expect(totals.textContent).toContain('Points earned6 points');
    expect(totals.textContent).toContain('Identity verified1');
    expect(totals.textContent).toContain('First order paid1');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    await d.expectText(/^Invite ranking: sign-ups from .+ to .+ count\.$/);
    await d.expectNativeCall('setTitle', { title: 'My invitations' });
  });

  it('pages the friends in the URL', async () => {
    await inviter(Array.from({ length: 12 }, (_, i) => ({ kyc: 0, registeredDaysAgo: 1 + i })));
    await visitRoute(d, 'app.inviteActivity.detail', {});
    let list = await loaded('Your invitations');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await d.expectText('Page 1 of 2');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/app/inviteActivity/detail?page=2');
    await visitRoute(d, 'app.inviteActivity.detail', {}, { search: { page: 2 } });
    list = await loaded('Your invitations');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await d.expectText('Page 2 of 2');
    expect(list.textContent).toContain('Friends who joined12');
  });

  it('no friend in the window is the empty state with the way back to the campaign', async () => {
    await inviter([{ kyc: 0, registeredDaysAgo: 1000 }]);
    await visitRoute(d, 'app.inviteActivity.detail', {});
    await inPhase('Your invitations', 'empty');
    await d.expectText('No friend has signed up with your code during this campaign yet.');
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/app/inviteActivity');
  });

  it('a campaign without invitations is the 404 page', async () => {
    await inviter([]);
    await visitRoute(d, 'app.inviteActivity.detail', {}, { search: { activityId: 1013 } });
    await d.expectText('This page could not be found');
  });
});

describe('/app/inviteFer', { timeout: 40_000 }, () => {
  it('shows the code to share, the earnings with the claim, the terms by VIP level and the gift', async () => {
    await inviter();
    inApp();
    await visitRoute(d, 'app.inviteFer', {});
    const referral = await loaded('Your referral rewards');
    const { code, link } = shownInvitation(referral);
    expect(link).toBe(`${window.location.origin}/accounts/sign_up/email?inviteCode=${code}`);
    within(referral).getByRole('img', { name: 'QR code of your invite link' });
    expect(referral.textContent).toContain('Friends invited4');
    expect(referral.textContent).toContain('Friends with a paid order1');
    expect(referral.textContent).toContain('Credited0 points');
    // A fresh account has no level: the VIP 1 terms are its own.
    await d.expectText('You have no VIP level yet: you earn the VIP 1 terms.');
    const terms = within(referral).getByRole('table', { name: 'Referral terms by VIP level' });
    const mine = within(terms).getByRole('row', { name: /\(you\)/ });
    expect(mine.textContent).toMatch(/^VIP 1 \(you\)1%3%10,000 points$/);
    expect(within(terms).getAllByRole('row')).toHaveLength(6);
    expect(referral.textContent).toMatch(/\$10 on signing up with your link or code/);
    expect(referral.textContent).toContain('10% off hashrate fees for the first 30 days.');
    expect(referral.textContent).toContain('Your progress: 0 of 10 friends.');

    // The friend's order earned a first-order bonus and a rebate: claimed in one go, then nothing is left.
    fireEvent.click(within(referral).getByRole('button', { name: /^Claim [\d.,]+ points$/ }));
    await screen.findByText(/points from 2 invite rewards credited/, undefined, WAIT);
    await waitFor(() => expect(referral.textContent).toContain('Ready to claim0 points'), WAIT);
    expect(referral.textContent).not.toContain('Credited0 points');
    expect(within(referral).getByRole('link', { name: 'Earnings history and friends' }).getAttribute('href')).toBe(
      '/app/inviteFer/detail',
    );
    await d.expectNativeCall('setTitle', { title: 'Referral rewards' });
  });

  it("marks the account's own level (alice is VIP 2)", async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'app.inviteFer', {});
    const referral = await loaded('Your referral rewards');
    await d.expectText('Your level: VIP 2.');
    expect(within(referral).getByRole('row', { name: /\(you\)/ }).textContent).toMatch(/^VIP 2 \(you\)2%/);
    expect(referral.textContent).toContain('Yours: 2%.');
  });

  it("Share inside the app asks the app's share sheet for the sign-up link", async () => {
    await inviter([]);
    inApp();
    await visitRoute(d, 'app.inviteFer', {});
    const referral = await loaded('Your referral rewards');
    const { code, link } = shownInvitation(referral);
    fireEvent.click(within(referral).getByRole('button', { name: 'Share' }));
    await d.expectNativeCall('share', { url: link, title: 'Invite friends' });
    const share = nativeCalls().find((call) => call.action === 'share');
    expect(String(share?.params.text)).toContain(code);
  });
});

describe('/app/inviteFer/detail', { timeout: 40_000 }, () => {
  it('shows the earnings by default and the friends in their tab', async () => {
    await inviter();
    inApp();
    await visitRoute(d, 'app.inviteFer.detail', {});
    const earnings = await loaded('Earnings history');
    const rewards = within(earnings).getAllByRole('listitem');
    expect(rewards).toHaveLength(2);
    expect(rewards.map((item) => item.querySelector('strong')?.textContent).sort()).toEqual([
      'First-order bonus',
      'Hashrate fee rebate',
    ]);
    for (const item of rewards) {
      expect(item.textContent).toMatch(/fr\*\*\*@invitee\.example's order \S+ of \$[\d,.]+, paid /);
      expect(item.querySelector('.ui-badge')?.textContent).toBe('Ready to claim');
    }
    expect(screen.getByRole('tab', { name: 'Earnings' }).getAttribute('aria-selected')).toBe('true');
    const friendsTab = screen.getByRole('tab', { name: /Invited friends/ });
    expect(friendsTab.getAttribute('href')).toBe('/app/inviteFer/detail?tab=friends&page=1');
    await d.expectNativeCall('setTitle', { title: 'Referral earnings' });

    await visitRoute(d, 'app.inviteFer.detail', {}, { search: { tab: 'friends' } });
    const friends = await loaded('Invited friends');
    const rows = within(friends).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.querySelector('.ui-badge')?.textContent)).toEqual([
      'Signed up',
      'Identity verified',
      'First order paid',
      'Identity verified',
    ]);
    expect(rows[2]?.textContent).toMatch(/Paid orders: 1\. Your reward: [\d.,]+ points\./);
  });

  it('pages the friends in the URL', async () => {
    await inviter(Array.from({ length: 12 }, (_, i) => ({ kyc: 0, registeredDaysAgo: 1 + i })));
    await visitRoute(d, 'app.inviteFer.detail', {}, { search: { tab: 'friends', page: 2 } });
    const friends = await loaded('Invited friends');
    expect(within(friends).getAllByRole('listitem')).toHaveLength(2);
    await d.expectText('Page 2 of 2');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/app/inviteFer/detail?tab=friends&page=1',
    );
  });

  it('a fresh account has no earnings and no friends yet', async () => {
    await inviter([]);
    await visitRoute(d, 'app.inviteFer.detail', {});
    await inPhase('Earnings history', 'empty');
    await d.expectText("Your friends' orders have not earned rewards yet.");
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/app/inviteFer');
    await visitRoute(d, 'app.inviteFer.detail', {}, { search: { tab: 'friends' } });
    await inPhase('Invited friends', 'empty');
    await d.expectText('No friend has signed up with your link yet.');
  });
});

describe('accessibility (axe in jsdom; colour contrast needs a browser)', { timeout: 60_000 }, () => {
  async function seriousViolations() {
    await waitFor(() => expect(document.title && document.documentElement.lang).toBeTruthy(), WAIT);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }

  it('the four pages, loaded inside the app, have no serious or critical violation', async () => {
    await inviter();
    inApp();
    await visitRoute(d, 'app.inviteActivity', {});
    await loaded('Your invitation');
    await loaded('Campaign ranking');
    expect(await seriousViolations()).toEqual([]);
    await visitRoute(d, 'app.inviteActivity.detail', {});
    await loaded('Your invitations');
    expect(await seriousViolations()).toEqual([]);
    await visitRoute(d, 'app.inviteFer', {});
    await loaded('Your referral rewards');
    expect(await seriousViolations()).toEqual([]);
    await visitRoute(d, 'app.inviteFer.detail', {});
    await loaded('Earnings history');
    expect(await seriousViolations()).toEqual([]);
  });
});
