// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObserverLink } from '../../runtime/http/contract/pool.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

// jsdom draws no canvas (the pool dashboard's chart).
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
const vip = () => signIn(d, 'vip3@example.com', 'VipLevel3');

/** A call to the API as the signed-in browser (arranging data the page then shows). */
async function apiPost<T>(name: 'poolObserverAdd', body: Record<string, string>): Promise<T> {
  const base = String(import.meta.env.VITE_API_BASE_URL);
  const reply = await fetch(`${base}${callPath(name)}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await d.cookie('auth')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(body).toString(),
  });
  return ((await reply.json()) as { result: T }).result;
}

async function loaded(name: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name }, WAIT);
  await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
  return region;
}

describe('sub-accounts (/dashboard/pool/poolManage)', { timeout: 30_000 }, () => {
  it('lists the sub-accounts with fee info and masked payout addresses, and the pool fees', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.poolManage', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Sub-accounts' }, WAIT)).toBeTruthy();
    const region = await loaded('Sub-accounts');
    const table = within(region).getByRole('table', { name: 'Your sub-accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'alicemain',
      'aliceback',
      'alicefarm',
    ]);
    const farm = rows[2] as HTMLElement;
    expect(farm.textContent).toContain('3,000');
    expect(farm.textContent).toContain('FPPS, 2.5%');
    expect(farm.textContent).toContain('0.00500000 BTC');
    expect(farm.textContent).toMatch(/bc1\w{3}\*{4}\w{6}/);
    expect(within(farm).getByRole('link', { name: 'alicefarm' }).getAttribute('href')).toBe(
      '/dashboard/pool/account/alicefarm',
    );
    expect(within(farm).getByRole('link', { name: 'Observer links of alicefarm' }).getAttribute('href')).toBe(
      '/dashboard/pool/observerUrl?sub=alicefarm',
    );
    const fees = await loaded('Fees and payouts');
    expect(fees.textContent).toContain('FPPS: pool fee 2.5%');
    expect(fees.textContent).toContain('PPLNS: pool fee 1.5%');
    // The pool's pages are linked from each other.
    const nav = screen.getByRole('navigation', { name: 'Pool pages' });
    expect(within(nav).getByRole('link', { name: 'Sub-accounts' }).getAttribute('aria-current')).toBe('page');
  });

  it('checks the name at the field, adds a sub-account, and lists it', async () => {
    await vip();
    await visitRoute(d, 'dashboard.pool.poolManage', {});
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Sub-accounts' }).getAttribute('data-read')).toBe('empty'),
      WAIT,
    );
    expect(screen.getByText(/You have no sub-account yet/)).toBeTruthy();
    const field = screen.getByLabelText('Sub-account name');
    fireEvent.change(field, { target: { value: 'A-b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    expect(await screen.findByText(/Use 3 to 20 lower-case letters and digits/, {}, WAIT)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'alicemain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    expect(await screen.findByText('This name is taken. Choose another one.', {}, WAIT)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('alicemain');
    fireEvent.change(field, { target: { value: 'vipfarm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    const done = await screen.findByText(/Sub-account/, { selector: '.pool-success p' }, WAIT);
    expect(done.textContent).toContain('vipfarm');
    const region = await loaded('Sub-accounts');
    expect(within(region).getByRole('rowheader').textContent).toBe('vipfarm');
    expect(region.textContent).toContain('Not bound');
  });

  it('shows a failed list with a retry', async () => {
    await alice();
    await failCall(d, 'poolSubAccountList', { status: 503 });
    await visitRoute(d, 'dashboard.pool.poolManage', {});
    const region = await screen.findByRole('region', { name: 'Sub-accounts' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-read')).toBe('failed'), WAIT);
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await loaded('Sub-accounts');
  });
});

describe('observer links (/dashboard/pool/observerUrl) and the observer view (/observer/{token})', {
  timeout: 40_000,
}, () => {
  it('creates a link with workers only, copies it; signed out it shows workers and no earnings', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.observerUrl', {}, { search: { sub: 'aliceback' } });
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Observer links' }).getAttribute('data-read')).toBe('empty'),
      WAIT,
    );
    const form = screen.getByRole('form', { name: 'Create an observer link' });
    fireEvent.click(within(form).getByLabelText('Workers'));
    fireEvent.change(within(form).getByLabelText('Valid for'), { target: { value: '24h' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    const created = await within(form).findByText('Observer link created. Copy it and share it:', {}, WAIT);
    const url = created.closest('.pool-success')?.querySelector('code')?.textContent ?? '';
    expect(url).toMatch(/\/observer\/[0-9a-f]{32}$/);
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(form).getByRole('button', { name: 'Copy the new link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url), WAIT);
    const region = await loaded('Observer links');
    const item = within(region).getByRole('listitem', { name: 'Observer link 1' });
    expect(item.textContent).toContain('Shows: Dashboard, Workers');
    expect(item.textContent).toContain('Expires');
    expect(screen.getByText(/1 of 3 links in use/)).toBeTruthy();

    const path = new URL(url).pathname;
    await d.setCookie('auth', '');
    await d.visit(path);
    const view = await loaded('Observer view');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sub-account aliceback (read-only)');
    expect(view.textContent).toContain('Workers online');
    expect(view.textContent).not.toContain('Balance');
    const workers = await loaded('Workers');
    expect(within(workers).getAllByRole('rowheader')[0]?.textContent).toMatch(/^aliceback\./);
    expect(screen.queryByRole('region', { name: 'Earnings' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/bc1\w+/);
  });

  it('shows earnings only to a link that permits them, and at most 3 links are made', async () => {
    await alice();
    const links: ObserverLink[] = [];
    const bodies: Record<string, string>[] = [
      { subAccount: 'alicemain', earnings: 'true', expiry: '7d' },
      { subAccount: 'alicemain', expiry: 'never' },
      { subAccount: 'alicemain', workers: 'true', earnings: 'true', expiry: '6m' },
    ];
    for (const body of bodies) {
      links.push(await apiPost<ObserverLink>('poolObserverAdd', body));
    }
    await visitRoute(d, 'dashboard.pool.observerUrl', {}, { search: { sub: 'alicemain' } });
    const region = await loaded('Observer links');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(region.textContent).toContain('Does not expire');
    const form = screen.getByRole('form', { name: 'Create an observer link' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(
      await within(form).findByText('This sub-account has 3 observer links already. Delete one first.', {}, WAIT),
    ).toBeTruthy();

    await d.visit(`/observer/${links[0]?.token}`);
    const view = await loaded('Observer view');
    expect(view.textContent).toContain('Balance');
    const earnings = await loaded('Earnings');
    expect(within(earnings).getAllByRole('row').length).toBeGreaterThan(10);
    expect(screen.queryByRole('region', { name: 'Workers' })).toBeNull();
  });

  it('deletes a link, after which its URL is the 404 page; an unknown token is too', async () => {
    await alice();
    const link = await apiPost<ObserverLink>('poolObserverAdd', {
      subAccount: 'alicemain',
      workers: 'true',
      expiry: '1h',
    });
    await visitRoute(d, 'dashboard.pool.observerUrl', {}, { search: { sub: 'alicemain' } });
    await loaded('Observer links');
    fireEvent.click(screen.getByRole('button', { name: 'Delete link 1' }));
    expect(await screen.findByText('Link deleted: it shows nothing any more.', {}, WAIT)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Observer links' }).getAttribute('data-read')).toBe('empty'),
      WAIT,
    );
    await d.visit(`/observer/${link.token}`);
    expect(await screen.findByText('This page could not be found', {}, WAIT)).toBeTruthy();
    expect(document.body.textContent).not.toContain('alicemain');
    await d.visit(`/observer/${'a'.repeat(32)}`);
    expect(await screen.findByText('This page could not be found', {}, WAIT)).toBeTruthy();
    await d.visit('/observer/not-a-token');
    expect(await screen.findByText('This page could not be found', {}, WAIT)).toBeTruthy();
  });
});

describe('payout addresses (/dashboard/pool/walletList)', { timeout: 30_000 }, () => {
  it('lists the address of each sub-account, masked, with a copy button', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.walletList', {});
    const region = await loaded('Payout addresses');
    const rows = within(within(region).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'alicemain',
      'aliceback',
      'alicefarm',
    ]);
    expect(rows[0]?.textContent).toMatch(/bc1\w{3}\*{4}\w{6}/);
    expect(within(region).getByRole('button', { name: 'Copy the address of alicefarm' })).toBeTruthy();
  });

  it('refuses an invalid address at the field, and binds a valid one after the verification', async () => {
    await d.sandbox('POST', '/__sandbox/wallet', { account: 'vip3@example.com', fundPassword: '135790' });
    await d.sandbox('POST', '/__sandbox/pool', {
      account: 'vip3@example.com',
      name: 'vipbind',
      workers: 2,
      payoutAddress: false,
    });
    await vip();
    await visitRoute(d, 'dashboard.pool.walletList', {});
    const region = await loaded('Payout addresses');
    expect(region.textContent).toContain('Not bound: earnings stay in the balance until an address is bound.');
    const form = screen.getByRole('form', { name: 'Bind a payout address' });
    const field = within(form).getByLabelText('BTC payout address');
    fireEvent.change(field, { target: { value: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind address' }));
    expect(await within(form).findByText('This is not a valid Bitcoin address. Check it and try again.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: '135790' } });
    expect(await screen.findByText(/from the next payout on\./, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy the address of vipbind' })).toBeTruthy(), WAIT);
  });
});

describe('alarms (/dashboard/pool/alarm)', { timeout: 30_000 }, () => {
  it('shows the auto limit from the 24 h average, checks the Telegram chat id and saves', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.alarm', {}, { search: { sub: 'aliceback' } });
    const region = await loaded('Alarm settings');
    expect(within(region).getByRole('heading', { name: 'Alarm settings of aliceback' })).toBeTruthy();
    expect(region.textContent).toMatch(/Automatic: 70% of the 24 h average \(now [\d.,]+ [TP]H\/s\)/);
    const minutes = within(region).getByLabelText('Offline after (minutes)') as HTMLInputElement;
    expect(minutes.value).toBe('10');
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(within(region).getByLabelText('Manual limit'));
    fireEvent.change(within(region).getByLabelText('Limit (TH/s)'), { target: { value: '120' } });
    fireEvent.change(within(region).getByLabelText('Email for alerts'), { target: { value: '' } });
    fireEvent.change(within(region).getByLabelText('Telegram chat ID'), { target: { value: '987650000' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save alarm settings' }));
    expect(await within(region).findByText(/Our bot cannot reach this chat/, {}, WAIT)).toBeTruthy();
    fireEvent.change(within(region).getByLabelText('Telegram chat ID'), { target: { value: '987654321' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save alarm settings' }));
    expect(await within(region).findByText('Alarm settings saved.', {}, WAIT)).toBeTruthy();
    const stored = await d.sandbox<{ result: Record<string, unknown> }>(
      'GET',
      '/__sandbox/pool/alarm?account=alice@example.com&subAccount=aliceback',
    );
    expect(stored.result).toEqual({
      offlineMinutes: 45,
      email: null,
      telegramChatId: '987654321',
      hashrateMode: 'manual',
    });
  });

  it('says at the field what is missing: no contact, minutes out of range', async () => {
    await alice();
    await visitRoute(d, 'dashboard.pool.alarm', {}, { search: { sub: 'alicemain' } });
    const region = await loaded('Alarm settings');
    fireEvent.change(within(region).getByLabelText('Offline after (minutes)'), { target: { value: '2000' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save alarm settings' }));
    expect(await within(region).findByText('Enter whole minutes from 10 to 1440.')).toBeTruthy();
    expect(within(region).getByText('Add an email or a Telegram chat ID to receive alerts.')).toBeTruthy();
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  it.each([
    ['/dashboard/pool/poolManage', () => visitRoute(d, 'dashboard.pool.poolManage', {}), 'Sub-accounts'],
    ['/dashboard/pool/walletList', () => visitRoute(d, 'dashboard.pool.walletList', {}), 'Payout addresses'],
    ['/dashboard/pool/alarm', () => visitRoute(d, 'dashboard.pool.alarm', {}), 'Alarm settings'],
    [
      '/dashboard/pool/observerUrl',
      async () => {
        await apiPost('poolObserverAdd', { subAccount: 'alicemain', workers: 'true', expiry: '7d' });
        await visitRoute(d, 'dashboard.pool.observerUrl', {});
      },
      'Observer links',
    ],
    [
      '/observer/{token}',
      async () => {
        const link = await apiPost<ObserverLink>('poolObserverAdd', {
          subAccount: 'aliceback',
          workers: 'true',
          earnings: 'true',
          expiry: '7d',
        });
        await visitRoute(d, 'observer', { token: link.token });
      },
      'Earnings',
    ],
  ] as const)('%s has no serious or critical violation', async (_name, visit, region) => {
    await alice();
    await visit();
    await loaded(region);
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
