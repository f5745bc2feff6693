import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { activateLocale } from '../../../runtime/i18n/index.ts';

/** Renders a piece of the UI kit in English, as the app does (Lingui provider, catalog loaded). */
export async function renderUi(ui: ReactElement) {
  await activateLocale('en');
  const result = render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  return {
    ...result,
    rerender: (next: ReactElement) => result.rerender(<I18nProvider i18n={i18n}>{next}</I18nProvider>),
  };
}
