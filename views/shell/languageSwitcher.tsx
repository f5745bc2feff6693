import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { languageSwitchMachine, type SwitchLanguage } from '../../machines/shell/languageSwitchMachine.ts';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import { LOCALES, type Locale } from '../../manifest/locales.ts';
import { cookies, http } from '../../runtime/config.ts';
import { pathInLocale, switchLanguage } from '../../runtime/i18n/switchLanguage.ts';
import { createMatcher } from '../../runtime/router/match.ts';
import { useClock } from '../clock.tsx';
import { useSession } from '../session/sessionContext.tsx';
import { clearPhoneCodeCaches } from '../ui/phoneCodeCache.ts';
import { Disclosure } from './disclosure.tsx';
import { LANGUAGE_NAMES } from './languages.ts';

const resolve = createMatcher();

export interface LanguageSwitcherProps {
  route: LocalizedRoute;
  /** The main header offers all 8; the layout header only zh, sg and en (spec section 2). */
  locales?: readonly Locale[];
  className?: string;
}

/**
 * Each language is a real link to the same page in that language (open in a new tab, crawlers),
 * and a click runs the full switch: catalogs, locale cookie, phone codes, route, user info.
 */
export function LanguageSwitcher({ route, locales = LOCALES, className }: LanguageSwitcherProps) {
  const { t } = useLingui();
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  // The switch reads the session when it runs, not when the machine was made.
  const currentSession = useSession();
  const session = useRef(currentSession);
  session.current = currentSession;
  // The switch runs with this header's router and the session as it is then; the machine reads it once.
  const run: SwitchLanguage = (locale, signal) =>
    switchLanguage(
      locale,
      {
        cookies,
        currentMatch: () => resolve(router.state.location.pathname),
        currentSearch: () =>
          `${router.state.location.searchStr}${router.state.location.hash ? `#${router.state.location.hash}` : ''}`,
        replace: (path) => router.navigate({ href: path, replace: true }),
        fetchTranslations: (locale) =>
          http.call('translations', { lang: locale === 'sg' ? 'hk' : locale }, { showError: false }),
        reloadUserInfo: async () => {
          if (session.current.loggedIn) await session.current.refresh();
        },
        clearPhoneCodes: clearPhoneCodeCaches,
      },
      // The signal aborts when the switcher unmounts: a switch left behind navigates nowhere.
      signal,
    );
  const [state, send] = useMachine(languageSwitchMachine, {
    clock: useClock(),
    input: { current: route.locale, switchLanguage: run },
  });
  const match = resolve(location.pathname);
  const switching = state.matches('switching');
  const current = LANGUAGE_NAMES[route.locale];
  return (
    <>
      <Disclosure
        className={`language-switcher${className ? ` ${className}` : ''}`}
        triggerClassName="language-trigger"
        ariaLabel={t`Language: ${current}`}
        label={
          <>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </svg>
            <span className="language-current">{current}</span>
          </>
        }
      >
        <ul className="language-list" aria-busy={switching}>
          {locales.map((locale) => (
            <li key={locale}>
              <a
                href={pathInLocale(match, locale, location.searchStr)}
                hrefLang={locale}
                lang={locale === 'sg' ? 'zh-Hant' : locale === 'zh' ? 'zh-Hans' : locale}
                aria-current={locale === route.locale ? 'true' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  if (!switching) send({ type: 'language.choose', locale });
                }}
              >
                {LANGUAGE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </Disclosure>
      {/* Told outside the menu, which may close while the new language loads. */}
      {switching && (
        <p role="status" className="visually-hidden">
          <Trans>Loading…</Trans>
        </p>
      )}
      {/* A failed switch leaves the page in its language; say so instead of failing silently. */}
      {!switching && state.context.error !== null && (
        <p role="alert" className="language-error">
          <Trans>The language could not be changed. Please try again.</Trans>
        </p>
      )}
    </>
  );
}
