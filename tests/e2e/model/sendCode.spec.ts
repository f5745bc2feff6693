import { codeRequests } from '../../model/bindings/accountSteps.ts';
import { binding, spec } from '../../model/bindings/sendCode.ts';
import { describeFlowInChromium } from '../../model/playwrightFlow.ts';

// The shared sandbox keeps its default slider on the third code request to one account: paths that
// need three run in jsdom only (they pass there with the rules off).
describeFlowInChromium(spec, binding, { only: (path) => codeRequests(path.steps.map((s) => s.event)) < 3 });
