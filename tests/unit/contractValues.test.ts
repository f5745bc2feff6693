// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pages never validate: what views, machines and the rest of runtime/ read from the API contract are its values
 * (ids, patterns, limits, error tables, value lists), and those live in `runtime/http/contract/<feature>Values.ts`
 * without zod. A value imported from a contract file proper (`contract/<feature>.ts`, or `contract.ts`) brings its
 * schemas and zod along; types cost nothing (`import type`, or `type X` in the braces). Each offence is file:line.
 */
const ROOT = join(import.meta.dirname, '../..');
const CONTRACT_DIR = 'runtime/http/contract';
const CONTRACT_INDEX = 'runtime/http/contract.ts';

/** Value imports of contract files that are meant: the file, the contract file, the names, and why. */
const ALLOWED: { file: string; from: string; names: string[]; reason: string }[] = [
  {
    file: 'runtime/captcha/taskShapes.ts',
    from: 'runtime/http/contract/challenges.ts',
    names: ['AUTH_METHODS', 'sliderTaskData'],
    reason: 'parses the challenge tasks with zod; the task inbox loads it when the first task arrives',
  },
  {
    file: 'runtime/captcha/taskShapes.ts',
    from: 'zod',
    names: ['z'],
    reason: 'parses the challenge tasks with zod; the task inbox loads it when the first task arrives',
  },
];

interface Import {
  line: number;
  spec: string;
  /** The names that are values (`default`, `*` for a namespace or `export *`); empty when only types. */
  values: string[];
}

const STATEMENT =
  /^[ \t]*(import|export)[ \t]+(type[ \t]+)?([^;'"`]*?)\s*from\s*(['"])([^'"\n]+)\4|^[ \t]*import[ \t]*(['"])([^'"\n]+)\6/gm;

/** The static imports and re-exports of a module (dynamic `import()` loads later and is not one). */
function importsOf(source: string): Import[] {
  return [...source.matchAll(STATEMENT)].map((match) => {
    const [whole, , typeOnly, clause = '', , from, , bare] = match;
    const line = source.slice(0, (match.index ?? 0) + whole.search(/\S/)).split('\n').length;
    if (bare !== undefined) return { line, spec: bare, values: ['(side effects)'] };
    if (typeOnly) return { line, spec: from ?? '', values: [] };
    const braces = /\{([^}]*)\}/.exec(clause);
    const named = (braces?.[1] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '' && !/^type\s/.test(item))
      .map((item) => item.split(/\s+as\s+/)[0] ?? item);
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    const other = outside === '' ? [] : [/^\*/.test(outside) ? '*' : 'default'];
    return { line, spec: from ?? '', values: [...other, ...named] };
  });
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project path a relative specifier names from `file`, or null for a package. */
function target(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return relative(ROOT, resolve(ROOT, dirname(file), spec))
    .split('\\')
    .join('/');
}

/** A contract file whose values bring zod: the index or a feature's call file, not a values module. */
function isSchemaFile(path: string | null): boolean {
  if (path === CONTRACT_INDEX) return true;
  return path !== null && dirname(path) === CONTRACT_DIR && !path.endsWith('Values.ts');
}

/** Value imports of schema files, or of zod itself, by `file`, less the allowed ones. */
function offencesIn(file: string, source: string): string[] {
  return importsOf(source).flatMap(({ line, spec, values }) => {
    if (values.length > 0 && (spec === 'zod' || spec.startsWith('zod/'))) {
      const allowed = ALLOWED.find((entry) => entry.file === file && entry.from === spec)?.names ?? [];
      const left = values.filter((name) => !allowed.includes(name));
      if (left.length === 0) return [];
      return [
        `${file}:${line}: imports ${left.join(', ')} from zod (25 KiB on every page that loads it); check with a plain rule, or import only types`,
      ];
    }
    const path = target(file, spec);
    if (values.length === 0 || !isSchemaFile(path)) return [];
    const allowed = ALLOWED.find((entry) => entry.file === file && entry.from === path)?.names ?? [];
    const left = values.filter((name) => !allowed.includes(name));
    if (left.length === 0) return [];
    return [
      `${file}:${line}: imports ${left.join(', ')} from ${path}, which loads zod; take it from a *Values.ts module (or import only types)`,
    ];
  });
}

/** What a values module reaches through value imports: zod or a schema file is an offence, named with the chain. */
function valuesModuleOffences(start: string): string[] {
  const offences: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { line, spec, values } of importsOf(readFileSync(join(ROOT, file), 'utf8'))) {
      if (values.length === 0) continue;
      const path = target(file, spec);
      const via = [...chain, `${file}:${line}`].join(' -> ');
      if (spec === 'zod' || spec.startsWith('zod/')) offences.push(`${via}: imports zod`);
      else if (isSchemaFile(path)) offences.push(`${via}: imports ${path}, which imports zod`);
      else if (path !== null && existsSync(join(ROOT, path))) visit(path, [...chain, `${file}:${line}`]);
    }
  };
  visit(start, []);
  return offences;
}

const scanned = [...sources('views'), ...sources('machines'), ...sources('runtime')].filter(
  (file) => file !== CONTRACT_INDEX && !file.startsWith(`${CONTRACT_DIR}/`),
);
const valuesModules = sources(CONTRACT_DIR).filter((file) => file.endsWith('Values.ts'));

describe('contract values', () => {
  it('scans views, machines and runtime outside the contract, and finds the values modules', () => {
    expect(scanned.length).toBeGreaterThan(300);
    expect(valuesModules).toContain('runtime/http/contract/plansValues.ts');
  });

  it('imports values from contract files only through their *Values.ts modules', () => {
    expect(scanned.flatMap((file) => offencesIn(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('keeps zod and the schema files out of every *Values.ts module', () => {
    expect(valuesModules.flatMap(valuesModuleOffences)).toEqual([]);
  });

  it('lists only exceptions that are still needed', () => {
    const unused = ALLOWED.filter(({ file, from }) => {
      if (!scanned.includes(file)) return true;
      return !importsOf(readFileSync(join(ROOT, file), 'utf8')).some(
        ({ spec, values }) => values.length > 0 && (target(file, spec) ?? spec) === from,
      );
    });
    expect(unused.map(({ file, from, reason }) => `${file} (${from}): ${reason}`)).toEqual([]);
  });

  it('tells value imports from type imports, naming the file and line', () => {
    const file = 'views/pages/storefront/x.tsx';
    const source = [
      "import type { GoodsDetail } from '../../../runtime/http/contract/plans.ts';",
      "import { type GoodsSummary } from '../../../runtime/http/contract.ts';",
      "import { GOODS_DISCONTINUED } from '../../../runtime/http/contract/plansValues.ts';",
      'import {',
      '  FREE_TRIAL_TYPE,',
      '  type NetworkStats,',
      "} from '../../../runtime/http/contract/plans.ts';",
      "import * as contract from '../../../runtime/http/contract.ts';",
      "export { SUB_ACCOUNT_NAME } from '../../../runtime/http/contract/pool.ts';",
      "const later = () => import('../../../runtime/http/contract/pool.ts');",
      "import { z } from 'zod';",
      "import type { ZodType } from 'zod';",
    ].join('\n');
    expect(offencesIn(file, source)).toEqual([
      `${file}:4: imports FREE_TRIAL_TYPE from runtime/http/contract/plans.ts, which loads zod; take it from a *Values.ts module (or import only types)`,
      `${file}:8: imports * from runtime/http/contract.ts, which loads zod; take it from a *Values.ts module (or import only types)`,
      `${file}:9: imports SUB_ACCOUNT_NAME from runtime/http/contract/pool.ts, which loads zod; take it from a *Values.ts module (or import only types)`,
      `${file}:11: imports z from zod (25 KiB on every page that loads it); check with a plain rule, or import only types`,
    ]);
  });
});
