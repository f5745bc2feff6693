// @vitest-environment jsdom
import { vi } from 'vitest';
import { binding, spec } from '../../model/bindings/hostingInvoicePay.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// jsdom draws no canvas (the hosting page has a chart).
vi.mock('uplot', () => import('../../model/fakeUplot.ts'));

describeFlow(spec, binding);
