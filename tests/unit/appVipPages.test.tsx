// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VipLevel, VipRules } from '../../runtime/http/contract/loyalty.ts';
import { formatDateUtc, formatUsd } from '../../views/format/format.ts';
import { freshEmail, registerByApi } from '../model/bindings/accountSteps.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { APP_USER_AGENT, installFakeNativeHost } from '../model/fakeNativeHost.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const DAY_MS = 86_400_000;
const PASSWORD = 'AppVip2026';

let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
  Reflect.deleteProperty(navigator, 'userAgent');
});
afterAll(closeJsdomSandbox);

/** The page opens inside the native app: its user agent, and a fake host answering the bridge. */
function inTheApp() {
  Object.defineProperty(navigator, 'userAgent', { value: APP_USER_AGENT, configurable: true });
  installFakeNativeHost();
}

const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const inPhase = async (name: string, phase: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe(phase), WAIT);
  return section;
};
const loaded = (name: string) => inPhase(name, 'loaded');

async function vipTable() {
  return (await d.sandbox<{ result: { levels: VipLevel[]; rules: VipRules } }>('GET', callPath('vipLevels'))).result;
}

interface Standing {
  level: number;
  paidUsd: string;
  windowStart: string;
  nextEvaluationAt: string;
  next: { level: number; gapUsd: string } | null;
}

/** The standing as the sandbox answers it to the account (the page must show the same). */
async function standingOf(email: string, passwd: string): Promise<Standing> {
  const login = await d.sandbox<{ data: { authToken: string } }>('POST', callPath('loginByEmail'), { email, passwd });
  const reply = await fetch(`${import.meta.env.VITE_API_BASE_URL}${callPath('vipStanding')}`, {
    headers: { Authorization: `Bearer ${login.data.authToken}` },
  });
  return ((await reply.json()) as { result: Standing }).result;
}

/** A new account, signed in: no level and no record. */
async function freshAccount(prefix: string): Promise<string> {
  const email = freshEmail(prefix);
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  return email;
}

/** The sandbox's time now (the jsdom driver's clock, moved by `d.advance`). */
async function sandboxNow(): Promise<number> {
  return Date.parse((await d.sandbox<{ now: string }>('GET', '/__sandbox/loyalty?account=alice@example.com')).now);
}
const firstOfNextMonth = (at: number) => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

describe('/app/vip', { timeout: 30_000 }, () => {
  it("alice (VIP 2) in the app: her level, paid orders, the gap, the next evaluation, her benefits next to VIP 3's", async () => {
    const table = await vipTable();
    const standing = await standingOf('alice@example.com', 'Alice2024!');
    inTheApp();
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'app.vip', {});
    await screen.findByRole('heading', { level: 1, name: 'Your VIP level' }, WAIT);
    const section = await loaded('Your VIP level');
    await waitFor(() => expect(section.textContent).toContain('You are VIP 2 · Miner'), WAIT);
    within(section).getByRole('img', { name: 'VIP 2 badge' });
    expect(section.textContent).toContain(
      `Paid orders since ${formatDateUtc('en', standing.windowStart)}: ${formatUsd('en', standing.paidUsd)}`,
    );
    const evaluation = formatDateUtc('en', standing.nextEvaluationAt);
    expect(section.textContent).toContain(
      `${formatUsd('en', standing.next?.gapUsd ?? '')} more in paid orders by ${evaluation} to reach VIP 3`,
    );
    expect(section.textContent).toContain(`Next evaluation: ${evaluation}, 00:00 UTC`);
    within(section).getByRole('progressbar', { name: 'Progress to VIP 3' });

    const benefits = await loaded('Level benefits');
    const compare = within(benefits).getByRole('table', { name: "Your benefits and the next level's" });
    expect(within(compare).getAllByRole('columnheader')).toHaveLength(3);
    within(compare).getByRole('columnheader', { name: 'Yours: VIP 2 · Miner' });
    within(compare).getByRole('columnheader', { name: 'Next: VIP 3 · Foreman' });
    const [vip2, vip3] = [table.levels[1] as VipLevel, table.levels[2] as VipLevel];
    const row = (name: string) =>
      within(within(compare).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Paid orders needed')).toEqual([
      formatUsd('en', vip2.requirementUsd),
      formatUsd('en', vip3.requirementUsd),
    ]);
    expect(row('First-order bonus per invited friend')).toEqual([
      formatUsd('en', vip2.firstOrderBonusUsd),
      formatUsd('en', vip3.firstOrderBonusUsd),
    ]);
    expect(row("Rebate on friends' hashrate fees")).toEqual(['1.5% for 180 days', '2% for 180 days']);
    expect(row('Service-fee discount')).toEqual(['1%', '2%']);
    for (const perk of [...vip2.perks, ...vip3.perks]) expect(compare.textContent).toContain(perk);

    // The app's bar shows the page's title.
    await d.expectNativeCall('setTitle', { title: 'VIP levels' });
    const links = screen.getByRole('navigation', { name: 'More about VIP levels' });
    expect(within(links).getByRole('link', { name: 'Your level history' }).getAttribute('href')).toBe(
      '/app/vip/record',
    );
    expect(within(links).getByRole('link', { name: 'How levels are evaluated' }).getAttribute('href')).toBe(
      '/app/vip/rules',
    );
    // The plans are the app's own screen inside the app.
    const plans = within(links).getByRole('link', { name: 'View mining plans' });
    expect(plans.getAttribute('href')).toBe('/list');
    fireEvent.click(plans);
    await d.expectNativeCall('openPage', { page: 'goodsList' });
  });

  it('an account without a level aims at VIP 1: no badge, and no benefits of its own yet', async () => {
    inTheApp();
    await freshAccount('app-vip-none');
    await visitRoute(d, 'app.vip', {});
    const section = await loaded('Your VIP level');
    expect(section.textContent).toContain('You have no VIP level yet.');
    expect(within(section).queryByRole('img')).toBeNull();
    expect(section.textContent).toContain('$1,000.00 more in paid orders by');
    expect(section.textContent).toContain('to reach VIP 1');
    const benefits = await loaded('Level benefits');
    expect(within(benefits).getAllByRole('columnheader')).toHaveLength(3);
    within(benefits).getByRole('columnheader', { name: 'Yours: no level yet' });
    within(benefits).getByRole('columnheader', { name: 'Next: VIP 1 · Explorer' });
    const cells = within(
      within(benefits).getByRole('rowheader', { name: 'Paid orders needed' }).closest('tr') as HTMLElement,
    )
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['—', '$1,000.00']);
  });

  it('VIP 5 is the top: one column of benefits, and the next evaluation still named', async () => {
    inTheApp();
    await signIn(d, 'vip5@example.com', 'VipLevel5');
    await visitRoute(d, 'app.vip', {});
    const section = await loaded('Your VIP level');
    expect(section.textContent).toContain('VIP 5 is the top level.');
    expect(section.textContent).toMatch(/Next evaluation: .+, 00:00 UTC/);
    const benefits = await loaded('Level benefits');
    within(benefits).getByRole('table', { name: 'Your benefits' });
    expect(within(benefits).getAllByRole('columnheader')).toHaveLength(2);
    expect(benefits.textContent).toContain('You have every benefit there is: VIP 5 is the top level.');
  });

  it("in a browser, the links stay web links: the record opens in the page's place", async () => {
    await signIn(d, 'vip1@example.com', 'VipLevel1');
    await visitRoute(d, 'app.vip', {});
    await loaded('Your VIP level');
    fireEvent.click(screen.getByRole('link', { name: 'Your level history' }));
    await screen.findByRole('heading', { level: 1, name: 'VIP level history' }, WAIT);
    expect(await d.url()).toBe('/app/vip/record');
  });

  it("a failed standing shows the server's message and loads again on retry", async () => {
    inTheApp();
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await failCall(d, 'vipStanding', { status: 503 });
    await visitRoute(d, 'app.vip', {});
    const section = await inPhase('Your VIP level', 'failed');
    const alert = within(section).getByRole('alert');
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    // The links are there all the same.
    screen.getByRole('link', { name: 'How levels are evaluated' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const again = await loaded('Your VIP level');
    expect(again.textContent).toContain('You are VIP 2');
  });
});

describe('/app/vip/record', { timeout: 30_000 }, () => {
  it("vip3's evaluations, newest first: the date, from and to with badges, why, and the paid orders counted", async () => {
    inTheApp();
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'app.vip.record', {});
    const section = await loaded('Level changes');
    await d.expectNativeCall('setTitle', { title: 'VIP level history' });
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts[0]).toMatch(/VIP 2→.*VIP 3/);
    expect(texts[0]).toContain('Raised: your paid orders met the requirement of VIP 3.');
    expect(texts[0]).toContain('$34,500.00');
    expect(texts[2]).toMatch(/No level→.*VIP 1/);
    // The 1st of a month each, the latest first.
    const dates = rows.map((row) => row.querySelector('td')?.textContent ?? '');
    const now = await sandboxNow();
    const last = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    expect(dates[0]).toBe(formatDateUtc('en', last.toISOString()));
    // A badge beside each level: five in the three rows (the first step up is from no level).
    expect(within(section).getByRole('table').querySelectorAll('svg.vip-badge')).toHaveLength(5);
    // One page: no pager.
    expect(within(section).queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages the record: a year without orders lowers VIP 5 one level at a time, each kept by its protection first', async () => {
    await d.advance(365 * DAY_MS);
    inTheApp();
    await signIn(d, 'vip5@example.com', 'VipLevel5');
    await visitRoute(d, 'app.vip.record', {});
    const section = await loaded('Level changes');
    const pager = within(section).getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 1 of 2');
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const reasons = rows.map((row) => row.textContent ?? '');
    // Newest first: lowered, after two evaluations kept by the protection, and so on.
    expect(reasons[0]).toContain('Lowered: your paid orders were below the requirement of VIP');
    expect(reasons[1]).toContain('Kept: below the requirement of VIP');
    expect(reasons[2]).toContain('Kept: below the requirement of VIP');
    expect(reasons[3]).toContain('Lowered: your paid orders were below the requirement of VIP');
    for (const text of reasons) expect(text).toContain('$0.00');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await d.url()).toBe('/app/vip/record?page=2'), WAIT);
    await waitFor(
      () => expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 2 of 2'),
      WAIT,
    );
    const second = await loaded('Level changes');
    const more = within(within(second).getByRole('table')).getAllByRole('row').slice(1);
    expect(more.length).toBeGreaterThan(0);
    // The oldest evaluation is the seeded first step up.
    expect(more.at(-1)?.textContent).toMatch(/No level→.*VIP 1/);
  });

  it('an account with no evaluation behind it sees the empty state and the way to the rules', async () => {
    inTheApp();
    await freshAccount('app-vip-record-empty');
    await visitRoute(d, 'app.vip.record', {});
    const section = await inPhase('Level changes', 'empty');
    expect(section.textContent).toContain('No evaluation has changed your level yet.');
    expect(within(section).getByRole('link', { name: 'How levels are evaluated' }).getAttribute('href')).toBe(
      '/app/vip/rules',
    );
  });

  it('a paid order raises the level at the next 1st: the record shows the upgrade with its total', async () => {
    const email = await freshAccount('app-vip-record-upgrade');
    await d.sandbox('POST', '/__sandbox/orders', {
      account: email,
      orders: [{ goodsId: 'g-full-s21-360', quantity: 1, state: 'pendingStart' }],
    });
    const { paidOrders } = await d.sandbox<{ paidOrders: Array<{ totalUsd: string }> }>(
      'GET',
      `/__sandbox/loyalty?account=${email}`,
    );
    const now = await sandboxNow();
    await d.advance(firstOfNextMonth(now) - now + 60_000);
    // A month on, the earlier session has expired: signed in again.
    await signIn(d, email, PASSWORD);
    inTheApp();
    await visitRoute(d, 'app.vip.record', {});
    const section = await loaded('Level changes');
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toMatch(/No level→.*VIP 1/);
    expect(rows[0]?.textContent).toContain('Raised: your paid orders met the requirement of VIP 1.');
    expect(rows[0]?.textContent).toContain(formatUsd('en', paidOrders[0]?.totalUsd ?? ''));
    expect(rows[0]?.textContent).toContain(formatDateUtc('en', new Date(firstOfNextMonth(now)).toISOString()));
  });

  it("a failed record shows the server's message and loads again on retry", async () => {
    inTheApp();
    await signIn(d, 'vip2@example.com', 'VipLevel2');
    await failCall(d, 'vipRecord', { status: 503 });
    await visitRoute(d, 'app.vip.record', {});
    const section = await inPhase('Level changes', 'failed');
    expect(section.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const again = await loaded('Level changes');
    expect(within(again).getByRole('table')).toBeTruthy();
  });
});

describe('/app/vip/rules', { timeout: 30_000 }, () => {
  it('signed out, in the app: how levels are evaluated with the rules from the VIP table, and the levels table', async () => {
    const table = await vipTable();
    inTheApp();
    await visitRoute(d, 'app.vip.rules', {});
    const section = await loaded('VIP levels');
    await d.expectNativeCall('setTitle', { title: 'VIP rules' });
    screen.getByRole('heading', { level: 1, name: 'VIP rules' });
    const rules = within(section).getByRole('heading', { level: 2, name: 'How levels are evaluated' })
      .parentElement as HTMLElement;
    expect(rules.textContent).toContain(`paid orders in the ${table.rules.windowMonths} months before`);
    expect(rules.textContent).toContain(`kept for at least ${table.rules.protectionMonths} months`);
    expect(rules.textContent).toContain(
      `first order of more than ${formatUsd('en', table.rules.firstOrderMinimumUsd)}`,
    );
    expect(rules.textContent).toContain('up to 10,000 points per friend');
    within(section).getByRole('table', { name: 'Benefits by level' });
    for (const level of table.levels) {
      const row = within(section).getByRole('rowheader', { name: `VIP ${level.level} · ${level.name}` });
      expect(row.closest('tr')?.textContent).toContain(formatUsd('en', level.requirementUsd));
      within(section).getByRole('img', { name: `VIP ${level.level} badge` });
    }
    expect(screen.getByRole('link', { name: 'Your VIP level' }).getAttribute('href')).toBe('/app/vip');
  });

  it('a failed table loads again on retry', async () => {
    await failCall(d, 'vipLevels', { status: 503 });
    await visitRoute(d, 'app.vip.rules', {});
    const section = await inPhase('VIP levels', 'failed');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await loaded('VIP levels');
  });
});

describe('accessibility of the app VIP pages (axe in jsdom; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  const pages: Array<[string, 'app.vip' | 'app.vip.record' | 'app.vip.rules', string]> = [
    ['/app/vip', 'app.vip', 'Level benefits'],
    ['/app/vip/record', 'app.vip.record', 'Level changes'],
    ['/app/vip/rules', 'app.vip.rules', 'VIP levels'],
  ];
  it.each(pages)('%s has no serious or critical violation', async (_name, route, section) => {
    inTheApp();
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, route, {});
    await loaded(section);
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
