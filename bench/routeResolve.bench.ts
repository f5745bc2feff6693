import { addRoute, createRouter as createRou3, findRoute } from 'rou3';
import { expandRoutes } from '../manifest/expand.ts';
import { createMatcher } from '../runtime/router/match.ts';
import { nsPerOp, printTable } from './measure.ts';

/**
 * Route resolution over the full expanded table (every route × 9 variants): our matcher, which also
 * checks each parameter against its pattern, beside rou3 on the same table, which checks only shapes.
 * 100k URLs: every localized route with sample params, plus 25% unknown paths.
 */
const table = expandRoutes();
const resolve = createMatcher(table);
const rou3 = createRou3<string>();
for (const route of table) {
  // rou3 has no optional segments: register both shapes, as a router without them would.
  const withParams = route.path.replace(/\{([^}]+)\}/g, ':$1');
  addRoute(rou3, 'GET', withParams, route.id);
  const required = route.path.replace(/\/\{([^}]+)\}/g, (seg, name: string) =>
    route.params.find((p) => p.name === name)?.optional ? '' : seg.replace(/\{([^}]+)\}/, ':$1'),
  );
  if (required !== withParams) addRoute(rou3, 'GET', required || '/', route.id);
}

const sample = (path: string, i: number) => path.replace(/\{([^}]+)\}/g, () => String(100 + (i % 900)));
const unknown = ['/unknown', '/ja/no-such-page', '/dashboard/nope/x', '/news/abc/def', '/xx/list', '/hk/list'];
const urls: string[] = [];
for (let i = 0; i < 100_000; i++) {
  const route = table[i % table.length];
  urls.push(i % 4 === 3 ? `${unknown[i % unknown.length]}/${i}` : sample(route?.path ?? '/', i));
}
const missesOurs = urls.filter((u) => !resolve(u)).length;

const ours = nsPerOp((i) => resolve(urls[i % urls.length] ?? '/'), urls.length);
const theirs = nsPerOp((i) => findRoute(rou3, 'GET', urls[i % urls.length] ?? '/'), urls.length);
printTable(
  `route resolution, ${table.length} localized routes, 100k URLs (${missesOurs} not found)`,
  [
    { name: 'manifest matcher', ns: ours },
    { name: 'rou3', ns: theirs },
  ],
  'rou3',
);
