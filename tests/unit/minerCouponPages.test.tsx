// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { expectUrl } from '../model/bindings/accountSteps.ts';
import { verifyWithEmailCode } from '../model/bindings/settingsSteps.ts';
import { signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The miner coupon market through the real pages against the real sandbox (issue #21): the market with its
 * filters, a listing, the buyer's guide and the trades; alice lists a coupon and secure buys it through the
 * cashier (balance, fund password), and both see it; your own listing and a sold-out race say so, nothing charged.
 */
const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
  await d.sandbox('POST', '/__sandbox/reset');
  await d.sandbox('POST', '/__sandbox/challenges', { rules: [] });
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const balanceOf = async (account: string) =>
  (await d.sandbox<{ balanceUsd: string }>('GET', `/__sandbox/wallet?account=${encodeURIComponent(account)}`))
    .balanceUsd;
const table = () => screen.getByRole('table', { name: 'Coupons for sale' });

describe('the market (/coupons)', { timeout: 40_000 }, () => {
  it('lists the asks with face value, price, discount, validity and a masked seller; filters and sorts', async () => {
    await visitRoute(d, 'coupons', {});
    await d.expectRead('Coupons for sale', 'loaded');
    await d.expectVisible('heading', 'Bitmain miner coupon market');
    // Seven listings have coupons left; the cheapest first.
    expect(within(table()).getAllByRole('row')).toHaveLength(8);
    const first = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(first.textContent).toContain('Antminer T21 $100 coupon');
    expect(first.textContent).toContain('$85.00');
    expect(first.textContent).toContain('15%');
    expect(first.textContent).toContain('ri***@example.com');
    await d.fill('Model', 'Antminer S21 Pro');
    await expectUrl(d, 'model=Antminer');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4), WAIT);
    await d.fill('Validity', 'under30');
    await d.expectText('No coupon on the market matches these filters.');
    await d.click('link', 'See all coupons');
    await d.fill('Sort by', 'discount-desc');
    await expectUrl(d, 'sort=discount');
    // $400.00 for a $500.00 coupon: 20% off, the market's best.
    await waitFor(
      () => expect((within(table()).getAllByRole('row')[1] as HTMLElement).textContent).toContain('20%'),
      WAIT,
    );
  });
});

describe('a listing (/coupons/detail/{couponId})', { timeout: 40_000 }, () => {
  it('shows the coupon and the terms, and buys a quantity on the order page', async () => {
    await signIn(d, 'secure@example.com', 'Secure2024');
    await visitRoute(d, 'coupons.detail', { couponId: 'D00000002' });
    await d.expectRead('Coupon listing', 'loaded');
    await d.expectVisible('heading', 'Antminer S21 series $500 coupon');
    await d.expectText('Partially sold');
    await d.expectText('5 listed · 2 sold · 0 reserved by unpaid orders · 3 available');
    await d.expectText('Antminer S21, Antminer S21 Pro, Antminer S21 XP');
    await d.expectText('Up to 30% of a miner order');
    await d.click('button', 'Increase');
    await d.expectText('$840.00');
    await d.click('link', 'Buy 2');
    await expectUrl(d, '/pay/coupons/D00000002?quantity=2');
    await d.expectRead('Coupon order', 'loaded');
    await d.expectValue('Quantity', '2');
  });

  it('an unknown listing is the 404 page; a sold one says so', async () => {
    await signIn(d, 'secure@example.com', 'Secure2024');
    await visitRoute(d, 'coupons.detail', { couponId: 'D99999999' });
    await d.expectVisible('heading', /not found|404/i);
    await visitRoute(d, 'coupons.detail', { couponId: 'D00000003' });
    await d.expectRead('Coupon listing', 'loaded');
    await d.expectText('Every coupon of this listing has been sold.');
    expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
  });

  it('your own listing cannot be bought, on its page or on the order page', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'coupons.detail', { couponId: 'D00000008' });
    await d.expectRead('Coupon listing', 'loaded');
    await d.expectText('This is your own listing: you cannot buy it.');
    await visitRoute(d, 'pay.coupons', { couponId: 'D00000008' });
    await d.expectRead('Coupon order', 'loaded');
    await d.expectText('This is your own listing: you cannot buy it.');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });
});

describe('the guide and the trades', { timeout: 40_000 }, () => {
  it('/coupons/buy explains buying with the best asks; /coupons/tradingHistory lists trades in UTC', async () => {
    await signIn(d, 'secure@example.com', 'Secure2024');
    await visitRoute(d, 'coupons.buy', {});
    await d.expectRead('Best asks', 'loaded');
    await d.expectVisible('heading', 'How it works');
    await d.expectVisible('link', 'View Antminer S21 series $500 coupon at $400.00');
    await visitRoute(d, 'coupons.tradingHistory', {});
    await d.expectRead('Coupon trades', 'loaded');
    const rows = within(screen.getByRole('table', { name: 'Coupon trades' })).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[1]?.textContent).toMatch(/UTC/);
    expect(rows[1]?.textContent).toContain('ha***@example.com');
  });

  it('a customer without the coupon entry is sent home from the coupon pages', async () => {
    await signIn(d, 'nocoupon@example.com', 'NoCoupon1');
    // The market itself is public; its coupon pages are not for this account.
    await visitRoute(d, 'coupons', {});
    await d.expectRead('Coupons for sale', 'loaded');
    await d.click('link', 'Sell your coupons');
    await waitFor(async () => expect(new URL(await d.url(), 'http://x').pathname).toBe('/'), WAIT);
  });
});

describe('a trade between two seeded accounts', { timeout: 60_000 }, () => {
  it('alice lists a coupon, secure buys it from the balance, and each sees their side', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'coupons.sale', {});
    await d.expectRead('Coupons to sell', 'loaded');
    await d.fill('Coupon', 'BMC100002');
    await d.fill('Quantity', '2');
    await d.fill('Price per coupon (USD)', '500');
    await d.click('button', 'Review the listing');
    await d.expectText('Between $20.00 and $200.00 per coupon (10% to 100% of the face value).');
    await d.fill('Price per coupon (USD)', '160');
    await d.click('button', 'Review the listing');
    await d.expectVisible('heading', 'Confirm the listing');
    // 2 × 160.00 = 320.00, the fee 2% (6.40), 313.60 to the wallet; 20% below the $200 face value.
    await d.expectText('$313.60');
    await d.expectText('$6.40');
    await d.expectText('20%');
    await d.click('button', 'Confirm and list');
    await verifyWithEmailCode(d, 'alice@example.com');
    await d.expectVisible('heading', 'Your coupons are on the market');
    await d.click('link', 'View the listing');
    await d.expectRead('Coupon listing', 'loaded');
    const delegateId = (await d.url()).split('/').pop() ?? '';
    expect(delegateId).toMatch(/^D\d{8}$/);
    await d.expectText('This is your own listing: you cannot buy it.');

    await signIn(d, 'secure@example.com', 'Secure2024');
    await visitRoute(d, 'pay.coupons', { couponId: delegateId });
    await d.expectRead('Coupon order', 'loaded');
    await d.fill('Quantity', '2');
    await d.click('button', 'Place order');
    await expectUrl(d, '/pay/confirm/coupons/C');
    await d.expectRead('Cashier', 'loaded');
    await d.expectText(/^2 × Antminer S19 XP \$200 coupon \(\$200\.00 face value\), listing D\d{8}$/);
    // Coupons are bought with money: no points, no payout address.
    expect(screen.queryByRole('radio', { name: /^Points/ })).toBeNull();
    expect(screen.queryByText('Payout address')).toBeNull();
    await d.click('button', /^Pay .* from balance$/);
    await d.expectVisible('dialog', 'Security verification');
    await d.fill('Fund password', '135790');
    await d.expectHidden('button', 'Verifying…');
    await d.advance(MODAL_ANIMATION_MS);
    await expectUrl(d, '/pay/coupons/purchaseOrder?orderNo=C');
    await d.expectRead('Purchase order', 'loaded');
    await d.expectText('Payment received: $320.00. Your 2 coupons are in your holdings.');
    await waitFor(async () => expect(await balanceOf('secure@example.com')).toBe('4680.00'), WAIT);
    expect(await balanceOf('alice@example.com')).toBe('2813.60');
    const held = await d.sandbox<{ holdings: Array<{ couponId: string; quantity: number }> }>(
      'GET',
      '/__sandbox/minerCoupons?account=secure@example.com',
    );
    expect(held.holdings).toEqual([expect.objectContaining({ couponId: 'BMC100002', quantity: 2 })]);

    await visitRoute(d, 'coupons.detail', { couponId: delegateId });
    await d.expectText('Every coupon of this listing has been sold.');
    await visitRoute(d, 'coupons.tradingHistory', {});
    await d.expectRead('Coupon trades', 'loaded');
    await d.expectText('se***@example.com');
  });

  it('the last coupon taken meanwhile: the order is refused with a clear message, nothing charged', async () => {
    const { delegateIds } = await d.sandbox<{ delegateIds: string[] }>('POST', '/__sandbox/minerCoupons', {
      account: 'alice@example.com',
      coupon: { couponId: 'BMC900100', faceValueUsd: '100.00' },
      grant: [{ couponId: 'BMC900100', quantity: 1 }],
      listings: [{ couponId: 'BMC900100', quantity: 1, unitPriceUsd: '70.00' }],
    });
    const delegateId = delegateIds[0] ?? '';
    await signIn(d, 'secure@example.com', 'Secure2024');
    await visitRoute(d, 'pay.coupons', { couponId: delegateId });
    await d.expectRead('Coupon order', 'loaded');
    // Another buyer takes it while secure looks.
    await d.sandbox('POST', '/__sandbox/minerCoupons/order', { account: 'vip5@example.com', delegateId });
    await d.click('button', 'Place order');
    await d.expectText('Sold out: another buyer has just taken the coupons left on this listing. Nothing was charged.');
    expect(await balanceOf('secure@example.com')).toBe('5000.00');
    await d.click('button', 'Change the quantity');
    await d.expectText(/Every coupon left is reserved by a buyer who is paying now/);
  });
});

describe('the sale form (/coupons/sale)', { timeout: 40_000 }, () => {
  const couponField = () => screen.getByRole('combobox', { name: 'Coupon' }) as HTMLSelectElement;

  it('?couponId= preselects that held coupon; one that cannot be listed says so; a malformed one is ignored', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    // Without it, the first listable coupon (soonest expiry): BMC100002, 3 held.
    await visitRoute(d, 'coupons.sale', {});
    await d.expectRead('Coupons to sell', 'loaded');
    expect(couponField().value).toBe('BMC100002');
    await d.expectValue('Quantity', '3');

    await visitRoute(d, 'coupons.sale', {}, { search: { couponId: 'BMC100001' } });
    await d.expectRead('Coupons to sell', 'loaded');
    expect(couponField().value).toBe('BMC100001');
    await d.expectValue('Quantity', '2');
    await d.expectText('You hold 2 of this coupon.');
    expect(screen.queryByRole('note')).toBeNull();

    // Held but not transferable: the first listable one, and why.
    await visitRoute(d, 'coupons.sale', {}, { search: { couponId: 'BMC100006' } });
    await d.expectRead('Coupons to sell', 'loaded');
    expect(couponField().value).toBe('BMC100002');
    await d.expectText(/^Coupon BMC100006 cannot be listed: it is not held, expired, not transferable/);
    await d.fill('Coupon', 'BMC100001');
    expect(screen.queryByRole('note')).toBeNull();

    await d.visit('/coupons/sale?couponId=not-a-coupon');
    await d.expectRead('Coupons to sell', 'loaded');
    expect(couponField().value).toBe('BMC100002');
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('accessibility', { timeout: 60_000 }, () => {
  async function seriousViolations() {
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // The document's title and lang are the shell's (head tests), set once the page's SEO read answers.
      rules: {
        'color-contrast': { enabled: false },
        'document-title': { enabled: false },
        'html-has-lang': { enabled: false },
      },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }

  it('the market, a listing, the sale form and the order page have no serious or critical violation', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'coupons', {});
    await d.expectRead('Coupons for sale', 'loaded');
    expect(await seriousViolations()).toEqual([]);
    await visitRoute(d, 'coupons.detail', { couponId: 'D00000001' });
    await d.expectRead('Coupon listing', 'loaded');
    expect(await seriousViolations()).toEqual([]);
    await visitRoute(d, 'coupons.sale', {});
    await d.expectRead('Coupons to sell', 'loaded');
    expect(await seriousViolations()).toEqual([]);
    await visitRoute(d, 'pay.coupons', { couponId: 'D00000001' });
    await d.expectRead('Coupon order', 'loaded');
    expect(await seriousViolations()).toEqual([]);
  });
});
