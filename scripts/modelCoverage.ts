import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The model-based coverage table (decision 003): per flow machine, the states and transitions the
 * passing paths took, over what the machine declares, in jsdom and in Chromium. Exits 1 when a
 * machine in `machines/` (any feature folder) has no model-based test or its jsdom run covers less than 100%, unless
 * `tests/model/pending.json` names exactly what is missing and why (shown in the table, so a gap
 * is a visible, reasoned exception and never a silent one). Data pages appear as `page:<route id>`
 * rows through the shared page-lifecycle model (tests/model/pageLifecycle.ts).
 */
const DIR = process.env.MODEL_COVERAGE_DIR ?? '.reports/model';
const MACHINES = process.env.MODEL_MACHINES_DIR ?? 'machines';
const PENDING = process.env.MODEL_PENDING_FILE ?? 'tests/model/pending.json';
const PAGES = process.env.MODEL_PAGES_DIR ?? 'tests/model/pages';

/** Per machine: `"*"` (no model-based test yet) or transition and state names, each with the reason. */
type Pending = Record<string, Record<string, string>>;
const pending: Pending = existsSync(PENDING)
  ? (JSON.parse(readFileSync(PENDING, 'utf8')) as { machines: Pending }).machines
  : {};

interface Fragment {
  machine: string;
  totals: { states: string[]; transitions: string[] };
  states: string[];
  transitions: string[];
}

interface Tally {
  states: Set<string>;
  transitions: Set<string>;
  totals: Fragment['totals'];
}

function tally(machine: string, env: string): Tally | null {
  const dir = join(DIR, machine, env);
  if (!existsSync(dir)) return null;
  const t: Tally | null = null;
  let result = t as Tally | null;
  for (const file of readdirSync(dir)) {
    const f = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fragment;
    result ??= { states: new Set(), transitions: new Set(), totals: f.totals };
    for (const s of f.states) result.states.add(s);
    for (const x of f.transitions) result.transitions.add(x);
  }
  return result;
}

/** Machine ids declared in the `.ts` files under machines/, its feature folders included (`createMachine({ id: '…'`). */
function declaredMachines(): string[] {
  const ids: string[] = [];
  if (!existsSync(MACHINES)) return ids;
  for (const file of readdirSync(MACHINES, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(MACHINES, file), 'utf8');
    for (const match of source.matchAll(/createMachine\(\s*\{\s*id:\s*'([^']+)'/g)) ids.push(match[1] as string);
  }
  return ids;
}

/** Page-lifecycle models declared in tests/model/pages/*.ts (`route: '…'`), as `page:<route id>`. */
function declaredPages(): string[] {
  const ids: string[] = [];
  if (!existsSync(PAGES)) return ids;
  for (const file of readdirSync(PAGES)) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(join(PAGES, file), 'utf8');
    for (const match of source.matchAll(/^\s*route:\s*'([^']+)'/gm)) ids.push(`page:${match[1] as string}`);
  }
  return ids;
}

const ratio = (covered: number, total: number) => `${covered}/${total}`;
const pct = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 100));

const machines = [
  ...new Set([
    ...declaredMachines(),
    ...declaredPages(),
    ...(existsSync(DIR)
      ? readdirSync(DIR, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : []),
  ]),
].sort();
const rows: string[][] = [];
let failed = false;
const missing: string[] = [];
for (const machine of machines) {
  const jsdom = tally(machine, 'jsdom');
  const chromium = tally(machine, 'chromium');
  const cells = [machine];
  for (const t of [jsdom, chromium]) {
    if (!t) {
      cells.push('—', '—');
      continue;
    }
    const s = t.totals.states.filter((x) => t.states.has(x)).length;
    const x = t.totals.transitions.filter((y) => t.transitions.has(y)).length;
    cells.push(
      `${ratio(s, t.totals.states.length)} (${pct(s, t.totals.states.length)}%)`,
      `${ratio(x, t.totals.transitions.length)} (${pct(x, t.totals.transitions.length)}%)`,
    );
  }
  const excused = pending[machine] ?? {};
  if (!jsdom) {
    if (excused['*']) {
      cells.push('PENDING');
      missing.push(`${machine}: no model-based test yet (pending: ${excused['*']})`);
    } else {
      failed = true;
      cells.push('no passing model-based test');
    }
  } else {
    const s = jsdom.totals.states.filter((x) => !jsdom.states.has(x));
    const x = jsdom.totals.transitions.filter((y) => !jsdom.transitions.has(y));
    const gaps = [...s.map((y) => `state ${y}`), ...x.map((y) => `transition ${y}`)];
    const unexcused = [...s, ...x].filter((y) => !excused[y]);
    if (unexcused.length) {
      failed = true;
      cells.push('below 100%');
      missing.push(`${machine}: ${gaps.join(', ')}`);
    } else if (gaps.length) {
      cells.push('PENDING');
      for (const y of [...s, ...x]) missing.push(`${machine}: ${y} (pending: ${excused[y]})`);
    } else cells.push('ok');
  }
  rows.push(cells);
}

const header = ['machine', 'jsdom states', 'jsdom transitions', 'chromium states', 'chromium transitions', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
console.log('\nModel-based coverage (states and transitions taken by passing paths)');
console.log(line(header));
for (const r of rows) console.log(line(r));
for (const m of missing) console.log(`  not covered: ${m}`);
if (missing.length) console.log(`  (excused gaps are listed with their reasons in ${PENDING})`);
process.exit(failed ? 1 : 0);
