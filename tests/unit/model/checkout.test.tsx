// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/checkout.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
