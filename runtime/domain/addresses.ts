import { Network, validate } from 'bitcoin-address-validation';

/**
 * Payout addresses: a plan pays its output to an address of its coin, checked before the order is
 * placed (client) and again when it is (server). Bitcoin: mainnet legacy (1…), script (3…) and
 * native SegWit or Taproot (bc1…) with their checksums, by `bitcoin-address-validation`.
 */

export type PayoutCoin = 'BTC';

export function isPayoutAddress(coin: string, address: string): boolean {
  const value = address.trim();
  if (value.length === 0 || value.length > 120) return false;
  if (coin === 'BTC') return validate(value, Network.mainnet);
  return false;
}
