// @vitest-environment jsdom
import { binding, IPHONE_UA, spec } from '../../model/bindings/openApp.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// A phone's browser: the strip is only offered there.
Object.defineProperty(window.navigator, 'userAgent', { value: IPHONE_UA, configurable: true });

describeFlow(spec, binding);
