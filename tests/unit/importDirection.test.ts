import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The linter enforces manifest <- runtime <- machines <- views; sandbox sees only the API contract.
 * The rules are per folder, so each case lints a probe file at that folder's path in a scratch copy
 * of the project's biome.json (never in the source tree, where a parallel run would see it).
 */
const scratch = mkdtempSync(join(tmpdir(), 'import-direction-'));
const config = JSON.parse(readFileSync('biome.json', 'utf8')) as Record<string, unknown>;
writeFileSync(
  join(scratch, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false }, files: { includes: ['**'] } }),
);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const biome = resolve('node_modules/.bin/biome');

function lint(path: string, source: string): string {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const result = spawnSync(biome, ['lint', path], { encoding: 'utf8', cwd: scratch });
  return `${result.stdout}${result.stderr}`;
}

describe('import direction', () => {
  it.each([
    ['manifest/x.ts', "import { http } from '../runtime/config.ts';"],
    ['runtime/x.ts', "import { views } from '../views/registry.ts';"],
    ['runtime/http/x.ts', "import { floatGoodsMachine } from '../../machines/floatGoodsMachine.ts';"],
    ['machines/x.ts', "import HomePage from '../views/pages/homePage.tsx';"],
    ['machines/account/x.ts', "import HomePage from '../../views/pages/homePage.tsx';"],
    ['views/x.ts', "import { createSandbox } from '../sandbox/app.ts';"],
    ['sandbox/x.ts', "import { routes } from '../manifest/routes.ts';"],
    ['sandbox/x.ts', "import { http } from '../runtime/config.ts';"],
    ['sandbox/features/account/x.ts', "import { routes } from '../../../manifest/routes.ts';"],
    // Inside views: ui imports only format, features do not import each other, no page imports another page.
    ['views/ui/x.ts', "import { modalMachine } from '../../machines/shell/modalMachine.ts';"],
    ['views/ui/x.ts', "import { useClock } from '../clock.tsx';"],
    ['views/features/news/x.ts', "import { orderListQuery } from '../orders/orderQueries.ts';"],
    ['views/features/news/x.ts', "import { orderListQuery } from '../../features/orders/orderQueries.ts';"],
    ['views/pages/storefront/x.ts', "import { NotFoundPage } from '../notFoundPage.tsx';"],
    ['views/pages/storefront/news/x.ts', "import HomePage from '../homePage.tsx';"],
    ['views/pages/dashboard/order/x.ts', "import { newsLoader } from '../../../pages/storefront/news/newsLoaders.ts';"],
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
    [
      'machines/account/x.ts',
      "import { contract } from '../../runtime/http/contract.ts';\nexport const used = contract;\n",
    ],
    [
      'sandbox/features/account/x.ts',
      "import { userInfo } from '../../../runtime/http/contract/account.ts';\nexport const used = userInfo;\n",
    ],
    ['sandbox/x.ts', "import { contract } from '../runtime/http/contract.ts';\nexport const used = contract;\n"],
    ['sandbox/x.ts', "import { outputSats } from '../runtime/domain/mining.ts';\nexport const used = outputSats;\n"],
    ['views/ui/x.ts', "import { useFormat } from '../format/useFormat.ts';\nexport const used = useFormat;\n"],
    ['views/features/news/x.ts', "import { Pager } from '../../ui/pager.tsx';\nexport const used = Pager;\n"],
    [
      'views/pages/storefront/news/x.ts',
      "import { newsLoader } from './newsLoaders.ts';\nexport const used = newsLoader;\n",
    ],
    [
      'views/pages/storefront/news/x.ts',
      "import { NewsListSection } from '../../../features/news/newsItems.tsx';\nexport const used = NewsListSection;\n",
    ],
  ])('%s may import downwards', (path, source) => {
    expect(lint(path, source)).not.toMatch(/noRestrictedImports/);
  });
});
