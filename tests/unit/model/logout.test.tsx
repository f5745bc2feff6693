// @vitest-environment jsdom
import { RUNS } from '../../model/bindings/logout.ts';
import { describeFlows } from '../../model/vitestFlow.ts';

describeFlows(RUNS);
