import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LtvLevel } from '../../../runtime/domain/loans.ts';
import type { LoanError } from '../../../runtime/http/contract/loans.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

/** Where an LTV stands, by its thresholds (runtime/domain/loans.ts). */
export const LTV_LEVEL_LABELS: Record<LtvLevel, MessageDescriptor> = {
  none: msg`Nothing owed`,
  healthy: msg`Below 65%`,
  warning: msg`65% or more: no new disbursement`,
  marginCall: msg`Margin call`,
  liquidation: msg`Liquidation level`,
};

export const LTV_LEVEL_TONES: Record<LtvLevel, Tone> = {
  none: 'neutral',
  healthy: 'success',
  warning: 'warning',
  marginCall: 'danger',
  liquidation: 'danger',
};

/** What the customer reads for each refusal of the loan calls (the form's own checks have their own texts). */
export const LOAN_ERROR_LABELS: Record<LoanError, MessageDescriptor> = {
  notFound: msg`We cannot find this order.`,
  noLoan: msg`This order has no loan.`,
  notEligible: msg`This order is not eligible for a service-fee loan now: see the rules it does not meet.`,
  wait: msg`The loan was turned off less than 24 hours ago: it can be turned on again 24 hours after it was turned off.`,
  amount: msg`Enter an amount above 0, with at most 2 decimals.`,
  exceeds: msg`The repayment exceeds the amount owed. Enter at most what you owe (Max).`,
  nothingOwed: msg`Nothing is owed on this loan.`,
  balance: msg`Your balance is not enough for this repayment. Top up your wallet or repay with points.`,
  points: msg`You do not have enough points for this repayment.`,
  fundPassword: msg`Set a fund password first: it confirms payments from your balance or points.`,
  requestId: msg`This repayment was already sent with other figures. Start again.`,
};
