import { isPayoutAddress } from './addresses.ts';

/**
 * The wallet's coins and networks, shared by the wallet pages and the sandbox: for each coin and network
 * the withdrawal fee, the smallest withdrawal and the confirmations a deposit waits for (fees as BitFuFu
 * quotes them: 1 USDT on ERC20, 0.0005 BTC, 0.002 ETH). Amounts are integer minor units of the coin:
 * USDT in cents (2 decimals; the account's USD balance is held as USDT, 1:1), BTC in satoshis (8) and ETH
 * in 1e-8 ETH (8). Decimal strings are parsed and formatted here without floats.
 */

export const WALLET_COINS = ['USDT', 'BTC', 'ETH'] as const;
export type WalletCoin = (typeof WALLET_COINS)[number];
export const WALLET_NETWORKS = ['ERC20', 'TRC20', 'BTC'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];

export interface NetworkRule {
  coin: WalletCoin;
  network: WalletNetwork;
  /** The network as wallets name it. */
  name: string;
  decimals: number;
  /** The withdrawal fee, in minor units. */
  feeMinor: number;
  /** The smallest withdrawal (what the address receives), in minor units. */
  minMinor: number;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** About how long a withdrawal takes to arrive, in minutes. */
  arrivalMinutes: number;
}

// biome-ignore format: one network a line reads as a table
export const NETWORK_RULES: readonly NetworkRule[] = [
  { coin: 'USDT', network: 'ERC20', name: 'Ethereum (ERC20)', decimals: 2, feeMinor: 100, minMinor: 1_000, confirmations: 12, arrivalMinutes: 10 },
  { coin: 'USDT', network: 'TRC20', name: 'Tron (TRC20)', decimals: 2, feeMinor: 100, minMinor: 1_000, confirmations: 20, arrivalMinutes: 5 },
  { coin: 'BTC', network: 'BTC', name: 'Bitcoin', decimals: 8, feeMinor: 50_000, minMinor: 100_000, confirmations: 2, arrivalMinutes: 30 },
  { coin: 'ETH', network: 'ERC20', name: 'Ethereum (ERC20)', decimals: 8, feeMinor: 200_000, minMinor: 1_000_000, confirmations: 12, arrivalMinutes: 10 },
];

export const COIN_DECIMALS: Record<WalletCoin, number> = { USDT: 2, BTC: 8, ETH: 8 };

export const networksOf = (coin: string) => NETWORK_RULES.filter((rule) => rule.coin === coin);
export const networkRule = (coin: string, network: string) =>
  NETWORK_RULES.find((rule) => rule.coin === coin && rule.network === network);

/** The network an address's form belongs to, if any (a wrong-network warning names it). */
export function addressNetwork(address: string): WalletNetwork | null {
  const value = address.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return 'ERC20';
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return 'TRC20';
  if (isPayoutAddress('BTC', value)) return 'BTC';
  return null;
}

/**
 * One address however it is written: an ERC20 address and a bech32 Bitcoin address are the same in any
 * letter case (a checksum case or all capitals for QR codes), so the address book's lock and duplicates
 * compare this; base58 forms (TRC20, legacy Bitcoin) are case-sensitive and stay as typed.
 */
export function addressKey(address: string): string {
  const value = address.trim();
  return /^(0x|bc1|tb1|bcrt1)/i.test(value) ? value.toLowerCase() : value;
}

/** An address the network can send to: Bitcoin with its checksum, ERC20 `0x` + 40 hex, TRC20 `T` + 33 base58. */
export const isNetworkAddress = (network: string, address: string) => addressNetwork(address) === network;

/** A decimal string in minor units ("0.0015", 8 → 150000); undefined when malformed or too precise. */
export function parseAmount(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units as a decimal string with every decimal (150000, 8 → "0.00150000"). */
export function formatAmount(minor: number, decimals: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** What a withdrawal of `amountMinor` costs and whether it may go: the form and the server check the same. */
export type WithdrawProblem = 'amount' | 'min' | 'balance';
export function withdrawProblem(rule: NetworkRule, amountMinor: number | undefined, availableMinor: number) {
  if (amountMinor === undefined || amountMinor <= 0) return 'amount' as const;
  if (amountMinor < rule.minMinor) return 'min' as const;
  if (amountMinor + rule.feeMinor > availableMinor) return 'balance' as const;
  return null;
}

/** The most that can be withdrawn: the available balance less the fee (0 when the fee is more). */
export const maxWithdrawMinor = (rule: NetworkRule, availableMinor: number) =>
  Math.max(0, availableMinor - rule.feeMinor);

/** A new address-book entry cannot be withdrawn to for this long. */
export const ADDRESS_LOCK_MS = 24 * 60 * 60 * 1000;
