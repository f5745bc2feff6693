// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { freshEmail, outboxCode, sandboxLater, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, routeUrl, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const FULL_PLAN = 'g-full-s21-360';
const EASY_PLAN = 'g-easy-s21-180';
/** Valid mainnet addresses (BIP-173 vector, a legacy one). */
const NEW_SEGWIT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const NEW_LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const FUND_PASSWORD = '135790';

let d: Driver;
let account = '';
beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('address');
  await d.setCookie('auth', await tokenByApi(d, account));
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function ordersFor(orders: unknown[]): Promise<string[]> {
  return (await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', { account, orders })).orderNos;
}

const addressField = () => screen.getByLabelText('New BTC payout address') as HTMLInputElement;
const codeField = () => screen.getByLabelText('Verification code') as HTMLInputElement;

/** Sends the code by the form's button and types what arrived. */
async function sendAndTypeCode(): Promise<string> {
  // The login code went to this address less than 60 s ago (the sandbox sends one code a minute per address).
  await sandboxLater(d, 61);
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: /Resend in \d+ s/ }, WAIT);
  const code = await outboxCode(d, account);
  fireEvent.change(codeField(), { target: { value: code } });
  return code;
}

describe("home's address-change check", { timeout: 30_000 }, () => {
  const RETIRED = 'bc1qretiredexchangeaddress';

  it('asks to change a running plan whose address can no longer receive payouts, and leads to the change page', async () => {
    const [running] = await ordersFor([
      { goodsId: EASY_PLAN, state: 'running', payoutAddress: RETIRED },
      // An ended plan pays nothing more: its address does not matter.
      { goodsId: FULL_PLAN, state: 'ended', payoutAddress: RETIRED },
    ]);
    await d.visit('/en');
    const notice = await screen.findByRole('alert', {}, WAIT);
    expect(notice.textContent).toContain('A plan of yours pays to an address that can no longer receive payouts.');
    const link = within(notice).getByRole('link', { name: 'Change payout address' });
    expect(link.getAttribute('href')).toBe('/en/changeAddress');
    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'Change payout address', level: 1 }, WAIT);
    // The plan with the retired address is one of those offered for the change.
    expect(await screen.findByRole('checkbox', { name: new RegExp(running as string) }, WAIT)).toBeTruthy();
  });

  it('says nothing to an account whose plans pay to valid addresses', async () => {
    await ordersFor([{ goodsId: EASY_PLAN, state: 'running' }]);
    await d.visit('/en');
    await screen.findByRole('region', { name: 'Plans picked for you' }, WAIT);
    expect(screen.queryByText(/can no longer receive payouts/)).toBeNull();
  });
});

describe('/changeAddress', { timeout: 30_000 }, () => {
  it('checks the form, then changes one order with an email code and shows the 72 h hold', async () => {
    const [a, b] = await ordersFor([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 },
      { goodsId: EASY_PLAN, state: 'running' },
      { goodsId: FULL_PLAN, state: 'ended' },
    ]);
    await d.visit(routeUrl('changeAddress', {}, { search: { orders: a } }));
    await screen.findByRole('heading', { name: 'Change payout address', level: 1 }, WAIT);
    // Only the orders that still mine are offered; the one in the link starts chosen.
    const first = (await screen.findByRole('checkbox', { name: new RegExp(a as string) }, WAIT)) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: new RegExp(b as string) }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText(/payouts of your account are held for 72 hours/)).toBeTruthy();
    // An address of another network is refused on the form, and stays as typed.
    fireEvent.change(addressField(), { target: { value: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('This is not a valid BTC address');
    expect(addressField().value).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    fireEvent.change(addressField(), { target: { value: NEW_SEGWIT } });
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('Enter the 6-digit code');
    await sendAndTypeCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    expect(await screen.findByRole('heading', { name: 'Payout address changed' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(`1 order now pays to this address: ${NEW_SEGWIT}`);
    expect(screen.getByText(/Payouts are held until .* Mining goes on/)).toBeTruthy();
    // Another change starts from the new addresses and nothing chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Change another address' }));
    const again = (await screen.findByRole('checkbox', { name: new RegExp(a as string) }, WAIT)) as HTMLInputElement;
    expect(again.checked).toBe(false);
    expect(again.closest('li')?.textContent).toContain(NEW_SEGWIT);
    expect(screen.getByText(/Payouts are held until .* after your last address change/)).toBeTruthy();
  });

  it('changes several orders at once, and a wrong code is refused with the address kept', async () => {
    const [a, b] = await ordersFor([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 },
      { goodsId: EASY_PLAN, state: 'pendingStart' },
    ]);
    await visitRoute(d, 'changeAddress', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Choose all' }, WAIT));
    expect(await screen.findByText('2 chosen', {}, WAIT)).toBeTruthy();
    fireEvent.change(addressField(), { target: { value: NEW_LEGACY } });
    const code = await sendAndTypeCode();
    fireEvent.change(codeField(), { target: { value: code === '000000' ? '111111' : '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change address of 2 orders' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('The code is wrong or has expired');
    expect(addressField().value).toBe(NEW_LEGACY);
    expect(codeField().value).toBe('');
    fireEvent.change(codeField(), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Change address of 2 orders' }));
    expect(await screen.findByRole('heading', { name: 'Payout address changed' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(`2 orders now pay to this address: ${NEW_LEGACY}`);
    expect(screen.getByRole('link', { name: a as string })).toBeTruthy();
    expect(screen.getByRole('link', { name: b as string })).toBeTruthy();
  });

  it('asks for the fund password when the account has one; cancelled, nothing changes', async () => {
    await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
    const [a] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 }]);
    await d.visit(routeUrl('changeAddress', {}, { search: { orders: a } }));
    await screen.findByRole('checkbox', { name: new RegExp(a as string) }, WAIT);
    fireEvent.change(addressField(), { target: { value: NEW_SEGWIT } });
    await sendAndTypeCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await d.advance(MODAL_ANIMATION_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Change payout address' })).toHaveProperty('disabled', false),
      WAIT,
    );
    expect(addressField().value).toBe(NEW_SEGWIT);
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: FUND_PASSWORD } });
    expect(await screen.findByRole('heading', { name: 'Payout address changed' }, WAIT)).toBeTruthy();
  });

  it('a lost answer is not shown as changed, and the retry tells the truth', async () => {
    const [a] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 }]);
    await d.visit(routeUrl('changeAddress', {}, { search: { orders: a } }));
    await screen.findByRole('checkbox', { name: new RegExp(a as string) }, WAIT);
    fireEvent.change(addressField(), { target: { value: NEW_SEGWIT } });
    await sendAndTypeCode();
    await failCall(d, 'changeAddressConfirm', { status: 503 });
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    expect((await screen.findByText(/We did not get an answer/, {}, WAIT)).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try the change again' }));
    expect(await screen.findByRole('heading', { name: 'Payout address changed' }, WAIT)).toBeTruthy();
  });

  it('says so when no order can change its address', async () => {
    await ordersFor([{ goodsId: FULL_PLAN, state: 'ended' }]);
    await visitRoute(d, 'changeAddress', {});
    expect(await screen.findByRole('heading', { name: 'No order can change its payout address' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See mining plans' }).getAttribute('href')).toBe('/list');
  });
});

describe('/app/changeAddress', { timeout: 30_000 }, () => {
  it('is the same flow in the app layout, without the site header', async () => {
    const [a] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 }]);
    await d.visit(routeUrl('app.changeAddress', {}, { search: { orders: a } }));
    await screen.findByRole('heading', { name: 'Change payout address', level: 1 }, WAIT);
    expect(document.querySelector('.layout-app')).toBeTruthy();
    // The app draws its own chrome: no site header or footer.
    expect(document.querySelector('.site-header')).toBeNull();
    await screen.findByRole('checkbox', { name: new RegExp(a as string) }, WAIT);
    fireEvent.change(addressField(), { target: { value: NEW_SEGWIT } });
    await sendAndTypeCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    expect(await screen.findByRole('heading', { name: 'Payout address changed' }, WAIT)).toBeTruthy();
  });
});

describe('/dashboard/address', { timeout: 30_000 }, () => {
  it('shows the addresses in use with their orders, then the change history with its hold', async () => {
    const [a, b] = await ordersFor([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 },
      { goodsId: EASY_PLAN, state: 'running' },
    ]);
    await visitRoute(d, 'dashboard.address', {});
    const region = await screen.findByRole('region', { name: 'Payout addresses' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
    expect(within(region).getByRole('heading', { name: 'BTC payout addresses' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: a as string })).toBeTruthy();
    expect(within(region).getByRole('link', { name: b as string })).toBeTruthy();
    expect(region.textContent).toContain('No saved BTC address');
    expect(region.textContent).toContain('No payout address has been changed yet.');
    const change = within(region).getAllByRole('link', { name: 'Change the address of these orders' })[0];
    expect(change?.getAttribute('href')).toMatch(/^\/changeAddress\?orders=/);
    expect(screen.getByRole('link', { name: 'Change payout address' }).getAttribute('href')).toBe('/changeAddress');
    // The side navigation leads here.
    const navLinks = screen.getAllByRole('link', { name: 'Payout addresses' });
    expect(navLinks.some((link) => link.getAttribute('href') === '/dashboard/address')).toBe(true);
    // Change one order's address, then the page shows it.
    await d.visit(routeUrl('changeAddress', {}, { search: { orders: a } }));
    await screen.findByRole('checkbox', { name: new RegExp(a as string) }, WAIT);
    fireEvent.change(addressField(), { target: { value: NEW_SEGWIT } });
    await sendAndTypeCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change payout address' }));
    await screen.findByRole('heading', { name: 'Payout address changed' }, WAIT);
    await visitRoute(d, 'dashboard.address', {});
    const table = await screen.findByRole('table', { name: 'Payout address changes', busy: false }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table.textContent).toContain(NEW_SEGWIT);
    expect(table.textContent).toContain('Holding');
    expect(screen.getByText(/Payouts are held until .* after your last address change/)).toBeTruthy();
    const saved = screen.getByRole('heading', { name: 'Saved addresses' }).nextElementSibling as HTMLElement;
    expect(saved.textContent).toContain(NEW_SEGWIT);
    expect(saved.textContent).toContain('Orders paying here now: 1');
  });

  it('a failed read offers a retry', async () => {
    await failCall(d, 'changeAddressOrderList', { status: 503 });
    await visitRoute(d, 'dashboard.address', {});
    const region = await screen.findByRole('region', { name: 'Payout addresses' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-read')).toBe('failed'), WAIT);
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(region.getAttribute('data-read')).not.toBe('failed'), WAIT);
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  it.each([
    ['/dashboard/address', 'dashboard.address', 'Payout addresses'],
    ['/changeAddress', 'changeAddress', 'Change payout address'],
    ['/app/changeAddress', 'app.changeAddress', 'Change payout address'],
  ] as const)('%s has no serious or critical violation', async (_name, id, region) => {
    await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 }]);
    await visitRoute(d, id, {});
    const section = await screen.findByRole('region', { name: region }, WAIT);
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
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
