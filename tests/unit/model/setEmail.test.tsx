// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/setEmail.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
