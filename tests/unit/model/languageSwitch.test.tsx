// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/languageSwitch.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// The switch fails only when a catalog chunk cannot be downloaded; jsdom imports catalogs from disk.
describeFlow(spec, binding, {
  cannot: (event) =>
    event.type === 'xstate.error.actor.switchTo' ? 'a failed catalog download cannot happen in jsdom' : null,
});
