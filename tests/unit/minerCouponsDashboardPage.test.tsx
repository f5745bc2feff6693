// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COUPON_HOLDING_FILTER_VALUES,
  COUPON_ID_PARAM,
  COUPON_LISTING_FILTER_VALUES,
  COUPON_ORDER_PARAM,
  COUPON_PURCHASE_FILTER_VALUES,
  COUPON_STOCK_OP_VALUES,
} from '../../manifest/routes.ts';
import {
  COUPON_ID_PATTERN,
  COUPON_ORDER_PATTERN,
  HOLDING_STATES,
  LISTING_FILTERS,
  PURCHASE_FILTERS,
  STOCK_OPS,
} from '../../runtime/http/contract/minerCoupons.ts';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, routeUrl, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The customer's side of the miner coupon market (issue #21), `/dashboard/coupons/*`, against the real sandbox as
 * the seeded alice@example.com (coupons bought, imported, expired, not transferable and used; three listings of her
 * own, D00000008 on sale, D00000010 sold out and D00000011 partly sold, with their two sales; a paid, an unpaid and
 * an expired purchase): holdings, listings, purchases with the pay link, sales and their proceeds (seeded, and after
 * a buyer pays), the stock log and its filters (the API's), the detail pages and their 404s (unknown, another's,
 * malformed ids). The empty states are a fresh account's.
 */
const WAIT = { timeout: 8000 };
const ALICE = 'alice@example.com';
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
  await d.setCookie('auth', await tokenByApi(d, ALICE, 'Alice2024!'));
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

/** A buyer's unpaid order of `quantity` coupons of alice's listing D00000008 (as `bmOrderCreate` makes it). */
async function orderFromAlice(quantity = 1): Promise<string> {
  const reply = await d.sandbox<{ orderNo: string }>('POST', '/__sandbox/minerCoupons/order', {
    account: 'secure@example.com',
    delegateId: 'D00000008',
    quantity,
  });
  return reply.orderNo;
}

/** The same, paid in crypto: alice has a sale. */
async function buyFromAlice(quantity = 1): Promise<string> {
  const orderNo = await orderFromAlice(quantity);
  await d.sandbox('POST', '/__sandbox/chain/pay', { orderNo, part: 'full' });
  return orderNo;
}

/** Signs the browser in as a fresh account holding nothing (it has never sold or bought); its address. */
async function freshAccount(): Promise<string> {
  const account = freshEmail('coupons');
  await d.setCookie('auth', await tokenByApi(d, account));
  return account;
}

/** The purchase orders the sandbox holds for an account (as buyer or seller), with the buyer's uid. */
async function ordersOf(account: string) {
  const { orders } = await d.sandbox<{ orders: Array<{ orderNo: string; buyer: number; paid: boolean }> }>(
    'GET',
    `/__sandbox/minerCoupons?account=${encodeURIComponent(account)}`,
  );
  return orders;
}

const region = (name: string | RegExp) => screen.findByRole('region', { name }, WAIT);
const card = async (regionName: string, heading: string | RegExp) => {
  await d.expectRead(regionName, 'loaded');
  const section = await region(regionName);
  return within(section)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: heading })) as HTMLElement;
};

describe('the manifest keeps the contract', () => {
  it('filters, operations and id patterns are the contract’s', () => {
    expect(COUPON_HOLDING_FILTER_VALUES).toEqual(['all', ...HOLDING_STATES]);
    expect(COUPON_LISTING_FILTER_VALUES).toEqual(LISTING_FILTERS);
    expect(COUPON_PURCHASE_FILTER_VALUES).toEqual(PURCHASE_FILTERS);
    expect(COUPON_STOCK_OP_VALUES).toEqual(['all', ...STOCK_OPS]);
    // The ids the search params take (`?coupon=`, `?couponId=`, `?orderNo=`); path params are slugs.
    expect(`^${COUPON_ID_PARAM}$`).toBe(COUPON_ID_PATTERN.source);
    expect(`^${COUPON_ORDER_PARAM}$`).toBe(COUPON_ORDER_PATTERN.source);
  });
});

describe('miner coupons (/dashboard/coupons)', { timeout: 60_000 }, () => {
  it('holdings: usable and expired coupons with face value, models, cap, expiry and days left, and what can be sold', async () => {
    await visitRoute(d, 'dashboard.coupons', {});
    await d.expectRead('Coupon holdings', 'loaded');
    // The session's unpaid coupon orders (spec section 3): alice's one unpaid purchase.
    await d.expectText(/You have 1 unpaid coupon order\./);
    expect(screen.getByRole('tab', { name: /Purchases/ }).textContent).toContain('needs attention');

    const s21 = await card('Coupon holdings', 'Antminer S21 series $500 coupon');
    expect(s21.textContent).toContain('Usable');
    expect(s21.textContent).toContain('$500.00');
    expect(s21.textContent).toContain('Antminer S21, Antminer S21 Pro, Antminer S21 XP');
    expect(s21.textContent).toContain('Up to 30% of a miner order');
    expect(s21.textContent).toMatch(/UTC · 120 days left/);
    expect(s21.textContent).toContain('2 on sale');
    // The sale page opens with this coupon chosen.
    expect(within(s21).getByRole('link', { name: 'List for sale' }).getAttribute('href')).toBe(
      '/coupons/sale?couponId=BMC100001',
    );
    // All of the L9 coupons are in her listings: none left to list.
    const l9 = await card('Coupon holdings', 'Antminer L9 $200 coupon');
    expect(l9.textContent).toContain('2 on sale');
    expect(within(l9).queryByRole('link', { name: 'List for sale' })).toBeNull();
    expect(
      within(s21)
        .getByRole('link', { name: /Details of/ })
        .getAttribute('href'),
    ).toBe('/dashboard/coupons/couponDetail/BMC100001');

    const expired = await card('Coupon holdings', 'Antminer S19 series $300 coupon');
    expect(expired.textContent).toContain('Expired');
    expect(expired.textContent).toMatch(/UTC · Expired/);
    expect(within(expired).queryByRole('link', { name: 'List for sale' })).toBeNull();

    const loyalty = await card('Coupon holdings', 'Antminer L7 $150 loyalty coupon');
    expect(loyalty.textContent).toContain('No: it can only be used');
    expect(loyalty.textContent).toContain('1 used');
    expect(within(loyalty).queryByRole('link', { name: 'List for sale' })).toBeNull();

    // The state filter lives in the URL.
    await d.click('link', 'Expired');
    await d.expectRead('Coupon holdings', 'loaded');
    const section = await region('Coupon holdings');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(await d.url()).toBe(routeUrl('dashboard.coupons', {}, { search: { holding: 'expired' } }));
  });

  it('an account with no coupons is told how to get some; a failed read offers a retry', async () => {
    await d.setCookie('auth', await tokenByApi(d, 'nocoupon@example.com', 'NoCoupon1'));
    await visitRoute(d, 'dashboard.coupons', {});
    await d.expectRead('Coupon holdings', 'empty');
    await d.expectText(/You hold no miner coupons yet/);
    await d.expectNoText(/unpaid coupon order/);
    await failCall(d, 'bmPurchaseOrders', { status: 503 });
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'purchases' } });
    await d.expectRead('Purchase orders', 'failed');
    await d.expectVisible('button', 'Try again');
  });

  it('my listings: state, price, sold and left; cancelling asks first, can be kept, and returns the coupons', async () => {
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'listings' } });
    await d.expectRead('My listings', 'loaded');
    const listing = await card('My listings', /D00000008/);
    expect(listing.textContent).toContain('Listed');
    expect(listing.textContent).toContain('$450.00');
    expect(listing.textContent).toContain('0 sold of 2 · 2 left');
    expect(listing.textContent).toMatch(/10% below the \$500\.00 face value/);

    await d.click('button', 'Cancel listing D00000008');
    await d.expectVisible('group', 'Confirm cancelling D00000008');
    await d.expectText(/Its 2 coupons go back to your holdings\./);
    await d.click('button', 'Keep it on sale');
    await d.expectHidden('group', 'Confirm cancelling D00000008');

    await d.click('button', 'Cancel listing D00000008');
    await d.click('button', 'Yes, cancel it');
    await d.expectText('Listing D00000008 is cancelled: 2 coupons are back in your holdings.');
    // The listings read again.
    await waitFor(
      async () => expect((await card('My listings', /D00000008/)).textContent).toContain('Cancelled'),
      WAIT,
    );
    expect(within(await card('My listings', /D00000008/)).queryByRole('button', { name: /Cancel listing/ })).toBeNull();

    await visitRoute(d, 'dashboard.coupons', {});
    // The holdings read again too (a busy machine can take longer than a query's own wait).
    await d.expectRead('Coupon holdings', 'loaded');
    expect((await card('Coupon holdings', 'Antminer S21 series $500 coupon')).textContent).toMatch(/Held4/);
  });

  it('a listing a buyer is paying for cannot be cancelled: the market says why', async () => {
    await orderFromAlice(1);
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'listings' } });
    expect((await card('My listings', /D00000008/)).textContent).toContain('1 held by unpaid orders');
    await d.click('button', 'Cancel listing D00000008');
    await d.expectText(/Its 2 coupons go back/);
    await d.click('button', 'Yes, cancel it');
    await d.expectVisible('alert');
    await d.expectText(/A buyer is paying for part of this listing/);
    await d.click('button', 'Dismiss');
    await d.expectHidden('alert');
  });

  it('purchases: paid, unpaid and expired orders; an unpaid one has its deadline and the way to pay it', async () => {
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'purchases' } });
    await d.expectRead('Purchase orders', 'loaded');
    const section = await region('Purchase orders');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const unpaid = items.find((item) => item.textContent?.includes('Awaiting payment')) as HTMLElement;
    const paid = items.find((item) => item.textContent?.includes('Paid')) as HTMLElement;
    const expired = items.find((item) => item.textContent?.includes('Expired')) as HTMLElement;
    expect(unpaid.textContent).toContain('Antminer T21 $100 coupon');
    expect(unpaid.textContent).toMatch(/Pay by .+ UTC, or the coupons go back on sale\./);
    const pay = within(unpaid).getByRole('link', { name: /^Pay order C\d{14}$/ });
    expect(pay.getAttribute('href')).toMatch(/^\/pay\/confirm\/coupons\/C\d{14}$/);
    expect(paid.textContent).toContain('3 × $150.00');
    expect(paid.textContent).toContain('$450.00');
    expect(within(paid).queryByRole('link', { name: /^Pay order/ })).toBeNull();
    // Left unpaid until its time ran out: nothing to pay any more.
    expect(expired.textContent).toContain('Antminer S21 series $500 coupon');
    expect(expired.textContent).toContain('1 × $400.00');
    expect(expired.textContent).not.toMatch(/Pay by/);
    expect(within(expired).queryByRole('link', { name: /^Pay order/ })).toBeNull();

    await d.click('link', 'Unpaid');
    await d.expectRead('Purchase orders', 'loaded');
    expect(within(await region('Purchase orders')).getAllByRole('listitem')).toHaveLength(1);
    await d.click('link', 'Expired or cancelled');
    await d.expectRead('Purchase orders', 'loaded');
    const closed = within(await region('Purchase orders')).getAllByRole('listitem');
    expect(closed).toHaveLength(1);
    expect(closed[0]?.textContent).toContain('Expired');
  });

  it('sold: her seeded sales, then a buyer’s payment, each with the fee and the net, and in the sale proceeds', async () => {
    const soldRows = async () =>
      within(await screen.findByRole('table', { name: 'Sold orders' }, WAIT))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'sold' } });
    await d.expectRead('Sold orders', 'loaded');
    // Newest first: RigTrader's one of D00000011 ($175.00 less 2%), MinerMart's two of D00000010 ($180.00 each).
    const seeded = await soldRows();
    expect(seeded).toHaveLength(2);
    expect(seeded[0]).toContain('D00000011');
    expect(seeded[0]).toContain('ri***@example.com');
    expect(seeded[0]).toContain('1 × $175.00');
    expect(seeded[0]).toContain('−$3.50');
    expect(seeded[0]).toContain('$171.50');
    expect(seeded[1]).toContain('D00000010');
    expect(seeded[1]).toContain('2 × $180.00');
    expect(seeded[1]).toContain('$360.00');
    expect(seeded[1]).toContain('−$7.20');
    expect(seeded[1]).toContain('$352.80');

    await visitRoute(d, 'dashboard.coupons.withdrawRecord', {});
    await d.expectRead('Sale proceeds records', 'loaded');
    expect((await screen.findByText(/Total to your wallet/, {}, WAIT)).textContent).toBe(
      'Total to your wallet: $524.30',
    );

    const orderNo = await buyFromAlice(1);
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'sold' } });
    await d.expectRead('Sold orders', 'loaded');
    const rows = await soldRows();
    expect(rows).toHaveLength(3);
    // $450.00 less the 2% fee ($9.00), the newest.
    expect(rows[0]).toContain('D00000008');
    expect(rows[0]).toContain('1 × $450.00');
    expect(rows[0]).toContain('−$9.00');
    expect(rows[0]).toContain('$441.00');

    await visitRoute(d, 'dashboard.coupons.withdrawRecord', {});
    await d.expectRead('Sale proceeds records', 'loaded');
    expect((await screen.findByText(/Total to your wallet/, {}, WAIT)).textContent).toBe(
      'Total to your wallet: $965.30',
    );
    const records = within(await screen.findByRole('table', { name: 'Sale proceeds records' }, WAIT))
      .getAllByRole('row')
      .slice(1);
    expect(records).toHaveLength(3);
    const record = records[0];
    expect(record?.textContent).toContain('D00000008');
    expect(record?.textContent).toContain('$450.00');
    expect(record?.textContent).toContain('$441.00');
    expect(record?.textContent).toContain('Wallet balance (USD)');
    expect(record?.textContent).toContain('Credited');
    expect(records[2]?.textContent).toContain('D00000010');
    expect(records[2]?.textContent).toContain('$352.80');
    await d.expectEnabled('button', 'Export CSV');

    await visitRoute(d, 'dashboard.coupons.soldOrderDetail', { delegateId: 'D00000008' });
    await d.expectRead('Listing details', 'loaded');
    await d.expectVisible('heading', 'Listing D00000008');
    const sales = within(await screen.findByRole('table', { name: 'Sales of this listing' }, WAIT)).getAllByRole('row');
    expect(sales).toHaveLength(2);
    expect(sales[1]?.textContent).toContain(orderNo);
    expect(sales[1]?.textContent).toContain('$441.00');
    expect((await region('Listing details')).textContent).toContain('Partially sold');
  });

  it('an account that never sold: no sold orders, no sale proceeds, each with the way to list', async () => {
    await freshAccount();
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'sold' } });
    await d.expectRead('Sold orders', 'empty');
    await d.expectText('None of your coupons has sold yet.');
    await d.expectVisible('link', 'List coupons for sale');
    await visitRoute(d, 'dashboard.coupons.withdrawRecord', {});
    await d.expectRead('Sale proceeds records', 'empty');
    await d.expectText(/No sale proceeds yet/);
    await d.expectVisible('link', 'List coupons for sale');
  });
});

describe('the stock operation log (/dashboard/coupons/stocksOpLog)', { timeout: 60_000 }, () => {
  const rows = async () =>
    within(await screen.findByRole('table', { name: 'Stock operations' }, WAIT))
      .getAllByRole('row')
      .slice(1);
  const texts = async () => (await rows()).map((row) => row.textContent ?? '');

  it('lists every operation newest first, filtered by operation, UTC days and coupon', async () => {
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {});
    await d.expectRead('Stock operations', 'loaded');
    const text = await texts();
    // 4 imports, a use, a purchase, 3 listings, 2 sales.
    expect(text).toHaveLength(11);
    expect(text.some((row) => row.includes('Imported') && row.includes('BMT-A1CE-****'))).toBe(true);
    expect(text.some((row) => row.includes('Used for a miner order') && row.includes('−1'))).toBe(true);
    expect(text.some((row) => row.includes('Listed for sale') && row.includes('D00000008'))).toBe(true);
    expect(text.some((row) => row.includes('Bought'))).toBe(true);
    expect(text.filter((row) => row.includes('Sold'))).toHaveLength(2);
    expect(text[0]).toMatch(/UTC/);
    expect(text[0]).toContain('D00000008');

    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { op: 'import' } });
    await d.expectRead('Stock operations', 'loaded');
    const imports = await texts();
    expect(imports).toHaveLength(4);
    expect(imports.every((row) => row.includes('Imported'))).toBe(true);
    await d.expectValue('Operation', 'import');

    // The sandbox's day is 2026-03-01: from D00000010's sale (02-01) to D00000011's (02-17), both days included.
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { from: '2026-02-01', to: '2026-02-17' } });
    await d.expectRead('Stock operations', 'loaded');
    const days = await texts();
    expect(days).toHaveLength(4);
    expect(days[0]).toContain('Sold');
    expect(days[3]).toContain('Sold');
    await d.expectValue('From (UTC day)', '2026-02-01');
    await d.expectValue('To (UTC day)', '2026-02-17');
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { op: 'sell', from: '2026-02-01' } });
    await d.expectRead('Stock operations', 'loaded');
    expect(await texts()).toHaveLength(2);

    // Nothing is older than a year.
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { to: '2000-01-01' } });
    await d.expectRead('Stock operations', 'empty');
    await d.expectText('No operations match these filters.');

    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { coupon: 'BMC100006' } });
    await d.expectRead('Stock operations', 'loaded');
    expect(await rows()).toHaveLength(2);
    await d.expectText('Coupon BMC100006 only.');
  });

  it('choosing an operation puts it in the URL and starts at its first page', async () => {
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { page: 3 } });
    await d.expectRead('Stock operations', 'empty');
    const select = (await screen.findByLabelText('Operation', {}, WAIT)) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'use' } });
    await d.expectRead('Stock operations', 'loaded');
    expect(await d.url()).toBe(routeUrl('dashboard.coupons.stocksOpLog', {}, { search: { op: 'use' } }));
    expect(await rows()).toHaveLength(1);
  });

  it('pages are the filter’s: its count makes the pages, page 2 is the server’s', async () => {
    const account = await freshAccount();
    // 20 imports and 20 listings: 40 operations, two pages; the listings alone are one.
    await d.sandbox('POST', '/__sandbox/minerCoupons', {
      account,
      grant: Array.from({ length: 20 }, () => ({ couponId: 'BMC100001', quantity: 1 })),
      listings: Array.from({ length: 20 }, () => ({ couponId: 'BMC100001', quantity: 1, unitPriceUsd: '420.00' })),
    });
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {});
    await d.expectRead('Stock operations', 'loaded');
    expect(await rows()).toHaveLength(20);
    await d.expectText('Page 1 of 2');
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { page: 2 } });
    await d.expectRead('Stock operations', 'loaded');
    expect(await rows()).toHaveLength(20);

    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { op: 'list' } });
    await d.expectRead('Stock operations', 'loaded');
    expect((await texts()).every((row) => row.includes('Listed for sale'))).toBe(true);
    expect(await rows()).toHaveLength(20);
    await d.expectNoText(/Page \d+ of/);
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { op: 'list', page: 2 } });
    await d.expectRead('Stock operations', 'empty');
  });

  it('an end day before the start day is said under the dates, kept as typed and not asked for', async () => {
    // Were the log asked for, this fault would answer it (and be used up).
    await failCall(d, 'bmStockLog', { status: 400 });
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { from: '2026-02-20', to: '2026-02-10' } });
    await d.expectText('The end date is before the start date: pick a range that ends on or after its start.');
    await d.expectValue('From (UTC day)', '2026-02-20');
    await d.expectValue('To (UTC day)', '2026-02-10');
    expect(screen.getByLabelText('To (UTC day)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Stock operations' })).toBeNull();
    // Another filter keeps the days as they are.
    fireEvent.change(screen.getByLabelText('Operation'), { target: { value: 'sell' } });
    await waitFor(async () => expect(await d.url()).toContain('op=sell'), WAIT);
    await d.expectValue('From (UTC day)', '2026-02-20');
    await d.expectValue('To (UTC day)', '2026-02-10');
    // A day that is not in the calendar (typed into the URL) is not asked for either.
    await visitRoute(d, 'dashboard.coupons.stocksOpLog', {}, { search: { from: '2026-02-30' } });
    await d.expectText('This is not a day of the calendar: pick a date.');
    const { faults } = await d.sandbox<{ faults: Array<{ path: string }> }>('GET', '/__sandbox/faults');
    expect(faults.some((fault) => fault.path.endsWith('/stock/log'))).toBe(true);
    await d.sandbox('POST', '/__sandbox/faults', { clear: true });

    // Real days in order are asked for.
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-02-17' } });
    await d.expectRead('Stock operations', 'loaded');
    expect(await rows()).toHaveLength(4);
    await d.expectNoText(/The end date is before the start date/);
    expect(await d.url()).toBe(
      routeUrl('dashboard.coupons.stocksOpLog', {}, { search: { from: '2026-02-01', to: '2026-02-17' } }),
    );
  });
});

describe('the detail pages', { timeout: 60_000 }, () => {
  it('couponDetail: the coupon, the stock, its listings; never held, unknown or malformed is the 404 page', async () => {
    await visitRoute(d, 'dashboard.coupons.couponDetail', { couponId: 'BMC100001' });
    await d.expectRead('Coupon details', 'loaded');
    await d.expectVisible('heading', 'Antminer S21 series $500 coupon');
    const details = await region('Coupon details');
    expect(details.textContent).toContain('Bitmain');
    expect(details.textContent).toContain('Held2');
    expect(details.textContent).toContain('On sale2');
    expect(within(details).getByRole('link', { name: 'List for sale' }).getAttribute('href')).toBe(
      '/coupons/sale?couponId=BMC100001',
    );
    expect(within(details).getByRole('link', { name: 'Stock operations of this coupon' }).getAttribute('href')).toBe(
      '/dashboard/coupons/stocksOpLog?coupon=BMC100001',
    );
    expect(within(details).getByRole('link', { name: 'D00000008' }).getAttribute('href')).toBe(
      '/dashboard/coupons/soldOrderDetail/D00000008',
    );
    await d.expectVisible('button', 'Cancel listing D00000008');

    // BMC100004 exists but alice never held it.
    for (const couponId of ['BMC100004', 'BMC999999', 'bmc-1', 'BMC1']) {
      await d.visit(`/dashboard/coupons/couponDetail/${couponId}`);
      await d.expectText('This page could not be found');
    }
    await d.visit('/dashboard/coupons/couponDetail');
    await d.expectText('This page could not be found');
  });

  it('purchaseOrderDetail: the order and its payment; another’s, unknown or malformed is the 404 page', async () => {
    // alice's unpaid order of RigTrader's D00000004.
    const orderNo = (await ordersOf(ALICE)).find((order) => order.buyer === 10001 && !order.paid)?.orderNo ?? '';
    await visitRoute(d, 'dashboard.coupons.purchaseOrderDetail', { orderNo });
    await d.expectRead('Purchase order details', 'loaded');
    await d.expectVisible('heading', `Coupon order ${orderNo}`);
    const details = await region('Purchase order details');
    expect(details.textContent).toContain('Awaiting payment');
    expect(details.textContent).toContain('1 × Antminer T21 $100 coupon');
    expect(details.textContent).toMatch(/Pay by \(UTC\)/);
    expect(within(details).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/pay/confirm/coupons/${orderNo}`,
    );
    expect(within(details).getByRole('link', { name: 'D00000004' }).getAttribute('href')).toBe(
      '/coupons/detail/D00000004',
    );

    // RigTrader's paid order of D00000003 is not alice's.
    const others = (await ordersOf('rigtrader@example.com')).find((order) => order.buyer === 10313)?.orderNo ?? '';
    expect(others).toMatch(/^C\d{14}$/);
    for (const number of [others, 'C99999999999999', 'P20260101000001', 'c123']) {
      await d.visit(`/dashboard/coupons/purchaseOrderDetail/${number}`);
      await d.expectText('This page could not be found');
    }
  });

  it('soldOrderDetail: the listing with its sales; another’s, unknown or malformed is the 404 page', async () => {
    await visitRoute(d, 'dashboard.coupons.soldOrderDetail', { delegateId: 'D00000008' });
    await d.expectRead('Listing details', 'loaded');
    await d.expectRead('Sales of this listing', 'empty');
    await d.expectVisible('button', 'Cancel listing D00000008');

    // D00000010 sold out to MinerMart: its sale, nothing left to cancel.
    await visitRoute(d, 'dashboard.coupons.soldOrderDetail', { delegateId: 'D00000010' });
    await d.expectRead('Listing details', 'loaded');
    await d.expectRead('Sales of this listing', 'loaded');
    expect((await region('Listing details')).textContent).toContain('Sold');
    const sales = within(await screen.findByRole('table', { name: 'Sales of this listing' }, WAIT)).getAllByRole('row');
    expect(sales).toHaveLength(2);
    expect(sales[1]?.textContent).toContain('mi***@example.com');
    expect(sales[1]?.textContent).toContain('$352.80');
    expect(screen.queryByRole('button', { name: /Cancel listing/ })).toBeNull();

    for (const delegateId of ['D00000001', 'D99999999', 'd00000008', 'D12']) {
      await d.visit(`/dashboard/coupons/soldOrderDetail/${delegateId}`);
      await d.expectText('This page could not be found');
    }
  });
});
