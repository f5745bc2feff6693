// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/lotteryDraw.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
