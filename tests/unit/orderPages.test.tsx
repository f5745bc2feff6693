// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectExactUrl, tokenByApi } from '../model/bindings/accountSteps.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function signIn(email: string, passwd: string): Promise<void> {
  await d.setCookie('auth', await tokenByApi(d, email, passwd));
}

/** Orders made for the account by the sandbox's fixture, in the states asked for. */
async function ordersFor(account: string, orders: unknown[]): Promise<string[]> {
  const reply = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', { account, orders });
  return reply.orderNos;
}

/** The orders table once its page has loaded (the loading skeleton has rows too). */
async function table(): Promise<HTMLElement> {
  const found = await screen.findByRole('table', { name: /Orders/, busy: false }, WAIT);
  await waitFor(() => expect(found.closest('[data-read]')?.getAttribute('data-read')).toMatch(/loaded|empty/), WAIT);
  return found;
}
const tab = (name: RegExp) => screen.findByRole('tab', { name }, WAIT);

describe('orders page (/dashboard/order)', { timeout: 20_000 }, () => {
  it('lists the newest ten orders with tab counts, and the unpaid dot agrees with the header', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/dashboard/order');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    // The seed gives alice 12 orders in every state; the tabs count them over all pages.
    expect((await tab(/^All/)).textContent).toContain('12');
    expect((await tab(/^Unpaid/)).textContent).toContain('1');
    expect((await tab(/^Running/)).textContent).toContain('5');
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 2');
    // The header's account menu marks orders too (combined info counts the same unpaid orders).
    const header = document.querySelector('.site-header') as HTMLElement;
    expect(within(header).getAllByRole('img', { name: 'Unpaid orders' }).length).toBeGreaterThan(0);
  });

  it('the unpaid tab is a link to ?tab=unpaid and shows when to pay by, in UTC', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/dashboard/order');
    fireEvent.click(await tab(/^Unpaid/));
    await expectExactUrl(d, '/dashboard/order?tab=unpaid');
    await waitFor(
      () => expect(within(screen.getByRole('table', { name: /Unpaid/ })).getAllByRole('row')).toHaveLength(2),
      WAIT,
    );
    expect(screen.getByRole('table', { name: /Unpaid/ }).textContent).toMatch(/Pay by .* UTC/);
  });

  it('a tab or page the URL gets wrong falls back to the defaults, not an error page', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/dashboard/order?tab=bogus&page=-3');
    expect((await tab(/^All/)).getAttribute('aria-selected')).toBe('true');
    expect(
      within(await table())
        .getAllByRole('row')
        .slice(1),
    ).toHaveLength(10);
  });

  it('shows an account without orders the way to the plans', async () => {
    await signIn('nocoupon@example.com', 'NoCoupon1');
    await d.visit('/dashboard/order');
    await screen.findByText('You have no orders yet. Pick a plan to start mining.', {}, WAIT);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/list');
  });

  it("a failed list shows the server's message and loads again on retry", async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.sandbox('POST', '/__sandbox/faults', { path: '/v1/app/auth/order/list', kind: 'status', status: 500 });
    await d.visit('/dashboard/order');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 500');
    fireEvent.click(within(alert).getByRole('button', { name: /Retry|Try again/ }));
    expect((await screen.findByRole('navigation', { name: 'Pages' }, WAIT)).textContent).toContain('Page 1 of 2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a visitor to log in, keeping the page as the redirect target', async () => {
    await d.visit('/dashboard/order?tab=running');
    await expectExactUrl(d, `/?redirect=${encodeURIComponent('/dashboard/order?tab=running')}`);
  });
});

describe('order detail (/dashboard/order/detail/{orderNo})', { timeout: 20_000 }, () => {
  it('shows the plan, the exact price breakdown, the masked payout address, fee days with the warning, and the timeline', async () => {
    await signIn('secure@example.com', 'Secure2024');
    const [orderNo] = await ordersFor('secure@example.com', [
      { goodsId: 'g-full-s21-360', quantity: 2, state: 'running', serviceFeeDaysLeft: 2, autoDeduct: true },
    ]);
    await d.visit(`/dashboard/order/detail/${orderNo}`);
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe(`Order ${orderNo}`);
    const plan = await screen.findByRole('region', { name: 'Plan' }, WAIT);
    expect(plan.textContent).toContain('S21 Pro 360 days');
    expect(plan.textContent).toContain('400 TH/s');
    // The address is masked on screen; the whole one only through Copy.
    const address = plan.querySelector('.address')?.textContent ?? '';
    expect(address).toMatch(/^bc1q\w{2}\*\*\*\*\w{6}/);
    const price = screen.getByRole('region', { name: 'Price breakdown' });
    const amounts = within(price)
      .getAllByRole('row')
      .map((row) => row.querySelector('td')?.textContent ?? '');
    const cents = amounts.map((a) => Math.round(Number(a.replace(/[^\d.]/g, '')) * 100));
    const [hashrate = 0, service = 0, coupon = 0, points = 0, total = 0] = cents;
    expect(hashrate + service - coupon - points).toBe(total);
    const fee = screen.getByRole('region', { name: 'Service fee' });
    expect(fee.textContent).toContain('2 days');
    expect(fee.textContent).toContain('unpaid days are not compensated');
    expect(fee.textContent).toContain('Auto-deduct from points: on');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Order placed',
      'Paid',
      'Mining started',
    ]);
    expect(timeline[0]?.textContent).toMatch(/UTC$/);
  });

  it('says an all-inclusive plan has no service fee to pay, and why a cancelled order was cancelled', async () => {
    await signIn('secure@example.com', 'Secure2024');
    const [easy, cancelled] = await ordersFor('secure@example.com', [
      { goodsId: 'g-easy-s21-180', state: 'running' },
      { goodsId: 'g-easy-s21-180', state: 'cancelled' },
    ]);
    await d.visit(`/dashboard/order/detail/${easy}`);
    expect((await screen.findByRole('region', { name: 'Service fee' }, WAIT)).textContent).toContain('all-inclusive');
    await d.visit(`/dashboard/order/detail/${cancelled}`);
    expect((await screen.findByRole('region', { name: 'Plan' }, WAIT)).textContent).toMatch(/Cancelled/);
  });

  it("another user's order number is the 404 page", async () => {
    const [foreign] = await ordersFor('alice@example.com', [{ goodsId: 'g-easy-s21-180', state: 'running' }]);
    await signIn('secure@example.com', 'Secure2024');
    await d.visit(`/dashboard/order/detail/${foreign}`);
    await screen.findByText('This page could not be found', {}, WAIT);
  });
});
