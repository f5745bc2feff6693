import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { routes } from '../manifest/routes.ts';

/**
 * `npm run new:page -- <route id> [--dry-run] [--view <name>] [--title <text>] [--no-format]` (issue #14):
 * a manifest route that still renders the placeholder gets its page module (`views/pages/<section>/…`),
 * a jsdom test of it (`tests/unit/<view>Page.test.tsx`), its entry in `views/registry.ts`, and its
 * manifest entry names the new view. Nothing is written when an anchor is missing or a file exists;
 * edits already made are left as they are, so a second run changes nothing.
 *
 * `planPage` is pure (the files come in through `PlanContext`); `applyPlan` writes.
 */

export const MANIFEST_PATH = 'manifest/routes.ts';
export const REGISTRY_PATH = 'views/registry.ts';
export const TITLES_PATH = 'views/pageTitles.ts';
export const SOURCE_CATALOG_PATH = 'locales/en/messages.po';
const PLACEHOLDER = 'placeholder';
const LINE_WIDTH = 120;

/** URL areas with their own folder under `views/pages/`; every other route is in `storefront/`. */
const SECTIONS = ['dashboard', 'app', 'activity', 'mobile'] as const;
/** Guards that sign the generated test in first (alice has every dashboard area, coupons included). */
const SIGNED_IN_GUARDS = ['authenticated', 'authenticatedH5', 'bitmainCoupon'];
/** Guards under which the view never renders: there is no page to make. */
const REDIRECT_ONLY_GUARDS = ['toHashrate'];
/** Guards the generated test does not satisfy by itself (a desktop visitor in jsdom, no goods). */
const UNHANDLED_GUARDS = ['detailCheck', 'mobileWebChange'];

/** What the planner needs of a manifest entry. */
export interface RouteInfo {
  id: string;
  path: string;
  view: string;
  layout: string;
  params: readonly { name: string; pattern: string; optional: boolean }[];
  guards: readonly string[];
  pageCode?: string;
}

/** The planner's view of the repository: the manifest's entries and the text of the files it reads. */
export interface PlanContext {
  routes: readonly RouteInfo[];
  /** A file's text, or undefined when it does not exist (paths relative to the repository root). */
  read(path: string): string | undefined;
  exists(path: string): boolean;
}

export interface PlanOptions {
  /** The view name, instead of the one derived from the route id. */
  view?: string;
  /** The page's heading (English source message), instead of the page code's title or the id's words. */
  title?: string;
}

/** A careful edit of one file: throws when its anchor is missing, returns the text as is when already made. */
export interface TextEdit {
  path: string;
  summary: string;
  apply(text: string): string;
}

export interface NewFile {
  path: string;
  content: string;
}

export interface PagePlan {
  routeId: string;
  viewName: string;
  title: string;
  pagePath: string;
  testPath: string;
  files: NewFile[];
  edits: TextEdit[];
  /** What to do next (messages to translate, guards the test may need help with). */
  notes: string[];
}

/** A refusal or a missing anchor: the message says what to do; nothing has been written. */
export class PlanError extends Error {
  override name = 'PlanError';
}

// ---------------------------------------------------------------------------------------------
// Names

/** The words of an id segment: `freeHashrate` -> free, Hashrate; `what-is-x` -> what, is, x; `LTV` -> LTV. */
export function wordsOf(segment: string): string[] {
  return segment.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
}

/** camelCase without runs of capitals (the linter's file names are strict camelCase): `LTV` -> `ltv`. */
export function camelOf(words: readonly string[]): string {
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

function pascalOf(camel: string): string {
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

function splitId(id: string): { section: string; rest: string[] } {
  const [first = '', ...others] = id.split('.');
  return (SECTIONS as readonly string[]).includes(first)
    ? { section: first, rest: others }
    : { section: 'storefront', rest: [first, ...others] };
}

/** The view name an id gives before collisions: its segments after the section, in camelCase. */
function bareName(id: string): string {
  const { section, rest } = splitId(id);
  return camelOf(rest.length > 0 ? rest.flatMap(wordsOf) : wordsOf(section));
}

/**
 * The view name of a route: its id's segments after the section (`news.article` -> `newsArticle`,
 * `dashboard.order.detail` -> `orderDetail`). Outside the storefront, a name another route would
 * also get, or a view already uses, is prefixed with the section (`dashboard.points` -> `dashboardPoints`).
 */
export function deriveViewName(id: string, all: readonly RouteInfo[]): string {
  const { section } = splitId(id);
  const bare = bareName(id);
  if (section === 'storefront') return /^\d/.test(bare) ? camelOf(['page', ...wordsOf(bare)]) : bare;
  const taken = all.some((r) => r.id !== id && (bareName(r.id) === bare || r.view === bare));
  return taken || /^\d/.test(bare) ? camelOf([section, ...splitId(id).rest.flatMap(wordsOf)]) : bare;
}

/**
 * The page module's path: `views/pages/<section>/[<area>/]<view>Page.tsx`, the area (the id's first
 * segment after the section) being a folder when several routes share it: `news` ->
 * `storefront/news/newsPage.tsx`, `list` -> `storefront/listPage.tsx`, `dashboard.order.detail` ->
 * `dashboard/order/orderDetailPage.tsx`.
 */
export function derivePagePath(id: string, viewName: string, all: readonly RouteInfo[]): string {
  const { section, rest } = splitId(id);
  const area = rest[0];
  const shared =
    area !== undefined &&
    all.filter((r) => {
      const other = splitId(r.id);
      return other.section === section && other.rest[0] === area;
    }).length > 1;
  const folder = shared ? `${section}/${camelOf(wordsOf(area))}` : section;
  return `views/pages/${folder}/${viewName}Page.tsx`;
}

/** A heading from the id's words when the route has no page-code title: `freeHashrate` -> "Free hashrate". */
function titleFromWords(words: readonly string[]): string {
  return words
    .map((word, index) => {
      const kept = word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase();
      return index === 0 ? kept.charAt(0).toUpperCase() + kept.slice(1) : kept;
    })
    .join(' ');
}

/** The words of a heading: the id's last segment, after the one before it when a single word (`vip.record`). */
function titleWords(id: string): string[] {
  const { section, rest } = splitId(id);
  const segments = rest.length > 0 ? rest : [section];
  const last = wordsOf(segments[segments.length - 1] ?? '');
  const before = segments.length > 1 ? wordsOf(segments[segments.length - 2] ?? '') : [];
  return last.length === 1 ? [...before, ...last] : last;
}

/** The English titles of `PAGE_TITLES` (page code -> message), read from the module's text. */
export function pageCodeTitles(source: string | undefined): Map<string, string> {
  const titles = new Map<string, string>();
  const block = source?.match(/export const PAGE_TITLES[^{]*\{([\s\S]*?)\n\};/)?.[1] ?? '';
  for (const m of block.matchAll(/^\s*(\w+): msg`([^`$]*)`,?\s*$/gm)) titles.set(m[1] ?? '', m[2] ?? '');
  return titles;
}

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Route ids close to a mistyped one: a few edits away, or containing it; nearest first. */
export function closeMatches(id: string, ids: readonly string[], limit = 6): string[] {
  const wanted = id.toLowerCase();
  return ids
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const d = Math.min(distance(wanted, lower), lower.includes(wanted) ? 1 : Number.POSITIVE_INFINITY);
      return { candidate, d };
    })
    .filter(({ d }) => d <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.d - b.d || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

// ---------------------------------------------------------------------------------------------
// Text scanning (strings and comments skipped, so braces in paths like '/news/{id}' do not count)

/** The end (exclusive) of the string or comment starting at `i`, or `i` when none starts there. */
function skipLiteral(text: string, i: number): number {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end === -1 ? text.length : end + 2;
  }
  if (c === "'" || c === '"' || c === '`') {
    let j = i + 1;
    while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** The index of the bracket closing the one at `open`. */
function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = text[i];
    if (c === '{' || c === '[' || c === '(') depth += 1;
    else if (c === '}' || c === ']' || c === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new PlanError('unbalanced brackets');
}

/** The top-level `{…}` spans of the array literal opening at `open`. */
function objectSpans(text: string, open: number): { start: number; end: number }[] {
  const close = matchingClose(text, open);
  const spans: { start: number; end: number }[] = [];
  for (let i = open + 1; i < close; i++) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    if (text[i] === '{') {
      const end = matchingClose(text, i);
      spans.push({ start: i, end: end + 1 });
      i = end;
    }
  }
  return spans;
}

/** The top-level properties of an object literal's text `{ a, b: c }`, trimmed. */
function topLevelProperties(objectText: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 1;
  for (let i = 1; i < objectText.length - 1; i++) {
    const skipped = skipLiteral(objectText, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = objectText[i];
    if (c === '{' || c === '[' || c === '(') depth += 1;
    else if (c === '}' || c === ']' || c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(objectText.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(objectText.slice(from, objectText.length - 1));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

const ROUTES_ANCHOR = /export const routes = \[/;

/** The manifest entry of an id in the manifest's text, with its `view` as written (undefined when inherited). */
export function findManifestEntry(
  text: string,
  id: string,
): { start: number; end: number; body: string; view: string | undefined } {
  const anchor = ROUTES_ANCHOR.exec(text);
  if (!anchor) throw new PlanError(`${MANIFEST_PATH}: the anchor "export const routes = [" was not found`);
  const open = anchor.index + anchor[0].length - 1;
  const idProperty = `id: '${id}'`;
  const matches = objectSpans(text, open).filter(({ start, end }) =>
    topLevelProperties(text.slice(start, end)).includes(idProperty),
  );
  if (matches.length !== 1) {
    throw new PlanError(`${MANIFEST_PATH}: expected one entry with ${idProperty}, found ${matches.length}`);
  }
  const [span] = matches as [{ start: number; end: number }];
  const body = text.slice(span.start, span.end);
  const viewProperty = topLevelProperties(body).find((p) => /^view\s*:/.test(p));
  const view = viewProperty ? /^view\s*:\s*'([^']*)'$/.exec(viewProperty)?.[1] : undefined;
  if (viewProperty && view === undefined) {
    throw new PlanError(`${MANIFEST_PATH}: the view of ${id} is not a plain string ("${viewProperty}")`);
  }
  return { ...span, body, view };
}

/** The manifest edit: the entry's `view` becomes the new view (replacing 'placeholder', or added last). */
export function manifestEdit(id: string, viewName: string): TextEdit {
  return {
    path: MANIFEST_PATH,
    summary: `route ${id}: view '${PLACEHOLDER}' -> '${viewName}'`,
    apply(text) {
      const entry = findManifestEntry(text, id);
      if (entry.view === viewName) return text;
      if (entry.view !== undefined && entry.view !== PLACEHOLDER) {
        throw new PlanError(`${MANIFEST_PATH}: route ${id} already renders view '${entry.view}'`);
      }
      const lineStart = text.lastIndexOf('\n', entry.start) + 1;
      const indent = /^\s*/.exec(text.slice(lineStart, entry.start))?.[0] ?? '';
      const properties = topLevelProperties(entry.body);
      const view = `view: '${viewName}'`;
      const next =
        entry.view === PLACEHOLDER ? properties.map((p) => (/^view\s*:/.test(p) ? view : p)) : [...properties, view];
      let replacement: string;
      if (!entry.body.includes('\n')) {
        const oneLine = `{ ${next.join(', ')} }`;
        const lineEnd = text.indexOf('\n', entry.end);
        const after = text.slice(entry.end, lineEnd === -1 ? text.length : lineEnd); // the trailing comma
        const fits = indent.length + oneLine.length + after.length <= LINE_WIDTH;
        replacement = fits ? oneLine : `{\n${next.map((p) => `${indent}  ${p},\n`).join('')}${indent}}`;
      } else if (entry.view === PLACEHOLDER) {
        replacement = entry.body.replace(/\bview\s*:\s*'placeholder'/, view);
      } else {
        // Multi-line: one more property line before the closing brace, indented like the others.
        const close = entry.body.lastIndexOf('}');
        const beforeClose = entry.body.slice(0, close).replace(/,?\s*$/, ',');
        replacement = `${beforeClose}\n${indent}  ${view},\n${indent}}`;
      }
      return text.slice(0, entry.start) + replacement + text.slice(entry.end);
    },
  };
}

const PAGES_ANCHOR = /^export const pages\b[^\n]*= \{\n/m;

/** The registry edit: `<view>: page(() => import('./pages/…')),` in the `pages` object, in name order. */
export function registryEdit(viewName: string, pagePath: string): TextEdit {
  const importPath = `./${posix.relative('views', pagePath)}`;
  const line = `  ${viewName}: page(() => import('${importPath}')),`;
  const entry =
    line.length <= LINE_WIDTH ? `${line}\n` : `  ${viewName}: page(\n    () => import('${importPath}'),\n  ),\n`;
  return {
    path: REGISTRY_PATH,
    summary: `pages.${viewName}: page(() => import('${importPath}'))`,
    apply(text) {
      const anchor = PAGES_ANCHOR.exec(text);
      if (!anchor) {
        throw new PlanError(
          `${REGISTRY_PATH}: the anchor "export const pages: Record<ViewName, PageModule> = {" was not found`,
        );
      }
      const bodyStart = anchor.index + anchor[0].length;
      const bodyEnd = text.indexOf('\n};', bodyStart - 1);
      if (bodyEnd === -1) throw new PlanError(`${REGISTRY_PATH}: the end "};" of the pages object was not found`);
      const body = text.slice(bodyStart, bodyEnd + 1);
      const keys = [...body.matchAll(/^ {2}(\w+):/gm)].map((m) => ({ key: m[1] ?? '', at: bodyStart + m.index }));
      const existing = keys.find((k) => k.key === viewName);
      if (existing) {
        const next = keys.find((k) => k.at > existing.at)?.at ?? bodyEnd + 1;
        if (text.slice(existing.at, next).includes(`'${importPath}'`)) return text;
        throw new PlanError(`${REGISTRY_PATH}: pages.${viewName} exists and loads another module`);
      }
      // Name order; the placeholder stays last.
      const before =
        keys.find((k) => k.key !== PLACEHOLDER && k.key.localeCompare(viewName) > 0) ??
        keys.find((k) => k.key === PLACEHOLDER);
      const at = before?.at ?? bodyEnd + 1;
      return text.slice(0, at) + entry + text.slice(at);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The generated files

/** A value for a path parameter that its pattern accepts. */
function sampleParam(pattern: string): string {
  const accepts = (value: string) => new RegExp(`^(?:${pattern})$`).test(value);
  const sample = ['1', 'sample-1', 'a'].find(accepts);
  if (!sample)
    throw new PlanError(`no sample value matches the parameter pattern ${pattern}; write the test's URL by hand`);
  return sample;
}

function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function indented(text: string, spaces: number): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${' '.repeat(spaces)}${line}`))
    .join('\n');
}

export function pageModule(route: RouteInfo, viewName: string, pagePath: string, title: string): string {
  const views = posix.relative(posix.dirname(pagePath), 'views');
  const { section, rest } = splitId(route.id);
  const dashboard = section === 'dashboard';
  const frame = [
    `<PageFrame title={t\`${title}\`}>`,
    '  <ReadSection',
    '    query={content}',
    `    label={t\`${title}\`}`,
    '    skeleton={<Skeleton height="192px" />}',
    '    isEmpty={(data) => data === null}',
    '    empty={',
    '      <p>',
    '        <Trans>This page is being built.</Trans>',
    '      </p>',
    '    }',
    '  >',
    '    {() => null}',
    '  </ReadSection>',
    '</PageFrame>',
  ].join('\n');
  const current = camelOf(wordsOf(rest[0] ?? section));
  const jsx = dashboard
    ? [`<DashboardPage route={route} current="${current}">`, indented(frame, 2), '</DashboardPage>'].join('\n')
    : frame;
  const imports = [
    "import { Trans, useLingui } from '@lingui/react/macro';",
    "import { queryOptions, useQuery } from '@tanstack/react-query';",
    ...(dashboard ? [`import { DashboardPage } from '${views}/features/dashboard/dashboardNav.tsx';`] : []),
    `import type { PageProps } from '${views}/pageProps.ts';`,
    `import { PageFrame } from '${views}/ui/pageFrame.tsx';`,
    `import { ReadSection } from '${views}/ui/readSection.tsx';`,
    `import { Skeleton } from '${views}/ui/skeleton.tsx';`,
  ];
  return `${imports.join('\n')}

/**
 * The page's content until it has reads of its own (decision 090). Each read is a typed query from
 * views/features/<domain>/ (\`apiQuery(call, input)\`), started by the page's loader in views/registry.ts
 * and shown in its own ReadSection, which paints the skeleton, the empty and the failed states.
 */
const pendingContent = (routeId: string) =>
  queryOptions({ queryKey: ['page', routeId], queryFn: () => null, staleTime: Number.POSITIVE_INFINITY });

/** \`${route.path}\`: ${title}. */
export default function ${pascalOf(viewName)}Page({ route }: PageProps) {
  const { t } = useLingui();
  // The page's reads go here: one useQuery per read, each one rendered by a ReadSection below.
  const content = useQuery(pendingContent(route.id));
  return (
${indented(jsx, 4)}
  );
}
`;
}

export function pageTest(route: RouteInfo, title: string): string {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    sampleParam(route.params.find((p) => p.name === name)?.pattern ?? '[A-Za-z0-9_-]+'),
  );
  const signIn = route.guards.some((g) => SIGNED_IN_GUARDS.includes(g));
  const described = `${title.toLowerCase()} page (${route.path})`;
  return `// @vitest-environment jsdom
import { screen } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
${signIn ? "import { tokenByApi } from '../model/bindings/accountSteps.ts';\n" : ''}import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

describe(${quoted(described)}, { timeout: 20_000 }, () => {
  it('shows its heading', async () => {
${signIn ? "    await d.setCookie('auth', await tokenByApi(d, 'alice@example.com', 'Alice2024!'));\n" : ''}    await d.visit(${quoted(url)});
    await screen.findByRole('heading', { level: 1, name: ${quoted(title)} }, WAIT);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The page's own read section: the placeholder page, which may have the same heading, has none.
    expect(screen.getByRole('region', { name: ${quoted(title)} }).getAttribute('data-read')).not.toBeNull();
  });
});
`;
}

// ---------------------------------------------------------------------------------------------
// Planning and applying

/**
 * The plan for a route id: view name, page and test paths, the two new files and the two edits.
 * Throws a `PlanError` (nothing to write) for an unknown id, a route with a view, a name or file
 * already taken, or a missing anchor.
 */
export function planPage(routeId: string, context: PlanContext, options: PlanOptions = {}): PagePlan {
  const route = context.routes.find((r) => r.id === routeId);
  if (!route) {
    const close = closeMatches(
      routeId,
      context.routes.map((r) => r.id),
    );
    throw new PlanError(
      `no route "${routeId}" in ${MANIFEST_PATH}.${close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : ' `npm run routes` lists them.'}`,
    );
  }
  const manifestText = context.read(MANIFEST_PATH);
  if (manifestText === undefined) throw new PlanError(`${MANIFEST_PATH} is missing`);
  const written = findManifestEntry(manifestText, routeId).view;
  const current = written ?? route.view;
  if (current !== PLACEHOLDER) {
    throw new PlanError(`route ${routeId} already renders view '${current}' (${REGISTRY_PATH}); nothing to make`);
  }
  const redirecting = route.guards.filter((g) => REDIRECT_ONLY_GUARDS.includes(g));
  if (redirecting.length > 0) {
    throw new PlanError(`route ${routeId} always redirects (guard ${redirecting.join(', ')}): its view never shows`);
  }

  const viewName = options.view ?? deriveViewName(routeId, context.routes);
  if (!/^[a-z][A-Za-z0-9]*$/.test(viewName) || /[A-Z]{2}/.test(viewName)) {
    throw new PlanError(`view name "${viewName}" is not camelCase (letters and digits, no two capitals in a row)`);
  }
  const user = context.routes.find((r) => r.id !== routeId && r.view === viewName);
  if (user || viewName === PLACEHOLDER) {
    throw new PlanError(
      `view name "${viewName}" is already used${user ? ` by route ${user.id}` : ''}; pass --view <another name>`,
    );
  }
  const pagePath = derivePagePath(routeId, viewName, context.routes);
  const testPath = `tests/unit/${viewName}Page.test.tsx`;
  for (const path of [pagePath, testPath]) {
    if (context.exists(path)) throw new PlanError(`${path} already exists; not overwriting it`);
  }

  const knownTitle = route.pageCode ? pageCodeTitles(context.read(TITLES_PATH)).get(route.pageCode) : undefined;
  const title = options.title ?? knownTitle ?? titleFromWords(titleWords(routeId));
  if (!/^[^`${}\\<>]+$/.test(title)) throw new PlanError(`the title may not contain \` $ { } \\ < or >`);

  const edits = [registryEdit(viewName, pagePath), manifestEdit(routeId, viewName)];
  for (const edit of edits) {
    const text = context.read(edit.path);
    if (text === undefined) throw new PlanError(`${edit.path} is missing`);
    edit.apply(text); // anchors checked now, so a dry run reports them too
  }

  const notes: string[] = [];
  const catalog = context.read(SOURCE_CATALOG_PATH);
  if (catalog !== undefined && !catalog.includes(`msgid ${JSON.stringify(title)}\n`)) {
    notes.push(
      `"${title}" is a new message: run \`npm run extract\` and translate it in locales/*/messages.po (\`npm run i18n:check\`).`,
    );
  }
  const unhandled = route.guards.filter((g) => UNHANDLED_GUARDS.includes(g));
  if (unhandled.length > 0) {
    notes.push(`guards ${unhandled.join(', ')} may keep the generated test from the page; set the test up for them.`);
  }
  notes.push(`The route now leaves the README's placeholder list ("Placeholders" under "Adding a page").`);

  return {
    routeId,
    viewName,
    title,
    pagePath,
    testPath,
    files: [
      { path: pagePath, content: pageModule(route, viewName, pagePath, title) },
      { path: testPath, content: pageTest(route, title) },
    ],
    edits,
    notes,
  };
}

/** The changed lines of an edit, with a line of context, for the plan's printout. */
export function describeChange(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
    tail += 1;
  }
  const from = Math.max(0, head - 1);
  return [
    ...a.slice(from, head).map((l) => `    ${l}`),
    ...a.slice(head, a.length - tail).map((l) => `  - ${l}`),
    ...b.slice(head, b.length - tail).map((l) => `  + ${l}`),
    ...a.slice(a.length - tail, a.length - tail + 1).map((l) => `    ${l}`),
  ].join('\n');
}

/** The plan as text: the names, each new file in full and each edit's lines. */
export function describePlan(plan: PagePlan, read: (path: string) => string | undefined): string {
  const out = [
    `route ${plan.routeId} -> view ${plan.viewName} ("${plan.title}")`,
    `  page: ${plan.pagePath}`,
    `  test: ${plan.testPath}`,
  ];
  for (const file of plan.files) {
    out.push(
      '',
      `new file ${file.path}:`,
      ...file.content
        .trimEnd()
        .split('\n')
        .map((l) => `  | ${l}`),
    );
  }
  for (const edit of plan.edits) {
    const before = read(edit.path) ?? '';
    out.push('', `edit ${edit.path} (${edit.summary}):`, describeChange(before, edit.apply(before)));
  }
  if (plan.notes.length > 0) out.push('', 'notes:', ...plan.notes.map((n) => `  - ${n}`));
  return out.join('\n');
}

/** Files of the repository at `root`, for `planPage`. */
export function contextAt(root: string, all: readonly RouteInfo[] = routes): PlanContext {
  return {
    routes: all,
    read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined),
    exists: (path) => existsSync(join(root, path)),
  };
}

/**
 * Writes the plan under `root`: every new text is made first (an edit whose anchor is gone throws,
 * and nothing is written), then the files. Returns what it did, a line each.
 */
export function applyPlan(plan: PagePlan, root: string): string[] {
  const done: string[] = [];
  const writes: { path: string; content: string; line: string }[] = [];
  for (const file of plan.files) {
    const full = join(root, file.path);
    if (existsSync(full)) {
      if (readFileSync(full, 'utf8') === file.content) {
        done.push(`unchanged ${file.path}`);
        continue;
      }
      throw new PlanError(`${file.path} already exists; not overwriting it`);
    }
    writes.push({ ...file, line: `wrote ${file.path} (${file.content.split('\n').length - 1} lines)` });
  }
  for (const edit of plan.edits) {
    const full = join(root, edit.path);
    if (!existsSync(full)) throw new PlanError(`${edit.path} is missing`);
    const before = readFileSync(full, 'utf8');
    const after = edit.apply(before);
    if (after === before) done.push(`unchanged ${edit.path} (${edit.summary}: already there)`);
    else writes.push({ path: edit.path, content: after, line: `edited ${edit.path}: ${edit.summary}` });
  }
  for (const write of writes) {
    mkdirSync(dirname(join(root, write.path)), { recursive: true });
    writeFileSync(join(root, write.path), write.content);
    done.push(write.line);
  }
  return done;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      'no-format': { type: 'boolean', default: false },
      view: { type: 'string' },
      title: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [routeId] = positionals;
  if (values.help || !routeId || positionals.length > 1) {
    console.log(
      'usage: npm run new:page -- <route id> [--dry-run] [--view <name>] [--title <heading>] [--no-format]\n' +
        '  e.g. npm run new:page -- dashboard.address --dry-run',
    );
    process.exit(values.help ? 0 : 1);
  }
  const root = process.cwd();
  const context = contextAt(root);
  try {
    const options: PlanOptions = {};
    if (values.view !== undefined) options.view = values.view;
    if (values.title !== undefined) options.title = values.title;
    const plan = planPage(routeId, context, options);
    if (values['dry-run']) {
      console.log(`${describePlan(plan, context.read)}\n\n(dry run: nothing written)`);
      return;
    }
    for (const line of applyPlan(plan, root)) console.log(line);
    if (!values['no-format']) {
      // The new files get the linter's safe fixes and the edited ones its formatting (long lines).
      const created = plan.files.map((f) => f.path);
      const edited = plan.edits.map((e) => e.path);
      const check = spawnSync('npx', ['biome', 'check', '--write', ...created], { stdio: 'inherit' });
      const format = spawnSync('npx', ['biome', 'format', '--write', ...edited], { stdio: 'inherit' });
      if (check.status !== 0 || format.status !== 0) console.error('biome reported problems; see above');
    }
    console.log(['', 'next:', ...plan.notes.map((n) => `  - ${n}`), `  - npx vitest run ${plan.testPath}`].join('\n'));
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    console.error(`new:page: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
