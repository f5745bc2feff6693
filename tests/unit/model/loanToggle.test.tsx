// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/loanToggle.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
