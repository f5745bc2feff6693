import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The linter enforces manifest <- runtime <- machines <- views; sandbox sees only the API contract.
 * Each case writes a probe file into the real folder (the rules are per folder), lints it, removes it.
 */
let probes = 0;
function lint(path: string, source: string): string {
  probes += 1;
  const file = path.replace(/x\.ts$/, `importProbe${process.pid}n${probes}.ts`);
  writeFileSync(file, source);
  try {
    const result = spawnSync('biome', ['lint', file], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(file, { force: true });
  }
}

describe('import direction', () => {
  it.each([
    ['manifest/x.ts', "import { http } from '../runtime/config.ts';"],
    ['runtime/x.ts', "import { views } from '../views/registry.ts';"],
    ['runtime/http/x.ts', "import { floatGoodsMachine } from '../../machines/floatGoodsMachine.ts';"],
    ['machines/x.ts', "import HomePage from '../views/pages/homePage.tsx';"],
    ['views/x.ts', "import { createSandbox } from '../sandbox/app.ts';"],
    ['sandbox/x.ts', "import { routes } from '../manifest/routes.ts';"],
    ['sandbox/x.ts', "import { http } from '../runtime/config.ts';"],
  ])('%s may not %s', (path, line) => {
    expect(
      lint(
        path,
        `${line}\nexport const used = [${line
          .match(/\{ (\w+) \}|import (\w+)/)
          ?.slice(1)
          .find(Boolean)}];\n`,
      ),
    ).toMatch(/noRestrictedImports/);
  });

  it.each([
    ['runtime/x.ts', "import { routes } from '../manifest/routes.ts';\nexport const used = routes;\n"],
    ['machines/x.ts', "import { contract } from '../runtime/http/contract.ts';\nexport const used = contract;\n"],
    ['sandbox/x.ts', "import { contract } from '../runtime/http/contract.ts';\nexport const used = contract;\n"],
  ])('%s may import downwards', (path, source) => {
    expect(lint(path, source)).not.toMatch(/noRestrictedImports/);
  });
});
