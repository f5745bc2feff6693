import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitFilesByEnvironment } from '../setup/unitProjects.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('unit files split by environment (decision 117)', () => {
  const { jsdom, node } = unitFilesByEnvironment(ROOT);

  it('puts each file in the project its docblock names', () => {
    // A .ts file in jsdom and a .tsx page test, a sandbox test and this file in Node.
    expect(jsdom).toContain('tests/unit/roleQuery.test.ts');
    expect(jsdom).toContain('tests/unit/model/login.test.tsx');
    expect(node).toContain('tests/unit/sandboxReset.test.ts');
    expect(node).toContain('tests/unit/unitProjects.test.ts');
    // Every jsdom file opens with the docblock (the project's convention); no Node file does.
    const opensWithJsdom = (file: string) =>
      readFileSync(resolve(ROOT, file), 'utf8').startsWith('// @vitest-environment jsdom');
    expect(jsdom.filter((file) => !opensWithJsdom(file))).toEqual([]);
    expect(node.filter(opensWithJsdom)).toEqual([]);
  });

  it('lists every test file once', () => {
    expect(new Set([...jsdom, ...node]).size).toBe(jsdom.length + node.length);
    expect(jsdom.length).toBeGreaterThan(100);
    expect(node.length).toBeGreaterThan(50);
    expect([...jsdom, ...node].every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
  });
});

describe('the VM workers of the jsdom files', () => {
  it('are recycled well below the heap V8 gives a worker, so a long run cannot run one out of memory', async () => {
    const { getHeapStatistics } = await import('node:v8');
    const config = (await import('../../vite.config.ts')).default as { test?: { vmMemoryLimit?: number } };
    // Vitest's default is half the machine's memory: 12 GB here, past the 4 GB heap a worker has.
    const limit = config.test?.vmMemoryLimit ?? Number.POSITIVE_INFINITY;
    // Room above the limit for the largest file's own growth (a few hundred MB).
    expect(limit).toBeLessThanOrEqual(getHeapStatistics().heap_size_limit * 0.4);
    expect(limit).toBeGreaterThan(0);
  });
});
