import type { AnyMachineSnapshot } from 'xstate';
import { languageSwitchMachine } from '../../../machines/shell/languageSwitchMachine.ts';
import type { Locale } from '../../../manifest/locales.ts';
import { LANGUAGE_NAMES } from '../../../views/shell/languages.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/**
 * The header's language switch on the list page: English to Chinese, then to Japanese, in place
 * (no reload); the over-the-air translations are held a moment so the switch is seen under way.
 */
export const spec: FlowSpec<typeof languageSwitchMachine> = {
  machine: languageSwitchMachine,
  input: { current: 'en' },
  events: {
    'language.choose': [
      { type: 'language.choose', locale: 'zh' },
      { type: 'language.choose', locale: 'ja' },
    ],
  },
};

const TRANSLATIONS = '/v1/app/common/i18n/translations';
const HOLD_MS = 600;
const HEADINGS: Partial<Record<Locale, string>> = { en: 'Cloud mining plans', zh: '云挖矿方案', ja: '' };

const current = (s: AnyMachineSnapshot) => s.context.current as Locale;
/** The switcher's trigger names the language shown, in that language ("Language: English", "语言：简体中文"). */
const trigger = (locale: Locale) => new RegExp(LANGUAGE_NAMES[locale]);

async function shownIn(d: Driver, locale: Locale): Promise<void> {
  await d.expectVisible('button', trigger(locale));
  const url = await d.url();
  if (!url.startsWith(`/${locale}/list`)) throw new Error(`at ${url}, not the ${locale} list page`);
  const heading = HEADINGS[locale];
  if (heading) await d.expectVisible('heading', heading);
}

export const binding: FlowBinding<typeof languageSwitchMachine> = {
  start: async (d) => {
    await d.visit('/en/list');
    await d.expectVisible('list', 'Easy plans');
  },
  states: {
    idle: async (d, s) => {
      await shownIn(d, current(s));
      await d.expectHidden('status');
      if (s.context.error) await d.expectVisible('alert');
      else await d.expectHidden('alert');
    },
    switching: async (d, s) => {
      await d.expectVisible('status');
      // The page stays where it is until the switch is done.
      const url = await d.url();
      if (!url.startsWith(`/${current(s)}/list`)) throw new Error(`left for ${url} before the switch ended`);
    },
  },
  events: {
    'language.choose': async (d, { event, before }) => {
      await d.sandbox('POST', '/__sandbox/faults', { path: TRANSLATIONS, kind: 'latency', ms: HOLD_MS });
      await d.click('button', trigger(current(before)));
      await d.click('link', LANGUAGE_NAMES[event.locale as Locale]);
    },
    'xstate.done.actor.switchTo': async () => {},
    'xstate.error.actor.switchTo': async () => {
      // The switch fails only when the language's catalog parts cannot be fetched; jsdom loads whole
      // catalogs from disk (tests/e2e/catalogParts.spec.ts fails the parts' fetch in Chromium).
      throw new Error('a catalog that fails to load cannot happen in jsdom');
    },
  },
};
