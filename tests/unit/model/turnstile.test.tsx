// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
import { binding, spec } from '../../model/bindings/turnstile.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// The vendor script loads on each path's page, as on a first visit (the adapters remember loaded scripts).
describeFlow(spec, binding, { freshModules: true });
