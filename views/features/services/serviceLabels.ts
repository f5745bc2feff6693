import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ENHANCEMENT_PLANS, SupplierRegion, TuningProfile } from '../../../runtime/http/contract/services.ts';

export const TUNING_PROFILE_LABELS: Record<TuningProfile, MessageDescriptor> = {
  stock: msg`Stock firmware`,
  overclock: msg`Overclock`,
  efficiency: msg`Efficiency (underclock)`,
  immersion: msg`Immersion`,
};

export const ENHANCEMENT_PLAN_LABELS: Record<(typeof ENHANCEMENT_PLANS)[number], MessageDescriptor> = {
  firmware: msg`Firmware only`,
  managed: msg`Managed tuning`,
  immersion: msg`Immersion conversion`,
};

export const SUPPLIER_REGION_LABELS: Record<SupplierRegion, MessageDescriptor> = {
  northAmerica: msg`North America`,
  latinAmerica: msg`Latin America`,
  europe: msg`Europe`,
  middleEast: msg`Middle East`,
  africa: msg`Africa`,
  asia: msg`Asia-Pacific`,
};
