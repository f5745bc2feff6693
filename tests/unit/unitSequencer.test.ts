import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { UnitSequencer } from '../setup/unitSequencer.ts';

const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } };
const spec = (path: string) => ({ moduleId: resolve(path), project }) as unknown as TestSpecification;
const sequencer = (durations: Record<string, number>) =>
  new UnitSequencer({
    cache: {
      getTestSpecificationResult: (s: TestSpecification) => {
        const duration = durations[s.moduleId];
        return duration === undefined ? undefined : { duration, failed: false };
      },
    },
  } as unknown as Vitest);

const page = spec('tests/unit/hashratePages.test.tsx');
const server = spec('tests/unit/server.test.ts');
const session = spec('tests/unit/model/session.test.tsx');
const pages = spec('tests/unit/model/dashboardPages.test.tsx');

describe('the unit files’ order', () => {
  it('starts the model-based files first when a file has no duration yet (a fresh clone)', async () => {
    const order = await sequencer({}).sort([page, session, server, pages]);
    expect(order.slice(0, 2).map((s) => s.moduleId)).toEqual(
      expect.arrayContaining([session.moduleId, pages.moduleId]),
    );
    expect(order.slice(2)).toEqual(expect.arrayContaining([page, server]));
  });

  it('keeps vitest’s slowest-first order once every file has a duration', async () => {
    const durations = { [page.moduleId]: 30, [server.moduleId]: 10, [session.moduleId]: 5, [pages.moduleId]: 90 };
    const order = await sequencer(durations).sort([session, page, server, pages]);
    expect(order).toEqual([pages, page, server, session]);
  });
});
