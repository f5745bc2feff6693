import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WithdrawFormError } from '../../../machines/wallet/withdrawMachine.ts';
import type { HistoryType, WalletError } from '../../../runtime/http/contract/wallet.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

/** Every refusal of a withdrawal or an address and every check of the forms, as the customer reads it. */
export const WALLET_ERROR_LABELS: Record<WalletError | WithdrawFormError | 'label', MessageDescriptor> = {
  network: msg`This coin cannot be sent on that network.`,
  address: msg`This is not a valid address for the chosen network.`,
  wrongNetwork: msg`This address belongs to another network. Choose the network of the receiving wallet, or coins may be lost.`,
  addressLocked: msg`This address was added less than 24 hours ago. For your safety it can receive withdrawals once the 24 hours have passed.`,
  amount: msg`Enter an amount, with no more decimals than the coin has.`,
  min: msg`The amount is below the minimum withdrawal for this network.`,
  balance: msg`The amount plus the fee is more than your available balance.`,
  kyc: msg`Complete identity verification (KYC level 1) before withdrawing.`,
  notFound: msg`We cannot find this withdrawal.`,
  addressNotFound: msg`This address is no longer in your address book.`,
  duplicate: msg`This address is already in your address book.`,
  bookFull: msg`Your address book is full (20 addresses). Delete one first.`,
  requestId: msg`This withdrawal changed while it was being sent. Review it again.`,
  fundPassword: msg`Set a fund password first: withdrawals are confirmed with it.`,
  label: msg`Give the address a name.`,
};

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  submitted: msg`Submitted`,
  reviewing: msg`Under review`,
  sent: msg`Sent`,
  failed: msg`Failed, returned`,
  credited: msg`Credited`,
};

export const STATUS_TONES: Record<string, Tone> = {
  submitted: 'info',
  reviewing: 'warning',
  sent: 'success',
  failed: 'danger',
  credited: 'success',
};

export const TYPE_LABELS: Record<HistoryType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  payout: msg`Mining payout`,
};
