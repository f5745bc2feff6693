// @vitest-environment jsdom
import { binding, spec } from '../../model/bindings/couponImport.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

describeFlow(spec, binding);
