// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/addressBind.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
