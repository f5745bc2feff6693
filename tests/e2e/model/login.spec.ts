import { binding, spec } from '../../model/bindings/login.ts';
import { describeFlowInChromium } from '../../model/playwrightFlow.ts';

describeFlowInChromium(spec, binding);
