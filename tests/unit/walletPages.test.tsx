// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNetworkAddress } from '../../runtime/domain/walletNetworks.ts';
import { expectUrl, freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, routeUrl } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const FUND_PASSWORD = '135790';
const ETH_TO = `0x${'ab'.repeat(20)}`;
const TRON_TO = `T${'A'.repeat(33)}`;
let d: Driver;
let account = '';

beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('wallet');
  await d.setCookie('auth', await tokenByApi(d, account));
  await d.sandbox('POST', '/__sandbox/wallet', {
    account,
    balanceUsd: '100.00',
    balanceBtc: '0.01',
    points: '25.00',
    kycLevel: 1,
    fundPassword: FUND_PASSWORD,
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const loaded = async (name: string) => {
  const region = await screen.findByRole('region', { name }, WAIT);
  await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
  return region;
};
const withdrawCard = () =>
  screen
    .getByRole('heading', { name: /^(Withdraw|Review the withdrawal|Withdrawal W\d+)$/ })
    .closest('section') as HTMLElement;

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

async function fillWithdrawal(address: string, amount: string) {
  const card = withdrawCard();
  fireEvent.change(within(card).getByLabelText('Receiving address'), { target: { value: address } });
  fireEvent.change(within(card).getByLabelText('Amount (USDT)'), { target: { value: amount } });
  fireEvent.click(within(card).getByRole('button', { name: 'Review withdrawal' }));
}

describe('the wallet (/dashboard/wallet)', { timeout: 30_000 }, () => {
  it('shows the balances per coin and points, and the deposit address per network with its warning', async () => {
    await d.visit(routeUrl('dashboard.wallet', {}));
    await loaded('Wallet balances');
    expect(screen.getByTestId('balance-USDT').textContent).toBe('100.00 USDT');
    expect(screen.getByTestId('balance-BTC').textContent).toBe('0.01000000 BTC');
    expect(screen.getByTestId('balance-ETH').textContent).toBe('0.00000000 ETH');
    expect(screen.getByText('25')).toBeTruthy();
    const deposit = screen.getByRole('heading', { name: 'Deposit' }).closest('section') as HTMLElement;
    await loaded('Deposit address');
    const erc = within(deposit).getByTestId('deposit-address').textContent ?? '';
    expect(isNetworkAddress('ERC20', erc)).toBe(true);
    expect(within(deposit).getByRole('img', { name: 'QR code of your USDT deposit address' })).toBeTruthy();
    expect(deposit.textContent).toContain('Credited after 12 network confirmations');
    expect(within(deposit).getByRole('note').textContent).toContain('Send only USDT on Ethereum (ERC20)');
    fireEvent.change(within(deposit).getByLabelText('Network'), { target: { value: 'TRC20' } });
    await waitFor(
      () =>
        expect(isNetworkAddress('TRC20', within(deposit).getByTestId('deposit-address').textContent ?? '')).toBe(true),
      WAIT,
    );
    expect(deposit.textContent).toContain('Credited after 20 network confirmations');
    fireEvent.change(within(deposit).getByLabelText('Coin'), { target: { value: 'BTC' } });
    await waitFor(
      () =>
        expect(isNetworkAddress('BTC', within(deposit).getByTestId('deposit-address').textContent ?? '')).toBe(true),
      WAIT,
    );
    expect(within(deposit).getByRole('note').textContent).toContain('Send only BTC on Bitcoin');
  });

  it('checks the form, reviews the fee, confirms with the fund password and follows the status to sent', async () => {
    await d.visit(routeUrl('dashboard.wallet', {}));
    await loaded('Wallet balances');
    const card = withdrawCard();
    expect(card.textContent).toContain('Available: 100.00 USDT');
    expect(card.textContent).toMatch(/Network fee1\.00 USDT/);
    expect(card.textContent).toMatch(/Minimum withdrawal10\.00 USDT/);
    // Typing a Tron address on the ERC20 network warns at once.
    fireEvent.change(within(card).getByLabelText('Receiving address'), { target: { value: TRON_TO } });
    expect(await within(card).findByText(/This looks like a TRC20 address/, {}, WAIT)).toBeTruthy();
    // A Tron address on the ERC20 network, then below the minimum: messages at the fields, nothing lost.
    await fillWithdrawal(TRON_TO, '50');
    expect((await within(card).findByRole('alert', {}, WAIT)).textContent).toContain('belongs to another network');
    await fillWithdrawal(ETH_TO, '5');
    expect((await within(card).findByRole('alert', {}, WAIT)).textContent).toContain('below the minimum');
    expect(within(card).getByLabelText('Receiving address')).toHaveProperty('value', ETH_TO);
    // Max is the balance less the fee.
    fireEvent.click(within(card).getByRole('button', { name: 'Max' }));
    await waitFor(() => expect(within(card).getByLabelText('Amount (USDT)')).toHaveProperty('value', '99.00'), WAIT);
    fireEvent.change(within(card).getByLabelText('Amount (USDT)'), { target: { value: '40' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Review withdrawal' }));
    const review = await screen.findByRole('heading', { name: 'Review the withdrawal' }, WAIT);
    const reviewCard = review.closest('section') as HTMLElement;
    expect(reviewCard.textContent).toContain('40.00 USDT');
    expect(reviewCard.textContent).toContain('Deducted from your balance41.00 USDT');
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Confirm withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: FUND_PASSWORD } });
    const made = await screen.findByRole('heading', { name: /^Withdrawal W\d+$/ }, WAIT);
    const tracking = made.closest('section') as HTMLElement;
    expect(within(tracking).getByRole('list', { name: 'Withdrawal status' }).textContent).toContain('Submitted');
    const wallet = await d.sandbox<{ balanceUsd: string }>('GET', `/__sandbox/wallet?account=${account}`);
    expect(wallet.balanceUsd).toBe('59.00');
    await waitFor(() => expect(screen.getByTestId('balance-USDT').textContent).toBe('59.00 USDT'), WAIT);
    await d.sandbox('POST', '/__sandbox/clock', { advanceSeconds: 600 });
    fireEvent.click(within(tracking).getByRole('button', { name: 'Refresh status' }));
    await waitFor(() => expect(tracking.textContent).toMatch(/TXID [0-9a-f]{64}/), WAIT);
    expect(within(tracking).getByRole('list', { name: 'Withdrawal status' }).textContent).toMatch(
      /Submitted.*Under review.*Sent/,
    );
  });

  it('refuses a withdrawal over the balance with a message and no record; KYC 0 is told to verify', async () => {
    await d.visit(routeUrl('dashboard.wallet', {}));
    await loaded('Wallet balances');
    await fillWithdrawal(ETH_TO, '99.50');
    expect((await within(withdrawCard()).findByRole('alert', {}, WAIT)).textContent).toContain(
      'more than your available balance',
    );
    const history = await d.sandbox<{ entries: { kind: string }[] }>('GET', `/__sandbox/wallet?account=${account}`);
    expect(history.entries.some((entry) => entry.kind === 'withdrawal')).toBe(false);
    await d.sandbox('POST', '/__sandbox/wallet', { account, kycLevel: 0 });
    await d.visit(routeUrl('dashboard.wallet', {}));
    await loaded('Wallet balances');
    await fillWithdrawal(ETH_TO, '20');
    const alert = await within(withdrawCard()).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Complete identity verification');
    expect(within(alert).getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe(
      '/dashboard/kyc',
    );
  });

  it('without a fund password the confirmation is refused with a way to set one, and nothing is held', async () => {
    await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: null });
    await d.visit(routeUrl('dashboard.wallet', {}));
    await loaded('Wallet balances');
    await fillWithdrawal(ETH_TO, '20');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }, WAIT));
    const alert = await within(withdrawCard()).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Set a fund password first');
    expect(within(alert).getByRole('link', { name: 'Security settings' }).getAttribute('href')).toBe(
      '/dashboard/setting',
    );
    const wallet = await d.sandbox<{ balanceUsd: string }>('GET', `/__sandbox/wallet?account=${account}`);
    expect(wallet.balanceUsd).toBe('100.00');
  });

  it('adds an address to the book locked for 24 h, refuses a bad one, and deletes it', async () => {
    await d.visit(routeUrl('dashboard.wallet', {}));
    const book = await loaded('Saved addresses');
    expect(book.textContent).toContain('No saved addresses yet.');
    const form = within(book).getByRole('form', { name: 'Add an address' });
    fireEvent.change(within(form).getByLabelText('Label'), { target: { value: 'Exchange' } });
    fireEvent.change(within(form).getByLabelText('New address'), { target: { value: TRON_TO } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect((await within(form).findByRole('alert', {}, WAIT)).textContent).toContain('not a valid address');
    fireEvent.change(within(form).getByLabelText('New address'), { target: { value: ETH_TO } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(book.textContent).toMatch(/Exchange · USDT · ERC20/), WAIT);
    expect(book.textContent).toMatch(/Locked until/);
    // The locked address is offered in the withdraw form, but cannot be picked.
    const option = within(withdrawCard()).getByRole('option', { name: /Exchange \(locked until/ }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    fireEvent.click(within(book).getByRole('button', { name: 'Delete Exchange' }));
    await waitFor(() => expect(book.textContent).toContain('No saved addresses yet.'), WAIT);
  });

  it('keeps what was typed when the quote fails', async () => {
    await d.visit(routeUrl('dashboard.wallet', {}));
    await loaded('Wallet balances');
    await failCall(d, 'walletWithdraw', { status: 503 });
    await fillWithdrawal(ETH_TO, '20');
    expect((await within(withdrawCard()).findByRole('alert', {}, WAIT)).textContent).toBeTruthy();
    expect(within(withdrawCard()).getByLabelText('Amount (USDT)')).toHaveProperty('value', '20');
  });
});

describe('the wallet history (/dashboard/wallet/history)', { timeout: 30_000 }, () => {
  it('lists deposits and withdrawals, filters through the URL and exports exactly the filtered rows', async () => {
    await d.sandbox('POST', '/__sandbox/wallet/deposit', {
      account,
      coin: 'ETH',
      network: 'ERC20',
      amount: '0.25',
      txid: 'feedfacecafebeef0001',
    });
    await d.sandbox('POST', '/__sandbox/wallet/deposit', {
      account,
      coin: 'USDT',
      network: 'TRC20',
      amount: '30',
      txid: 'feedfacecafebeef0002',
    });
    await d.visit(routeUrl('dashboard.wallet.history', {}));
    const table = await screen.findByRole('table', { name: 'Wallet transactions', busy: false }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), WAIT);
    expect(table.textContent).toContain('ETH · ERC20');
    expect(table.textContent).toContain('0.25000000');
    expect(table.textContent).toContain('Credited');
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'USDT' } });
    await expectUrl(d, 'coin=USDT');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), WAIT);
    const csv = captureCsv();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const text = await csv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Time (UTC),Type,Coin,Network,Amount,Fee,Status,TXID,Address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Deposit,USDT,TRC20,30.00,0.00,Credited,feedfacecafebeef0002');
  });

  it('says so when nothing matches, and a bad filter in the URL is no filter', async () => {
    await d.visit('/dashboard/wallet/history?type=payout&coin=DOGE');
    expect(await screen.findByText('No transactions match these filters.', {}, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('Coin')).toHaveProperty('value', 'all');
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  it.each([
    ['/dashboard/wallet', routeUrl('dashboard.wallet', {}), 'Saved addresses'],
    ['/dashboard/wallet/history', routeUrl('dashboard.wallet.history', {}), null],
  ] as const)('%s has no serious or critical violation', async (_name, url, region) => {
    await d.visit(url);
    if (region) await loaded(region);
    else await screen.findByText('No transactions match these filters.', {}, WAIT);
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
