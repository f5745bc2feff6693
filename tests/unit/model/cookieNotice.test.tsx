// @vitest-environment jsdom
import {
  firstVisitBinding,
  firstVisitSpec,
  returningBinding,
  returningSpec,
} from '../../model/bindings/cookieNotice.ts';
import { describeFlows } from '../../model/vitestFlow.ts';

// Whether the notice was dismissed before is the machine's input, so one input cannot take both
// of the deciding state's branches: two sets of paths, covering the machine together.
describeFlows([
  { name: 'first visit', spec: firstVisitSpec, binding: firstVisitBinding },
  { name: 'dismissed on an earlier visit', spec: returningSpec, binding: returningBinding },
]);
