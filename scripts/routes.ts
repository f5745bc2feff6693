import { expandRoutes } from '../manifest/expand.ts';
import { routes } from '../manifest/routes.ts';
import { validateManifest } from '../manifest/schema.ts';

/** `npm run routes [-- --json]`: every localized route of the manifest. */
// Piping into head and the like closes stdout early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

validateManifest(routes);
const table = expandRoutes().map(({ id, locale, path, params, guards, layout, pageCode }) => ({
  id,
  locale,
  path,
  params,
  guards,
  layout,
  pageCode,
}));

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
} else {
  const rows = table.map((r) => [
    r.id,
    r.locale,
    r.path,
    r.params.map((p) => `${p.name}${p.optional ? '?' : ''}`).join(',') || '-',
    r.guards.join(',') || '-',
    r.layout,
    r.pageCode ?? '-',
  ]);
  const header = ['id', 'locale', 'path', 'params', 'guards', 'layout', 'pageCode'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log(`\n${table.length} localized routes from ${routes.length} manifest entries`);
}
