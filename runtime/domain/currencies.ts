/**
 * The coins of the service (spec section 3, Currencies): one table, read wherever a coin is shown or
 * chosen. `label` is how a coin is written to a customer (the server's ETH_USDT is "USDT_ERC20"),
 * `decimals` how many places an amount shows. USDT is the wallet's dollar balance (held as USDT on
 * either network, see walletNetworks.ts); it is not a mined coin, so it is not in the spec's list.
 */
export const CURRENCIES = {
  BTC: { label: 'BTC', name: 'Bitcoin', decimals: 8 },
  BCH: { label: 'BCH', name: 'Bitcoin Cash', decimals: 8 },
  ETH: { label: 'ETH', name: 'Ethereum', decimals: 6 },
  ETH_USDT: { label: 'USDT_ERC20', name: 'Tether (ERC20)', decimals: 2 },
  FIL: { label: 'FIL', name: 'Filecoin', decimals: 6 },
  LTC: { label: 'LTC', name: 'Litecoin', decimals: 8 },
  DOGE: { label: 'DOGE', name: 'Dogecoin', decimals: 4 },
  BELLS: { label: 'BELLS', name: 'Bellscoin', decimals: 4 },
  JKC: { label: 'JKC', name: 'Junkcoin', decimals: 4 },
  LKY: { label: 'LKY', name: 'Luckycoin', decimals: 4 },
  PEP: { label: 'PEP', name: 'Pepecoin', decimals: 4 },
} as const;

export type Currency = keyof typeof CURRENCIES;
export const SUPPORTED_CURRENCIES = Object.keys(CURRENCIES) as Currency[];

/** The wallet's dollar balance, shown beside the coins. */
const WALLET_USD = { label: 'USDT', name: 'Tether', decimals: 2 } as const;

/** The default currency of the session and of every list (spec section 9). */
export const DEFAULT_CURRENCY = 'BTC' satisfies Currency;
/** Product lists are in these (spec section 3); any other falls back to BTC. */
export const LIST_CURRENCIES = ['BTC', 'ETH'] as const satisfies readonly Currency[];
/** The mining dashboard's and its charts' currencies (spec section 3). */
export const DASHBOARD_CURRENCIES = ['BTC', 'ETH', 'FIL'] as const satisfies readonly Currency[];

export type ListCurrency = (typeof LIST_CURRENCIES)[number];
export type DashboardCurrency = (typeof DASHBOARD_CURRENCIES)[number];

/** A coin's entry; coins outside the table (none today) are shown by their code with 8 decimals. */
function entryOf(code: string): { label: string; name: string; decimals: number } {
  const upper = code.toUpperCase();
  if (upper === 'USDT') return WALLET_USD;
  return (
    (CURRENCIES as Record<string, { label: string; name: string; decimals: number }>)[upper] ?? {
      label: upper,
      name: upper,
      decimals: 8,
    }
  );
}

/** How a coin is written: "USDT_ERC20" for ETH_USDT, the code otherwise. */
export const currencyLabel = (code: string): string => entryOf(code).label;
/** A coin's name ("Filecoin"). */
export const currencyName = (code: string): string => entryOf(code).name;
/** Decimal places an amount of the coin shows. */
export const currencyDecimals = (code: string): number => entryOf(code).decimals;

const pick =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T => {
    const upper = typeof value === 'string' ? value.toUpperCase() : '';
    return (allowed as readonly string[]).includes(upper) ? (upper as T) : (DEFAULT_CURRENCY as T);
  };

/** A product list's currency: BTC or ETH, anything else BTC. */
export const listCurrency: (value: unknown) => ListCurrency = pick(LIST_CURRENCIES);
/** The dashboard's currency: BTC, ETH or FIL, anything else BTC. */
export const dashboardCurrency: (value: unknown) => DashboardCurrency = pick(DASHBOARD_CURRENCIES);
