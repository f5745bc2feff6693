// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteId } from '../../manifest/routes.ts';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const ALICE = { email: 'alice@example.com', passwd: 'Alice2024!' };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const region = (name: string | RegExp) => screen.findByRole('region', { name }, WAIT);
const inPhase = async (name: string | RegExp, phase: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe(phase), WAIT);
  return section;
};
const loaded = (name: string | RegExp) => inPhase(name, 'loaded');
/** A table once its rows are there (it shows skeleton rows while it loads). */
const table = async (name: RegExp) => {
  const found = await screen.findByRole('table', { name }, WAIT);
  await waitFor(() => expect(found.getAttribute('aria-busy')).toBe('false'), WAIT);
  return found;
};

/** A fresh account (one per test that changes data), signed in. */
async function freshAccount(prefix: string): Promise<string> {
  const email = freshEmail(prefix);
  await d.setCookie('auth', await tokenByApi(d, email));
  return email;
}

describe('/dashboard/invite', { timeout: 30_000 }, () => {
  it("shows alice's link with her code, QR, copy and share, the gift, the rules and her latest friends", async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.invite', {});
    const invitation = await loaded('Your invitation');
    const link = within(invitation).getByText(/\/accounts\/sign_up\/email\?inviteCode=ALICE1$/);
    expect(link.tagName).toBe('CODE');
    expect(within(invitation).getByText('ALICE1')).toBeTruthy();
    within(invitation).getByRole('button', { name: 'Copy link' });
    within(invitation).getByRole('button', { name: 'Copy code' });
    within(invitation).getByRole('img', { name: 'QR code of your invite link' });
    const share = within(invitation).getByRole('list', { name: 'Share your link' });
    const telegram = within(share).getByRole('link', { name: 'Telegram' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(telegram)).toContain('inviteCode=ALICE1');
    expect(invitation.textContent).toContain('Friends invited6');
    expect(invitation.textContent).toMatch(/What your friend gets.*\$10.*10% off hashrate fees for the first 30 days/s);
    // Alice is VIP 2: a 2% first-order bonus; the rebate and its cap from the programme's terms.
    expect(invitation.textContent).toContain('you get 2% of it in points (your level: VIP 2');
    expect(invitation.textContent).toContain('Rebate: 3% of the hashrate fee of each order of $100 or more');
    // The Gold Medal reward with alice's progress towards it.
    expect(invitation.textContent).toMatch(/Your progress: \d+ of 10 friends/);
    const friends = await loaded('Latest invited friends');
    expect(within(friends).getAllByRole('listitem')).toHaveLength(5);
    expect(friends.textContent).toContain('em***@example.de');
    expect(within(friends).getAllByText('Signed up').length).toBeGreaterThan(0);
    expect(within(friends).getByRole('link', { name: 'See all 6 friends' }).getAttribute('href')).toBe(
      '/dashboard/invite/history',
    );
    const ranking = await loaded('Top inviters');
    const first = within(ranking).getAllByRole('row')[1] as HTMLElement;
    expect(first.textContent).toMatch(/^1al\*\*\*@example\.com \(you\)36$/);
    expect(ranking.textContent).toContain('Your place: #1');
    // The side navigation offers the page.
    expect(screen.getByRole('link', { name: 'Invite friends' })).toBeTruthy();
  });

  it('copies the link to the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.invite', {});
    const invitation = await loaded('Your invitation');
    fireEvent.click(within(invitation).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ALICE1'), WAIT);
    await within(invitation).findByText('Copied', undefined, WAIT);
  });

  it('a new account has no friends yet (empty) and its own code', async () => {
    await freshAccount('invite-empty');
    await visitRoute(d, 'dashboard.invite', {});
    const invitation = await loaded('Your invitation');
    expect(invitation.textContent).toContain('Friends invited0');
    await inPhase('Latest invited friends', 'empty');
    expect(screen.getByText('No friend has signed up with your link yet. Share it to start earning.')).toBeTruthy();
  });

  it('a failed summary read shows the message and loads again on retry', async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await failCall(d, 'inviteSummary', { status: 503 });
    await visitRoute(d, 'dashboard.invite', {});
    const section = await inPhase('Your invitation', 'failed');
    within(section).getByText(/injected fault/);
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await loaded('Your invitation');
  });
});

describe('/dashboard/invite/history', { timeout: 30_000 }, () => {
  it('lists every friend with masked account, UTC sign-up, status and reward', async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.invite.history', {});
    const friends = await table(/Invited friends/);
    const rows = within(friends).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toContain('em***@example.de');
    expect(rows[0]?.textContent).toMatch(/UTC/);
    expect(rows[1]?.textContent).toContain('+44 ***0987');
    expect(rows[4]?.textContent).toMatch(/bo\*\*\*@example\.net.*First order paid/);
    expect(within(screen.getByRole('tablist', { name: 'Invitation history' })).getAllByRole('tab')).toHaveLength(2);
  });

  it('the rewards tab lists each bonus and rebate with its order and status, exportable', async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.invite.history', {}, { search: { tab: 'rewards' } });
    const rewards = await table(/Rewards earned/);
    const rows = within(rewards).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rewards.textContent).toContain('First-order bonus');
    expect(rewards.textContent).toContain('Hashrate fee rebate');
    expect(within(rewards).getAllByText('Ready to claim')).toHaveLength(6);
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false), WAIT);
  });

  it('a fresh account has empty tables', async () => {
    await freshAccount('history-empty');
    await visitRoute(d, 'dashboard.invite.history', {});
    await screen.findByText('No friend has signed up with your link yet.', undefined, WAIT);
  });
});

describe('/dashboard/rewards', { timeout: 30_000 }, () => {
  it("shows the account's points, its invitation rewards with the claim, and the missions", async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.rewards', {});
    const summary = await loaded('Rewards summary');
    expect(summary.textContent).toContain('800 points');
    const invites = await loaded('Invitation rewards');
    expect(invites.textContent).toContain('Friends invited6');
    within(invites).getByRole('button', { name: /^Claim [\d.,]+ points$/ });
    const missions = await loaded('Your missions');
    // Alice invited six friends: both invite missions are ready.
    const five = missions.querySelector('[data-mission="inviteFive"]') as HTMLElement;
    within(five).getByRole('button', { name: 'Claim 20 points: Invite five friends' });
    within(missions).getByRole('button', { name: /Check in|Checked in today/ });
  });

  it('claims the invitation rewards once: credited, the balance grows, nothing left to claim', async () => {
    const email = await freshAccount('rewards-claim');
    await d.sandbox('POST', '/__sandbox/invites', {
      account: email,
      friends: [{ kyc: 1, registeredDaysAgo: 5, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 2 }] }],
    });
    const { rewards } = await d.sandbox<{ rewards: { rewardCents: number }[] }>(
      'GET',
      `/__sandbox/invites?account=${encodeURIComponent(email)}`,
    );
    const cents = rewards.reduce((sum, r) => sum + r.rewardCents, 0);
    await visitRoute(d, 'dashboard.rewards', {});
    const invites = await loaded('Invitation rewards');
    fireEvent.click(within(invites).getByRole('button', { name: /^Claim [\d.,]+ points$/ }));
    await screen.findByText(/points from 2 invite rewards credited/, undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await within(invites).findByRole('button', { name: 'Nothing to claim' }, WAIT);
    const wallet = await d.sandbox<{ pointsBalance: string }>(
      'GET',
      `/__sandbox/wallet?account=${encodeURIComponent(email)}`,
    );
    expect(Math.round(Number(wallet.pointsBalance) * 100)).toBe(cents);
  });
});

describe('/dashboard/coupon', { timeout: 30_000 }, () => {
  it("shows alice's coupons by status with value, minimum, plans, expiry and where to use them", async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.coupon', {});
    const coupons = await loaded('Coupons: All');
    const cards = within(coupons).getAllByRole('listitem');
    // The seeded four and three invite coupons (one per friend who ordered), by status and expiry.
    expect(cards).toHaveLength(7);
    expect(cards[0]?.textContent).toMatch(
      /\$10 off.*\$10\.00.*Hashrate coupon.*Usable.*\$100\.00.*Full plans, Easy plans, Stable plans.*UTC/s,
    );
    expect(cards[1]?.textContent).toMatch(/\$10 invite coupon.*\$10\.00.*Usable/s);
    expect(cards[3]?.textContent).toMatch(/\$50 off.*\$500\.00.*Full plans/s);
    within(cards[0] as HTMLElement).getByRole('link', { name: 'Use on a plan' });
    expect(cards[5]?.textContent).toContain('Used');
    within(cards[5] as HTMLElement).getByRole('link', { name: /^P\d+/ });
    expect(cards[6]?.textContent).toContain('Expired');
    const tabs = screen.getByRole('tablist', { name: 'Coupon status' });
    expect(within(tabs).getByRole('tab', { name: /Usable/ }).textContent).toContain('5');
    screen.getByRole('heading', { name: 'How coupons work' });
  });

  it('the used tab lists only used coupons; an account without coupons is empty', async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, 'dashboard.coupon', {}, { search: { status: 'used' } });
    const used = await loaded('Coupons: Used');
    expect(within(used).getAllByRole('listitem')).toHaveLength(1);
    await d.dispose();
    d = await createJsdomDriver();
    await freshAccount('coupon-empty');
    await visitRoute(d, 'dashboard.coupon', {});
    await inPhase('Coupons: All', 'empty');
    screen.getByText('You have no coupons yet. Invite friends or complete missions to earn them.');
  });

  it('a service-fee coupon says what it is and leads to paying service fees', async () => {
    const email = await freshAccount('coupon-fee');
    await d.sandbox('POST', '/__sandbox/wallet', {
      account: email,
      coupons: [{ name: 'Gold Medal $500', kind: 'serviceFee', amountUsd: '500', goodsTypes: [11] }],
    });
    await visitRoute(d, 'dashboard.coupon', {});
    const [card] = within(await loaded('Coupons: All')).getAllByRole('listitem');
    expect(card?.textContent).toMatch(/Gold Medal \$500.*\$500\.00.*Service-fee coupon.*Usable/s);
    const link = within(card as HTMLElement).getByRole('link', { name: 'Pay service fees' });
    expect(link.getAttribute('href')).toBe('/pay/serviceFee');
    expect(within(card as HTMLElement).queryByRole('link', { name: 'Use on a plan' })).toBeNull();
  });

  it('a failed read shows the message with a retry', async () => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await failCall(d, 'couponList', { status: 503 });
    await visitRoute(d, 'dashboard.coupon', {});
    const section = await inPhase('Coupons: All', 'failed');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await loaded('Coupons: All');
  });
});

describe('/dashboard/points', { timeout: 30_000 }, () => {
  it('shows the balance, totals and the history with direction, source and reference; filters by type', async () => {
    const email = await freshAccount('points-history');
    await d.sandbox('POST', '/__sandbox/wallet', { account: email, points: '120.50' });
    await d.sandbox('POST', '/__sandbox/wallet', { account: email, points: '100.00' });
    await visitRoute(d, 'dashboard.points', {});
    const history = await table(/Points history: All/);
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toMatch(/Spent.*Adjustment.*Balance set by support.*−20\.5/);
    expect(rows[1]?.textContent).toMatch(/Earned.*Adjustment.*\+120\.5/);
    expect(document.body.textContent).toContain('100 points');
    fireEvent.click(screen.getByRole('tab', { name: 'Earned' }));
    await waitFor(
      () =>
        expect(within(screen.getByRole('table', { name: /Points history: Earned/ })).getAllByRole('row')).toHaveLength(
          2,
        ),
      WAIT,
    );
    screen.getByRole('link', { name: 'Auto-deduct settings' });
  });

  it('the expired filter is empty; a fresh account has no movements', async () => {
    await freshAccount('points-empty');
    await visitRoute(d, 'dashboard.points', {}, { search: { type: 'expired' } });
    await screen.findByText('No points have expired.', undefined, WAIT);
  });
});

describe('/dashboard/points/plan', { timeout: 30_000 }, () => {
  it('lists full plans with days left and the switch; turning auto-deduct off asks first, then saves', async () => {
    const email = await freshAccount('auto-deduct');
    await d.sandbox('POST', '/__sandbox/orders', {
      account: email,
      orders: [{ goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 2, autoDeduct: true }],
    });
    await visitRoute(d, 'dashboard.points.plan', {});
    const section = await loaded('Plans with auto-deduct');
    expect(section.textContent).toContain('fewer than 3 service-fee days left, 3 days of its service fee');
    const toggle = within(section).getByRole('switch', { name: /Auto-deduct for P\d+/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(section.textContent).toContain('Few days left');
    fireEvent.click(toggle);
    const confirm = await within(section).findByRole('group', { name: /Confirm auto-deduct for/ }, WAIT);
    expect(confirm.textContent).toContain('the plan is suspended');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section).queryByRole('group')).toBeNull(), WAIT);
    fireEvent.click(toggle);
    fireEvent.click(await within(section).findByRole('button', { name: 'Turn off' }, WAIT));
    await within(section).findByText(/Auto-deduct is off for P\d+\./, undefined, WAIT);
    await waitFor(() => expect((within(section).getByRole('switch') as HTMLInputElement).checked).toBe(false), WAIT);
  });

  it('an account without full plans is empty, with a way to the plans', async () => {
    await freshAccount('auto-deduct-empty');
    await visitRoute(d, 'dashboard.points.plan', {});
    await inPhase('Plans with auto-deduct', 'empty');
    screen.getByRole('link', { name: 'See plans' });
  });
});

describe('accessibility (axe in jsdom; colour contrast needs a browser)', { timeout: 40_000 }, () => {
  const pages: Array<[RouteId, string | RegExp]> = [
    ['dashboard.invite', 'Your invitation'],
    ['dashboard.invite.history', /Invited friends/],
    ['dashboard.rewards', 'Your missions'],
    ['dashboard.coupon', 'Coupons: All'],
    ['dashboard.points', /Points history/],
    ['dashboard.points.plan', 'Plans with auto-deduct'],
  ];
  it.each(pages)('%s has no serious or critical violation', async (id, name) => {
    await signIn(d, ALICE.email, ALICE.passwd);
    await visitRoute(d, id as 'dashboard.invite', {});
    if (typeof name === 'string') await loaded(name);
    else await table(name);
    await waitFor(() => expect(document.title).toBeTruthy(), WAIT);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
});
