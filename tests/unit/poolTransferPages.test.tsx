// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PoolTransfer, PoolTransferRun } from '../../runtime/http/contract/pool.ts';
import { freshEmail, registerByApi } from '../model/bindings/accountSteps.ts';
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

const alice = () => signIn(d, 'alice@example.com', 'Alice2024!');

/** What the API answers the signed-in browser (the test's own look at the data the page shows). */
async function api<T>(name: 'poolTransferList' | 'poolTransferRuns', query: Record<string, string | number>) {
  const base = String(import.meta.env.VITE_API_BASE_URL);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const reply = await fetch(`${base}${callPath(name)}?${search}`, {
    headers: { Authorization: `Bearer ${await d.cookie('auth')}` },
  });
  return ((await reply.json()) as { result: T }).result;
}

async function loaded(name: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name }, WAIT);
  await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
  return region;
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
    // Blob.text() would drop the BOM.
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  };
}

const sentOf = () =>
  api<{ data: PoolTransfer[] }>('poolTransferList', { direction: 'sent', pageSize: 20 }).then((r) => r.data);

describe('hashrate transfers (/dashboard/pool/transfer)', { timeout: 40_000 }, () => {
  it('lists the sent transfers with state, period and credited earnings; received ones in the URL-bound tab', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.transfer', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashrate transfer' }, WAIT)).toBeTruthy();
    const region = await loaded('Hashrate transfers');
    const [running, finished] = await sentOf();
    const item = within(region).getByRole('listitem', { name: `Transfer ${running?.id}` });
    expect(item.textContent).toContain('Running');
    expect(item.textContent).toContain('aliceback');
    expect(item.textContent).toContain('alicemain');
    expect(item.textContent).toContain('10% of the hashrate');
    expect(item.textContent).toContain(`${running?.creditedBtc} BTC`);
    expect(
      within(item)
        .getByRole('link', { name: `Transfer ${running?.id}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/pool/transferDetail?id=${running?.id}`);
    expect(within(item).getByRole('button', { name: `Pause transfer ${running?.id}` })).toBeTruthy();
    const done = within(region).getByRole('listitem', { name: `Transfer ${finished?.id}` });
    expect(done.textContent).toContain('Finished');
    expect(within(done).queryByRole('button')).toBeNull();
    // The tabs are links to their own URL; the received tab lists what goes to alice's sub-accounts.
    const tabs = screen.getByRole('tablist', { name: 'Transfers' });
    const received = within(tabs).getByRole('tab', { name: /Received/ });
    expect(received.getAttribute('href')).toBe('/dashboard/pool/transfer?tab=received');
    fireEvent.click(received);
    await waitFor(() => expect(received.getAttribute('aria-selected')).toBe('true'), WAIT);
    const again = await loaded('Hashrate transfers');
    // Alice's transfers go to her own alicemain: both are listed as received too.
    await waitFor(
      () => expect(within(again).getAllByRole('listitem', { name: /^Transfer \d+$/ })).toHaveLength(2),
      WAIT,
    );
    expect(within(tabs).getByRole('tab', { name: /Received/ }).textContent).toContain('2');
  });

  it('pauses, resumes and cancels a transfer only after a confirmation', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.transfer', {});
    const region = await loaded('Hashrate transfers');
    const [running] = await sentOf();
    const id = running?.id ?? 0;
    const item = () => within(region).getByRole('listitem', { name: `Transfer ${id}` });
    fireEvent.click(within(item()).getByRole('button', { name: `Pause transfer ${id}` }));
    const ask = await within(item()).findByRole('alertdialog', { name: `Pause transfer ${id}` }, WAIT);
    expect(ask.textContent).toContain('No hashrate goes to alicemain until you resume it');
    // Keeping it changes nothing.
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it as it is' }));
    expect((await sentOf())[0]?.status).toBe('running');
    await waitFor(() => expect(within(item()).queryByRole('alertdialog')).toBeNull(), WAIT);
    fireEvent.click(within(item()).getByRole('button', { name: `Pause transfer ${id}` }));
    fireEvent.click(await within(item()).findByRole('button', { name: 'Yes, pause' }, WAIT));
    await waitFor(() => expect(item().textContent).toContain('Paused'), WAIT);
    expect((await sentOf())[0]?.status).toBe('paused');
    fireEvent.click(await within(item()).findByRole('button', { name: `Resume transfer ${id}` }, WAIT));
    fireEvent.click(await within(item()).findByRole('button', { name: 'Yes, resume' }, WAIT));
    await waitFor(() => expect(item().textContent).toContain('Running'), WAIT);
    fireEvent.click(await within(item()).findByRole('button', { name: `Cancel transfer ${id}` }, WAIT));
    fireEvent.click(await within(item()).findByRole('button', { name: 'Yes, cancel the transfer' }, WAIT));
    await waitFor(() => expect(item().textContent).toContain('Cancelled'), WAIT);
    expect(within(item()).queryByRole('button')).toBeNull();
    expect((await sentOf())[0]?.status).toBe('cancelled');
  });

  it('checks a new transfer at the fields, keeping what was typed', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.transfer', {});
    const form = await screen.findByRole('form', { name: 'New hashrate transfer' }, WAIT);
    // What is left of aliceback: 90% (the seeded running transfer takes 10%).
    fireEvent.change(within(form).getByLabelText('From sub-account'), { target: { value: 'aliceback' } });
    await within(form).findByText(/\(90% of the 24 h average\)/, {}, WAIT);
    // The form's own checks: no call.
    fireEvent.click(within(form).getByRole('button', { name: 'Check the transfer' }));
    await within(form).findByText("Enter the receiver's sub-account name: 3 to 20 lower-case letters and digits.");
    expect(within(form).getByText('Enter an amount above 0 with up to 2 decimals.')).toBeTruthy();
    expect(within(form).getByText('Choose a last day from the start day to 365 days after it.')).toBeTruthy();
    // The server's: an unknown receiver and more than is left, at their fields, the values kept.
    fireEvent.change(within(form).getByLabelText('Receiver sub-account'), { target: { value: 'nosuchsub' } });
    fireEvent.change(within(form).getByLabelText('Amount (%)'), { target: { value: '50' } });
    // 30 days after the first day (the field's minimum, from the assign info).
    const dateField = within(form).getByLabelText('Last day (UTC)') as HTMLInputElement;
    await waitFor(() => expect(dateField.min).not.toBe(''), WAIT);
    const last = new Date(Date.parse(`${dateField.min}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(dateField, { target: { value: last } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check the transfer' }));
    await within(form).findByText('No pool sub-account has this name. Check it with the receiver.', {}, WAIT);
    expect((within(form).getByLabelText('Receiver sub-account') as HTMLInputElement).value).toBe('nosuchsub');
    fireEvent.change(within(form).getByLabelText('Receiver sub-account'), { target: { value: 'alicemain' } });
    fireEvent.change(within(form).getByLabelText('Amount (%)'), { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check the transfer' }));
    await within(form).findByText('This is more than the hashrate available to transfer.', {}, WAIT);
    expect((within(form).getByLabelText('Amount (%)') as HTMLInputElement).value).toBe('95');
    // Within what is left: the confirmation says what will happen.
    fireEvent.change(within(form).getByLabelText('Amount (%)'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check the transfer' }));
    const review = await within(form).findByRole('region', { name: 'Confirm the transfer' }, WAIT);
    expect(review.textContent).toContain('20% of the hashrate');
    expect(review.textContent).toMatch(/00:00 UTC/);
    fireEvent.click(within(review).getByRole('button', { name: 'Change it' }));
    expect(await within(form).findByRole('button', { name: 'Check the transfer' }, WAIT)).toBeTruthy();
  });

  it('an account without transfers or sub-accounts sees the empty state; a failed read, a retry', async () => {
    const email = freshEmail('transferempty');
    await registerByApi(d, email, 'Transfer2026');
    await signIn(d, email, 'Transfer2026');
    await visitRoute(d, 'dashboard.pool.transfer', {});
    const region = await screen.findByRole('region', { name: 'Hashrate transfers' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(region.textContent).toContain('You have not sent any hashrate yet.');
    expect(await screen.findByText('Add a pool sub-account to send hashrate from it.', {}, WAIT)).toBeTruthy();

    await failCall(d, 'poolTransferList', { status: 503 });
    await visitRoute(d, 'dashboard.pool.transfer', {}, { search: { tab: 'received' } });
    const failed = await screen.findByRole('region', { name: 'Hashrate transfers' }, WAIT);
    await waitFor(() => expect(failed.getAttribute('data-read')).toBe('failed'), WAIT);
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failed.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(failed.textContent).toContain('No hashrate has been transferred to your sub-accounts yet.');
  });
});

describe('one transfer (/dashboard/pool/transferDetail)', { timeout: 40_000 }, () => {
  it('shows its settings and run list, and exports exactly the runs as CSV with a BOM', async () => {
    await alice();
    const [running] = await sentOf();
    const id = running?.id ?? 0;
    const runs = await api<{ data: PoolTransferRun[] }>('poolTransferRuns', { id, pageSize: 400 });
    await visitRoute(d, 'dashboard.pool.transferDetail', {}, { search: { id } });
    expect(await screen.findByRole('heading', { level: 1, name: `Transfer ${id}` }, WAIT)).toBeTruthy();
    const settings = await loaded('Transfer settings');
    expect(settings.textContent).toContain('Sent transfer');
    expect(settings.textContent).toContain('aliceback');
    expect(settings.textContent).toContain(`${running?.creditedBtc} BTC`);
    expect(within(settings).getByRole('button', { name: `Cancel transfer ${id}` })).toBeTruthy();
    const list = await loaded('Run list');
    const rows = within(within(list).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(runs.data.length);
    expect(rows[0]?.textContent).toContain(`${runs.data[0]?.creditedBtc} BTC`);

    const read = captureCsv();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await read();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Hours run,Transferred (TH/s),Credited to the receiver (BTC)');
    expect(lines.slice(1)).toEqual(
      runs.data.map((run) => `${run.date},${run.activeHours},${run.transferredTh},${run.creditedBtc}`),
    );
  });

  it('a transfer just set up has no settled day yet: the run list is empty', async () => {
    await alice();
    const { id } = await d.sandbox<{ id: number }>('POST', '/__sandbox/pool/transfer', {
      account: 'alice@example.com',
      subAccount: 'alicemain',
      receiver: 'aliceback',
    });
    await visitRoute(d, 'dashboard.pool.transferDetail', {}, { search: { id } });
    const settings = await loaded('Transfer settings');
    expect(settings.textContent).toContain('Pending');
    const list = await screen.findByRole('region', { name: 'Run list' }, WAIT);
    await waitFor(() => expect(list.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('an unknown id, another user’s transfer or a malformed id is the 404 page', async () => {
    await signIn(d, 'vip3@example.com', 'VipLevel3');
    await visitRoute(d, 'dashboard.pool.transferDetail', {}, { search: { id: 1 } });
    await screen.findByText('This page could not be found', {}, WAIT);
    await visitRoute(d, 'dashboard.pool.transferDetail', {}, { search: { id: 987_654 } });
    await screen.findByText('This page could not be found', {}, WAIT);
    await d.visit('/dashboard/pool/transferDetail?id=abc');
    await screen.findByText('This page could not be found', {}, WAIT);
  });
});

describe('accessibility (axe in jsdom; colour contrast needs a browser)', { timeout: 40_000 }, () => {
  it.each([
    ['/dashboard/pool/transfer', () => visitRoute(d, 'dashboard.pool.transfer', {}), 'Hashrate transfers'],
    [
      '/dashboard/pool/transferDetail',
      async () => {
        const [first] = await sentOf();
        await visitRoute(d, 'dashboard.pool.transferDetail', {}, { search: { id: first?.id ?? 0 } });
      },
      'Run list',
    ],
  ] as const)('%s has no serious or critical violation', async (_name, visit, region) => {
    await alice();
    await visit();
    await loaded(region);
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
