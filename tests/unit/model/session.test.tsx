// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/session.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// Which session step is possible depends on the path so far; the spec's `cannot` says why (see the binding).
describeFlow(spec, binding);
