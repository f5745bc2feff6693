// @vitest-environment jsdom
import { binding, spec, unreadBinding, unreadSpec } from '../../model/bindings/messageCentre.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding, { timeout: 60_000 });
describeFlow(unreadSpec, unreadBinding, { timeout: 60_000 });
