// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTPUT_RANGE_VALUES, OUTPUT_UNIT_VALUES } from '../../manifest/routes.ts';
import {
  type HashrateCount,
  type MiningOrder,
  OUTPUT_RANGES,
  type OutputDay,
} from '../../runtime/http/contract/hashrate.ts';
import { formatCoin, formatHashrate } from '../../views/format/format.ts';
import { expectUrl } from '../model/bindings/accountSteps.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

// jsdom draws no canvas: the charts' hidden data tables are what these tests read.
vi.mock('uplot', () => import('../model/fakeUplot.ts'));

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

const alice = () => signIn(d, 'alice@example.com', 'Alice2024!');

/** What the API answers the signed-in browser (the test's own look at the data the page shows). */
async function api<T>(
  name: 'hashrateCount' | 'hashrateList' | 'hashrateEverydayList',
  query: Record<string, string | number> = {},
): Promise<T> {
  const base = String(import.meta.env.VITE_API_BASE_URL);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const reply = await fetch(`${base}${callPath(name)}?${search}`, {
    headers: { Authorization: `Bearer ${await d.cookie('auth')}` },
  });
  return ((await reply.json()) as { result: T }).result;
}

/** The CSV the next export saves. */
function captureCsv(): () => Promise<string> {
  let saved: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return async () => {
    await waitFor(() => expect(saved).toBeDefined(), WAIT);
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  };
}

const loaded = async (name: string) => {
  const region = await screen.findByRole('region', { name }, WAIT);
  await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
  return region;
};

it("keeps the manifest's chart ranges equal to the contract's", () => {
  expect([...OUTPUT_RANGE_VALUES]).toEqual([...OUTPUT_RANGES]);
  expect([...OUTPUT_UNIT_VALUES]).toEqual(['BTC', 'USD']);
});

describe('hashrate dashboard (/dashboard/hashrate)', { timeout: 30_000 }, () => {
  it("shows the API's figures, the fee warning, the charts and the orders with their fee days", async () => {
    await alice();
    await visitRoute(d, 'dashboard.hashrate', {});
    const summary = await loaded('Summary');
    const count = await api<HashrateCount>('hashrateCount');
    const text = summary.textContent ?? '';
    expect(text).toContain(formatHashrate('en', count.totalTh));
    expect(text).toContain(`of ${formatHashrate('en', count.purchasedTh)} purchased`);
    for (const btc of [count.yesterday.amountBtc, count.totalOutputBtc, count.unpaidBtc, count.paidBtc]) {
      expect(text).toContain(formatCoin('en', btc, 'BTC'));
    }
    expect(text).toContain('Estimate since 00:00 UTC, partial');
    expect(text).toContain('Accumulating until the balance is above the 0.005 BTC payout threshold');
    expect(text).toContain('2 orders have fewer than 3 service-fee days left or are suspended');
    expect(within(summary).getByRole('link', { name: 'Pay service fee' }).getAttribute('href')).toBe('/pay/serviceFee');

    // The charts: 30 days by default, delivered hashrate against the purchased TH.
    const charts = await loaded('Daily charts');
    const hashrateTable = within(charts).getByRole('table', { name: /Daily hashrate, 30 days/ });
    expect(within(hashrateTable).getAllByRole('row')).toHaveLength(31);
    expect(hashrateTable.textContent).toContain('Purchased hashrate (TH/s)');

    // The orders: the suspended one says so, each links to its detail and to its daily output.
    const orders = await screen.findByRole('table', { name: 'Mining orders', busy: false }, WAIT);
    const list = await api<{ data: MiningOrder[] }>('hashrateList');
    await waitFor(() => expect(within(orders).getAllByRole('row')).toHaveLength(list.data.length + 1), WAIT);
    const suspended = list.data.find((order) => order.suspended);
    const row = within(orders).getByRole('row', { name: new RegExp(suspended?.orderNo ?? '-') });
    expect(row.textContent).toContain('Suspended: earns nothing');
    expect(within(row).getByRole('link', { name: suspended?.orderNo }).getAttribute('href')).toBe(
      `/dashboard/order/detail/${suspended?.orderNo}`,
    );
    expect(within(row).getByRole('link', { name: 'Daily output' }).getAttribute('href')).toBe(
      `/dashboard/hashrate/output?order=${suspended?.orderNo}`,
    );
    expect(orders.textContent).toContain('Auto-deduct from points: on');
  });

  it('switches the chart range and the output unit through the URL', async () => {
    await alice();
    await visitRoute(d, 'dashboard.hashrate', {});
    await loaded('Daily charts');
    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await expectUrl(d, 'range=7d');
    await waitFor(
      () =>
        expect(within(screen.getByRole('table', { name: /Daily hashrate, 7 days/ })).getAllByRole('row')).toHaveLength(
          8,
        ),
      WAIT,
    );
    fireEvent.click(screen.getByRole('link', { name: 'USD' }));
    await expectUrl(d, 'unit=USD');
    await screen.findByRole('table', { name: /Daily output in USD, 7 days/, busy: false }, WAIT);
  });

  it('reads the dashboard in the coin of its tab (BTC, ETH, FIL); the output page keeps the coin', async () => {
    await alice();
    await visitRoute(d, 'dashboard.hashrate', {});
    await loaded('Summary');
    const coins = screen.getByRole('tablist', { name: 'Coin' });
    expect(
      within(coins)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['BTC', 'ETH', 'FIL']);
    expect(within(coins).getByRole('tab', { name: 'BTC' }).getAttribute('aria-selected')).toBe('true');
    // alice's plans all mine BTC: the ETH dashboard is empty and says why.
    fireEvent.click(within(coins).getByRole('tab', { name: 'ETH' }));
    await expectUrl(d, 'currency=ETH');
    await screen.findByText('You have no ETH hashrate: none of your plans mines ETH.', {}, WAIT);
    expect(screen.queryByRole('table', { name: 'Mining orders' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Daily output' }));
    await expectUrl(d, '/dashboard/hashrate/output?currency=ETH');
    const coinFilter = (await screen.findByRole('combobox', { name: 'Coin' }, WAIT)) as HTMLSelectElement;
    expect(coinFilter.value).toBe('ETH');
    await screen.findByText("No settled day yet: a plan's first day is settled at 00:00 UTC the next day.", {}, WAIT);
    // Back to BTC from the filter: alice's days again, and plain links without the default coin.
    fireEvent.change(coinFilter, { target: { value: 'BTC' } });
    await waitFor(async () => expect(await d.url()).toMatch(/\/dashboard\/hashrate\/output$/), WAIT);
    const table = await screen.findByRole('table', { name: 'Daily output', busy: false }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
    // A coin that is not a dashboard coin is BTC.
    await d.visit('/dashboard/hashrate?currency=DOGE');
    await loaded('Summary');
    expect(screen.getByRole('tab', { name: 'BTC' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows an account without hashrate the empty state and the way to the plans', async () => {
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'dashboard.hashrate', {});
    await screen.findByText('You have no hashrate yet. Pick a plan to start mining.', {}, WAIT);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/list');
  });

  it("a failed summary shows the server's message and loads again on retry; a failed chart keeps the page", async () => {
    await alice();
    await failCall(d, 'hashrateCount', { status: 503 });
    await visitRoute(d, 'dashboard.hashrate', {});
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded('Summary');
    await failCall(d, 'hashrateProfitList', { status: 503 });
    fireEvent.click(await screen.findByRole('tab', { name: '90 days' }, WAIT));
    const charts = await screen.findByRole('region', { name: 'Daily charts' }, WAIT);
    await waitFor(() => expect(charts.getAttribute('data-read')).toBe('failed'), WAIT);
    expect(screen.getByRole('region', { name: 'Summary' }).getAttribute('data-read')).toBe('loaded');
  });
});

describe('daily output (/dashboard/hashrate/output)', { timeout: 30_000 }, () => {
  it('lists one row per settled day, newest first, with status, reason and TXID', async () => {
    await alice();
    await visitRoute(d, 'dashboard.hashrate.output', {});
    const table = await screen.findByRole('table', { name: 'Daily output', busy: false }, WAIT);
    const all = await api<{ data: OutputDay[]; totalCount: number; totalBtc: string }>('hashrateEverydayList', {
      pageSize: 5000,
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31), WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain(all.data[0]?.date);
    expect(table.textContent).toContain('Accumulating until the balance is above the 0.005 BTC payout threshold');
    expect(screen.getByText(new RegExp(`${all.totalCount} days, total`)).textContent).toContain(
      formatCoin('en', all.totalBtc, 'BTC'),
    );
    // Paid days carry their TXID, linked and copyable (further back when the latest days are all unpaid).
    const paid = all.data.findIndex((day) => day.status === 'paid');
    expect(paid).toBeGreaterThan(0);
    if (paid >= 30) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () => expect(within(table).getAllByRole('button', { name: 'Copy TXID' }).length).toBeGreaterThan(0),
      WAIT,
    );
    const txid = all.data[paid]?.txid ?? '';
    const link = within(table)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === `https://mempool.space/tx/${txid}`);
    expect(link?.textContent).toBe(`${txid.slice(0, 8)}…${txid.slice(-8)}`);
  });

  it('filters by order and date range through the URL, and exports exactly the filtered rows with a BOM', async () => {
    await alice();
    const { data: orders } = await api<{ data: MiningOrder[] }>('hashrateList');
    const easy = orders.find((order) => order.goodsId === 'g-easy-s19xp-90');
    if (!easy) throw new Error('no easy order');
    await visitRoute(d, 'dashboard.hashrate.output', {});
    await screen.findByRole('table', { name: 'Daily output', busy: false }, WAIT);
    const select = (await screen.findByRole('combobox', { name: 'Order' }, WAIT)) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(orders.length + 1), WAIT);
    fireEvent.change(select, { target: { value: easy.orderNo } });
    await expectUrl(d, `order=${easy.orderNo}`);
    const expected = await api<{ data: OutputDay[]; totalCount: number }>('hashrateEverydayList', {
      orderNo: easy.orderNo,
      from: easy.startAt?.slice(0, 10) ?? '',
      pageSize: 5000,
    });
    const from = expected.data.at(-1)?.date ?? '';
    const to = expected.data[9]?.date ?? '';
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: to } });
    await expectUrl(d, `to=${to}`);
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: from } });
    await expectUrl(d, `from=${from}`);
    const ranged = expected.data.slice(9);
    const table = await screen.findByRole('table', { name: 'Daily output', busy: false }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ranged.length + 1), WAIT);

    const csv = captureCsv();
    const exportButton = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    await waitFor(() => expect(exportButton.disabled).toBe(false), WAIT);
    fireEvent.click(exportButton);
    const text = await csv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date \(UTC\),Order,Average hashrate \(TH\/s\),.*,TXID,Paid \(UTC\)$/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(ranged.map((day) => day.date));
    expect(lines.slice(1).every((line) => line.split(',')[1] === easy.orderNo)).toBe(true);
  });

  it('says what is wrong with a reversed range, keeps it, and shows an empty range', async () => {
    await alice();
    await visitRoute(d, 'dashboard.hashrate.output', {}, { search: { from: '2026-02-20', to: '2026-02-10' } });
    await screen.findByText(/The end date is before the start date/, {}, WAIT);
    expect((screen.getByLabelText('From (UTC)') as HTMLInputElement).value).toBe('2026-02-20');
    expect((screen.getByLabelText('To (UTC)') as HTMLInputElement).value).toBe('2026-02-10');
    await visitRoute(d, 'dashboard.hashrate.output', {}, { search: { from: '2031-01-01' } });
    await screen.findByText('No settled output in this range.', {}, WAIT);
    expect(screen.getByRole('link', { name: 'Show every day' }).getAttribute('href')).toBe(
      '/dashboard/hashrate/output',
    );
  });

  it('an order filter that names no order of the account is the 404 page', async () => {
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'dashboard.hashrate.output', {}, { search: { order: 'P20990101000001' } });
    await screen.findByText('This page could not be found', {}, WAIT);
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  it.each([
    ['/dashboard/hashrate', () => visitRoute(d, 'dashboard.hashrate', {}), 'Daily charts'],
    ['/dashboard/hashrate/output', () => visitRoute(d, 'dashboard.hashrate.output', {}), 'Daily output'],
  ] as const)('%s has no serious or critical violation', async (_name, visit, region) => {
    await alice();
    await visit();
    await loaded(region);
    // The head follows the route once its navigation settles.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'), WAIT);
    await waitFor(() => expect(document.title).not.toBe(''), WAIT);
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
