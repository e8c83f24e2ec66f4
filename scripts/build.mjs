// Bundles the action and the CLI into dist/. The LLM and Markdown code sits behind
// dynamic imports, so esbuild splits it into chunks the Tier 1 skip path never loads.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { writeLicenses } from './licenses.mjs';

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  // CommonJS dependencies call require() for builtins; give the ESM bundle one, created on first
  // use: createRequire costs start-up time the Tier 1 skip path, which requires nothing, never pays.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);",
  },
};

// The action's entry is one file: every module its skip path needs, no chunk. Built together with
// the CLI, esbuild's code splitting spread those modules over six files (each shared with another
// set of entries), and each file costs the ESM loader a resolve, a read and a compile: ~6 ms of a
// ~110 ms start (npm run bench -- 10-tier1). Its own `await import()`s of src modules become
// entries of the split build below, as dist/lazy/<path>.js, so the later tiers stay lazy; the
// modules both sides use (config, Tier 1) are then bundled twice. That costs bytes, and class
// identity across the two: main.ts recognises a ConfigError thrown by a lazy tier by its name.
const lazy = new Map();
const lazyImports = {
  name: 'lazy-imports',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const source = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      if (!existsSync(source)) return undefined;
      const name = `lazy/${relative('src', source).replace(/\.ts$/, '')}`;
      lazy.set(name, source);
      return { path: `./${name}.js`, external: true };
    });
  },
};

await rm('dist', { recursive: true, force: true });
const action = await build({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist',
  plugins: [lazyImports],
});
const cli = await build({
  ...common,
  // Sorted: resolve callbacks run in no fixed order, and dist/ must be the same on every build.
  entryPoints: { cli: 'src/cli.ts', ...Object.fromEntries([...lazy].sort()) },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});
// dist/ must run with plain node even when copied away from package.json.
await writeFile('dist/package.json', '{ "type": "module" }\n');
await writeLicenses('dist/licenses.txt', [action.metafile, cli.metafile]);
