import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PointsKind } from '../../../runtime/http/contract/loyalty.ts';

/** What a points movement was, by the ledger's kind. */
export const POINTS_KIND_LABELS: Record<PointsKind, MessageDescriptor> = {
  adjustment: msg`Adjustment`,
  hold: msg`Held by an unpaid order`,
  release: msg`Released from an order`,
  payment: msg`Order payment`,
  crypto: msg`Crypto received`,
  refund: msg`Refund`,
  convert: msg`Converted from remain funds`,
};

/** How a reference reads: an order number as it is; the sandbox's own set-ups by name. */
export const POINTS_REFERENCE_LABELS: Record<string, MessageDescriptor> = {
  seed: msg`Opening balance`,
  fixture: msg`Balance set by support`,
};
