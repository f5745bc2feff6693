import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CashierCoin } from '../../../runtime/http/contract/checkout.ts';
import { segwitAddress } from '../orders/bech32.ts';
import { btcPriceCents, ethPriceCents } from '../plans/network.ts';

/**
 * The cashier's coins: amounts in integer minor units of the coin (BTC and ETH to 8 decimals, USDT to 2),
 * rates in USD cents per coin. Conversions use BigInt, so no amount is ever a float.
 */
export const COIN_DECIMALS: Record<CashierCoin, number> = { BTC: 8, ETH: 8, USDT: 2 };

/** USD cents per coin on the day of `at`: BTC and ETH from the sandbox's daily series, USDT at par. */
export function rateCents(coin: CashierCoin, at: number): number {
  if (coin === 'BTC') return btcPriceCents(at);
  if (coin === 'ETH') return ethPriceCents(at);
  return 100;
}

/** The coin amount to send for `dueCents`, rounded up to the coin's precision: sending it always covers the due. */
export function quoteMinor(dueCents: number, rate: number, decimals: number): number {
  const numerator = BigInt(dueCents) * 10n ** BigInt(decimals);
  const rateBig = BigInt(rate);
  return Number((numerator + rateBig - 1n) / rateBig);
}

/** What a received coin amount counts for, in USD cents, rounded down. */
export function usdCentsOf(amountMinor: number, rate: number, decimals: number): number {
  return Number((BigInt(amountMinor) * BigInt(rate)) / 10n ** BigInt(decimals));
}

// Makes the addresses unguessable: the same order, coin and network get the same address only with this key.
const ADDRESS_KEY = randomBytes(32);

/** A unique address of an order for a coin and network, valid in its network's format. */
export function cashierAddressFor(orderNo: string, coin: CashierCoin, network: string): string {
  const seed = createHmac('sha256', ADDRESS_KEY).update(`${orderNo}/${coin}/${network}`).digest().subarray(0, 20);
  if (network === 'Bitcoin') return segwitAddress(seed);
  if (network === 'TRC20') return base58Check(Buffer.concat([Buffer.from([0x41]), seed]));
  return `0x${seed.toString('hex')}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58Check as Tron writes addresses (version byte 0x41 gives T…). */
function base58Check(payload: Buffer): string {
  const sha = (data: Buffer) => createHash('sha256').update(data).digest();
  const bytes = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = `${BASE58[Number(value % 58n)]}${text}`;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}
