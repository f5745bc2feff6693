// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/campaignReward.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
