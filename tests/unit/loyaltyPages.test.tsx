// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import Big from 'big.js';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VipLevel } from '../../runtime/http/contract/loyalty.ts';
import { formatDateUtc, formatUsd } from '../../views/format/format.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const loaded = async (name: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const inPhase = async (name: string, phase: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe(phase), WAIT);
  return section;
};

interface LoyaltyFixture {
  now: string;
  vipLevel: number | null;
  paidOrders: Array<{ orderNo: string; totalUsd: string; paidAt: string }>;
}

/**
 * The gap to the next level worked out here from the account's paid orders: the next evaluation is the 1st of
 * next month (00:00 UTC) and counts the orders paid in the 12 months before it.
 */
async function expectedGap(email: string, nextRequirement: string) {
  const fixture = await d.sandbox<LoyaltyFixture>('GET', `/__sandbox/loyalty?account=${email}`);
  const now = new Date(fixture.now);
  const evaluation = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const windowStart = new Date(Date.UTC(evaluation.getUTCFullYear() - 1, evaluation.getUTCMonth(), 1));
  const counting = fixture.paidOrders
    .filter((order) => new Date(order.paidAt) >= windowStart)
    .reduce((sum, order) => sum.plus(order.totalUsd), new Big(0));
  return { gap: new Big(nextRequirement).minus(counting), evaluation, fixture };
}

describe('/points', { timeout: 30_000 }, () => {
  it('a visitor reads what points are, how to get and use them (auto-deduct included), and is asked to sign in', async () => {
    await visitRoute(d, 'points', {});
    await screen.findByRole('heading', { level: 1, name: 'FuFu Points' }, WAIT);
    await waitFor(() => expect(document.title).toBe('FuFu Points - FuFu Cloud Mining'), WAIT);
    for (const heading of ['What FuFu Points are', 'How to get points', 'How to use points', 'Points FAQ']) {
      screen.getByRole('heading', { level: 2, name: heading });
    }
    const body = document.body.textContent ?? '';
    expect(body).toContain('One point is always worth one US dollar.');
    expect(body).toContain('USDT, BTC or ETH');
    expect(body).toContain('when fewer than 3 prepaid service-fee days remain on a full plan, 3 days of service fee');
    expect(body).toContain('17.40 points for 3 days');
    screen.getByRole('button', { name: 'Create a free account' });
    screen.getByRole('button', { name: 'Sign in' });
    // Nothing private is read for a visitor, so nothing can fail: the place of the balance asks to sign in.
    const prompt = screen.getByRole('region', { name: 'Your points' });
    expect(prompt.getAttribute('data-read')).toBeNull();
    within(prompt).getByText('Sign in to see your points balance and its latest movements.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'VIP levels' }).getAttribute('href')).toBe('/vip');
  });

  it('alice sees her balance and latest movements from the ledger, newest first, and the dashboard link', async () => {
    await d.sandbox('POST', '/__sandbox/wallet', { account: 'alice@example.com', points: '650.25' });
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'points', {});
    const section = await loaded('Your points');
    expect(within(section).getByTestId('points-balance').textContent).toBe('650.25 points');
    expect(section.textContent).toContain('worth $650.25');
    const rows = within(within(section).getByRole('table', { name: 'Latest movements' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Balance set by support');
    expect(rows[1]?.textContent).toContain('−149.75');
    expect(rows[1]?.textContent).toContain('UTC');
    expect(rows[2]?.textContent).toContain('Adjustment');
    expect(rows[2]?.textContent).toContain('+800.00');
    expect(rows[2]?.textContent).toContain('Opening balance');
    expect(section.textContent).toContain('Showing the latest 2 of 2 movements.');
    expect(within(section).getByRole('link', { name: 'See all movements in the dashboard' }).getAttribute('href')).toBe(
      '/dashboard/points',
    );
    expect(screen.getByRole('link', { name: 'Go to my points' }).getAttribute('href')).toBe('/dashboard/points');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('an account without points sees the empty state', async () => {
    await signIn(d, 'vip5@example.com', 'VipLevel5');
    await visitRoute(d, 'points', {});
    const section = await inPhase('Your points', 'empty');
    expect(section.textContent).toContain('You have no points yet.');
  });

  it("a failed balance shows the server's message and loads again on retry", async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await failCall(d, 'pointsSummary', { status: 503 });
    await visitRoute(d, 'points', {});
    const section = await inPhase('Your points', 'failed');
    const alert = within(section).getByRole('alert');
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    // The page's own text is there all the same.
    screen.getByRole('heading', { level: 2, name: 'How to use points' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const again = await loaded('Your points');
    expect(within(again).getByTestId('points-balance').textContent).toBe('800.00 points');
  });
});

describe('/vip', { timeout: 30_000 }, () => {
  it('a visitor sees the five levels with badges, the benefits table and the criteria', async () => {
    const levels = (await d.sandbox<{ result: { levels: VipLevel[] } }>('GET', callPath('vipLevels'))).result.levels;
    await visitRoute(d, 'vip', {});
    const section = await loaded('VIP levels');
    await waitFor(() => expect(document.title).toBe('VIP levels - FuFu Cloud Mining'), WAIT);
    for (const level of levels) {
      within(section).getByRole('img', { name: `VIP ${level.level} badge` });
      const row = within(section).getByRole('rowheader', { name: `VIP ${level.level} · ${level.name}` });
      const cells = (row.closest('tr') as HTMLElement).textContent ?? '';
      expect(cells).toContain(formatUsd('en', level.requirementUsd));
      expect(cells).toContain(formatUsd('en', level.firstOrderBonusUsd));
      expect(cells).toContain(`${level.rebatePercent}%`);
      expect(cells).toContain(`${level.rebateDays} days`);
      for (const perk of level.perks) expect(section.textContent).toContain(perk);
    }
    expect(section.textContent).toContain('$30,000.00');
    within(section).getByRole('heading', { level: 2, name: 'How levels are evaluated' });
    expect(section.textContent).toContain('on the 1st of every month at 00:00 UTC');
    expect(section.textContent).toContain('kept for at least 3 months');
    expect(section.textContent).toContain('up to 10,000 points per friend');
    const prompt = screen.getByRole('region', { name: 'Your VIP level' });
    expect(prompt.getAttribute('data-read')).toBeNull();
    within(prompt).getByRole('button', { name: 'Sign in' });
  });

  it('alice (VIP 2) sees her level and the exact gap to VIP 3 that her seeded paid orders imply', async () => {
    const { gap, evaluation, fixture } = await expectedGap('alice@example.com', '30000');
    expect(fixture.vipLevel).toBe(2);
    expect(fixture.paidOrders.length).toBeGreaterThan(5);
    expect(gap.gt(0)).toBe(true);
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'vip', {});
    const section = await loaded('Your VIP level');
    await waitFor(() => expect(section.textContent).toContain('You are VIP 2 · Miner'), WAIT);
    within(section).getByRole('img', { name: 'VIP 2 badge' });
    expect(section.textContent).toContain(
      `${formatUsd('en', gap.toFixed(2))} more in paid orders by ${formatDateUtc('en', evaluation)} to reach VIP 3`,
    );
    const progress = within(section).getByRole('progressbar', { name: 'Progress to VIP 3' });
    expect(Number(progress.getAttribute('value'))).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('a newly paid order narrows the gap by its total', async () => {
    await d.sandbox('POST', '/__sandbox/orders', {
      account: 'vip3@example.com',
      orders: [{ goodsId: 'g-full-s21-360', quantity: 2, state: 'running' }],
    });
    const { gap, fixture } = await expectedGap('vip3@example.com', '100000');
    expect(fixture.paidOrders).toHaveLength(1);
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'vip', {});
    const section = await loaded('Your VIP level');
    expect(gap.lt(100_000)).toBe(true);
    expect(section.textContent).toContain(`${formatUsd('en', gap.toFixed(2))} more in paid orders by`);
    expect(section.textContent).toContain('to reach VIP 4');
  });

  it('VIP 5 is told it is the top level', async () => {
    await signIn(d, 'vip5@example.com', 'VipLevel5');
    await visitRoute(d, 'vip', {});
    const section = await loaded('Your VIP level');
    expect(section.textContent).toContain('VIP 5 is the top level.');
    expect(within(section).queryByRole('progressbar')).toBeNull();
  });

  it("a failed standing shows the server's message and a retry, and the levels stay", async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await failCall(d, 'vipStanding', { status: 503 });
    await visitRoute(d, 'vip', {});
    const section = await inPhase('Your VIP level', 'failed');
    await loaded('VIP levels');
    const alert = within(section).getByRole('alert');
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const again = await loaded('Your VIP level');
    expect(again.textContent).toContain('to reach VIP 3');
  });

  it('a failed level table shows a retry to a visitor', async () => {
    await failCall(d, 'vipLevels', { status: 503 });
    await visitRoute(d, 'vip', {});
    const section = await inPhase('VIP levels', 'failed');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await loaded('VIP levels');
  });

  it('level names and perks come in the page language', async () => {
    await visitRoute(d, 'vip', {}, { locale: 'ja' });
    await waitFor(() => expect(document.body.textContent).toContain('フォアマン'), WAIT);
    expect(document.body.textContent).toContain('専任のアカウントマネージャー');
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  const pages: Array<[string, boolean, () => Promise<void>, string]> = [
    ['/points (visitor)', false, () => visitRoute(d, 'points', {}), ''],
    ['/points (signed in)', true, () => visitRoute(d, 'points', {}), 'Your points'],
    ['/vip (visitor)', false, () => visitRoute(d, 'vip', {}), 'VIP levels'],
    ['/vip (signed in)', true, () => visitRoute(d, 'vip', {}), 'Your VIP level'],
  ];
  it.each(pages)('%s has no serious or critical violation', async (_name, signedIn, visit, section) => {
    if (signedIn) await signIn(d, 'alice@example.com', 'Alice2024!');
    await visit();
    if (section) await loaded(section);
    else await screen.findByRole('heading', { level: 1 }, WAIT);
    await waitFor(() => expect(document.title && document.documentElement.lang).toBeTruthy(), WAIT);
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
