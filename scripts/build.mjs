// Bundles the action and the CLI into dist/. The LLM and Markdown code sits behind
// dynamic imports, so esbuild splits it into chunks the Tier 1 skip path never loads.
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies call require() for builtins; give the ESM bundle one, created on first
  // use: createRequire costs start-up time the Tier 1 skip path, which requires nothing, never pays.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);",
  },
});
// dist/ must run with plain node even when copied away from package.json.
await writeFile('dist/package.json', '{ "type": "module" }\n');
