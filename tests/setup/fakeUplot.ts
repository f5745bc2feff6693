import { vi } from 'vitest';

// jsdom draws no canvas and uPlot reads `matchMedia` on import: any page with a chart (the dashboard a login
// lands on included) gets the stand-in. A test file that mocks uplot itself (tests/unit/ui/chart.test.tsx) wins.
vi.mock('uplot', () => import('../model/fakeUplot.ts'));
