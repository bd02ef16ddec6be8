// Builds the web UI into dist/web (served by the API at /): one ES module bundle with its CSS,
// and index.html. Everything is bundled from node_modules: nothing is fetched at run time.
//   node apps/web/build.mjs            production build (minified, with source maps)
//   node apps/web/build.mjs --watch    rebuild on change
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = resolve(here, '../../dist/web');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: { app: join(here, 'src/main.tsx') },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  tsconfig: join(here, 'tsconfig.json'),
  minify: !watch,
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
};

mkdirSync(outdir, { recursive: true });
copyFileSync(join(here, 'src/index.html'), join(outdir, 'index.html'));
if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  process.stdout.write(`watching apps/web → ${outdir}\n`);
} else {
  const result = await esbuild.build(options);
  const sizes = Object.entries(result.metafile.outputs)
    .filter(([file]) => !file.endsWith('.map'))
    .map(([file, o]) => `${file.split('/').pop()} ${(o.bytes / 1024).toFixed(1)} KiB`);
  process.stdout.write(`web UI built into ${outdir}: ${sizes.join(', ')}\n`);
}
