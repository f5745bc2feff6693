// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { LAYOUTS } from '../../manifest/schema.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { layouts } from '../../views/registry.ts';

afterEach(cleanup);

const sampleRoute = (layout: string) => {
  const found = expandRoutes().find((r) => r.layout === layout && r.locale === 'ja');
  if (!found) throw new Error(`no route uses ${layout}`);
  return found;
};

describe('layouts', () => {
  it.each(LAYOUTS)('%s renders its frame around the page', async (name) => {
    await activateLocale('ja');
    const Layout = layouts[name];
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Layout route={sampleRoute(name)}>
            <p>page body</p>
          </Layout>
        </Suspense>
      </I18nProvider>,
    );
    const body = await screen.findByText('page body');
    expect(body.closest(`.layout-${name}`)).not.toBeNull();
    expect(body.closest('main')).not.toBeNull();
  });

  it('transparentNav has the black header, default the white one', async () => {
    await activateLocale('en');
    for (const name of ['transparentNav', 'default'] as const) {
      const Layout = layouts[name];
      const { container, unmount } = render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={null}>
            <Layout route={sampleRoute(name)}>
              <p>page body</p>
            </Layout>
          </Suspense>
        </I18nProvider>,
      );
      await screen.findByText('page body');
      const header = container.querySelector('header');
      expect(header?.classList.contains('site-header-transparent')).toBe(name === 'transparentNav');
      unmount();
    }
  });

  it('the transparent header is used exactly on /, /list, /investors, /coop and /bitmain', () => {
    const transparent = expandRoutes()
      .filter((r) => r.unprefixed && r.layout === 'transparentNav')
      .map((r) => r.path)
      .sort();
    expect(transparent).toEqual(['/', '/bitmain', '/coop', '/investors', '/list']);
  });

  it('the login layout shows the logo link above the form', async () => {
    await activateLocale('ja');
    const Layout = layouts.login;
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Layout route={sampleRoute('login')}>
            <form aria-label="login" />
          </Layout>
        </Suspense>
      </I18nProvider>,
    );
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/ja');
  });
});
