// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allowConsole, loggedSoFar } from '../setup/consoleGuard.ts';

describe('the console guard', () => {
  it("sees the app's own console errors and warnings", () => {
    console.warn('a warning the test expects');
    console.error(new Error('an error the test expects'));
    expect(loggedSoFar()).toEqual(['a warning the test expects', 'Error: an error the test expects']);
    allowConsole(/the test expects$/);
  });

  it("sees jsdom's own errors too (in the VM pool they went to the worker's console, past the guard)", () => {
    document.createElement('canvas').getContext('2d');
    expect(loggedSoFar()).toEqual([expect.stringMatching(/^Not implemented: HTMLCanvasElement's getContext\(\)/)]);
    allowConsole(/^Not implemented: HTMLCanvasElement/);
  });

  it('lets through what jsdom cannot do and a browser does (another document)', () => {
    window.location.assign('https://elsewhere.example/');
    expect(loggedSoFar()).toEqual([]);
  });
});
