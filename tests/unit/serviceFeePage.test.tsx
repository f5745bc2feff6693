// @vitest-environment jsdom

import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectExactUrl, freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { routeUrl } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const FULL_PLAN = 'g-full-s21-360';
let d: Driver;
let account = '';
beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('fees');
  await d.setCookie('auth', await tokenByApi(d, account));
  await d.sandbox('POST', '/__sandbox/wallet', {
    account,
    balanceUsd: '100.00',
    points: '20.00',
    kycLevel: 1,
    fundPassword: '135790',
  });
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function ordersFor(orders: unknown[]): Promise<string[]> {
  return (await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', { account, orders })).orderNos;
}

const orderCard = async (orderNo: string) =>
  (await screen.findByRole('link', { name: orderNo }, WAIT)).closest('li') as HTMLElement;

describe('paying service fees (/pay/serviceFee)', { timeout: 30_000 }, () => {
  it('lists every order that takes days, with days left, the price of a day and a total that follows the choices', async () => {
    const [running, suspended] = await ordersFor([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 },
      { goodsId: FULL_PLAN, state: 'suspended' },
      { goodsId: 'g-easy-s21-180', state: 'running' },
    ]);
    await d.visit(routeUrl('pay.serviceFee', {}, { search: { days: 7 } }));
    const first = await orderCard(running as string);
    expect(first.textContent).toMatch(/\$9\.98 a day \(0\.0499 USD per TH per day\)/);
    expect(first.textContent).toContain('4 days');
    expect(within(first).getByLabelText(`Days to pay for ${running}`)).toHaveProperty('value', '7');
    const second = await orderCard(suspended as string);
    expect(second.textContent).toContain('Suspended: no paid days left');
    // The all-inclusive plan takes no days: it is not listed.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    // 7 days of each: 2 × 69.86.
    expect(await screen.findByRole('button', { name: 'Pay $139.72' }, WAIT)).toBeTruthy();
    fireEvent.click(within(second).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Pay $69.86' }, WAIT)).toBeTruthy();
    fireEvent.change(within(first).getByLabelText(`Days to pay for ${running}`), { target: { value: '10' } });
    expect(await screen.findByRole('button', { name: 'Pay $99.80' }, WAIT)).toBeTruthy();
    // More than the term allows is brought back to what is left of it.
    fireEvent.change(within(first).getByLabelText(`Days to pay for ${running}`), { target: { value: '9999' } });
    await waitFor(
      () => expect(within(first).getByLabelText(`Days to pay for ${running}`)).toHaveProperty('value', '351'),
      WAIT,
    );
  });

  it("takes the account's service-fee coupon off the total once its minimum is reached, and says so when paid", async () => {
    await d.sandbox('POST', '/__sandbox/wallet', {
      account,
      coupons: [{ name: 'Gold Medal $50', kind: 'serviceFee', amountUsd: '50', minSpendUsd: '60', goodsTypes: [11] }],
    });
    const [running] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    // 5 days: 49.90, under the coupon's 60 minimum: nothing off, and the page says from when it applies.
    await d.visit(routeUrl('pay.serviceFee', {}, { search: { orders: running, days: 5 } }));
    expect(await screen.findByRole('button', { name: 'Pay $49.90' }, WAIT)).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(summary.textContent).toMatch(/Gold Medal \$50: applies from \$60\.00 of service fee/);
    // 7 days: 69.86 less 50.
    const days = screen.getByLabelText(`Days to pay for ${running}`);
    fireEvent.change(days, { target: { value: '7' } });
    const pay = await screen.findByRole('button', { name: 'Pay $19.86' }, WAIT);
    expect(summary.textContent).toContain('−$50.00');
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: '135790' } });
    expect(await screen.findByRole('heading', { name: 'Service fee paid' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your service-fee coupon took $50.00 off.');
    const wallet = await d.sandbox<{ balanceUsd: string }>('GET', `/__sandbox/wallet?account=${account}`);
    expect(wallet.balanceUsd).toBe('80.14');
  });

  it('pays from the balance behind the fund password, and the order shows the new days', async () => {
    const [running] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    await d.visit(routeUrl('pay.serviceFee', {}, { search: { orders: running, days: 7 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $69.86' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: '135790' } });
    expect(await screen.findByRole('heading', { name: 'Service fee paid' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/\$69\.86 paid from your balance\. Payment S\d+/);
    const wallet = await d.sandbox<{ balanceUsd: string }>('GET', `/__sandbox/wallet?account=${account}`);
    expect(wallet.balanceUsd).toBe('30.14');
    fireEvent.click(screen.getByRole('link', { name: running as string }));
    await expectExactUrl(d, `/dashboard/order/detail/${running}`);
    await screen.findByRole('heading', { name: new RegExp(running as string), level: 1 }, WAIT);
    const fee = await screen.findByRole('region', { name: 'Service fee' }, WAIT);
    await waitFor(() => expect(fee.textContent).toContain('11 days'), WAIT);
  });

  it('refuses more than the chosen funds hold on the form, and keeps the choices', async () => {
    const [running] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    await d.visit(routeUrl('pay.serviceFee', {}, { search: { orders: running } }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Points/ }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $299.40' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('That is more than you have');
    expect(screen.getByLabelText(`Days to pay for ${running}`)).toHaveProperty('value', '30');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says there is nothing to pay without such orders, and the order pages link here', async () => {
    await d.visit(routeUrl('pay.serviceFee', {}));
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' }, WAIT)).toBeTruthy();
    const [running] = await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    await d.visit(routeUrl('dashboard.order.detail', { orderNo: running as string }));
    const link = await screen.findByRole('link', { name: 'Pay service fee' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/pay/serviceFee?orders=${running}`);
  });

  it('a malformed order list in the link falls back to every order', async () => {
    await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    await d.visit('/pay/serviceFee?orders=%3Cscript%3E&days=-4');
    expect(await screen.findByRole('button', { name: 'Pay $299.40' }, WAIT)).toBeTruthy();
  });

  it('the dashboard lists the orders with their days, pays for the chosen ones together, and records the payment', async () => {
    const [a, b] = await ordersFor([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 2 },
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 20 },
    ]);
    await d.visit(routeUrl('dashboard.serviceFee', {}));
    const table = await screen.findByRole('table', { name: 'Orders taking service-fee days', busy: false }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('note').textContent).toContain('1 of your plans are suspended or have fewer than 3');
    expect((screen.getByRole('button', { name: 'Pay for the chosen orders (0)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: `Choose ${a}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Choose ${b}` }));
    const pay = await screen.findByRole('link', { name: 'Pay for the chosen orders (2)' }, WAIT);
    expect(pay.getAttribute('href')).toBe(`/pay/serviceFee?orders=${a}%2C${b}`);
    expect(await screen.findByText('No service-fee payments yet.', {}, WAIT)).toBeTruthy();
    // Pay 7 days for both, then the record lists them.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00' });
    await d.visit(routeUrl('pay.serviceFee', {}, { search: { orders: `${a},${b}`, days: 7 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $139.72' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: '135790' } });
    await screen.findByRole('heading', { name: 'Service fee paid' }, WAIT);
    await d.visit(routeUrl('dashboard.serviceFee', {}));
    const records = await screen.findByRole('table', { name: 'Service-fee payments', busy: false }, WAIT);
    await waitFor(() => expect(within(records).getAllByRole('row')).toHaveLength(2), WAIT);
    expect(records.textContent).toContain(`${a} · 7 days`);
    expect(records.textContent).toContain('$139.72');
  });
});

describe('accessibility (axe in jsdom; colour contrast needs a browser)', { timeout: 40_000 }, () => {
  it.each(['pay', 'dashboard'] as const)(
    'the %s service-fee page has no serious or critical violation',
    async (which) => {
      await ordersFor([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
      await d.visit(routeUrl(which === 'pay' ? 'pay.serviceFee' : 'dashboard.serviceFee', {}));
      await screen.findByRole(
        'button',
        { name: which === 'pay' ? 'Pay $299.40' : 'Pay for the chosen orders (0)' },
        WAIT,
      );
      // The head (title and language) is written once the page has rendered.
      await waitFor(() => expect(document.title).not.toBe(''), WAIT);
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
      expect(serious).toEqual([]);
    },
  );
});
