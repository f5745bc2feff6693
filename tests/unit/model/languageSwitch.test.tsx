// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/languageSwitch.ts';
import { describeFlowUpTo } from '../../model/bindings/unreachable.ts';

// The switch fails only when a catalog chunk cannot be downloaded; jsdom imports catalogs from disk.
describeFlowUpTo(spec, binding, (event) =>
  event.type === 'xstate.error.actor.switchTo' ? 'a failed catalog download cannot happen in jsdom' : null,
);
