// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/appDownload.ts';
import { describeFlowUpTo } from '../../model/bindings/unreachable.ts';

// The sandbox's dictionary always holds an Android URL, so "no URL" cannot be answered for real yet.
describeFlowUpTo(spec, binding, (event) =>
  event.type === 'xstate.done.actor.loadAndroidUrl' && event.output === null
    ? 'the sandbox cannot answer the dictionary without androidUrl'
    : null,
);
