// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/bottomAd.ts';
import { describeFlowUpTo } from '../../model/bindings/unreachable.ts';

// The sandbox always has the bottom banner, so "no banner" cannot be answered for real yet.
describeFlowUpTo(spec, binding, (event) =>
  event.type === 'xstate.done.actor.loadBanner' && event.output === null
    ? 'the sandbox cannot answer the banner query without a banner'
    : null,
);
