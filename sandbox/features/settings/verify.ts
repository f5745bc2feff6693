import type { UserRow } from '../../accounts.ts';
import type { Database } from '../../db.ts';
import type { TaskSpec } from '../../tasks.ts';
import { createSettingsStore } from './store.ts';

/** What the challenge gate does before a call: ask for a verification task, refuse, or nothing special. */
export type Verification = TaskSpec | { refuse: string } | undefined;

/** Settings changes verified by the strongest factor the account has. */
const BY_STRONGEST = new Set([
  'changePassword',
  'changeEmail',
  'unbindEmail',
  'changePhone',
  'unbindPhone',
  'authMethodsSet',
  'thirdPartyUnbind',
  // A pool sub-account's payout address: where its payouts go.
  'poolAddressBind',
  // A pool hashrate transfer: part of a sub-account's earnings go to another account.
  'poolTransferAdd',
  // Miner coupons listed on the market: the account's coupons put up for sale.
  'bmDelegateCreate',
  // Electricity withholding of a plan: its service fee is taken from its output (a money setting).
  'elecWithholdSet',
]);

/**
 * The verification the sandbox always asks for, by call and account (beside `ALWAYS_VERIFIED` in
 * challenges.ts): settings changes ask for the account's strongest factor (the authenticator, else the fund
 * password, else an email code; an account with none of them has only its session), a forgotten fund password
 * the authenticator or an email code, unbinding the authenticator a code from it, and paying from the balance
 * the methods the account chose for payments (`payAuth`, the fund password always among them), a payout-address
 * change the withdrawal methods (once a fund password is set; else the authenticator if bound). A withdrawal
 * asks for `authMethodsFor(db, uid, 'withdraw')` the same way.
 */
export function createAccountVerification(db: Database) {
  const store = createSettingsStore(db);
  const auth = (methods: TaskSpec['authMethod']): TaskSpec => ({ type: 'auth', authMethod: methods, block: true });

  return (name: string, user: UserRow): Verification => {
    // An unbind the handler refuses anyway (nothing bound, or the last way to log in) is refused at once.
    if (name === 'unbindEmail' && !(user.email && user.phone_number)) return undefined;
    if (name === 'unbindPhone' && !(user.phone_number && user.email)) return undefined;
    if (BY_STRONGEST.has(name)) {
      if (user.totp_secret) return auth(['ga']);
      if (user.fund_password_hash) return auth(['pay']);
      if (user.email) return auth(['email']);
      return undefined;
    }
    if (name === 'fundPasswordForget') {
      if (user.totp_secret) return auth(['ga']);
      if (user.email) return auth(['email']);
      return { refuse: 'bind an authenticator or an email first: they prove the account is yours' };
    }
    if (name === 'gaUnbind') return user.totp_secret ? auth(['ga']) : undefined;
    if (name === 'orderPay' || name === 'serviceFeePay' || name === 'hostingInvoicePay') {
      return auth(store.authMethods(user.uid, 'pay'));
    }
    // A service-fee loan borrows when turned on; a repayment pays from the balance or points: checked as a payment.
    if (name === 'loanEnable' || name === 'loanRepay') return auth(store.authMethods(user.uid, 'pay'));
    if (name === 'walletWithdrawConfirm') return auth(store.authMethods(user.uid, 'withdraw'));
    // Where payouts go is guarded like a withdrawal: the account's withdrawal checks once it has a fund
    // password (the email or SMS code of the change itself is the check before that).
    if (name === 'changeAddressConfirm' || name === 'changeAddressBatchSubmit') {
      if (user.fund_password_hash) return auth(store.authMethods(user.uid, 'withdraw'));
      if (user.totp_secret) return auth(['ga']);
      return undefined;
    }
    return undefined;
  };
}

/** The checks a withdrawal of this account asks for (for the wallet's withdraw call). */
export function authMethodsFor(db: Database, uid: number, scope: 'withdraw' | 'pay') {
  return createSettingsStore(db).authMethods(uid, scope);
}
