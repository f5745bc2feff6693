// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { activateLocale } from '../../../runtime/i18n/index.ts';
import { useFormat } from '../../../views/format/useFormat.ts';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

function Figures() {
  const format = useFormat();
  return (
    <ul>
      <li>{format.usd('1234.5')}</li>
      <li>{format.coin('0.0005', 'BTC')}</li>
      <li>{format.hashrate(1500)}</li>
      <li>{format.dateTimeUtc('2026-11-23T06:00:00Z')}</li>
      <li>{format.days(30)}</li>
    </ul>
  );
}

it('formats in the active language and follows a language switch', async () => {
  await activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <Figures />
    </I18nProvider>,
  );
  const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(texts()).toEqual(['$1,234.50', '0.00050000 BTC', '1.5 PH/s', 'Nov 23, 2026, 06:00 UTC', '30 days']);

  await act(() => activateLocale('de'));
  const [usd, coin, hashrate, date] = texts();
  expect(usd).toMatch(/^1\.234,50\s\$$/);
  expect(coin).toBe('0,00050000 BTC');
  expect(hashrate).toBe('1,5 PH/s');
  expect(date).toBe('23. Nov. 2026, 06:00 UTC');

  await act(() => activateLocale('ja'));
  expect(texts().slice(0, 4)).toEqual(['$1,234.50', '0.00050000 BTC', '1.5 PH/s', '2026年11月23日 06:00 UTC']);
});
