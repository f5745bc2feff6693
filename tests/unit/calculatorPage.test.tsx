// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type MiningInput,
  miningEstimate,
  paybackDays,
  planReturn,
  powerCostPerDay,
  serviceFeePerDay,
} from '../../runtime/domain/calculator.ts';
import type { NetworkStats } from '../../runtime/http/contract/plans.ts';
import type { ListedGoods } from '../../runtime/http/contract.ts';
import { formatCoin, formatUsd } from '../../views/format/format.ts';
import { callPath, failCall, visitRoute } from '../model/calls.ts';
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

async function network(): Promise<NetworkStats> {
  return (await d.sandbox<{ result: NetworkStats }>('GET', callPath('networkStats'))).result;
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const shown = (id: string) => screen.getByTestId(id).textContent;
const btc = (amount: Parameters<typeof formatCoin>[1]) => formatCoin('en', amount, 'BTC');
const usd = (amount: Parameters<typeof formatUsd>[1]) => formatUsd('en', amount);
const searchOf = async () => new URLSearchParams((await d.url()).split('?')[1] ?? '');

/** A known calculation, written as the URL carries it. */
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
  rig: 4200,
} as const;
const knownInput = (th: number = KNOWN.th): MiningInput => ({
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

describe('the calculator (/calculator)', { timeout: 30_000 }, () => {
  it("prefills the BTC price, difficulty, block reward and fees with today's network figures", async () => {
    const today = await network();
    await visitRoute(d, 'calculator', {});
    await d.expectRead("Today's network figures", 'loaded');
    expect(input('BTC price (USD)').value).toBe(String(Number(today.btcPriceUsd)));
    expect(input('Network difficulty').value).toBe(String(Number(today.difficulty)));
    expect(input('Block reward (BTC)').value).toBe(String(Number(today.blockRewardBtc)));
    expect(input('Fees per block (BTC)').value).toBe(String(Number(today.feesPerBlockBtc)));
    // The defaults: 100 TH/s at 17.5 J/T, $0.06 per kWh, a 2.5 % pool fee, always on.
    const expected = miningEstimate({
      th: 100,
      network: today,
      btcPriceUsd: today.btcPriceUsd,
      poolFeePercent: '2.5',
      uptimePercent: '100',
      costPerDayUsd: powerCostPerDay(1750, '0.06'),
    });
    expect(shown('calc-btc-day')).toBe(btc(expected.btcPerDay));
    expect(shown('calc-net-day')).toBe(usd(expected.netPerDayUsd));
    expect(input('Efficiency (J/T)').value).toBe('17.5');
    expect(screen.getByRole('region', { name: 'Results' }).textContent).toMatch(/estimate/);
  });

  it('shows the figures of the domain module for a known input, with the formulas, and a shared link reproduces it', async () => {
    await visitRoute(d, 'calculator', {}, { search: KNOWN });
    await d.expectRead("Today's network figures", 'loaded');
    for (const [label, value] of [
      ['Hashrate', KNOWN.th],
      ['Power (W)', KNOWN.w],
      ['Electricity price (USD per kWh)', KNOWN.kwh],
      ['Pool fee (%)', KNOWN.pool],
      ['Uptime (%)', KNOWN.uptime],
      ['BTC price (USD)', KNOWN.btc],
      ['Network difficulty', KNOWN.diff],
      ['Fees per block (BTC)', KNOWN.fees],
      ['Rig price (USD, optional)', KNOWN.rig],
    ] as const) {
      expect(input(label).value, label).toBe(String(value));
    }
    expect(input('Efficiency (J/T)').value).toBe('17.5');
    const expected = miningEstimate(knownInput());
    expect(shown('calc-btc-day')).toBe(btc(expected.btcPerDay));
    expect(shown('calc-btc-month')).toBe(btc(expected.btcPerMonth));
    expect(shown('calc-usd-day')).toBe(usd(expected.usdPerDay));
    expect(shown('calc-cost-day')).toBe(usd('5.775'));
    expect(shown('calc-net-day')).toBe(usd(expected.netPerDayUsd));
    expect(shown('calc-net-month')).toBe(usd(expected.netPerMonthUsd));
    expect(shown('calc-shutdown')).toBe(usd(expected.shutdownPriceUsd ?? '0'));
    expect(shown('calc-hashprice')).toContain(
      `${formatUsd('en', expected.hashpriceUsd, { decimals: 4 })} per TH per day`,
    );
    const payback = paybackDays(KNOWN.rig, expected.netPerDayUsd);
    expect(shown('calc-payback')).toBe(`${Math.ceil(payback?.toNumber() ?? 0)} days`);
    const formulas = screen.getByRole('region', { name: 'Results' }).textContent ?? '';
    expect(formulas).toContain('Power cost per day = W × 24 × price per kWh ÷ 1000');
    expect(formulas).toContain('Shutdown price = cost per day ÷ BTC per day');
    expect(formulas).toContain('Payback = rig price ÷ net per day');
  });

  it("a plan type sets the power from its class's J/T, and a power of its own shows as your own figure", async () => {
    await visitRoute(d, 'calculator', {}, { search: KNOWN });
    await d.expectRead("Today's network figures", 'loaded');
    const type = input('Plan type') as unknown as HTMLSelectElement;
    // 4375 W for 250 TH/s is 17.5 J/T: no class of ours.
    expect(type.value).toBe('');
    expect([...type.options].map((option) => option.textContent)).toEqual([
      'Your own figure',
      'Type 30: 30 J/T',
      'Type 40: 40 J/T',
      'Type 50: 50 J/T',
    ]);
    fireEvent.change(type, { target: { value: '40' } });
    // 250 TH/s at 40 J/T is 10 kW.
    await waitFor(() => expect(input('Power (W)').value).toBe('10000'), WAIT);
    expect((await searchOf()).get('w')).toBe('10000');
    expect(type.value).toBe('40');
    const withType = miningEstimate({ ...knownInput(), costPerDayUsd: powerCostPerDay(10_000, '0.055') });
    await waitFor(() => expect(shown('calc-net-day')).toBe(usd(withType.netPerDayUsd)), WAIT);
  });

  it('an edit updates the figures and the URL; the J/T field sets the power', async () => {
    await visitRoute(d, 'calculator', {}, { search: KNOWN });
    await d.expectRead("Today's network figures", 'loaded');
    await d.fill('Hashrate', '500');
    const doubled = miningEstimate({ ...knownInput(500) });
    await waitFor(() => expect(shown('calc-btc-day')).toBe(btc(doubled.btcPerDay)), WAIT);
    expect((await searchOf()).get('th')).toBe('500');
    // 500 TH/s at 4375 W is 8.75 J/T; 20 J/T is 10 kW.
    expect(input('Efficiency (J/T)').value).toBe('8.75');
    await d.fill('Efficiency (J/T)', '20');
    await waitFor(() => expect(input('Power (W)').value).toBe('10000'), WAIT);
    expect((await searchOf()).get('w')).toBe('10000');
    const withPower = miningEstimate({ ...knownInput(500), costPerDayUsd: powerCostPerDay(10_000, '0.055') });
    await waitFor(() => expect(shown('calc-net-day')).toBe(usd(withPower.netPerDayUsd)), WAIT);
    expect(shown('calc-cost-day')).toBe(usd('13.2'));
  });

  it("an invalid entry shows its message at the field, keeps what was typed and leaves the URL alone; today's figures come back", async () => {
    await visitRoute(d, 'calculator', {}, { search: { btc: 50000 } });
    await d.expectRead("Today's network figures", 'loaded');
    await d.fill('Electricity price (USD per kWh)', '0,06x');
    await screen.findByText('Enter a number, such as 12.5', {}, WAIT);
    expect(input('Electricity price (USD per kWh)').value).toBe('0,06x');
    expect(input('Electricity price (USD per kWh)').getAttribute('aria-invalid')).toBe('true');
    expect((await searchOf()).has('kwh')).toBe(false);
    await d.fill('Uptime (%)', '120');
    await screen.findByText('Enter a percentage from 0 to 100', {}, WAIT);
    expect(input('Uptime (%)').value).toBe('120');
    expect((await searchOf()).has('uptime')).toBe(false);

    const today = await network();
    expect(input('BTC price (USD)').value).toBe('50000');
    await d.click('button', "Use today's figures");
    await waitFor(() => expect(input('BTC price (USD)').value).toBe(String(Number(today.btcPriceUsd))), WAIT);
    expect((await searchOf()).has('btc')).toBe(false);
  });

  it("a plan's hashrate, term, price and service fee prefill the plan mode, with its breakeven and return", async () => {
    const list = await d.sandbox<{ result: ListedGoods[] }>(
      'GET',
      `${callPath('goodsList')}?goodsType=11&currency=BTC`,
    );
    const plan = list.result.find((one) => one.goodsId === 'g-full-s21-360');
    if (!plan) throw new Error('the seeded full plan is missing');
    const today = await network();
    await visitRoute(d, 'calculator', {}, { search: { mode: 'plan' } });
    await d.expectRead("Today's network figures", 'loaded');
    // The plan's own option: the plan types load one by one, and picking a plan not yet listed picks nothing.
    await waitFor(
      () =>
        expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toContain(
          plan.goodsId,
        ),
      WAIT,
    );
    await d.fill('Plan', plan.goodsId);
    await waitFor(() => expect(input('Term (days)').value).toBe(String(plan.durationDays)), WAIT);
    expect(input('Hashrate').value).toBe(String(plan.hashrateTh));
    // 200 TH × $0.0541 × 360 days.
    expect(input('Plan price per unit (USD)').value).toBe('3895.2');
    expect(input('Units').value).toBe('1');
    expect(input('Service fee (USD per TH per day)').value).toBe(String(plan.serviceFeePerThDay));
    const search = await searchOf();
    expect(search.get('plan')).toBe(plan.goodsId);
    expect(search.get('term')).toBe(String(plan.durationDays));

    const estimate = miningEstimate({
      th: plan.hashrateTh,
      network: today,
      btcPriceUsd: today.btcPriceUsd,
      poolFeePercent: '2.5',
      uptimePercent: '100',
      costPerDayUsd: serviceFeePerDay(plan.hashrateTh, String(plan.serviceFeePerThDay)),
    });
    expect(shown('calc-cost-day')).toBe(usd(estimate.costPerDayUsd));
    expect(shown('calc-net-day')).toBe(usd(estimate.netPerDayUsd));
    const result = planReturn({ priceUsd: '3895.2', termDays: plan.durationDays, netPerDayUsd: estimate.netPerDayUsd });
    expect(shown('calc-plan-net')).toBe(usd(result.netRevenueUsd));
    const breakeven = result.breakevenDays;
    expect(shown('calc-breakeven')).toBe(
      breakeven ? `${Math.ceil(breakeven.toNumber())} days` : 'Never, at these figures',
    );
    expect(screen.queryByLabelText('Power (W)')).toBeNull();

    // Three units: three times the hashrate, the service fee and the price; the same breakeven.
    await d.fill('Units', '3');
    await waitFor(async () => expect((await searchOf()).get('units')).toBe('3'), WAIT);
    const three = miningEstimate({
      th: plan.hashrateTh * 3,
      network: today,
      btcPriceUsd: today.btcPriceUsd,
      poolFeePercent: '2.5',
      uptimePercent: '100',
      costPerDayUsd: serviceFeePerDay(plan.hashrateTh * 3, String(plan.serviceFeePerThDay)),
    });
    await waitFor(() => expect(shown('calc-net-day')).toBe(usd(three.netPerDayUsd)), WAIT);
    const threeReturn = planReturn({
      priceUsd: '11685.6',
      termDays: plan.durationDays,
      netPerDayUsd: three.netPerDayUsd,
    });
    expect(shown('calc-plan-net')).toBe(usd(threeReturn.netRevenueUsd));
    expect(input('Plan price per unit (USD)').value).toBe('3895.2');
    await d.fill('Units', '0');
    await screen.findByText('Enter a whole number of units, from 1 to 1000', {}, WAIT);
    expect(input('Units').value).toBe('0');
    expect((await searchOf()).get('units')).toBe('3');
  });

  it('EH/s is a million TH/s', async () => {
    const { rig: _rig, ...noRig } = KNOWN;
    await visitRoute(d, 'calculator', {}, { search: { ...noRig, th: 2, unit: 'EH' } });
    await d.expectRead("Today's network figures", 'loaded');
    expect((screen.getByLabelText('Hashrate unit') as HTMLSelectElement).value).toBe('EH');
    const expected = miningEstimate(knownInput(2_000_000));
    expect(shown('calc-btc-day')).toBe(btc(expected.btcPerDay));
    expect(shown('calc-net-day')).toBe(usd(expected.netPerDayUsd));
  });

  it('a failed read of the network figures shows the message and a retry, and the inputs still work', async () => {
    await failCall(d, 'networkStats', { status: 503 });
    await visitRoute(d, 'calculator', {});
    await d.expectRead("Today's network figures", 'failed');
    const region = screen.getByRole('region', { name: "Today's network figures" });
    expect(within(region).getByRole('alert').textContent).toContain('injected fault: HTTP 503');
    expect(input('BTC price (USD)').value).toBe('');
    expect(screen.getByRole('region', { name: 'Results' }).textContent).toMatch(/Enter the BTC price/);

    await d.fill('BTC price (USD)', String(KNOWN.btc));
    await d.fill('Network difficulty', String(KNOWN.diff));
    await d.fill('Block reward (BTC)', String(KNOWN.reward));
    await d.fill('Fees per block (BTC)', String(KNOWN.fees));
    await d.fill('Hashrate', String(KNOWN.th));
    await d.fill('Power (W)', String(KNOWN.w));
    await d.fill('Electricity price (USD per kWh)', String(KNOWN.kwh));
    await d.fill('Pool fee (%)', String(KNOWN.pool));
    await d.fill('Uptime (%)', String(KNOWN.uptime));
    const expected = miningEstimate(knownInput());
    await waitFor(() => expect(shown('calc-net-day')).toBe(usd(expected.netPerDayUsd)), WAIT);
    expect(shown('calc-btc-day')).toBe(btc(expected.btcPerDay));

    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await d.expectRead("Today's network figures", 'loaded');
    // What was typed stays in force over today's figures.
    expect(input('BTC price (USD)').value).toBe(String(KNOWN.btc));
  });
});
