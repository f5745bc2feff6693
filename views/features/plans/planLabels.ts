import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GoodsDetail } from '../../../runtime/http/contract/plans.ts';

/** The plan kinds by goods type (1 free trial, 3 full, 5 easy, 7 stable, 9 rental), as the cards and the detail page name them. */
export const PLAN_KIND_LABELS: Record<GoodsDetail['goodsType'], MessageDescriptor> = {
  1: msg`Free trial`,
  3: msg`Full`,
  5: msg`Easy`,
  7: msg`Stable`,
  9: msg`Rental`,
};
