import { expect, type Locator, test } from '@playwright/test';
import Big from 'big.js';
import { miningEstimate, powerCostPerDay } from '../../runtime/domain/calculator.ts';
import { routeUrl } from '../model/calls.ts';

/** A known calculation, every network figure given, so the test does not depend on the day. */
const KNOWN = {
  th: 250,
  w: 4375,
  kwh: 0.055,
  pool: 2,
  uptime: 97.5,
  btc: 88000,
  diff: 130000000000000,
  reward: 3.125,
  fees: 0.025,
} as const;

const estimateFor = (th: number) =>
  miningEstimate({
    th,
    network: {
      difficulty: String(KNOWN.diff),
      blockRewardBtc: String(KNOWN.reward),
      feesPerBlockBtc: String(KNOWN.fees),
    },
    btcPriceUsd: String(KNOWN.btc),
    poolFeePercent: String(KNOWN.pool),
    uptimePercent: String(KNOWN.uptime),
    costPerDayUsd: powerCostPerDay(KNOWN.w, String(KNOWN.kwh)),
  });

/**
 * The number an output shows ("$1,234.56", "-$0.50", "0.00012345 BTC"). The app's formatters import
 * Lingui macros, which only the app's build compiles, so the test reads the number and rounds the
 * domain's figure the way they do: BTC down to 8 decimals, USD half up to the cent.
 */
async function shownNumber(output: Locator): Promise<string> {
  const text = (await output.textContent()) ?? '';
  return new Big(text.replace(/[$,\s]|BTC/g, '')).toFixed();
}
const btc = (amount: Big) => amount.round(8, Big.roundDown).toFixed();
const usd = (amount: Big) => amount.round(2, Big.roundHalfUp).toFixed();

test.describe('the calculator in the built app', () => {
  test("a shared link's figures are the domain module's, and an edit recomputes them", async ({ page }) => {
    await page.goto(routeUrl('calculator', {}, { search: KNOWN }));
    const expected = estimateFor(KNOWN.th);
    await expect(page.getByTestId('calc-btc-day')).toContainText('BTC');
    expect(await shownNumber(page.getByTestId('calc-btc-day'))).toBe(btc(expected.btcPerDay));
    expect(await shownNumber(page.getByTestId('calc-net-day'))).toBe(usd(expected.netPerDayUsd));
    expect(await shownNumber(page.getByTestId('calc-net-month'))).toBe(usd(expected.netPerMonthUsd));
    // 4375 W × 24 h × $0.055 ÷ 1000.
    expect(await shownNumber(page.getByTestId('calc-cost-day'))).toBe('5.78');

    await page.locator('input[name="th"]').fill('1000');
    const bigger = estimateFor(1000);
    await expect(page).toHaveURL(/[?&]th=1000(&|$)/);
    await expect.poll(() => shownNumber(page.getByTestId('calc-btc-day'))).toBe(btc(bigger.btcPerDay));
    expect(await shownNumber(page.getByTestId('calc-net-day'))).toBe(usd(bigger.netPerDayUsd));
  });
});
