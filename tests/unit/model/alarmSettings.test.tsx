// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/alarmSettings.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
