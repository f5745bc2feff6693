// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { expectUrl } from '../model/bindings/accountSteps.ts';
import { signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * Buying points through the real pages (issue #19): the packages on `/dashboard/points`, the cashier of the
 * order (no paying points with points), the fund password, and the points in the balance and the history.
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

const pointsOf = async () =>
  (await d.sandbox<{ pointsBalance: string }>('GET', '/__sandbox/wallet?account=secure@example.com')).pointsBalance;

describe('buying points (/dashboard/points)', { timeout: 40_000 }, () => {
  it('orders a package, pays it from the balance behind the fund password, and the points arrive', async () => {
    await signIn(d, 'secure@example.com', 'Secure2024');
    await visitRoute(d, 'dashboard.points', {});
    await d.expectRead('Points packages', 'loaded');
    await d.expectText('+ 15 bonus points: 515 in all');
    await d.click('button', 'Buy 500 points');

    await expectUrl(d, '/pay/confirm/T');
    await d.expectRead('Cashier', 'loaded');
    await d.expectText('500 points + 15 bonus');
    // Points are bought with money: the cashier offers no points.
    await d.expectVisible('radio', /^Wallet balance/);
    expect(screen.queryByRole('radio', { name: /^Points/ })).toBeNull();
    expect(screen.queryByText('Payout address')).toBeNull();

    await d.click('button', /^Pay .* from balance$/);
    await d.expectVisible('dialog', 'Security verification');
    await d.fill('Fund password', '135790');
    await d.expectHidden('button', 'Verifying…');
    await d.advance(MODAL_ANIMATION_MS);
    await expectUrl(d, '/pay/detail/T');
    await d.expectText(
      '515 points were added to your points balance; use them for plans, service fees and auto-deduct.',
    );
    await waitFor(async () => expect(await pointsOf()).toBe('815.00'), WAIT);

    await d.click('link', 'See your points');
    await d.expectText('Points bought');
  });
});
