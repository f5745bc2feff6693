// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { btcOfSats, outputSats } from '../../runtime/domain/mining.ts';
import type { GoodsDetail, NetworkStats } from '../../runtime/http/contract/plans.ts';
import type { ListedGoods } from '../../runtime/http/contract.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { formatCoin } from '../../views/format/format.ts';
import { callPath, failCall, routeUrl, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
const TRIAL = 'g-free-trial';
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const loaded = async (name: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
async function network(): Promise<NetworkStats> {
  return (await d.sandbox<{ result: NetworkStats }>('GET', callPath('networkStats'))).result;
}

describe('/easy', { timeout: 20_000 }, () => {
  it("lists the sandbox's easy plans on sale, each card opening its detail page with its estimate", async () => {
    const plans = (
      await d.sandbox<{ result: ListedGoods[] }>('GET', `${callPath('goodsList')}?goodsType=5&currency=BTC`)
    ).result;
    expect(plans.length).toBeGreaterThan(0);
    const figures = await network();
    await visitRoute(d, 'easy', {});
    await screen.findByRole('heading', { level: 1, name: 'Easy mining plans' }, WAIT);
    const section = await loaded('Easy plans on sale');
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(plans.length);
    for (const plan of plans) {
      const card = section.querySelector(`[data-goods-id="${plan.goodsId}"]`) as HTMLElement;
      expect(card.textContent).toContain(plan.goodsName);
      const links = within(card).getAllByRole('link');
      expect(links.some((a) => a.getAttribute('href') === routeUrl('easy.detail', { id: plan.goodsId }))).toBe(true);
      // The card's estimate of the whole term at today's figures (6 decimals on a card).
      const term = btcOfSats(outputSats(figures, plan.hashrateTh, plan.durationDays)).toNumber();
      const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(term);
      await waitFor(
        () => expect(within(card).getByTestId('plan-card-output').textContent).toBe(`≈ ${shown} BTC`),
        WAIT,
      );
    }
    // The free trial is not one of the plans on sale.
    expect(section.querySelector(`[data-goods-id="${TRIAL}"]`)).toBeNull();
  });

  it('explains the plans: all-inclusive, a comparison with full plans, the estimate with its inputs, a FAQ', async () => {
    const figures = await network();
    await visitRoute(d, 'easy', {});
    await screen.findByRole('heading', { name: 'What an easy plan is' }, WAIT);
    screen.getByRole('heading', { name: 'All-inclusive' });
    screen.getByRole('heading', { name: 'Who easy plans suit' });
    const table = screen.getByRole('table', { name: 'Easy and full plans compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Question', 'Easy plan', 'Full plan']);
    within(table).getByRole('rowheader', { name: 'If nothing more is paid' });
    expect(table.textContent).toContain('Mining is suspended when the paid days run out');
    const estimate = await loaded("Today's network figures");
    expect(estimate.textContent).toContain(new Intl.NumberFormat('en').format(BigInt(figures.difficulty)));
    expect(screen.getByTestId('easy-per-th').textContent).toContain(
      formatCoin('en', btcOfSats(outputSats(figures, 1, 1)), 'BTC'),
    );
    expect(document.body.textContent).toContain('Every output figure on this page is an estimate, not a promise.');
    const faq = screen.getByRole('heading', { name: 'Questions about easy plans' }).closest('section') as HTMLElement;
    expect(faq.querySelectorAll('details')).toHaveLength(5);
    expect(within(faq).getByRole('link', { name: 'See the free trial' }).getAttribute('href')).toBe(
      routeUrl('free.detail', { id: TRIAL }),
    );
  });

  it("a failed list shows the server's message and loads again on retry", async () => {
    await failCall(d, 'goodsList', { status: 503 });
    await visitRoute(d, 'easy', {});
    const section = await region('Easy plans on sale');
    const alert = await within(section).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded('Easy plans on sale');
  });

  it('no easy plan on sale is the empty state with a way to all plans', async () => {
    const plans = (
      await d.sandbox<{ result: ListedGoods[] }>('GET', `${callPath('goodsList')}?goodsType=5&currency=BTC`)
    ).result;
    // Sold out is still on sale: the plans are taken off sale.
    for (const plan of plans) await d.sandbox('POST', '/__sandbox/plans', { goodsId: plan.goodsId, onSale: false });
    await visitRoute(d, 'easy', {});
    const section = await region('Easy plans on sale');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(section.textContent).toContain('No easy plans are on sale right now.');
    expect(within(section).getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe(
      routeUrl('list', {}),
    );
  });
});

describe('/free/detail/{id}', { timeout: 25_000 }, () => {
  const heading = () => screen.findByRole('heading', { level: 1, name: 'Free trial: 1 TH/s for 3 days' }, WAIT);
  const claimCard = () => screen.getByRole('complementary', { name: 'Claim your free trial' });

  it("shows the trial's facts, an estimate and its rules; a visitor is asked to sign up", async () => {
    const trial = (await d.sandbox<{ result: GoodsDetail }>('GET', `${callPath('goodsDetail')}?goodsId=${TRIAL}`))
      .result;
    await visitRoute(d, 'free.detail', { id: TRIAL });
    await heading();
    const facts = screen.getByRole('region', { name: 'Trial facts' });
    expect(facts.textContent).toContain(trial.minerModel);
    expect(facts.textContent).toContain('$0.00');
    expect(facts.textContent).toContain('Hashrate, electricity and maintenance are all included');
    expect(facts.textContent).toContain(String(trial.stock));
    const rules = screen.getByRole('region', { name: 'Trial rules' });
    expect(rules.textContent).toContain('One free trial per account');
    expect(rules.textContent).toContain('claim it within 7 days of registering');
    expect(rules.textContent).toContain('No identity verification (KYC) is needed');
    expect(rules.textContent).toContain("The output is paid like any plan's");
    await loaded('Estimated output');
    expect(screen.getByTestId('estimate-term').textContent).toMatch(/BTC/);
    within(claimCard()).getByRole('button', { name: 'Sign up to claim' });
    within(claimCard()).getByRole('button', { name: 'I have an account: log in' });
    expect(screen.queryByRole('form', { name: 'Claim the free trial' })).toBeNull();
  });

  it('a new account claims it: a zero-priced order, then the page names it and links to it', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'free.detail', { id: TRIAL });
    await heading();
    const form = await screen.findByRole('form', { name: 'Claim the free trial' }, WAIT);
    // The account's default address is prefilled; the terms must be accepted.
    expect((within(form).getByLabelText('BTC payout address') as HTMLInputElement).value).toBe(
      sandboxPayoutAddress('10001/1'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Claim free trial' }));
    await within(form).findByText("Accept the trial's terms to claim it.", {}, WAIT);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Claim free trial' }));
    const result = await screen.findByRole('status', {}, WAIT);
    await within(result).findByText('Your free trial is claimed');
    const link = within(result).getByRole('link', { name: 'See your trial order' });
    const orderNo = (link.getAttribute('href') ?? '').split('/').at(-1) ?? '';
    expect(link.getAttribute('href')).toBe(routeUrl('pay.detail', { orderNo }));
    expect(result.textContent).toContain(orderNo);
    // Coming back, the page says the trial is claimed and where its order is.
    await visitRoute(d, 'free.detail', { id: TRIAL });
    const again = await loaded('Your free trial');
    expect(again.textContent).toContain(`You claimed your free trial on`);
    expect(again.textContent).toContain(orderNo);
    expect(within(again).getByRole('link', { name: 'Track it in your orders' }).getAttribute('href')).toBe(
      routeUrl('dashboard.order.detail', { orderNo }),
    );
  });

  it('a broken address says so at the field and nothing is claimed', async () => {
    await signIn(d, 'unpaid@example.com', 'Unpaid2024');
    await visitRoute(d, 'free.detail', { id: TRIAL });
    const form = await screen.findByRole('form', { name: 'Claim the free trial' }, WAIT);
    const input = within(form).getByLabelText('BTC payout address') as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Claim free trial' }));
    await within(form).findByText('Enter the BTC address the output is paid to.', {}, WAIT);
    fireEvent.change(input, { target: { value: 'bc1-not-an-address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Claim free trial' }));
    await within(form).findByText('This is not a valid BTC address.', {}, WAIT);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('an account past its first days sees why it cannot claim, with a way to the easy plans', async () => {
    await d.sandbox('POST', '/__sandbox/clock', { advanceSeconds: 8 * 86_400 });
    await signIn(d, 'unpaid@example.com', 'Unpaid2024');
    await visitRoute(d, 'free.detail', { id: TRIAL });
    const section = await loaded('Your free trial');
    expect(section.textContent).toContain('The free trial is for accounts in their first 7 days.');
    expect(within(section).getByRole('link', { name: 'See the easy plans' }).getAttribute('href')).toBe(
      routeUrl('easy', {}),
    );
    expect(screen.queryByRole('form', { name: 'Claim the free trial' })).toBeNull();
  });

  it('goods that are not the trial are the 404 page here', async () => {
    await visitRoute(d, 'free.detail', { id: 'g-easy-s21-180' });
    await screen.findByRole('heading', { name: /404|not found/i }, WAIT);
    expect(screen.queryByRole('heading', { level: 1, name: /Free trial/ })).toBeNull();
  });

  it("a failed status read shows the server's message and loads again on retry", async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await failCall(d, 'freeTrialStatus', { status: 503 });
    await visitRoute(d, 'free.detail', { id: TRIAL });
    const section = await region('Your free trial');
    const alert = await within(section).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('form', { name: 'Claim the free trial' }, WAIT);
  });
});
