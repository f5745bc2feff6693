// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REWARD_ERRORS } from '../../runtime/http/contract/rewards.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const SECURE = { email: 'secure@example.com', passwd: 'Secure2024' };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const loaded = async (name: string) => {
  const section = await screen.findByRole('region', { name }, WAIT);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const mission = (id: string) => document.querySelector(`[data-mission="${id}"]`) as HTMLElement;

interface Wallet {
  pointsBalance: string;
  entries: { kind: string; amountCents: number; reference: string }[];
}
const wallet = (account: string) => d.sandbox<Wallet>('GET', `/__sandbox/wallet?account=${account}`);
const rewardEntries = async (account: string) => (await wallet(account)).entries.filter((e) => e.kind === 'reward');

async function openSignedIn(account = SECURE) {
  await signIn(d, account.email, account.passwd);
  await visitRoute(d, 'task', {});
  await loaded('Your rewards');
  return loaded('Missions and check-in');
}

describe('/task for a visitor', { timeout: 30_000 }, () => {
  it('shows the catalogue with rewards in points, the check-in cycle, the sign-up prompt and the tour target', async () => {
    await visitRoute(d, 'task', {});
    await screen.findByRole('heading', { level: 1, name: 'Rewards centre' }, WAIT);
    const section = await loaded('Missions and check-in');
    for (const title of [
      'Verify your identity',
      'Set a fund password',
      'Bind an authenticator',
      'Buy your first plan',
      'Buy $500 of hashrate',
      'Invite a friend',
    ]) {
      within(section).getByRole('heading', { name: title });
    }
    expect(mission('kyc').textContent).toContain('+5 points');
    expect(mission('buyHashrate').textContent).toContain('+20 points');
    const cycle = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('rewards-day'));
    expect(cycle).toHaveLength(7);
    expect(cycle[6]?.textContent).toContain('Day 7');
    expect(cycle[6]?.textContent).toContain('2');
    screen.getByRole('button', { name: 'Sign up to start earning' });
    screen.getByRole('button', { name: 'Sign up to check in' });
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your rewards' })).toBeNull();
    // The guided tour's "task area" is this page's introduction (the right bar leaves its task link out
    // here); small enough that the tour's popover fits beside it.
    const target = document.querySelector('[data-tour="task"]');
    expect(target?.contains(screen.getByRole('heading', { level: 1, name: 'Rewards centre' }))).toBe(true);
    expect(target?.contains(section)).toBe(false);
    expect(screen.getByRole('link', { name: 'More about FuFu points' }).getAttribute('href')).toBe('/points');
  });

  it('shows the missions in German from the sandbox', async () => {
    await visitRoute(d, 'task', {}, { locale: 'de' });
    await screen.findByRole('heading', { name: 'Identität bestätigen' }, WAIT);
    screen.getByRole('heading', { name: 'Fondspasswort festlegen' });
  });

  it('a failed catalogue read shows the message and loads again on retry', async () => {
    await failCall(d, 'rewardsCatalogue', { status: 503 });
    await visitRoute(d, 'task', {});
    const section = await screen.findByRole('region', { name: 'Missions and check-in' }, WAIT);
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('failed'), WAIT);
    within(section).getByText(/injected fault/);
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await loaded('Missions and check-in');
  });
});

describe('/task signed in', { timeout: 30_000 }, () => {
  it("shows each mission's progress from the account's data, with claim buttons and links", async () => {
    await d.sandbox('POST', '/__sandbox/wallet', { account: SECURE.email, points: '3.00' });
    await openSignedIn();
    const summary = await loaded('Your rewards');
    expect(summary.textContent).toContain('Points balance');
    expect(summary.textContent).toContain('3');
    // The vouchers the account's missions hold: the sandbox's mission summary ($10 for a seeded account).
    await waitFor(() => expect(summary.textContent).toContain('Mission vouchers$10.00'));
    expect(within(mission('kyc')).getByText('Ready to claim')).toBeTruthy();
    within(mission('kyc')).getByRole('button', { name: 'Claim 5 points: Verify your identity' });
    within(mission('authenticator')).getByRole('button', { name: /Claim 2 points/ });
    expect(within(mission('inviteFive')).getByText('To do')).toBeTruthy();
    expect(mission('inviteFive').textContent).toContain('0 / 5');
    expect(within(mission('inviteFive')).getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe(
      '/dashboard/invite',
    );
  });

  it('a claim credits the points exactly once through the ledger', async () => {
    await d.sandbox('POST', '/__sandbox/wallet', { account: SECURE.email, points: '0' });
    await openSignedIn();
    fireEvent.click(within(mission('kyc')).getByRole('button', { name: /Claim 5 points/ }));
    const status = await screen.findByText(/“Verify your identity” claimed: 5 points credited/, {}, WAIT);
    expect(status.textContent).toContain('Your balance is 5 points');
    await waitFor(() => expect(within(mission('kyc')).getByText('Claimed')).toBeTruthy(), WAIT);
    expect(within(mission('kyc')).queryByRole('button', { name: /Claim/ })).toBeNull();
    expect((await wallet(SECURE.email)).pointsBalance).toBe('5.00');
    expect(await rewardEntries(SECURE.email)).toEqual([
      expect.objectContaining({ amountCents: 500, reference: 'mission:kyc:once' }),
    ]);
    const ledger = await d.sandbox<{ sumCents: number }>('GET', '/__sandbox/ledger');
    expect(ledger.sumCents).toBe(0);
  });

  it('a claim made meanwhile elsewhere is refused with a clear message and credits nothing more', async () => {
    await openSignedIn();
    // The same account claims in another tab first.
    const reply = await rawClaim((await d.cookie('auth')) ?? '', 'fundPassword');
    expect(reply.status).toBe(200);
    fireEvent.click(within(mission('fundPassword')).getByRole('button', { name: /Claim 1 points/ }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(REWARD_ERRORS.alreadyClaimed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(mission('fundPassword')).getByText('Claimed')).toBeTruthy(), WAIT);
    expect(await rewardEntries(SECURE.email)).toHaveLength(1);
  });

  it('a failed claim shows the server message and the retry credits once', async () => {
    await openSignedIn();
    await failCall(d, 'rewardsClaim', { status: 503 });
    fireEvent.click(within(mission('authenticator')).getByRole('button', { name: /Claim 2 points/ }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault');
    expect(await rewardEntries(SECURE.email)).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/“Bind an authenticator” claimed: 2 points credited/, {}, WAIT);
    expect(await rewardEntries(SECURE.email)).toHaveLength(1);
  });

  it('checks in once a UTC day: the streak grows across days by the sandbox clock and a missed day resets it', async () => {
    await d.sandbox('POST', '/__sandbox/rewards', { account: SECURE.email, streak: 2, lastCheckInDaysAgo: 1 });
    const section = await openSignedIn();
    expect(section.textContent).toContain("Streak: 2 days. Today's check-in is day 3: 0.3 points.");
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByText(/Checked in for day 3: 0.3 points credited/, {}, WAIT);
    await waitFor(() => expect(section.textContent).toContain('Checked in today. Streak: 3 days.'), WAIT);
    expect((screen.getByRole('button', { name: 'Checked in today' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await rewardEntries(SECURE.email)).map((e) => e.amountCents)).toEqual([30]);

    // The next UTC day: day 4.
    await d.sandbox('POST', '/__sandbox/clock', { advanceSeconds: 86_400 });
    await visitRoute(d, 'task', {});
    let again = await loaded('Missions and check-in');
    await waitFor(() => expect(again.textContent).toContain("Streak: 3 days. Today's check-in is day 4"), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByText(/Checked in for day 4: 0.5 points credited/, {}, WAIT);

    // Two days later the streak is broken: day 1 again.
    await d.sandbox('POST', '/__sandbox/clock', { advanceSeconds: 2 * 86_400 });
    await visitRoute(d, 'task', {});
    again = await loaded('Missions and check-in');
    await waitFor(() => expect(again.textContent).toContain("Streak: 0 days. Today's check-in is day 1"), WAIT);
    expect((await rewardEntries(SECURE.email)).map((e) => e.amountCents)).toEqual([30, 50]);
  });

  it('a refused second check-in (another tab) shows the refusal', async () => {
    await openSignedIn();
    await rawCheckIn((await d.cookie('auth')) ?? '');
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(REWARD_ERRORS.alreadyCheckedIn);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await screen.findByRole('button', { name: 'Checked in today' }, WAIT);
    expect(await rewardEntries(SECURE.email)).toHaveLength(1);
  });
});

/** The same account's request from elsewhere (another tab): straight to the file's sandbox with its token. */
async function rawPost(path: string, fields: Record<string, string>, token: string): Promise<{ status: number }> {
  const reply = await fetch(`${import.meta.env.VITE_API_BASE_URL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return (await reply.json()) as { status: number };
}
const rawClaim = (token: string, missionId: string) => rawPost(callPath('rewardsClaim'), { missionId }, token);
const rawCheckIn = (token: string) => rawPost(callPath('rewardsCheckIn'), {}, token);

describe('/task accessibility and head', { timeout: 40_000 }, () => {
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

  it('a visitor: the rewards page code titles it and axe finds no serious or critical violation', async () => {
    await visitRoute(d, 'task', {});
    await loaded('Missions and check-in');
    await waitFor(() => expect(document.title).toBe('Rewards Center | FuFu Cloud Mining'), WAIT);
    expect(await seriousViolations()).toEqual([]);
  });

  it('signed in, with claim buttons and progress bars: no serious or critical violation', async () => {
    await openSignedIn();
    expect(await seriousViolations()).toEqual([]);
  });
});
