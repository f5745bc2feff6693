// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/rewards.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
