// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/policyModal.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
