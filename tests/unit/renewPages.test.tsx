// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { formatDateTimeUtc } from '../../views/format/format.ts';
import { expectUrl, freshEmail, noChallenges, registerByApi } from '../model/bindings/accountSteps.ts';
import { FUND_PASSWORD, verifyWithFundPassword } from '../model/bindings/settingsSteps.ts';
import { signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The renewal pages (issue #18) against the real sandbox: the plans near their end with the rule; renewing one
 * through the cashier and coming back to it extended; an order that cannot be renewed says why, an unknown one is
 * the 404 page; the electricity-withholding switch confirmed through the security verification, and the days it
 * withheld, exportable.
 */
const WAIT = { timeout: 8000 };
const DAY_MS = 86_400_000;
const PASSWORD = 'RenewPages2026';
let d: Driver;
let account = '';
beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('renew-page');
  await registerByApi(d, account, PASSWORD);
  await noChallenges(d, account);
  await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD, balanceUsd: '5000.00' });
  await signIn(d, account, PASSWORD);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function nearEnd(orders: Array<Record<string, unknown>>): Promise<string[]> {
  return (await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/renew/orders', { account, orders })).orderNos;
}
const region = (name: string) => screen.findByRole('region', { name }, WAIT);

describe('plans near their end (/dashboard/renew)', { timeout: 40_000 }, () => {
  it('lists each with days left, end (UTC), hashrate and plan, and a Renew action or why not', async () => {
    const [renewable, discontinued] = (await nearEnd([
      { goodsId: 'g-full-s21-360', daysLeft: 3, quantity: 2 },
      { goodsId: 'g-discontinued', daysLeft: 5 },
      { goodsId: 'g-easy-s21-180', daysLeft: 40 },
    ])) as [string, string];
    await visitRoute(d, 'dashboard.renew', {});
    await d.expectRead('Plans near their end', 'loaded');
    await d.expectText(/can be renewed in its last 7 days/);
    const table = await screen.findByRole('table', { name: 'Renewals' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    // The plan 40 days from its end is not listed.
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain(renewable);
    expect(first.textContent).toContain('S21 Pro 360 days');
    expect(first.textContent).toMatch(/400(\.00)? TH\/s/);
    expect(first.textContent).toContain('3 days');
    expect(
      within(first)
        .getByRole('link', { name: `Renew ${renewable}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/renew/detail/${renewable}`);
    const second = rows[1] as HTMLElement;
    expect(second.textContent).toContain(discontinued);
    expect(second.textContent).toContain('No longer sold');
    expect(within(second).queryByRole('link', { name: /^Renew/ })).toBeNull();
  });

  it('the hashrate dashboard offers Renew on a plan in its last 7 days only', async () => {
    const [ending, later] = (await nearEnd([
      { goodsId: 'g-full-s21-360', daysLeft: 3 },
      { goodsId: 'g-easy-s21-180', daysLeft: 40 },
    ])) as [string, string];
    await visitRoute(d, 'dashboard.hashrate', {});
    const table = await screen.findByRole('table', { name: 'Mining orders' }, WAIT);
    const rowOf = async (orderNo: string) =>
      (await within(table).findByRole('row', { name: new RegExp(orderNo) }, WAIT)) as HTMLElement;
    const renew = await within(await rowOf(ending)).findByRole('link', { name: 'Renew' }, WAIT);
    expect(renew.getAttribute('href')).toBe(`/dashboard/renew/detail/${ending}`);
    expect(within(await rowOf(later)).queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('an account with no plan near its end is told when renewal opens', async () => {
    await nearEnd([{ goodsId: 'g-easy-s21-180', daysLeft: 30 }]);
    await visitRoute(d, 'dashboard.renew', {});
    await d.expectRead('Plans near their end', 'empty');
    await d.expectText(/None of your plans ends within the next 7 days/);
    await d.expectVisible('link', 'See your orders');
  });
});

describe('renewing a plan (/dashboard/renew/detail/{orderNo})', { timeout: 60_000 }, () => {
  it('shows the terms, price, new end and fees; buying goes through the cashier and back extended', async () => {
    const [orderNo] = (await nearEnd([{ goodsId: 'g-stable-s21xp-60', daysLeft: 2 }])) as [string];
    await visitRoute(d, 'dashboard.renew.detail', { orderNo });
    await d.expectRead('Renewal', 'loaded');
    await region('Renew this plan');
    // 40 TH × 0.0655 USD × 30 or 60 days (a 60-day plan is offered up to 60 days).
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => (o.closest('label') as HTMLElement).textContent)).toEqual([
      expect.stringMatching(/30 days.*78\.60/),
      expect.stringMatching(/60 days.*157\.20/),
    ]);
    const breakdown = screen.getByRole('table', { name: 'Fee breakdown' });
    expect(breakdown.textContent).toMatch(/Service fee: included in the hashrate fee/);
    expect(breakdown.textContent).toMatch(/Pool fee: 2\.5\s?% of the daily output/);
    expect(screen.getByTestId('renew-total').textContent).toContain('78.60');
    fireEvent.click(options[1] as HTMLElement);
    expect(screen.getByTestId('renew-total').textContent).toContain('157.20');
    // The plan's end (00:00 UTC, 2 days after the sandbox's today) moves by the chosen 60 days.
    const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
    const end = (Math.floor(Date.parse(now) / DAY_MS) + 2) * DAY_MS;
    const newEnd = formatDateTimeUtc('en', new Date(end + 60 * DAY_MS));
    expect((screen.getByText(/New end:/).closest('p') as HTMLElement).textContent).toBe(`New end: ${newEnd}`);

    await d.click('button', 'Buy 60 days');
    await expectUrl(d, '/pay/confirm/R');
    await d.expectRead('Cashier', 'loaded');
    await d.expectText('Renewal of');
    await d.click('button', /^Pay .* from balance$/);
    await verifyWithFundPassword(d);
    await expectUrl(d, '/pay/detail/R');
    await d.expectText(/was renewed by 60 days: it now runs until/);
    await d.click('link', 'See the renewed plan');
    await expectUrl(d, `/dashboard/renew/detail/${orderNo}`);
    await d.expectRead('Renewal', 'loaded');
    await d.expectText('Renewal not available');
    await d.expectText("Renewal opens in the plan's last 7 days.");
    const records = await screen.findByRole('table', { name: 'Renewals of this plan' }, WAIT);
    expect(within(records).getAllByRole('row')).toHaveLength(2);
    expect(records.textContent).toContain('157.20');
  });

  it('an ended plan says why it cannot be renewed; an unknown order is the 404 page', async () => {
    const { orderNos } = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
      account,
      orders: [{ goodsId: 'g-stable-s21-30', state: 'ended' }],
    });
    await visitRoute(d, 'dashboard.renew.detail', { orderNo: orderNos[0] as string });
    await d.expectRead('Renewal', 'loaded');
    await d.expectText(/This plan has ended\. Renewals are for running plans/);
    await d.expectVisible('link', 'See plans');
    await visitRoute(d, 'dashboard.renew.detail', { orderNo: 'P20990101000001' });
    await d.expectText('This page could not be found');
  });
});

describe('electricity withholding (/dashboard/renew/elecWithhold)', { timeout: 60_000 }, () => {
  it('turns on through the security verification, then lists the days it withheld or suspended', async () => {
    const [orderNo] = (await nearEnd([{ goodsId: 'g-full-s21-360', daysLeft: 200, serviceFeeDaysLeft: 1 }])) as [
      string,
    ];
    await visitRoute(d, 'dashboard.renew.elecWithhold', {});
    await d.expectRead('Plans with electricity withholding', 'loaded');
    await d.expectText(/If a day's output is smaller than its fee, nothing is taken/);
    await d.expectText(/Estimate at today's figures/);
    await d.click('switch', `Electricity withholding for ${orderNo}`);
    await d.expectText(/Turn electricity withholding on for P\d+\?/);
    await d.click('button', 'Turn on');
    await verifyWithFundPassword(d);
    await d.expectText(`Electricity withholding is on for ${orderNo}.`);
    await d.expectText('Withholding on');
    await d.advance(MODAL_ANIMATION_MS);

    // Ten days later: the days after the prepaid one went through withholding.
    await d.sandbox('POST', '/__sandbox/mining/advance', { days: 10 });
    await signIn(d, account, PASSWORD);
    await visitRoute(d, 'dashboard.renew', {});
    await d.expectRead('Plans near their end', 'empty');
    await visitRoute(d, 'dashboard.renew.elecWithhold', {});
    await d.expectRead('Plans with electricity withholding', 'loaded');
    const table = await screen.findByRole('table', { name: 'Withholding records' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5), WAIT);
    expect(table.textContent).toMatch(/Withheld|Suspended: output below the fee/);
    expect(table.textContent).toContain(orderNo);
    await d.expectEnabled('button', 'Export CSV', true);
  });
});
