// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
import { binding, spec } from '../../model/bindings/turnstile.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
