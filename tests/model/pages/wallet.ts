import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The deposit the path's own account was given (one account per path: browser tests share the sandbox). */
let txid = '';

/** A fresh signed-in account with 250 USDT and 0.02 BTC, and one USDT deposit unless the history is to be empty. */
async function walletAccount(d: Driver, outcome: ReadOutcome): Promise<void> {
  const email = freshEmail('wallet');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  await d.sandbox('POST', '/__sandbox/wallet', {
    account: email,
    balanceUsd: '250.00',
    balanceBtc: '0.02',
    kycLevel: 1,
  });
  txid = '';
  if (outcome === 'empty') return;
  txid = `life${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;
  await d.sandbox('POST', '/__sandbox/wallet/deposit', {
    account: email,
    coin: 'USDT',
    network: 'TRC20',
    amount: '75.5',
    txid,
  });
}

/** `/dashboard/wallet`: balances per coin, deposit, withdraw and the address book. */
export const walletPage: PageLifecycle = {
  route: 'dashboard.wallet',
  read: 'walletBalances',
  region: 'Wallet balances',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await walletAccount(d, 'empty');
    return routeUrl('dashboard.wallet', {});
  },
  loaded: async (d) => {
    await d.expectText('250.00 USDT');
    await d.expectText('0.02000000 BTC');
    await d.expectVisible('heading', 'Deposit');
    await d.expectVisible('heading', 'Withdraw');
    await d.expectVisible('button', 'Review withdrawal');
  },
};

/** `/dashboard/wallet/history`: deposits, withdrawals and payouts; none is the empty table. */
export const walletHistoryPage: PageLifecycle = {
  route: 'dashboard.wallet.history',
  read: 'walletHistory',
  region: 'Wallet transactions',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await walletAccount(d, outcome);
    return routeUrl('dashboard.wallet.history', {});
  },
  loaded: async (d) => {
    await d.expectVisible('row', /75\.50/);
    await d.expectEnabled('button', 'Export CSV');
  },
  empty: async (d) => {
    await d.expectText('No transactions match these filters.');
    await d.expectEnabled('button', 'Export CSV', false);
  },
};
