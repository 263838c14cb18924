// Bundles the extension and the CLI. Type checks run separately (`npm run typecheck`).
// Imported (not run) by bench/extract.ts, which times the extractor bundled as the .vsix ships it.
import * as esbuild from 'esbuild';
import { pathToFileURL } from 'node:url';

const run = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** The options every bundle shares; `production` as `vscode:prepublish` builds the .vsix. */
export function bundleOptions(production) {
  return {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: production,
    sourcemap: !production,
    sourcesContent: false,
    external: ['vscode'],
    logLevel: 'warning',
    legalComments: 'none',
  };
}

const common = bundleOptions(production);

const builds = [
  // the extension: activate() is small; the engine is split into a lazily required chunk
  { ...common, entryPoints: { extension: 'src/extension.ts', engine: 'src/engine/index.ts' }, outdir: 'dist' },
  { ...common, entryPoints: { cli: 'src/cli.ts' }, outdir: 'dist', banner: { js: '#!/usr/bin/env node' } },
  // the PDF reader (pdf.js, ~1.6 MB): its own bundle, required by engine.js and cli.js on the first PDF only
  { ...common, entryPoints: { pdf: 'src/engine/content/pdfReader.ts' }, outdir: 'dist' },
  // the browser driver (CDP client, gatekeeper proxy): required by engine.js and cli.js on the first script shell only
  { ...common, entryPoints: { browser: 'src/engine/browser/renderer.ts' }, outdir: 'dist' },
  // the page converter's child process (decode, JSON, PDF, extraction off the host thread): started by
  // src/engine/workers/pool.ts from dist/convert-worker.js next to engine.js / cli.js
  { ...common, entryPoints: { 'convert-worker': 'src/engine/workers/convert-worker.ts' }, outdir: 'dist' },
];

if (!run) {
  // imported for bundleOptions
} else if (watch) {
  for (const b of builds) {
    const ctx = await esbuild.context(b);
    await ctx.watch();
  }
  console.log('[esbuild] watching…');
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
}
