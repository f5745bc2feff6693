import type { WalletCoin, WalletNetwork } from '../../../runtime/domain/walletNetworks.ts';
import type { HistoryType, WithdrawalStatus } from '../../../runtime/http/contract/wallet.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** Balances per coin, points, the KYC level, the withdrawal checks and every coin's networks. */
export const walletBalancesQuery = () => apiQuery('walletBalances', {});

/** The account's deposit address on one coin and network. */
export const depositAddressQuery = (coin: WalletCoin, network: WalletNetwork) =>
  apiQuery('walletDepositAddress', { coin, network });

/** The withdrawal address book. */
export const addressBookQuery = () => apiQuery('walletAddressList', {});

export interface HistoryFilter {
  type?: HistoryType;
  coin?: WalletCoin;
  status?: WithdrawalStatus | 'credited';
}
/** Deposits, withdrawals and payouts, filtered by the server. */
export const walletHistoryQuery = (filter: HistoryFilter) => apiQuery('walletHistory', filter);
