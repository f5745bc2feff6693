// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { btcOfSats, outputSats } from '../../runtime/domain/mining.ts';
import type { NetworkStats } from '../../runtime/http/contract/plans.ts';
import { callPath, signIn } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 4000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

describe('home page (the whole storefront in jsdom, sandbox over HTTP)', { timeout: 20_000 }, () => {
  it('shows the stable plans the sandbox lists', async () => {
    await d.visit('/');
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe(
      'Bitcoin cloud mining, made simple',
    );
    const list = await screen.findByRole('list', { name: 'Stable plans' }, WAIT);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('S21 Stable 30 days');
    expect(cards[0]?.textContent).toContain('30 days');
    // Each card estimates its term's output at today's network figures, as the list and the calculator do:
    // 20 TH/s for 30 days.
    const figures = (await d.sandbox<{ result: NetworkStats }>('GET', callPath('networkStats'))).result;
    const term = new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(
      btcOfSats(outputSats(figures, 20, 30)).toNumber(),
    );
    const card = within(cards[0] as HTMLElement);
    await waitFor(() => expect(card.getByTestId('plan-card-output').textContent).toBe(`≈ ${term} BTC`), WAIT);
  });

  it('renders the plan names in the language of the page', async () => {
    await d.visit('/de');
    const list = await screen.findByRole('list', { name: 'Stabile Tarife' }, WAIT);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('S21 Stable 30 Tage');
  });

  it('shows a signed-in customer the plans picked for them, and a visitor none', async () => {
    await d.visit('/');
    await screen.findByRole('list', { name: 'Stable plans' }, WAIT);
    expect(screen.queryByRole('region', { name: 'Plans picked for you' })).toBeNull();
    await signIn(d, 'alice@example.com', 'Alice2024!');
    const picked = (
      await d.sandbox<{ result: Array<{ goodsId: string }> }>('GET', callPath('exclusiveRecommendGoods'))
    ).result.map((goods) => goods.goodsId);
    expect(picked.length).toBeGreaterThan(0);
    await d.visit('/');
    const list = await screen.findByRole('list', { name: 'Plans picked for you' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('data-goods-id')),
    ).toEqual(picked);
  });

  it('shows a signed-in customer the index modal, once a day', async () => {
    await d.sandbox('POST', '/__sandbox/cms', { homeModal: true });
    await signIn(d, 'secure@example.com', 'Secure2024');
    await d.visit('/');
    const modal = await screen.findByRole('dialog', { name: 'Offer' }, WAIT);
    expect(within(modal).getByRole('link', { name: 'See the offer' }).getAttribute('href')).toBe('/list');
    // Shown once today for this account: the next visit has no modal.
    await d.visit('/');
    await screen.findByRole('list', { name: 'Stable plans' }, WAIT);
    await d.advance(300);
    expect(screen.queryByRole('dialog', { name: 'Offer' })).toBeNull();
  });

  it('renders in Korean from the Korean catalog', async () => {
    await d.visit('/ko');
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe('간편한 비트코인 클라우드 채굴');
    expect(await screen.findByRole('list', { name: '스테이블 플랜' }, WAIT)).toBeTruthy();
  });

  it('has the miner hosting section at /#minerHosting', async () => {
    await d.visit('/');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    const hosting = document.getElementById('minerHosting') as HTMLElement;
    expect(within(hosting).getByRole('heading', { level: 2 }).textContent).toBe('Miner hosting');
    expect(within(hosting).getByRole('link', { name: 'Browse miners' }).getAttribute('href')).toBe('/minerSale');
  });
});
