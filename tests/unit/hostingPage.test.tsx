// @vitest-environment jsdom
import { screen, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

// jsdom draws no canvas (the page has a chart).
vi.mock('uplot', () => import('../model/fakeUplot.ts'));

/**
 * `/dashboard/hosting` (issue #18) against the real sandbox: the seeded customer's hosted miners in mixed
 * states with their figures, filtered and sorted, the 24 h chart of one miner, the invoices with Pay on the
 * unpaid one; the empty state of an account without miners; a failed chart keeping the page.
 */
const WAIT = { timeout: 8000 };
const HOSTING = 'hosting@example.com';
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const minerRows = async () => {
  const table = await screen.findByRole('table', { name: /^Miners: / }, WAIT);
  return within(table).getAllByRole('row').slice(1);
};

describe('hosting (/dashboard/hosting)', { timeout: 40_000 }, () => {
  it("shows the seeded customer's miners, their totals, a miner's 24 h chart and the invoices", async () => {
    await d.setCookie('auth', await tokenByApi(d, HOSTING, 'Hosting2024'));
    await visitRoute(d, 'dashboard.hosting', {});
    await d.expectRead('Hosted miners', 'loaded');
    const rows = await minerRows();
    expect(rows).toHaveLength(6);
    const text = rows.map((row) => row.textContent ?? '');
    expect(text[2]).toContain('Needs repair');
    expect(text[3]).toContain('Maintenance');
    expect(text[4]).toContain('Underperforming');
    expect(text[5]).toContain('Stopped');
    expect(text[0]).toMatch(/Antminer S21 · SN FFS21/);
    expect(text[0]).toContain('Jamestown, North Dakota');
    expect(text[0]).toMatch(/200 TH\/s/);
    const page = await region('Hosted miners');
    expect(page.textContent).toMatch(/Hashrate now.*?[\d.,]+ TH\/sof 1\.2 PH\/s nominal/);
    expect(page.textContent).toMatch(/Power now[\d.,]+ kWof 21 kW nominal/);
    expect(within(page).getByRole('list', { name: 'Miners by status' }).textContent).toContain('Needs repair 1');

    // Filtered by status, from the URL.
    await d.click('tab', /^Needs repair/);
    await d.expectVisible('table', 'Miners: Needs repair');
    expect(await minerRows()).toHaveLength(1);
    await d.click('tab', /^All/);
    await d.expectVisible('table', 'Miners: All');

    // Sorted by actual hashrate (the URL keeps it), then the other way round on the second click.
    const figures = async () =>
      (await minerRows()).map((row) =>
        Number(/([\d.]+) TH\/s/.exec((row as HTMLTableRowElement).cells[3]?.textContent ?? '')?.[1]),
      );
    for (const order of ['desc', 'asc']) {
      await d.click('button', /^Actual/);
      await vi.waitFor(async () => {
        const params = new URLSearchParams((await d.url()).split('?')[1]);
        expect([params.get('sort'), params.get('order') ?? 'asc']).toEqual(['actualTh', order]);
        const shown = await figures();
        expect(shown).toEqual([...shown].sort((a, b) => (order === 'desc' ? b - a : a - b)));
      }, WAIT);
    }
    expect((await figures())[0]).toBe(0);

    // The fleet's chart, then one miner's.
    await d.expectRead('Hashrate chart', 'loaded');
    await d.expectVisible('table', 'Hashrate of all miners');
    const first = text[0]?.slice(0, 18) as string;
    await d.click('link', `Chart of ${first}`);
    await d.expectVisible('table', `Hashrate of ${first}`);
    await d.expectText(/24 h average: .* of 200 TH\/s nominal/);

    // The invoices: the unpaid one can be paid; the first was covered by the prepaid electricity.
    await d.expectRead('Hosting fee invoices', 'loaded');
    const invoices = within(await screen.findByRole('table', { name: 'Hosting fee invoices' }, WAIT)).getAllByRole(
      'row',
    );
    expect(invoices).toHaveLength(4);
    expect(invoices[1]?.textContent).toContain('Unpaid');
    expect(invoices[3]?.textContent).toMatch(/prepaid at checkout/);
    await d.click('button', /^Pay invoice H\d{14}-03$/);
    await d.expectVisible('region', /^Pay invoice H\d{14}-03$/);
    await d.expectVisible('button', /^Pay \$[\d,.]+ from balance$/);
    await d.click('button', 'Cancel');
    await d.expectHidden('region', /^Pay invoice/);
    await d.expectText(/Termination: hosting ends if a miner's output over 30 days cannot cover its electricity/);
  });

  it('an account without hosted miners is pointed to the miner marketplace', async () => {
    await d.setCookie('auth', await tokenByApi(d, freshEmail('hosting-none')));
    await visitRoute(d, 'dashboard.hosting', {});
    await d.expectRead('Hosted miners', 'empty');
    await d.expectText(/You have no hosted miners yet/);
    const link = await screen.findByRole('link', { name: 'Browse miners for sale' }, WAIT);
    expect(link.getAttribute('href')).toBe('/minerSale');
    await d.expectHidden('heading', 'Hosting fee invoices');
  });

  it('a failed chart read stays in its section: the miners and invoices still show', async () => {
    await d.setCookie('auth', await tokenByApi(d, HOSTING, 'Hosting2024'));
    await failCall(d, 'hostingSeries', { status: 503 });
    await visitRoute(d, 'dashboard.hosting', {});
    await d.expectRead('Hashrate chart', 'failed');
    await d.expectRead('Hosted miners', 'loaded');
    await d.expectRead('Hosting fee invoices', 'loaded');
    expect(await minerRows()).toHaveLength(6);
    await d.expectVisible('button', 'Try again');
  });
});
