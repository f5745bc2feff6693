import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { type Formatters, formattersFor } from './format.ts';

/** Money, coins, hashrate, UTC dates and plurals in the active language; re-renders on a language switch. */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the formatters change with the locale, not with the (stable) i18n object
  return useMemo(() => formattersFor(i18n), [i18n, locale]);
}
