// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { sliderAnswer, slideTo } from '../model/bindings/slider.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/** The challenge host in the whole storefront (jsdom, a private sandbox over HTTP). */
let d: Driver | null = null;
afterEach(async () => {
  await d?.dispose();
  d = null;
});
afterAll(closeJsdomSandbox);

const challengeDialogs = () =>
  screen.queryAllByRole('dialog').filter((el) => /Security (check|notice)/.test(el.textContent ?? ''));

describe('challenge host', () => {
  it('tasks arriving together are shown one at a time; each held request completes after its own task', {
    timeout: 30_000,
  }, async () => {
    d = await createJsdomDriver();
    await d.sandbox('POST', '/__sandbox/challenges', {
      rules: [
        { calls: ['pageSeo'], task: 'dialog', times: 1, action: '/self-dialog?show=login' },
        { calls: ['floatGoodsList'], task: 'slider', times: 1 },
      ],
    });
    await d.visit('/en');
    // Whichever came first is on screen, and only it.
    const first = await screen.findByRole('dialog', { name: /Security (check|notice)/ }, { timeout: 4000 });
    expect(challengeDialogs()).toHaveLength(1);
    const sliderFirst = first.textContent?.includes('Drag the slider') ?? false;

    const passSlider = async (driver: Driver) => {
      await slideTo(driver, await sliderAnswer(driver));
      await driver.press('Enter');
      await driver.expectNoText('Checking…');
      await driver.advance(MODAL_ANIMATION_MS);
    };
    const pressOk = async (driver: Driver) => {
      await driver.click('button', 'OK');
      // The receipt is accepted when the action runs: the login modal opens over the closing dialog
      // (which then leaves the accessibility tree, so its button cannot be waited on).
      await driver.expectVisible('dialog', 'Log in');
      await driver.advance(MODAL_ANIMATION_MS);
    };
    if (sliderFirst) await passSlider(d);
    else await pressOk(d);
    // The second task only now.
    const second = await screen.findByRole('dialog', { name: /Security (check|notice)/ }, { timeout: 4000 });
    expect(second).not.toBe(first);
    expect(challengeDialogs()).toHaveLength(1);
    if (sliderFirst) await pressOk(d);
    else await passSlider(d);
    await d.expectHidden('dialog', 'Security check');
    await d.expectHidden('dialog', 'Security notice');
    // The dialog's action `/self-dialog?show=login` opened the login modal.
    await d.expectVisible('dialog', 'Log in');
    // Both held requests went through: the page shows the plans, behind the modal (so hidden from
    // the accessibility tree while it is open).
    expect(await screen.findByRole('list', { name: 'Stable plans', hidden: true }, { timeout: 10_000 })).toBeTruthy();
    // The slider's events reached the analytics layer, with the task they belong to.
    const layer = (globalThis as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    const captcha = layer.filter((e) => String(e.event).startsWith('captcha_'));
    expect(captcha.map((e) => [e.event, e.captcha])).toEqual([
      ['captcha_success', 'slider'],
      ['captcha_unload', 'slider'],
    ]);
    expect(captcha[0]?.taskId).toMatch(/^t-/);
  });

  it('a non-blocking toast shows its content without holding the request', async () => {
    d = await createJsdomDriver();
    await d.sandbox('POST', '/__sandbox/challenges', {
      rules: [{ calls: ['floatGoodsList'], task: 'toast', block: false, times: 1, content: 'Welcome back, miner.' }],
    });
    await d.visit('/en');
    const toast = await screen.findByText('Welcome back, miner.', {}, { timeout: 4000 });
    expect(toast.getAttribute('role')).toBe('status');
    await d.expectVisible('list', 'Stable plans');
    expect(challengeDialogs()).toHaveLength(0);
  });

  it('a cancelled slider fails the held request instead of leaving it waiting', { timeout: 30_000 }, async () => {
    d = await createJsdomDriver();
    await d.sandbox('POST', '/__sandbox/challenges', {
      rules: [{ calls: ['floatGoodsList'], task: 'slider' }],
    });
    await d.visit('/en');
    // Every list request (the page's, and the header menu's) gets a slider; each is given up in turn.
    for (;;) {
      await waitFor(
        () => {
          if (!screen.queryByRole('dialog', { name: 'Security check' }) && !screen.queryByText('Try again')) {
            throw new Error('neither a slider nor the failed list yet');
          }
        },
        { timeout: 4000 },
      );
      const dialog = screen.queryByRole('dialog', { name: 'Security check' });
      if (!dialog) break;
      expect(within(dialog).getByRole('slider', { name: 'Slide to complete the puzzle' })).toBeTruthy();
      await d.press('Escape');
      await d.advance(MODAL_ANIMATION_MS);
    }
    // The page's plan list gave up with its failure state, and may be asked again.
    await d.expectVisible('button', 'Try again');
  });
});
