// @vitest-environment jsdom
import { screen, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * `/dashboard/freeHashrate` (issue #18): the free trial plan's hashrate with its term, state and what it mined,
 * read from the sandbox's settlement; the empty and failed states.
 */
const WAIT = { timeout: 8000 };
let d: Driver;
let account = '';
beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('free-hashrate');
  await d.setCookie('auth', await tokenByApi(d, account));
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const region = () => screen.findByRole('region', { name: 'Free hashrate' }, WAIT);

describe('free hashrate (/dashboard/freeHashrate)', { timeout: 30_000 }, () => {
  it('lists the free trial with its source, state, hashrate, term and a link to its daily output', async () => {
    await d.sandbox('POST', '/__sandbox/orders', { account, orders: [{ goodsId: 'g-free-trial', state: 'running' }] });
    await visitRoute(d, 'dashboard.freeHashrate', {});
    await d.expectRead('Free hashrate', 'loaded');
    const card = within(await region()).getAllByRole('listitem')[0] as HTMLElement;
    expect(card.textContent).toContain('Free trial plan');
    expect(card.textContent).toContain('Mining');
    expect(card.textContent).toMatch(/1(\.00)? TH\/s/);
    expect(card.textContent).toMatch(/3 days: .* to /);
    expect(within(card).getByRole('link', { name: 'Daily output' }).getAttribute('href')).toMatch(
      /^\/dashboard\/hashrate\/output\?order=P\d+$/,
    );
  });

  it('an account without free hashrate is told how to get some; a failed read offers a retry', async () => {
    await visitRoute(d, 'dashboard.freeHashrate', {});
    await d.expectRead('Free hashrate', 'empty');
    await d.expectText(/You have no free hashrate yet/);
    await d.expectVisible('link', 'See rewards');
    await d.dispose();
    d = await createJsdomDriver();
    await d.setCookie('auth', await tokenByApi(d, account));
    await failCall(d, 'freeHashrateList', { status: 503 });
    await visitRoute(d, 'dashboard.freeHashrate', {});
    await d.expectRead('Free hashrate', 'failed');
    await d.expectVisible('button', 'Try again');
  });
});
