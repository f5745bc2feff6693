// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectUrl, outboxCode, tokenByApi } from '../model/bindings/accountSteps.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The checkout pages beyond their machines (issue #17): what the form offers an account (saved
 * addresses, coupons and their rules, the price as choices change), the prerequisites, the result page
 * with remain funds, and the order pages' pay and cancel actions. The flows themselves are walked by the
 * checkout and cashier model tests.
 */

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

interface Wallet {
  balanceUsd: string;
  pointsBalance: string;
  entries: Array<{ amountCents: number; kind: string }>;
}
const wallet = (account: string) =>
  d.sandbox<Wallet>('GET', `/__sandbox/wallet?account=${encodeURIComponent(account)}`);
const total = () => screen.getByTestId('checkout-total').textContent;

async function signIn(email: string, passwd: string): Promise<void> {
  await d.setCookie('auth', await tokenByApi(d, email, passwd));
}

describe('checkout form (/pay/{id}/{num})', { timeout: 30_000 }, () => {
  it("offers alice's saved addresses and coupons with their rules, and prices each choice as the server does", async () => {
    await signIn('alice@example.com', 'Alice2024!');
    // S19XP Easy: 50 TH × $0.0612 × 90 days = $275.40 a unit.
    await d.visit('/pay/g-easy-s19xp-90/2');
    const form = await screen.findByRole('form', { name: 'Checkout' }, WAIT);
    expect(total()).toBe('$550.80');
    // The default saved address is chosen; a new one can be typed instead.
    expect((within(form).getByRole('radio', { name: /Main wallet/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('radio', { name: /Cold storage/ })).toBeTruthy();
    // Coupons: $10 off applies; $50 off is for full plans only, so it cannot be chosen here.
    const coupon = within(form).getByLabelText('Coupon') as HTMLSelectElement;
    const options = [...coupon.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toContainEqual([expect.stringMatching(/^\$10 off \(−\$10\.00\)$/), false]);
    expect(options).toContainEqual([expect.stringMatching(/\$50 off .*not for this plan type/), true]);
    // Alice's three invite-programme coupons ($10, no minimum) are offered as well.
    expect(options.filter(([text]) => /^\$10 invite coupon \(−\$10\.00\)$/.test(String(text)))).toHaveLength(3);
    // Expired and used coupons are not offered at all: "No coupon", $10 off, $50 off and the invite coupons.
    expect(options).toHaveLength(6);
    fireEvent.change(coupon, { target: { value: 'c-10001-10off' } });
    fireEvent.change(within(form).getByLabelText('Points to use (1 point = 1 USD)'), { target: { value: '20.50' } });
    await waitFor(() => expect(total()).toBe('$520.30'));
    fireEvent.click(within(form).getByRole('checkbox', { name: /I have read and accept the/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expectUrl(d, '/pay/confirm/P');
    // The cashier charges what the form said.
    const summary = await screen.findByRole('complementary', { name: 'Summary' }, WAIT);
    expect(within(summary).getByTestId('checkout-total').textContent).toBe('$520.30');
    // The points are held by the order and the coupon is used.
    expect((await wallet('alice@example.com')).pointsBalance).toBe('779.50');
  });

  it("prices an invited friend's order with their 10% discount and welcome gift, and the order keeps them", async () => {
    const email = 'checkout.friend@example.com';
    await d.sandbox('POST', '/user-api/common/sendMailCode', { email, type: 'register' });
    const registered = await d.sandbox<{ data: { authToken: string } }>('POST', '/user-api/register/email', {
      email,
      emailCode: await outboxCode(d, email),
      inviteCode: 'ALICE1',
      passwd: 'Friend~2026',
    });
    await d.sandbox('POST', '/__sandbox/wallet', { account: email, kycLevel: 1, balanceUsd: '2000.00' });
    await d.setCookie('auth', registered.data.authToken);
    await d.visit('/pay/g-easy-s21-180/1');
    const form = await screen.findByRole('form', { name: 'Checkout' }, WAIT);
    const breakdown = within(form).getByRole('table', { name: 'Price breakdown' });
    // $1,071.00 hashrate fee less 10%.
    expect(within(breakdown).getByRole('row', { name: /Invited friend's discount/ }).textContent).toContain('−$107.10');
    expect(total()).toBe('$963.90');
    expect(form.textContent).toMatch(/As an invited friend you get 10% off hashrate fees until/);
    const coupon = within(form).getByLabelText('Coupon') as HTMLSelectElement;
    const gift = [...coupon.options].find((o) => o.textContent?.startsWith('$10 welcome gift'));
    fireEvent.change(coupon, { target: { value: gift?.value } });
    await waitFor(() => expect(total()).toBe('$953.90'));
    // A new account has no saved address yet: the new-address field is the one.
    fireEvent.change(within(form).getByLabelText('New BTC address'), {
      target: { value: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /I have read and accept the/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expectUrl(d, '/pay/confirm/P');
    const summary = await screen.findByRole('complementary', { name: 'Summary' }, WAIT);
    expect(within(summary).getByRole('row', { name: /Invited friend's discount/ }).textContent).toContain('−$107.10');
    expect(within(summary).getByTestId('checkout-total').textContent).toBe('$953.90');
  });

  it('keeps what was typed when the address is wrong, and refuses without an order', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/pay/g-stable-s21-30/1');
    const form = await screen.findByRole('form', { name: 'Checkout' }, WAIT);
    fireEvent.click(within(form).getByRole('radio', { name: 'A new address' }));
    const address = await within(form).findByLabelText('New BTC address');
    fireEvent.change(address, { target: { value: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await screen.findByText('This is not a valid address for this coin. Check it and try again.', {}, WAIT);
    expect((address as HTMLInputElement).value).toBe('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await screen.findByText('Read and accept the purchase agreement to continue.');
    const { orders } = await d.sandbox<{ orders: unknown[] }>('GET', '/__sandbox/orders?account=alice@example.com');
    expect(orders).toHaveLength(12);
  });

  it('tells an unverified account to verify first, with the way there', async () => {
    await signIn('unpaid@example.com', 'Unpaid2024');
    await d.visit('/pay/g-stable-s21-30/1');
    await screen.findByRole('form', { name: 'Checkout' }, WAIT);
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/dashboard/kyc');
  });

  it('sends a visitor to sign in first and back to the same checkout', async () => {
    await d.visit('/pay/g-stable-s21-30/3');
    await expectUrl(d, `redirect=${encodeURIComponent('/pay/g-stable-s21-30/3')}`);
    await screen.findByRole('dialog', {}, WAIT);
  });

  it('gives the discontinued page for a plan not on sale, and 404 for an order of someone else', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/pay/g-discontinued/1');
    await screen.findByText(/discontinued|no longer/i, {}, WAIT);
    await d.visit('/pay/confirm/P20990101999999');
    await screen.findByRole('heading', { name: /not found|404/i }, WAIT);
  });

  it('completes an order that coupons and points pay in full without the cashier', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/pay/g-stable-s21-30/1');
    const form = await screen.findByRole('form', { name: 'Checkout' }, WAIT);
    fireEvent.click(within(form).getByRole('button', { name: 'Use the most' }));
    await waitFor(() => expect(total()).toBe('$0.00'));
    fireEvent.click(within(form).getByRole('checkbox', { name: /I have read and accept the/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expectUrl(d, '/pay/detail/P');
    await screen.findByText(/^Payment received/, {}, WAIT);
    expect((await wallet('alice@example.com')).pointsBalance).toBe('759.20');
  });
});

describe('payment result and remain funds (/pay/detail/{orderNo})', { timeout: 30_000 }, () => {
  it('refunds money sent over the price to the wallet balance, once', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    const { orderNos } = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
      account: 'alice@example.com',
      orders: [{ goodsId: 'g-stable-s21-30', state: 'unpaid' }],
    });
    const orderNo = orderNos[0] as string;
    await d.sandbox('POST', '/__sandbox/chain/pay', { orderNo, part: 'over' });
    await d.visit(`/pay/detail/${orderNo}`);
    await screen.findByText(/^Payment received/, {}, WAIT);
    const record = screen.getByRole('table', { name: 'Payment record' });
    expect(within(record).getByText('USDT TRC20')).toBeTruthy();
    const before = Number((await wallet('alice@example.com')).balanceUsd);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to balance' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Remaining funds' })).toBeNull(), WAIT);
    expect(Number((await wallet('alice@example.com')).balanceUsd)).toBeCloseTo(before + 10, 2);
  });

  it('says a paid order has nothing more to pay when its cashier is opened again', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    const { orderNos } = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
      account: 'alice@example.com',
      orders: [{ goodsId: 'g-stable-s21-30', state: 'pendingStart' }],
    });
    await d.visit(`/pay/confirm/${orderNos[0]}`);
    await screen.findByText('This order is paid: there is nothing more to pay.', {}, WAIT);
    expect(screen.getByRole('link', { name: 'See the result' }).getAttribute('href')).toBe(
      `/pay/detail/${orderNos[0]}`,
    );
  });
});

describe('order pages: pay and cancel an unpaid order', { timeout: 30_000 }, () => {
  it('the list links an unpaid order to its cashier', async () => {
    await signIn('unpaid@example.com', 'Unpaid2024');
    await d.visit('/dashboard/order?tab=unpaid');
    const table = await screen.findByRole('table', { name: /Unpaid/, busy: false }, WAIT);
    const links = within(table).getAllByRole('link', { name: 'Pay now' });
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/pay\/confirm\/P\d+$/);
  });

  it('cancels an unpaid order after asking, from its detail page', async () => {
    await signIn('unpaid@example.com', 'Unpaid2024');
    const { orders } = await d.sandbox<{ orders: Array<{ orderNo: string; status: string }> }>(
      'GET',
      '/__sandbox/orders?account=unpaid@example.com',
    );
    const orderNo = orders[0]?.orderNo as string;
    await d.visit(`/dashboard/order/detail/${orderNo}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${orderNo}?` }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText('Cancelled at your request.', {}, WAIT);
    const after = await d.sandbox<{ orders: Array<{ orderNo: string; status: string }> }>(
      'GET',
      '/__sandbox/orders?account=unpaid@example.com',
    );
    expect(after.orders.find((o) => o.orderNo === orderNo)?.status).toBe('cancelled');
  });

  it("the header's unpaid dot goes out when the last unpaid order is cancelled", async () => {
    await signIn('alice@example.com', 'Alice2024!');
    const { orders } = await d.sandbox<{ orders: Array<{ orderNo: string; status: string }> }>(
      'GET',
      '/__sandbox/orders?account=alice@example.com',
    );
    const unpaid = orders.filter((o) => o.status === 'unpaid');
    expect(unpaid).toHaveLength(1);
    await d.visit(`/dashboard/order/detail/${unpaid[0]?.orderNo}`);
    const header = () => document.querySelector('.site-header') as HTMLElement;
    await waitFor(
      () => expect(within(header()).queryAllByRole('img', { name: 'Unpaid orders' }).length).toBeGreaterThan(0),
      WAIT,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel order P/ }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText('Cancelled at your request.', {}, WAIT);
    await waitFor(
      () => expect(within(header()).queryAllByRole('img', { name: 'Unpaid orders' })).toHaveLength(0),
      WAIT,
    );
  });
});
