// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/couponPurchase.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
