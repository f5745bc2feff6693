import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import type { GoodsDetail } from '../../../runtime/http/contract/plans.ts';

/** The plan kinds by goods type (runtime/domain/products.ts), as the cards and the detail page name them. */
export const PLAN_KIND_LABELS: Record<GoodsDetail['goodsType'], MessageDescriptor> = {
  [PRODUCT_TYPE.freeTrial]: msg`Free trial`,
  [PRODUCT_TYPE.full]: msg`Full`,
  [PRODUCT_TYPE.easy]: msg`Easy`,
  [PRODUCT_TYPE.floating]: msg`Stable`,
  [PRODUCT_TYPE.rental]: msg`Rental`,
};
