// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/sendCode.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding, { timeout: 60_000 });
