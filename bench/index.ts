import { readdirSync } from 'node:fs';

/** `npm run bench`: runs every `bench/*.bench.ts`; each prints its figures as ratios against named alternatives. */
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.bench.ts'));
for (const file of files.sort()) {
  console.log(`\n# ${file}`);
  await import(`./${file}`);
}
