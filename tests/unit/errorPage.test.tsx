// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { ErrorPage } from '../../views/features/errors/errorView.tsx';

afterEach(cleanup);

async function show(status: number, detail: number | undefined, locale: 'en' | 'zh' = 'en') {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <ErrorPage status={status} detail={detail} locale={locale} pageUrl="https://fufu.example/easy/detail/g-app" />
    </I18nProvider>,
  );
}

describe('error page (spec section 2)', () => {
  it('titles the document with the status and the site title', async () => {
    await show(500, undefined);
    expect(document.title).toBe('500 - FuFu Cloud Mining');
    expect(screen.getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
  });

  it('detail 0: an app-download prompt with a 160 px QR code', async () => {
    await show(404, 0);
    const qr = await screen.findByRole('img', { name: 'QR code to open this product in the app' });
    expect(qr.getAttribute('width')).toBe('160');
    expect(qr.getAttribute('height')).toBe('160');
    expect(screen.getByText(/available in the FuFu app/)).toBeTruthy();
  });

  it('detail 2001: the discontinued notice with a button to the list, localized', async () => {
    await show(404, 2001, 'zh');
    expect(screen.getByText('此产品已下架。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看在售方案' }).getAttribute('href')).toBe('/zh/list');
    expect(document.title).toBe('404 - FuFu 云挖矿');
  });

  it('any other 404: this page could not be found', async () => {
    await show(404, undefined);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
