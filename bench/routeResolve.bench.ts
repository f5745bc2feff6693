import { addRoute, createRouter as createRou3, findRoute } from 'rou3';
import { expandRoutes } from '../manifest/expand.ts';
import { createMatcher } from '../runtime/router/match.ts';
import { nsPerOp, printTable } from './measure.ts';

/** Route resolution: our matcher against rou3 on the same expanded table, 100k URLs (known and unknown). */
const table = expandRoutes();
const resolve = createMatcher(table);
const rou3 = createRou3<string>();
for (const route of table) addRoute(rou3, 'GET', route.path.replace(/\{([^}]+)\}/g, ':$1'), route.id);

const urls: string[] = [];
for (let i = 0; i < 100_000; i++) {
  const route = table[i % table.length];
  urls.push(i % 4 === 3 ? `/unknown/${i}` : (route?.path ?? '/'));
}

const ours = nsPerOp((i) => resolve(urls[i % urls.length] ?? '/'), urls.length);
const theirs = nsPerOp((i) => findRoute(rou3, 'GET', urls[i % urls.length] ?? '/'), urls.length);
printTable(
  `route resolution, ${table.length} localized routes, 100k URLs (25% unknown)`,
  [
    { name: 'manifest matcher', ns: ours },
    { name: 'rou3', ns: theirs },
  ],
  'rou3',
);
