// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PoolSummary, PoolWorker } from '../../runtime/http/contract/pool.ts';
import { maskAddress } from '../../runtime/validation/mask.ts';
import { formatCoin, formatHashrate } from '../../views/format/format.ts';
import { expectUrl } from '../model/bindings/accountSteps.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

// jsdom draws no canvas: the chart's hidden data table is what these tests read.
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
async function api<T>(name: 'poolSummary' | 'poolWorkers', query: Record<string, string | number>): Promise<T> {
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
    return (await saved?.text()) ?? '';
  };
}

/** Worker names in the rows the table has in the DOM (virtualized: those in view). */
const shownWorkers = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');

describe('pool dashboard (/dashboard/pool)', { timeout: 30_000 }, () => {
  it("shows the API's numbers: hashrate windows, workers by status, earnings, balance and the masked address", async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool', {}, { search: { sub: 'aliceback' } });
    const region = await screen.findByRole('region', { name: 'Summary' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
    const summary = await api<PoolSummary>('poolSummary', { subAccount: 'aliceback' });
    const text = region.textContent ?? '';
    for (const th of [summary.hashrate10m, summary.hashrate1h, summary.hashrate24h]) {
      expect(th).not.toBeNull();
      expect(text).toContain(formatHashrate('en', th ?? 0));
    }
    for (const btc of [summary.todayEstimateBtc, summary.yesterdayBtc, summary.totalPaidBtc, summary.balanceBtc]) {
      expect(text).toContain(formatCoin('en', btc, 'BTC'));
    }
    expect(text).toContain(maskAddress(summary.payoutAddress ?? ''));
    expect(text).toContain('FPPS, pool fee 2.5%');
    const offline = within(region).getByRole('link', { name: `${summary.workers.offline} workers offline` });
    expect(offline.getAttribute('href')).toBe('/dashboard/pool/detail?sub=aliceback&status=offline');
    expect(within(region).getByRole('link', { name: `${summary.workers.online} workers online` })).toBeTruthy();
    // The earnings table: settled days, newest first, with a TXID on paid ones.
    const earnings = await screen.findByRole('table', { name: 'Earnings', busy: false }, WAIT);
    expect(within(earnings).getAllByRole('row').length).toBe(11);
    expect(earnings.textContent).toMatch(/Paid/);
    // The chart's data table: 144 ten-minute points.
    const chart = await screen.findByRole('region', { name: 'Hashrate chart' }, WAIT);
    await waitFor(() => expect(within(chart).getAllByRole('row')).toHaveLength(145), WAIT);
  });

  it('picks the sub-account and the chart range through the URL, and exports the earnings', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool', {});
    const picker = (await screen.findByRole('combobox', { name: 'Sub-account' }, WAIT)) as HTMLSelectElement;
    expect(picker.value).toBe('alicemain');
    fireEvent.change(picker, { target: { value: 'aliceback' } });
    await expectUrl(d, '/dashboard/pool?sub=aliceback');
    fireEvent.click(await screen.findByRole('tab', { name: '7 days' }, WAIT));
    await expectUrl(d, 'range=7d');
    const chart = await screen.findByRole('region', { name: 'Hashrate chart' }, WAIT);
    await waitFor(() => expect(within(chart).getAllByRole('row')).toHaveLength(8), WAIT);
    const csv = captureCsv();
    await screen.findByRole('table', { name: 'Earnings', busy: false }, WAIT);
    const exportButton = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    // Enabled once the earnings of the picked sub-account are in.
    await waitFor(() => expect(exportButton.disabled).toBe(false), WAIT);
    fireEvent.click(exportButton);
    const lines = (await csv()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date \(UTC\),.*,TXID$/);
    expect(lines.length).toBeGreaterThan(30);
  });

  it('shows an account without a sub-account the empty state and the way to add one', async () => {
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'dashboard.pool', {});
    await screen.findByText('You have no pool sub-account yet. Add one to connect your miners.', {}, WAIT);
    expect(screen.getByRole('link', { name: 'Add a sub-account' }).getAttribute('href')).toBe(
      '/dashboard/pool/poolManage',
    );
  });

  it('shows how to connect, with copyable stratum URLs, when the sub-account has no workers; n/a windows', async () => {
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    const { name } = await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', {
      account: 'vip3@example.com',
      workers: 0,
      daysAgo: 0,
    });
    await visitRoute(d, 'dashboard.pool.account', { subAccountName: name });
    const connect = await screen.findByRole('region', { name: 'How to connect' }, WAIT);
    await waitFor(() => expect(connect.textContent).toContain('stratum+tcp://'), WAIT);
    expect(within(connect).getAllByRole('button', { name: 'Copy' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('n/a');
  });

  it("a failed summary shows the server's message and loads again on retry", async () => {
    await alice();
    await failCall(d, 'poolSummary', { status: 503 });
    await visitRoute(d, 'dashboard.pool.account', { subAccountName: 'alicemain' });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Workers online', {}, WAIT);
  });

  it('an unknown sub-account, or one of another user, is the 404 page', async () => {
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'dashboard.pool.account', { subAccountName: 'alicemain' });
    await screen.findByText('This page could not be found', {}, WAIT);
    await visitRoute(d, 'dashboard.pool.account', { subAccountName: 'Not-A-Name' });
    await screen.findByText('This page could not be found', {}, WAIT);
  });
});

describe('pool workers (/dashboard/pool/detail)', { timeout: 30_000 }, () => {
  it('shows the status rules, filters by status through the URL and exports exactly the filtered rows', async () => {
    await alice();
    const all = await api<{ data: PoolWorker[]; counts: Record<string, number> }>('poolWorkers', {
      subAccount: 'alicefarm',
      pageSize: 5000,
    });
    await visitRoute(d, 'dashboard.pool.detail', {}, { search: { sub: 'alicefarm' } });
    await screen.findByText(/offline when it has sent no share for 20 minutes, and invalid after 24 hours/, {}, WAIT);
    const table = await screen.findByRole('table', { name: 'Workers: All', busy: false }, WAIT);
    // 3000 workers, only those in view in the DOM.
    expect(table.getAttribute('aria-rowcount')).toBe('3001');
    expect(shownWorkers(table).length).toBeLessThan(80);
    expect((await screen.findByRole('tab', { name: /^Invalid/ }, WAIT)).textContent).toContain(
      String(all.counts.invalid),
    );

    fireEvent.click(screen.getByRole('tab', { name: /^Invalid/ }));
    await expectUrl(d, 'status=invalid');
    const invalid = await screen.findByRole('table', { name: 'Workers: Invalid', busy: false }, WAIT);
    const expected = all.data.filter((w) => w.status === 'invalid').map((w) => w.name);
    expect(invalid.getAttribute('aria-rowcount')).toBe(String(expected.length + 1));
    expect(shownWorkers(invalid)).toEqual(expected.slice(0, shownWorkers(invalid).length));

    const csv = captureCsv();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv()).trim().split('\r\n');
    expect(lines[0]).toBe(
      // Blob.text() drops the BOM.
      'Worker,Status,Hashrate 10 min (TH/s),Hashrate 1 h (TH/s),Hashrate 24 h (TH/s),Reject rate (%),Last share (UTC),Group',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expected);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Invalid')).toBe(true);
  });

  it('sorts by any column through the URL, and searches', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.detail', {}, { search: { sub: 'alicemain' } });
    await screen.findByRole('table', { name: 'Workers: All', busy: false }, WAIT);
    fireEvent.click(screen.getByRole('link', { name: /Reject rate/ }));
    await expectUrl(d, 'sort=rejectRate');
    const sorted = await api<{ data: PoolWorker[] }>('poolWorkers', {
      subAccount: 'alicemain',
      pageSize: 5000,
      sort: 'rejectRate',
    });
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Workers: All' });
      const shown = shownWorkers(table);
      expect(shown).toEqual(sorted.data.map((w) => w.name).slice(0, shown.length));
    }, WAIT);
    expect(screen.getByRole('columnheader', { name: /Reject rate/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('link', { name: /Reject rate/ }));
    await expectUrl(d, 'order=desc');
    await waitFor(
      () =>
        expect(screen.getByRole('columnheader', { name: /Reject rate/ }).getAttribute('aria-sort')).toBe('descending'),
      WAIT,
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search workers' }), {
      target: { value: 'alicemain.s21-' },
    });
    await expectUrl(d, 'q=alicemain.s21-');
    await waitFor(() => {
      const names = shownWorkers(screen.getByRole('table', { name: 'Workers: All' }));
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.startsWith('alicemain.s21-'))).toBe(true);
    }, WAIT);
  });
});
