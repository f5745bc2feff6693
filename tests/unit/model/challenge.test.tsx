// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
import { binding, spec } from '../../model/bindings/challenge.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// One long path walks every kind of task in turn: it gets the time a long path needs.
describeFlow(spec, binding, { timeout: 120_000 });
