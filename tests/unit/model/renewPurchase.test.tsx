// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/renewPurchase.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
