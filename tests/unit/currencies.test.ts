import { describe, expect, it } from 'vitest';
import { DASHBOARD_CURRENCY_VALUES } from '../../manifest/routes.ts';
import {
  CURRENCIES,
  currencyDecimals,
  currencyLabel,
  DASHBOARD_CURRENCIES,
  dashboardCurrency,
  listCurrency,
  SUPPORTED_CURRENCIES,
} from '../../runtime/domain/currencies.ts';
import { planCalls } from '../../runtime/http/contract/plans.ts';
import { formatCoin } from '../../views/format/format.ts';

describe('the currency table (spec section 3)', () => {
  it("lists the spec's coins, ETH_USDT written USDT_ERC20", () => {
    expect(SUPPORTED_CURRENCIES).toEqual([
      'BTC',
      'BCH',
      'ETH',
      'ETH_USDT',
      'FIL',
      'LTC',
      'DOGE',
      'BELLS',
      'JKC',
      'LKY',
      'PEP',
    ]);
    expect(currencyLabel('ETH_USDT')).toBe('USDT_ERC20');
    expect(currencyLabel('eth_usdt')).toBe('USDT_ERC20');
    expect(formatCoin('en', '12.5', 'ETH_USDT')).toBe('12.50 USDT_ERC20');
    expect(formatCoin('en', '0.5', 'FIL')).toBe(`0.${'5'.padEnd(CURRENCIES.FIL.decimals, '0')} FIL`);
    expect(formatCoin('en', '1', 'USDT')).toBe('1.00 USDT');
  });

  it('shows every coin with its own decimals, rounding down', () => {
    for (const code of SUPPORTED_CURRENCIES) {
      const decimals = currencyDecimals(code);
      const shown = formatCoin('en', '1.999999999', code);
      expect(shown).toBe(`1.${'9'.repeat(decimals)} ${currencyLabel(code)}`);
    }
  });

  it('dashboard coins are BTC, ETH, FIL and lists BTC or ETH; anything else falls back to BTC', () => {
    expect([...DASHBOARD_CURRENCIES]).toEqual(['BTC', 'ETH', 'FIL']);
    expect([...DASHBOARD_CURRENCY_VALUES]).toEqual([...DASHBOARD_CURRENCIES]);
    expect(dashboardCurrency('fil')).toBe('FIL');
    expect(dashboardCurrency('DOGE')).toBe('BTC');
    expect(dashboardCurrency(undefined)).toBe('BTC');
    expect(listCurrency('ETH')).toBe('ETH');
    expect(listCurrency('FIL')).toBe('BTC');
    const query = planCalls.goodsList.query;
    expect(query.parse({ goodsType: '5', currency: 'LTC' }).currency).toBe('BTC');
    expect(query.parse({ goodsType: '5' }).currency).toBe('BTC');
    expect(query.safeParse({ goodsType: '5', currency: '<x>' }).success).toBe(false);
  });
});
