// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/logout.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// Clearing local state cannot fail: the session always ends signed out and the cookie write does not throw.
describeFlow(spec, binding, {
  cannot: (event) =>
    event.type === 'xstate.error.actor.clearState' || event.type === 'xstate.error.actor.clearStateSso'
      ? 'clearing the local session cannot fail: the session machine ends signed out on success and on error, and writing a cookie does not throw'
      : null,
});
