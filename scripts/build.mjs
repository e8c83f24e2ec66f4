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
  // CommonJS dependencies call require() for builtins; give the ESM bundle one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// dist/ must run with plain node even when copied away from package.json.
await writeFile('dist/package.json', '{ "type": "module" }\n');
