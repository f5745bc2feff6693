import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server/nodeFlags.ts';

/**
 * Browser tests: the production build served by the edge server with the sandbox in memory, driven in the
 * system Chromium. scripts/ensureChromium.sh finds or installs it, and `npm test` passes its choice as
 * CHROMIUM_PATH. Without it, the same default as that script: Debian's headless shell when it is there
 * (decision 118), else the full chromium.
 */
function systemChromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}
const port = Number(process.env.E2E_PORT ?? 3100);
/** The edge server with an in-memory sandbox; `preview` is its VISITOR_PREVIEW. */
const server = (at: number, preview: '0' | '1') => ({
  // The built edge server with its memory flags, as `npm start` runs it (decision 108).
  command: ['node', ...SERVER_NODE_FLAGS, SERVER_ENTRY].join(' '),
  url: `http://localhost:${at}/healthz`,
  env: {
    PORT: String(at),
    SANDBOX_DB: ':memory:',
    CLIENT_DIR: process.env.BUILD_OUT_DIR ?? 'dist/client',
    SANDBOX_HOME_MODAL: 'off',
    VISITOR_PREVIEW: preview,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // Two, as in CI: the browser tests mostly wait (on the page, the sandbox, the clock), so two fit two cores.
  workers: 2,
  retries: 0,
  // A page that waits on the sandbox while the other worker and the build share two cores can take
  // longer than Playwright's 5 s to show a state; what a test waits for is still exact.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  // `npm test` asks for dots (PW_REPORTER); run alone, each test is listed.
  reporter: [[process.env.PW_REPORTER ?? 'list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one (DOM snapshots and screenshots at every action) made the data pages'
    // paths about 15% slower, and CI shows only the error. PW_TRACE=retain-on-failure keeps one per failed test.
    trace: process.env.PW_TRACE === 'retain-on-failure' || process.env.PW_TRACE === 'on' ? process.env.PW_TRACE : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The specs drive the app itself, so their server sends visitors the shell; `preview.spec.ts` drives
  // the second one, which sends anonymous visitors the server's preview first as `npm start` does (decision 093).
  webServer: [server(port, '0'), server(port + 1, '1')],
});
