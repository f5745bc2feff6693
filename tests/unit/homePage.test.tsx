// @vitest-environment jsdom
import { screen, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('home page (the whole storefront in jsdom, sandbox over HTTP)', () => {
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
