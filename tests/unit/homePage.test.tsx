// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import HomePage from '../../views/pages/homePage.tsx';

const route = (locale: string) => {
  const found = expandRoutes().find((r) => r.id === 'home' && r.locale === locale && !r.unprefixed);
  if (!found) throw new Error(`no home route for ${locale}`);
  return found;
};

afterEach(cleanup);

describe('home page (jsdom, sandbox over HTTP)', () => {
  it('shows the stable plans the sandbox lists', async () => {
    await activateLocale('en');
    render(
      <I18nProvider i18n={i18n}>
        <HomePage route={route('en')} params={{}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bitcoin cloud mining, made simple');
    const list = await screen.findByRole('list', { name: 'Stable plans' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('S21 Stable 30 days');
    expect(cards[0]?.textContent).toContain('30 days');
  });

  it('renders in Korean from the Korean catalog', async () => {
    await activateLocale('ko');
    render(
      <I18nProvider i18n={i18n}>
        <HomePage route={route('ko')} params={{}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('간편한 비트코인 클라우드 채굴');
    expect(await screen.findByRole('list', { name: '스테이블 플랜' })).toBeTruthy();
  });
});
