import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseAst } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../../manifest/routes.ts';
import {
  applyPlan,
  closeMatches,
  contextAt,
  findManifestEntry,
  MANIFEST_PATH,
  type PlanContext,
  PlanError,
  planPage,
  REGISTRY_PATH,
  type RouteInfo,
  SOURCE_CATALOG_PATH,
  TITLES_PATH,
} from '../../scripts/newPage.ts';

// ---------------------------------------------------------------------------------------------
// A small repository in memory, written like the real files, so the plans below never change as
// real pages get built.

const ROUTES: RouteInfo[] = [
  { id: 'home', path: '/', view: 'home', layout: 'transparentNav', params: [], guards: [], pageCode: 'index' },
  {
    id: 'aboutus',
    path: '/aboutus',
    view: 'placeholder',
    layout: 'default',
    params: [],
    guards: [],
    pageCode: 'aboutUs',
  },
  { id: 'points', path: '/points', view: 'placeholder', layout: 'default', params: [], guards: [] },
  { id: 'news', path: '/news', view: 'news', layout: 'default', params: [], guards: [] },
  {
    id: 'news.article',
    path: '/news/{id}',
    view: 'newsArticle',
    layout: 'default',
    params: [{ name: 'id', pattern: '\\d+', optional: false }],
    guards: [],
  },
  {
    id: 'dashboard.points',
    path: '/dashboard/points',
    view: 'placeholder',
    layout: 'default',
    params: [],
    guards: ['authenticated'],
  },
  {
    id: 'dashboard.coupons',
    path: '/dashboard/coupons',
    view: 'placeholder',
    layout: 'default',
    params: [],
    guards: ['authenticated'],
  },
  {
    id: 'dashboard.coupons.soldOrderDetail',
    path: '/dashboard/coupons/soldOrderDetail/{delegateId}',
    view: 'placeholder',
    layout: 'default',
    params: [{ name: 'delegateId', pattern: '[A-Za-z0-9_-]+', optional: true }],
    guards: ['authenticated'],
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    view: 'placeholder',
    layout: 'default',
    params: [],
    guards: ['authenticated', 'toHashrate'],
  },
];

const MANIFEST = `import { z } from 'zod';

const page = { params: [], guards: [], layout: 'default', view: 'placeholder', public: true } as const;
const dashboard = { ...page, guards: ['authenticated'], public: false } as const;

export const routes = [
  // Top-level pages: '{' and '}' in comments and paths do not count
  { ...page, id: 'home', path: '/', layout: 'transparentNav', pageCode: 'index', view: 'home' },
  { ...page, id: 'aboutus', path: '/aboutus', pageCode: 'aboutUs' },
  { ...page, id: 'points', path: '/points' },
  { ...page, id: 'news', path: '/news', view: 'news', search: z.object({ page: z.coerce.number().catch(1) }) },
  { ...page, id: 'news.article', path: '/news/{id}', params: [required('id', DIGITS)], view: 'newsArticle' },
  { ...dashboard, id: 'dashboard', path: '/dashboard', guards: ['authenticated', 'toHashrate'] },
  { ...dashboard, id: 'dashboard.points', path: '/dashboard/points' },
  { ...dashboard, id: 'dashboard.coupons', path: '/dashboard/coupons' },
  {
    ...dashboard,
    id: 'dashboard.coupons.soldOrderDetail',
    path: '/dashboard/coupons/soldOrderDetail/{delegateId}',
    params: [optional('delegateId')],
  },
] as const satisfies readonly RouteEntry[];
`;

const REGISTRY = `/** Every view the manifest names; a view missing here is a compile error. */
export const pages: Record<ViewName, PageModule> = {
  home: page(() => import('./pages/storefront/homePage.tsx'), homeLoader),
  news: page(() => import('./pages/storefront/news/newsPage.tsx'), newsLoader),
  newsArticle: page(() => import('./pages/storefront/news/newsArticlePage.tsx'), newsArticleLoader),
  placeholder: page(() => import('./pages/placeholderPage.tsx')),
};

export const layouts = {};
`;

const TITLES = `export const PAGE_TITLES: Record<string, MessageDescriptor> = {
  index: msg\`Bitcoin cloud mining\`,
  aboutUs: msg\`About us\`,
};
`;

function memory(files: Record<string, string>, existing: string[] = []): PlanContext {
  return {
    routes: ROUTES,
    read: (path) => files[path],
    exists: (path) => path in files || existing.includes(path),
  };
}
const repo = () =>
  memory({
    [MANIFEST_PATH]: MANIFEST,
    [REGISTRY_PATH]: REGISTRY,
    [TITLES_PATH]: TITLES,
    [SOURCE_CATALOG_PATH]: 'msgid "About us"\nmsgstr "About us"\n',
  });

/** Every edit of a plan applied to the in-memory files. */
function edited(context: PlanContext, plan: ReturnType<typeof planPage>): Record<string, string> {
  return Object.fromEntries(plan.edits.map((e) => [e.path, e.apply(context.read(e.path) ?? '')]));
}

function planError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PlanError);
    return (error as Error).message;
  }
  throw new Error('expected a PlanError');
}

describe('new:page planning (pure)', () => {
  it('a storefront route: its view, page and test follow the URL, and the manifest entry names the view', () => {
    const context = repo();
    const plan = planPage('aboutus', context);
    expect(plan).toMatchObject({
      viewName: 'aboutus',
      title: 'About us', // the page code's title, a message the catalogs already have
      pagePath: 'views/pages/storefront/aboutusPage.tsx',
      testPath: 'tests/unit/aboutusPage.test.tsx',
    });
    expect(plan.edits.map((e) => e.path)).toEqual([REGISTRY_PATH, MANIFEST_PATH]);
    expect(plan.files.map((f) => f.path)).toEqual([plan.pagePath, plan.testPath]);
    expect(plan.notes.join('\n')).not.toMatch(/new message/);

    const after = edited(context, plan);
    expect(after[MANIFEST_PATH]).toContain(
      "  { ...page, id: 'aboutus', path: '/aboutus', pageCode: 'aboutUs', view: 'aboutus' },\n",
    );
    // In name order, before home; the placeholder stays last.
    expect(after[REGISTRY_PATH]).toContain(
      "= {\n  aboutus: page(() => import('./pages/storefront/aboutusPage.tsx')),\n  home: page(",
    );

    const [page, test] = plan.files.map((f) => f.content) as [string, string];
    expect(page).toContain("import { PageFrame } from '../../ui/pageFrame.tsx';");
    expect(page).toContain('<PageFrame title={t`About us`}>');
    expect(page).toContain('<ReadSection');
    expect(page).toContain("// The page's reads go here");
    expect(page).toContain('export default function AboutusPage({ route }: PageProps)');
    expect(page).not.toMatch(/DashboardPage|TODO/);
    expect(test).toContain("await d.visit('/aboutus');");
    expect(test).toContain("screen.findByRole('heading', { level: 1, name: 'About us' }, WAIT)");
    expect(test).not.toContain('tokenByApi');
  });

  it('a dashboard route with a parameter: the dashboard frame, a signed-in test at a sample URL', () => {
    const context = repo();
    const plan = planPage('dashboard.coupons.soldOrderDetail', context);
    expect(plan).toMatchObject({
      viewName: 'couponsSoldOrderDetail',
      title: 'Sold order detail',
      // Two routes share the coupons area, so it is a folder.
      pagePath: 'views/pages/dashboard/coupons/couponsSoldOrderDetailPage.tsx',
      testPath: 'tests/unit/couponsSoldOrderDetailPage.test.tsx',
    });
    expect(plan.notes.join('\n')).toMatch(/"Sold order detail" is a new message: run `npm run extract`/);
    const after = edited(context, plan);
    expect(after[MANIFEST_PATH]).toContain(
      "    params: [optional('delegateId')],\n    view: 'couponsSoldOrderDetail',\n  },\n] as const",
    );
    const [page, test] = plan.files.map((f) => f.content) as [string, string];
    expect(page).toContain("import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';");
    expect(page).toContain('<DashboardPage route={route} current="coupons">');
    expect(test).toContain("await d.setCookie('auth', await tokenByApi(d, 'alice@example.com', 'Alice2024!'));");
    expect(test).toContain("await d.visit('/dashboard/coupons/soldOrderDetail/1');");
  });

  it('outside the storefront a name another route would get is prefixed with the section', () => {
    const plan = planPage('dashboard.points', repo());
    expect(plan.viewName).toBe('dashboardPoints');
    expect(plan.pagePath).toBe('views/pages/dashboard/dashboardPointsPage.tsx');
    expect(planPage('points', repo()).viewName).toBe('points');
    expect(planPage('points', repo(), { view: 'pointsMall', title: 'Points mall' })).toMatchObject({
      viewName: 'pointsMall',
      title: 'Points mall',
      pagePath: 'views/pages/storefront/pointsMallPage.tsx',
    });
  });

  it('an unknown id is refused, naming the close matches', () => {
    expect(planError(() => planPage('dashbord.points', repo()))).toMatch(
      /no route "dashbord\.points" in manifest\/routes\.ts\. Did you mean: dashboard\.points/,
    );
    expect(
      closeMatches(
        'coupons',
        ROUTES.map((r) => r.id),
      ),
    ).toEqual(['dashboard.coupons', 'dashboard.coupons.soldOrderDetail']);
    expect(planError(() => planPage('zzzzzz', repo()))).toMatch(/npm run routes/);
  });

  it('a route that already has a view is refused', () => {
    expect(planError(() => planPage('news.article', repo()))).toMatch(/already renders view 'newsArticle'/);
    // The manifest's text counts too: a second run after the first changes nothing.
    const context = repo();
    const once = memory({ ...edited(context, planPage('points', context)), [TITLES_PATH]: TITLES });
    expect(planError(() => planPage('points', once))).toMatch(/already renders view 'points'/);
  });

  it('refuses names and files already taken, bad names, and routes whose view never shows', () => {
    expect(planError(() => planPage('points', repo(), { view: 'news' }))).toMatch(/already used by route news/);
    expect(planError(() => planPage('points', repo(), { view: 'PointsLTV' }))).toMatch(/not camelCase/);
    const withFile = memory({ [MANIFEST_PATH]: MANIFEST, [REGISTRY_PATH]: REGISTRY }, [
      'views/pages/storefront/pointsPage.tsx',
    ]);
    expect(planError(() => planPage('points', withFile))).toMatch(/pointsPage\.tsx already exists/);
    expect(planError(() => planPage('dashboard', repo()))).toMatch(/always redirects \(guard toHashrate\)/);
  });

  it('a missing anchor fails with the file and anchor named, before anything is written', () => {
    const noPages = memory({
      [MANIFEST_PATH]: MANIFEST,
      [REGISTRY_PATH]: REGISTRY.replace('export const pages', 'const pages'),
    });
    expect(planError(() => planPage('points', noPages))).toMatch(/views\/registry\.ts: the anchor "export const pages/);
    const noRoutes = memory({
      [MANIFEST_PATH]: MANIFEST.replace('export const routes = [', 'export default ['),
      [REGISTRY_PATH]: REGISTRY,
    });
    expect(planError(() => planPage('points', noRoutes))).toMatch(/manifest\/routes\.ts: the anchor/);
  });

  it('edits are idempotent', () => {
    const context = repo();
    for (const edit of planPage('dashboard.coupons.soldOrderDetail', context).edits) {
      const once = edit.apply(context.read(edit.path) ?? '');
      expect(edit.apply(once)).toBe(once);
    }
  });

  it('a long one-line entry becomes one property a line, as the formatter would', () => {
    const long = "  { ...dashboard, id: 'dashboard.coupons', path: '/dashboard/coupons' },";
    const context = memory({ [MANIFEST_PATH]: MANIFEST, [REGISTRY_PATH]: REGISTRY });
    const plan = planPage('dashboard.coupons', context, {
      view: 'couponsWithLongViewNameThatNoLongerFitsOnTheLineAtAllReally',
    });
    const after = edited(context, plan)[MANIFEST_PATH] ?? '';
    expect(after).not.toContain(long);
    expect(after).toContain(
      "  {\n    ...dashboard,\n    id: 'dashboard.coupons',\n    path: '/dashboard/coupons',\n    view: 'couponsWithLongViewNameThatNoLongerFitsOnTheLineAtAllReally',\n  },\n",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// End to end: the real files it edits, copied to a temporary folder; the real tree is not touched.

const ROOT = resolve(import.meta.dirname, '../..');
const temp = mkdtempSync(join(tmpdir(), 'new-page-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Parses a TypeScript or TSX text with the parser the build uses (Oxc, through Vite). */
function parse(text: string, fileName: string) {
  return parseAst(text, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' }, fileName);
}

/** Syntax errors of a TypeScript or TSX text. */
function syntaxErrors(text: string, fileName: string): string[] {
  try {
    parse(text, fileName);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** An ESTree node, as far as `registryKeys` walks it. */
type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The keys of the registry's `pages` object, read from its syntax tree. */
function registryKeys(text: string): string[] {
  const keys: string[] = [];
  (function visit(node: Node): void {
    const { id, init } = node;
    if (node.type === 'VariableDeclarator' && isNode(id) && id.name === 'pages' && isNode(init)) {
      if (init.type === 'ObjectExpression') {
        for (const property of init.properties as Node[]) {
          const key = property.key as Node | undefined;
          if (key) keys.push(String(key.name ?? key.value));
        }
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  })(parse(text, 'registry.ts') as unknown as Node);
  return keys;
}

/** Relative imports of a generated file that do not resolve in the real tree. */
function unresolvedImports(text: string, path: string): string[] {
  return [...text.matchAll(/from '(\.[^']+)'/g)]
    .map((m) => m[1] ?? '')
    .filter((spec) => !existsSync(resolve(ROOT, dirname(path), spec)));
}

describe('new:page end to end (a temporary copy of the files it edits)', () => {
  // Every route has its page now, so the copy turns one back into a placeholder: a dashboard route with a
  // parameter, its manifest entry's view set to 'placeholder' as in the route list the planner is given.
  const route = routes.find(
    (r) => r.view !== 'placeholder' && r.params.length > 0 && r.id.startsWith('dashboard.') && !('search' in r),
  );

  it('writes the page and test and edits the registry and manifest', () => {
    if (!route) throw new Error('no dashboard route with a parameter in the manifest');
    const id = route.id;
    for (const path of [MANIFEST_PATH, REGISTRY_PATH, TITLES_PATH, SOURCE_CATALOG_PATH]) {
      mkdirSync(dirname(join(temp, path)), { recursive: true });
      copyFileSync(join(ROOT, path), join(temp, path));
    }
    const manifest = readFileSync(join(temp, MANIFEST_PATH), 'utf8');
    const entry = findManifestEntry(manifest, id);
    expect(entry.view).toBe(route.view);
    const asPlaceholder = entry.body.replace(/\bview\s*:\s*'[^']*'/, "view: 'placeholder'");
    writeFileSync(
      join(temp, MANIFEST_PATH),
      manifest.slice(0, entry.start) + asPlaceholder + manifest.slice(entry.end),
    );
    const context = contextAt(
      temp,
      routes.map((r) => (r.id === id ? { ...r, view: 'placeholder' } : r)),
    );
    // A view name of its own: the derived one is the route's real page, which exists in the real tree.
    const plan = planPage(id, context, { view: 'newPageProbe' });
    const done = applyPlan(plan, temp);
    expect(done).toEqual([
      expect.stringMatching(new RegExp(`^wrote ${plan.pagePath} \\(\\d+ lines\\)$`)),
      expect.stringMatching(new RegExp(`^wrote ${plan.testPath} \\(\\d+ lines\\)$`)),
      `edited ${REGISTRY_PATH}: ${plan.edits[0]?.summary}`,
      `edited ${MANIFEST_PATH}: ${plan.edits[1]?.summary}`,
    ]);

    const read = (path: string) => readFileSync(join(temp, path), 'utf8');
    // The compiler's two sides of `Record<ViewName, PageModule>`: the manifest names the view, the registry has it.
    expect(findManifestEntry(read(MANIFEST_PATH), id).view).toBe(plan.viewName);
    expect(registryKeys(read(REGISTRY_PATH))).toContain(plan.viewName);
    expect(read(REGISTRY_PATH)).toContain(`'./${plan.pagePath.slice('views/'.length)}'`);
    for (const path of [MANIFEST_PATH, REGISTRY_PATH, plan.pagePath, plan.testPath]) {
      expect(syntaxErrors(read(path), path), path).toEqual([]);
    }
    // The generated modules import what exists in the real tree (views/ui, the jsdom driver).
    expect(unresolvedImports(read(plan.pagePath), plan.pagePath)).toEqual([]);
    expect(unresolvedImports(read(plan.testPath), plan.testPath)).toEqual([]);

    // Running again: the same plan changes nothing; a new plan is refused.
    const before = [MANIFEST_PATH, REGISTRY_PATH, plan.pagePath, plan.testPath].map(read);
    expect(applyPlan(plan, temp).every((line) => line.startsWith('unchanged '))).toBe(true);
    expect([MANIFEST_PATH, REGISTRY_PATH, plan.pagePath, plan.testPath].map(read)).toEqual(before);
    expect(planError(() => planPage(id, context))).toMatch(/already renders view/);

    // Nothing was written in the real tree.
    expect(existsSync(join(ROOT, plan.pagePath))).toBe(false);
    expect(existsSync(join(ROOT, plan.testPath))).toBe(false);
  });
});
