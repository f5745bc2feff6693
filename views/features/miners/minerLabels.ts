import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Cooling, ElectricityBilling, SaleBatch } from '../../../runtime/http/contract/miners.ts';

export const COOLING_LABELS: Record<Cooling, MessageDescriptor> = {
  air: msg`Air`,
  hydro: msg`Hydro (water)`,
  immersion: msg`Immersion`,
};

export const BILLING_LABELS: Record<ElectricityBilling, MessageDescriptor> = {
  prepaidMonthly: msg`Prepaid monthly in USDT`,
  deductedDaily: msg`Deducted daily from the miner's output`,
};

export const CONDITION_LABELS: Record<SaleBatch['condition'], MessageDescriptor> = {
  new: msg`New`,
  refurbished: msg`Refurbished`,
};
