import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../server/precompressBuild.ts';

describe('assets compressed by the build (decision 122)', () => {
  it('writes .br and .gz beside each script and stylesheet of 1 KB and more, into an outDir given as an absolute path', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-src-'));
    // Elsewhere than the root, named absolutely, as BUILD_OUT_DIR may be.
    const outDir = join(mkdtempSync(join(tmpdir(), 'precompress-out-')), 'client');
    mkdirSync(outDir);
    writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
    const plans = Array.from({ length: 120 }, (_, index) => `plan ${index} at ${index * 7} TH/s`);
    writeFileSync(
      join(root, 'main.js'),
      `import './main.css';\nconsole.log(${JSON.stringify(plans)});\nimport('./small.js');\n`,
    );
    writeFileSync(join(root, 'small.js'), 'export const one = 1;\n');
    writeFileSync(
      join(root, 'main.css'),
      `.plans { color: red }\n${plans.map((_, i) => `.p${i} { margin: ${i}px }`).join('\n')}`,
    );
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompressPlugin()],
      build: { outDir, emptyOutDir: true, minify: false },
    });

    const assets = readdirSync(join(outDir, 'assets'));
    const originals = assets.filter((name) => /\.(js|css)$/.test(name));
    const large = originals.filter((name) => readFileSync(join(outDir, 'assets', name)).byteLength >= 1024);
    const small = originals.filter((name) => !large.includes(name));
    expect(large.some((name) => name.endsWith('.js'))).toBe(true);
    expect(large.some((name) => name.endsWith('.css'))).toBe(true);
    expect(small.length).toBeGreaterThan(0);
    for (const name of large) {
      const original = readFileSync(join(outDir, 'assets', name));
      expect(brotliDecompressSync(readFileSync(join(outDir, 'assets', `${name}.br`))).equals(original), name).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(outDir, 'assets', `${name}.gz`))).equals(original), name).toBe(true);
    }
    // Under the threshold the edge sends the file as it is, so the build writes no copy.
    for (const name of small) expect(existsSync(join(outDir, 'assets', `${name}.br`)), name).toBe(false);
    expect(existsSync(join(root, outDir))).toBe(false);
  });
});
