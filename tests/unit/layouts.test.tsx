// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { layouts } from '../../views/registry.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

afterEach(cleanup);
afterAll(closeJsdomSandbox);

const sampleRoute = (layout: string) => {
  const found = expandRoutes().find((r) => r.layout === layout && r.locale === 'ja');
  if (!found) throw new Error(`no route uses ${layout}`);
  return found;
};

describe('layouts', () => {
  // Layouts without the storefront shell render on their own; the shell's layouts need the app around them
  // (the app layout too: it reads the route's title for the native app's bar).
  const STANDALONE = ['empty'] as const;

  it.each(STANDALONE)('%s renders its frame around the page', async (name) => {
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

  it.each([
    ['default', '/ja/news'],
    ['transparentNav', '/ja/list'],
    ['activity', '/ja/activity/newcomers'],
    ['h5_invite', '/ja/subject/invite'],
    ['login', '/ja/accounts/sign_up/email'],
    ['app', '/ja/app/protocol'],
  ])('%s renders its frame around the page (in the app, %s)', async (name, url) => {
    const d = await createJsdomDriver();
    try {
      await d.visit(url);
      // As long as the model driver waits: the first visit of a file loads the app and the page's module.
      await waitFor(
        () => {
          const frame = document.querySelector(`.layout-${name}`);
          if (!frame?.querySelector('main')) throw new Error(`no .layout-${name} with a main`);
        },
        { timeout: 15_000 },
      );
    } finally {
      await d.dispose();
    }
  });

  it('the transparent header turns solid once the page is scrolled, also when it was scrolled before the app started', async () => {
    const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    const header = () => document.querySelector('.site-header-transparent');
    // Scrolled before the app started (a visitor scrolling the preview): the first reading comes with a frame.
    scrollTo(120);
    const d = await createJsdomDriver();
    try {
      await d.visit('/ja/investors');
      await waitFor(() => expect(header()?.classList.contains('is-scrolled')).toBe(true), { timeout: 15_000 });
      scrollTo(0);
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(header()?.classList.contains('is-scrolled')).toBe(false));
      scrollTo(40);
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(header()?.classList.contains('is-scrolled')).toBe(true));
    } finally {
      scrollTo(0);
      await d.dispose();
    }
  });

  it('the transparent header is used exactly on /, /list, /investors, /coop and /bitmain', () => {
    const transparent = expandRoutes()
      .filter((r) => r.unprefixed && r.layout === 'transparentNav')
      .map((r) => r.path)
      .sort();
    expect(transparent).toEqual(['/', '/bitmain', '/coop', '/investors', '/list']);
  });
});
