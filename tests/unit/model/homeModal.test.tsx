// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/homeModal.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
