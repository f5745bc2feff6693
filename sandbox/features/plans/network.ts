/**
 * The sandbox's network series: difficulty, BTC price and fees for each UTC day, a pure function of the
 * day so that every test, page and settlement sees the same figures. The difficulty retargets every
 * 14 days (2016 blocks); the price and fees move daily. Integers all the way, formatted as decimals.
 */
export const DAY_MS = 86_400_000;
const RETARGET_DAYS = 14;
const BASE_DIFFICULTY = 120_000_000_000_000n;
const DIFFICULTY_STEP = 1_500_000_000_000n;
const BASE_PRICE_CENTS = 9_500_000;
const BASE_FEES_SATS = 1_500_000;
const BASE_ETH_PRICE_CENTS = 350_000;
export const BLOCK_REWARD_BTC = '3.125';

export interface NetworkDay {
  date: string;
  difficulty: string;
  btcPriceUsd: string;
  blockRewardBtc: string;
  feesPerBlockBtc: string;
}

function decimal(amount: number, decimals: number): string {
  const digits = String(amount).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** USD cents per BTC on the UTC day that contains `at`. */
export function btcPriceCents(at: number): number {
  const day = Math.floor(at / DAY_MS);
  return BASE_PRICE_CENTS + (((day * 7_919) % 2_001) - 1_000) * 250;
}

/** USD cents per ETH on the UTC day that contains `at`: moves daily around 3,500 USD, like the BTC price. */
export function ethPriceCents(at: number): number {
  const day = Math.floor(at / DAY_MS);
  return BASE_ETH_PRICE_CENTS + (((day * 6_151) % 2_001) - 1_000) * 15;
}

/** The figures of the UTC day that contains `at` (ms since the epoch). */
export function networkDay(at: number): NetworkDay {
  const day = Math.floor(at / DAY_MS);
  const epoch = Math.floor(day / RETARGET_DAYS);
  const difficulty = BASE_DIFFICULTY + BigInt(((epoch * 7_919) % 9) - 2) * DIFFICULTY_STEP;
  const priceCents = btcPriceCents(at);
  const feesSats = BASE_FEES_SATS + ((day * 104_729) % 1_000_000);
  return {
    date: new Date(day * DAY_MS).toISOString().slice(0, 10),
    difficulty: difficulty.toString(),
    btcPriceUsd: decimal(priceCents, 2),
    blockRewardBtc: BLOCK_REWARD_BTC,
    feesPerBlockBtc: decimal(feesSats, 8),
  };
}
