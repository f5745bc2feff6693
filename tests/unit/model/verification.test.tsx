// @vitest-environment jsdom
import { codesBinding, codesSpec, fundPasswordBinding, fundPasswordSpec } from '../../model/bindings/verification.ts';
import { describeFlows } from '../../model/vitestFlow.ts';

// Which methods a task asks for is the machine's input, so one input cannot reach every transition (a
// lone fund password submits by itself; codes wait for Confirm): two sets of paths, covering all together.
describeFlows([
  { name: 'fund password alone', spec: fundPasswordSpec, binding: fundPasswordBinding },
  { name: 'authenticator and email code', spec: codesSpec, binding: codesBinding },
]);
