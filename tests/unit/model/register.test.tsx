// @vitest-environment jsdom
import { runs } from '../../model/bindings/register.ts';
import { describeFlows } from '../../model/vitestFlow.ts';

// How the visitor arrived is the machine's input: a campaign link locks the invite code, and a uni-
// campaign's is never checked, so three sets of paths (modal by email, phone page, uni- modal) cover it together.
describeFlows(runs);
