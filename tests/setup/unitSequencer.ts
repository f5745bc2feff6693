import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the unit files start in. With durations from an earlier run, vitest starts the slowest first;
 * without them (a fresh clone, as in CI) it starts the largest first. The model-based files are the
 * smallest (a few lines, while their bindings walk tens to hundreds of paths, up to three minutes), so on a
 * fresh clone they started last and one worker ran the longest alone at the end: they go first whenever a
 * file has no duration yet.
 */
export class UnitSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const isModel = (spec: TestSpecification) => spec.moduleId.replaceAll('\\', '/').includes('/tests/unit/model/');
    return [...sorted.filter(isModel), ...sorted.filter((spec) => !isModel(spec))];
  }
}
