// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { btcOfSats, outputSats, usdCentsOfSats } from '../../runtime/domain/mining.ts';
import { planPrice, usdOfCents } from '../../runtime/domain/plans.ts';
import type { GoodsDetail, NetworkStats } from '../../runtime/http/contract/plans.ts';
import { formatCoin, formatEfficiency, formatUsd } from '../../views/format/format.ts';
import { callPath, failCall, routeUrl, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';
import { allowConsole } from '../setup/consoleGuard.ts';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function goods(goodsId: string): Promise<GoodsDetail> {
  const reply = await d.sandbox<{ result: GoodsDetail }>('GET', `${callPath('goodsDetail')}?goodsId=${goodsId}`);
  return reply.result;
}
async function network(): Promise<NetworkStats> {
  return (await d.sandbox<{ result: NetworkStats }>('GET', callPath('networkStats'))).result;
}
const usd = (cents: number) => formatUsd('en', usdOfCents(cents));
const perTh = (fee: string) => `${formatUsd('en', fee, { decimals: 4 })} per TH per day`;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, WAIT);
const region = (name: string) => screen.getByRole('region', { name });
const total = () => screen.getByTestId('plan-total').textContent;
const increase = () => fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
const price = (plan: GoodsDetail, quantity: number) =>
  planPrice({
    hashrateTh: plan.hashrateTh,
    quantity,
    durationDays: plan.durationDays,
    hashrateFeePerThDay: plan.hashrateFeePerThDay,
    serviceFeePerThDay: plan.serviceFeePerThDay,
    serviceFeeDays: plan.minServiceFeeDays,
  });

describe('plan detail (/easy/detail/{id} and the other kinds)', { timeout: 20_000 }, () => {
  it("shows every fact of the sandbox's plan, its rules, and an all-inclusive price", async () => {
    const plan = await goods('g-easy-s21-180');
    await visitRoute(d, 'easy.detail', { id: plan.goodsId });
    await heading(plan.goodsName);
    const facts = region('Plan facts').textContent ?? '';
    for (const fact of [
      plan.minerModel,
      formatEfficiency('en', plan.efficiencyJt),
      `${plan.hashrateTh} TH/s`,
      `${plan.durationDays} days`,
      perTh(plan.hashrateFeePerThDay),
      perTh(plan.serviceFeePerThDay),
      'Included in the price',
      plan.pool,
      'pool fee 2.5% of the output',
      `Within ${plan.startWithinHours} hours after payment`,
      usd(price(plan, 1).hashrateFeeCents),
    ]) {
      expect(facts).toContain(fact);
    }
    expect(screen.getByText(`${plan.stock} units in stock`)).toBeTruthy();
    const rules = region('Rules').textContent ?? '';
    expect(rules).toMatch(/00:00 to 24:00 UTC/);
    expect(rules).toMatch(/24-hour average hashrate/);
    expect(rules).toMatch(/compensated by extending the plan/);
    expect(rules).toMatch(/all-inclusive/);
    expect(total()).toBe(usd(price(plan, 1).totalCents));
    expect(screen.getByRole('table', { name: 'Fee breakdown' }).textContent).toContain(
      'Service fee (included in the price)',
    );
  });

  it('a full plan breaks down the daily service fee and the first payment, and the total follows the quantity', async () => {
    const plan = await goods('g-full-s21-360');
    await visitRoute(d, 'full.detail', { id: plan.goodsId });
    await heading(plan.goodsName);
    const breakdown = () => screen.getByRole('table', { name: 'Fee breakdown' }).textContent ?? '';
    const one = price(plan, 1);
    expect(breakdown()).toContain(usd(one.hashrateFeeCents));
    expect(breakdown()).toContain(formatUsd('en', one.serviceFeePerDayUsd, { decimals: 4 }));
    expect(breakdown()).toContain(`Service fee, first payment: ${plan.minServiceFeeDays} days`);
    expect(breakdown()).toContain(usd(one.serviceFeeCents));
    expect(total()).toBe(usd(one.totalCents));
    expect(region('Rules').textContent).toMatch(/days without a paid service fee are not compensated/);

    increase();
    const two = price(plan, 2);
    await waitFor(() => expect(total()).toBe(usd(two.totalCents)), WAIT);
    expect(two.totalCents).toBe(2 * one.totalCents);
    expect(breakdown()).toContain(usd(two.hashrateFeeCents));
    expect(breakdown()).toContain(formatUsd('en', two.serviceFeePerDayUsd, { decimals: 4 }));
  });

  it("estimates the output with the calculator's formula from today's network figures, labelled as an estimate", async () => {
    const plan = await goods('g-easy-s21-180');
    const figures = await network();
    await visitRoute(d, 'easy.detail', { id: plan.goodsId });
    await d.expectRead('Estimated output', 'loaded');
    const expected = (units: number) => {
      const day = outputSats(figures, plan.hashrateTh * units, 1);
      const term = outputSats(figures, plan.hashrateTh * units, plan.durationDays);
      return {
        day: `≈ ${formatCoin('en', btcOfSats(day), 'BTC')} ≈ ${usd(usdCentsOfSats(day, figures.btcPriceUsd))}`,
        term: `≈ ${formatCoin('en', btcOfSats(term), 'BTC')} ≈ ${usd(usdCentsOfSats(term, figures.btcPriceUsd))}`,
      };
    };
    expect(screen.getByTestId('estimate-day').textContent).toBe(expected(1).day);
    expect(screen.getByTestId('estimate-term').textContent).toBe(expected(1).term);
    const estimate = region('Estimated output').textContent ?? '';
    expect(estimate).toContain('Estimate, not a promise');
    expect(estimate).toContain('difficulty × 2³²');
    expect(estimate).toContain(new Intl.NumberFormat('en').format(BigInt(figures.difficulty)));
    expect(estimate).toContain(formatUsd('en', figures.btcPriceUsd));
    expect(estimate).toMatch(new RegExp(`${new Date(`${figures.date}T00:00:00Z`).getUTCDate()}, \\d{4},? UTC`));
    increase();
    await waitFor(() => expect(screen.getByTestId('estimate-day').textContent).toBe(expected(2).day), WAIT);
  });

  it('the Buy link carries the plan and the quantity to checkout, within the stock', async () => {
    await d.sandbox('POST', '/__sandbox/plans', { goodsId: 'g-easy-s19xp-90', stock: 3 });
    await visitRoute(d, 'easy.detail', { id: 'g-easy-s19xp-90' });
    await heading('S19XP Easy 90 days');
    const buy = () => screen.getByRole('link', { name: 'Buy now' }).getAttribute('href');
    expect(buy()).toBe(routeUrl('pay', { id: 'g-easy-s19xp-90', num: '1' }));
    increase();
    await waitFor(() => expect(buy()).toBe(routeUrl('pay', { id: 'g-easy-s19xp-90', num: '2' })), WAIT);
    increase();
    await waitFor(() => expect(buy()).toBe(routeUrl('pay', { id: 'g-easy-s19xp-90', num: '3' })), WAIT);
    // The stock is the limit: no fourth unit.
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('spinbutton').getAttribute('aria-valuemax')).toBe('3');
  });

  it('a sold-out plan disables buying and says why', async () => {
    const plan = await goods('g-stable-s21xp-60');
    expect(plan.stock).toBe(0);
    await visitRoute(d, 'stable.detail', { id: plan.goodsId });
    await heading(plan.goodsName);
    const buy = screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Buy now' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('Sold out')).toBeTruthy();
    const reason = document.getElementById(buy.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/This plan is sold out/);
  });

  it('every plan URL shows the same page, /detail/{id} too', async () => {
    await visitRoute(d, 'detail', { id: 'g-stable-s21-30' });
    await heading('S21 Stable 30 days');
  });

  it('an unknown id, or a plan not on sale, is the 404 page with the discontinued notice', async () => {
    // The detailCheck guard throws the 404 as a route error; the router and React report it in development.
    allowConsole(/route error 404 \(detail 2001\)|Error in route match/);
    await visitRoute(d, 'easy.detail', { id: 'g-no-such-plan' });
    await screen.findByText('This product has been discontinued.', {}, WAIT);
    // Spec section 8: the route error is kept on the app state with its time, and analytics hears of it.
    const layer = (globalThis as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    const reported = layer.filter((e) => e.event === 'route_error').at(-1);
    expect(reported).toMatchObject({ status: 404, detail: 2001, path: '/easy/detail/g-no-such-plan' });
    expect(Number.isFinite(reported?.at)).toBe(true);
    await visitRoute(d, 'easy.detail', { id: 'g-discontinued' });
    await screen.findByText('This product has been discontinued.', {}, WAIT);
  });

  it("a failed read shows the server's message and loads again on retry", async () => {
    await failCall(d, 'goodsDetail', { status: 503 });
    await visitRoute(d, 'easy.detail', { id: 'g-easy-s21-180' });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await heading('S21 Easy 180 days');
  });
});
