// Bundles the action and the CLI into dist/ in one build, so the modules both use (config, Tier 1)
// exist once and classes keep one identity (main.ts matches ConfigError with instanceof). The LLM
// and Markdown code sits behind dynamic imports, so esbuild splits it into chunks the Tier 1 skip
// path never loads. Unminified, with source maps beside every file: a reviewer reads a dist/ diff,
// and a stack trace names src/ lines (the entries turn source maps on).
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import { writeLicenses } from './licenses.mjs';

const outdir = process.argv[2] ?? 'dist';

// @actions/core imports its OIDC client (and with it @actions/http-client and undici, ~400 KB)
// at the top of its entry, for getIDToken only. The package declares no `sideEffects`, so esbuild
// would keep the whole HTTP stack on the action's start-up path; declaring that module free of
// side effects lets esbuild drop it when, as here, getIDToken is never called.
const unusedOidc = {
  name: 'unused-oidc',
  setup(b) {
    b.onResolve({ filter: /\/oidc-utils\.js$/ }, async (args) => {
      if (args.pluginData === 'unused-oidc' || !args.importer.includes('@actions/core'))
        return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'unused-oidc',
      });
      return { ...resolved, sideEffects: false };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: false,
  sourcemap: 'linked',
  // The maps name src/ files and lines; the sources themselves are in the repository.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [unusedOidc],
  // CommonJS dependencies call require() for builtins; an ESM bundle has to provide one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// dist/ must run with plain node even when copied away from package.json.
await writeFile(`${outdir}/package.json`, '{ "type": "module" }\n');
await writeLicenses(`${outdir}/licenses.txt`, [result.metafile]);
