import { expect, test } from '@playwright/test';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { expectUrl, freshEmail, noChallenges, registerByApi } from '../model/bindings/accountSteps.ts';
import { FUND_PASSWORD, verifyWithEmailCode } from '../model/bindings/settingsSteps.ts';
import { signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { createPlaywrightDriver } from '../model/playwrightDriver.ts';

/**
 * The coupon market end to end in Chromium (issue #21): one account lists a coupon with an email code, another
 * buys it through the cashier from its balance with the fund password, and each one's dashboard shows its side:
 * the buyer's holdings, the seller's sale net of the 2% fee and the proceeds in the wallet. Fresh accounts, since
 * the browser tests share one sandbox.
 */
const PASSWORD = 'CouponMarket2026';

const balanceOf = async (d: Driver, account: string) =>
  (await d.sandbox<{ balanceUsd: string }>('GET', `/__sandbox/wallet?account=${encodeURIComponent(account)}`))
    .balanceUsd;

test('a seller lists a coupon, a buyer pays for it at the cashier, and both dashboards show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Two people, two browsers: each signed in on its own.
  const d = await createPlaywrightDriver(page);
  const buyerPage = await (await browser.newContext()).newPage();
  const b = await createPlaywrightDriver(buyerPage);
  const seller = freshEmail('coupon-seller');
  const buyer = freshEmail('coupon-buyer');
  const couponId = `BMC${String(Date.now()).slice(-9)}`;
  for (const account of [seller, buyer]) {
    await registerByApi(d, account, PASSWORD);
    await noChallenges(d, account);
  }
  await d.sandbox('POST', '/__sandbox/minerCoupons', {
    account: seller,
    couponRoute: true,
    coupon: { couponId, name: 'Antminer S21 $200 coupon', faceValueUsd: '200.00' },
    grant: [{ couponId, quantity: 3 }],
  });
  await d.sandbox('POST', '/__sandbox/minerCoupons', { account: buyer, couponRoute: true });
  await d.sandbox('POST', '/__sandbox/wallet', { account: buyer, fundPassword: FUND_PASSWORD, balanceUsd: '1000.00' });

  // The seller lists 2 of its 3 coupons at $160.00: 20% below face value, $313.60 to the wallet after the fee.
  await signIn(d, seller, PASSWORD);
  await visitRoute(d, 'coupons.sale', {}, { search: { couponId } });
  await d.expectRead('Coupons to sell', 'loaded');
  await d.fill('Quantity', '2');
  await d.fill('Price per coupon (USD)', '160');
  await d.click('button', 'Review the listing');
  await d.expectVisible('heading', 'Confirm the listing');
  await d.expectText('$313.60');
  await d.click('button', 'Confirm and list');
  await verifyWithEmailCode(d, seller);
  await d.expectVisible('heading', 'Your coupons are on the market');
  await d.click('link', 'View the listing');
  await d.expectRead('Coupon listing', 'loaded');
  const delegateId = (await d.url()).split('/').pop() ?? '';
  expect(delegateId).toMatch(/^D\d+$/);

  // The buyer orders both and pays from the balance.
  await signIn(b, buyer, PASSWORD);
  await visitRoute(b, 'pay.coupons', { couponId: delegateId });
  await b.expectRead('Coupon order', 'loaded');
  await b.fill('Quantity', '2');
  await b.click('button', 'Place order');
  await expectUrl(b, '/pay/confirm/coupons/C');
  await b.expectRead('Cashier', 'loaded');
  await b.click('button', /^Pay .* from balance$/);
  await b.expectVisible('dialog', 'Security verification');
  await b.fill('Fund password', FUND_PASSWORD);
  await b.expectHidden('button', 'Verifying…');
  await b.advance(MODAL_ANIMATION_MS);
  await expectUrl(b, '/pay/coupons/purchaseOrder?orderNo=C');
  await b.expectText('Payment received: $320.00. Your 2 coupons are in your holdings.');
  expect(await balanceOf(b, buyer)).toBe('680.00');

  // The buyer's holdings.
  await visitRoute(b, 'dashboard.coupons', {});
  await b.expectRead('Coupon holdings', 'loaded');
  await b.expectText(/Antminer S21 \$200 coupon/);
  await expect(buyerPage.getByRole('region', { name: 'Coupon holdings' })).toContainText(/Held\s*2/);

  // The seller's sale, net of the fee, and the proceeds in its wallet.
  await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'sold' } });
  await d.expectRead('Sold orders', 'loaded');
  const sold = page.getByRole('table', { name: 'Sold orders' }).getByRole('row').nth(1);
  await expect(sold).toContainText(delegateId);
  await expect(sold).toContainText('2 × $160.00');
  await expect(sold).toContainText('−$6.40');
  await expect(sold).toContainText('$313.60');
  expect(await balanceOf(d, seller)).toBe('313.60');
  await buyerPage.context().close();
});
