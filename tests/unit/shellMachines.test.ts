import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { appDownloadMachine } from '../../machines/shell/appDownloadMachine.ts';
import { type BottomAdBanner, bottomAdMachine } from '../../machines/shell/bottomAdMachine.ts';
import { cookieNoticeMachine } from '../../machines/shell/cookieNoticeMachine.ts';
import { languageSwitchMachine } from '../../machines/shell/languageSwitchMachine.ts';
import { OPEN_APP_WAIT_MS, openAppMachine } from '../../machines/shell/openAppMachine.ts';
import { policyModalMachine } from '../../machines/shell/policyModalMachine.ts';
import type { Locale } from '../../manifest/locales.ts';

describe('languageSwitchMachine', () => {
  it('switches to another language once, and ignores the language already shown', async () => {
    const switched: Locale[] = [];
    const actor = createActor(
      languageSwitchMachine.provide({
        actors: {
          switchTo: fromPromise<string, { locale: Locale }>(async ({ input }) => {
            switched.push(input.locale);
            return `/${input.locale}`;
          }),
        },
      }),
      { input: { current: 'ja' } },
    ).start();
    actor.send({ type: 'language.choose', locale: 'ja' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'language.choose', locale: 'zh' });
    expect(actor.getSnapshot().matches('switching')).toBe(true);
    // A second choice while switching is not taken.
    actor.send({ type: 'language.choose', locale: 'ko' });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(switched).toEqual(['zh']);
    expect(done.context).toMatchObject({ current: 'zh', pending: null, error: null });
  });

  it('runs the switch its switcher gives as input, with a signal that aborts when the switcher stops', async () => {
    const calls: { locale: Locale; signal: AbortSignal }[] = [];
    const actor = createActor(languageSwitchMachine, {
      input: {
        current: 'en',
        switchLanguage: (locale, signal) => {
          calls.push({ locale, signal });
          return new Promise<string>(() => undefined);
        },
      },
    }).start();
    actor.send({ type: 'language.choose', locale: 'fr' });
    expect(calls.map((call) => call.locale)).toEqual(['fr']);
    expect(calls[0]?.signal.aborted).toBe(false);
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('says so when nothing runs the switch', async () => {
    const actor = createActor(languageSwitchMachine, { input: { current: 'en' } }).start();
    actor.send({ type: 'language.choose', locale: 'de' });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context).toMatchObject({ current: 'en', error: 'switchTo must be provided' });
  });

  it('keeps the current language and the error when the switch fails', async () => {
    const actor = createActor(
      languageSwitchMachine.provide({
        actors: {
          switchTo: fromPromise<string, { locale: Locale }>(async () => {
            throw new Error('catalog chunk failed');
          }),
        },
      }),
      { input: { current: 'en' } },
    ).start();
    actor.send({ type: 'language.choose', locale: 'de' });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context).toMatchObject({ current: 'en', error: 'catalog chunk failed' });
  });
});

describe('policyModalMachine', () => {
  it('loads the agreement id it was opened with, retries after a failure, closes', async () => {
    const asked: string[] = [];
    const actor = createActor(
      policyModalMachine.provide({
        actors: {
          loadAgreement: fromPromise(async ({ input }) => {
            asked.push(input.agreementId);
            if (asked.length === 1) throw new Error('offline');
            return { title: 'Privacy Policy', html: '<p>text</p>' };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'policy.open', agreementId: 'BFFPRIVACY_CN' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('offline');
    actor.send({ type: 'policy.retry' });
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(shown.context.document).toEqual({ title: 'Privacy Policy', html: '<p>text</p>' });
    expect(asked).toEqual(['BFFPRIVACY_CN', 'BFFPRIVACY_CN']);
    actor.send({ type: 'policy.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});

describe('bottomAdMachine', () => {
  const banner = { imageUrl: 'data:,', router: '/activity/newcomers' };
  it('shows the banner and stays closed once closed', async () => {
    const actor = createActor(
      bottomAdMachine.provide({ actors: { loadBanner: fromPromise<BottomAdBanner | null>(async () => banner) } }),
    ).start();
    expect((await waitFor(actor, (s) => s.matches('shown'))).context.banner).toEqual(banner);
    actor.send({ type: 'ad.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('shows nothing without a banner or when the call fails', async () => {
    const none = createActor(
      bottomAdMachine.provide({ actors: { loadBanner: fromPromise<BottomAdBanner | null>(async () => null) } }),
    ).start();
    await waitFor(none, (s) => s.matches('empty'));
    const failing = createActor(
      bottomAdMachine.provide({
        actors: {
          loadBanner: fromPromise<BottomAdBanner | null>(async () => {
            throw new Error('500');
          }),
        },
      }),
    ).start();
    await waitFor(failing, (s) => s.matches('empty'));
  });
});

describe('cookieNoticeMachine', () => {
  it('shows until dismissed and remembers the dismissal', () => {
    let remembered = 0;
    const machine = cookieNoticeMachine.provide({ actions: { rememberDismissal: () => void remembered++ } });
    const fresh = createActor(machine, { input: { dismissedBefore: false } }).start();
    expect(fresh.getSnapshot().matches('visible')).toBe(true);
    fresh.send({ type: 'notice.dismiss' });
    expect(fresh.getSnapshot().matches('hidden')).toBe(true);
    expect(remembered).toBe(1);
    const returning = createActor(machine, { input: { dismissedBefore: true } }).start();
    expect(returning.getSnapshot().matches('hidden')).toBe(true);
  });
});

describe('openAppMachine', () => {
  function start() {
    const calls: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      openAppMachine.provide({
        actions: { launchApp: () => void calls.push('app'), openStore: () => void calls.push('store') },
      }),
      { clock },
    ).start();
    return { actor, clock, calls };
  }

  it('opens the store pages when the app has not taken over after 3 s', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'app.open' });
    expect(actor.getSnapshot().matches('opening')).toBe(true);
    clock.increment(OPEN_APP_WAIT_MS - 1);
    expect(calls).toEqual(['app']);
    clock.increment(1);
    expect(calls).toEqual(['app', 'store']);
    expect(actor.getSnapshot().matches('offered')).toBe(true);
  });

  it('does not open the store when the page went hidden (the app opened)', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'app.open' });
    actor.send({ type: 'page.hidden' });
    clock.increment(OPEN_APP_WAIT_MS);
    expect(calls).toEqual(['app']);
  });

  it('can be closed, before or while opening', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'app.open' });
    actor.send({ type: 'banner.close' });
    clock.increment(OPEN_APP_WAIT_MS);
    expect(actor.getSnapshot().matches('dismissed')).toBe(true);
    expect(calls).toEqual(['app']);
  });
});

describe('appDownloadMachine', () => {
  it('is ready with the Android URL, unavailable without one', async () => {
    const ready = createActor(
      appDownloadMachine.provide({
        actors: { loadAndroidUrl: fromPromise<string | null>(async () => 'https://dl.example/a.apk') },
      }),
    ).start();
    expect((await waitFor(ready, (s) => s.matches('ready'))).context.androidUrl).toBe('https://dl.example/a.apk');
    const missing = createActor(
      appDownloadMachine.provide({ actors: { loadAndroidUrl: fromPromise<string | null>(async () => '') } }),
    ).start();
    await waitFor(missing, (s) => s.matches('unavailable'));
  });
});
