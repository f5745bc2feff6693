import { globSync, readFileSync } from 'node:fs';

/** Where the unit test files are. */
export const UNIT_TEST_FILES = [
  'tests/unit/**/*.test.{ts,tsx}',
  '{manifest,runtime,machines,views,sandbox,server}/**/*.test.{ts,tsx}',
];

/** A file that runs in jsdom says so in its first lines, as vitest reads it. */
const JSDOM_DOCBLOCK = /@vitest-environment\s+jsdom\b/;

/**
 * The unit files split by environment, read from each file's `@vitest-environment` docblock (decision 117):
 * jsdom files run in vitest's VM pool, where jsdom's window is the test's global itself, and the rest
 * (sandbox, server, engine logic in Node) in forked processes, where the sandbox's own work runs at
 * Node's full speed.
 */
export function unitFilesByEnvironment(root: string): { jsdom: string[]; node: string[] } {
  const jsdom: string[] = [];
  const node: string[] = [];
  for (const file of globSync(UNIT_TEST_FILES, { cwd: root })) {
    const head = readFileSync(`${root}/${file}`, 'utf8').slice(0, 600);
    (JSDOM_DOCBLOCK.test(head) ? jsdom : node).push(file);
  }
  return { jsdom: jsdom.sort(), node: node.sort() };
}
