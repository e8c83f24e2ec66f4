// Bundles the action and the CLI into dist/ in one build, so the modules both use (config, Tier 1)
// exist once and classes keep one identity (main.ts matches ConfigError with instanceof). The LLM
// and Markdown code sits behind dynamic imports, so esbuild splits it into chunks the Tier 1 skip
// path never loads. Unminified, with source maps beside every file: a reviewer reads a dist/ diff,
// and a stack trace names src/ lines (the entries turn source maps on).
import { build } from 'esbuild';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
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

// The Bedrock SDK (an .mjs module) loads the AWS credential chain with import(), and the chain
// loads each of its providers the same way. esbuild gives such an importer Node's interop, where
// a CommonJS module (these packages' `main`) exposes only `default`, so the named exports would
// be missing from the bundle. Their ESM builds (each package's `module`) have them.
const awsEsm = {
  name: 'aws-esm',
  setup(b) {
    b.onResolve({ filter: /^@(aws-sdk|smithy)\/[^/]+$/ }, async (args) => {
      if (args.pluginData === 'aws-esm') return undefined;
      // The copy this importer gets (versions nest), then that package's own ESM build.
      const main = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'aws-esm',
      });
      const marker = `node_modules/${args.path}/`;
      const at = main.path.lastIndexOf(marker);
      if (main.errors.length > 0 || at < 0) return main;
      const root = main.path.slice(0, at + marker.length);
      const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
      return typeof pkg.module === 'string' ? { path: join(root, pkg.module) } : main;
    });
  },
};

// The MCP SDK (`wiki-ingest mcp` only) brings classic zod, which shares zod's core with the
// project's zod/mini. esbuild keeps one copy of each module, in a chunk shared by everything that
// uses it, with every function any user needs: the core functions classic zod calls would move
// into the chunk the CLI's skip path loads (~80 KB more for classify). The SDK gets a zod of its
// own instead: zod's files as the SDK (and its zod-to-json-schema) import them are loaded again
// under another namespace, so they land in the SDK's lazy chunk alone. The SDK hands no zod schema
// to the project's code, nor the other way round (the server speaks JSON Schema), so two copies
// never meet.
const SDK_IMPORTER =
  /[\\/]node_modules[\\/](@modelcontextprotocol[\\/]sdk|zod-to-json-schema)[\\/]/;
const ownZodForMcp = {
  name: 'own-zod-for-mcp',
  setup(b) {
    const copy = async (args, path) => {
      const resolved = await b.resolve(path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'own-zod-for-mcp',
      });
      // A path relative to the project: the bundle's comments and chunk hashes are the same in any checkout.
      return resolved.errors.length
        ? resolved
        : { path: relative(process.cwd(), resolved.path), namespace: 'mcp-zod' };
    };
    b.onResolve({ filter: /^zod(\/|$)/ }, (args) =>
      args.pluginData === 'own-zod-for-mcp' || !SDK_IMPORTER.test(args.importer)
        ? undefined
        : copy(args, args.path),
    );
    // Inside the copy, every import (relative or bare) stays in the copy.
    b.onResolve({ filter: /.*/, namespace: 'mcp-zod' }, (args) => copy(args, args.path));
    b.onLoad({ filter: /.*/, namespace: 'mcp-zod' }, async (args) => ({
      contents: await readFile(resolvePath(args.path), 'utf8'),
      resolveDir: dirname(resolvePath(args.path)),
      loader: 'js',
    }));
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
  plugins: [unusedOidc, awsEsm, ownZodForMcp],
  // CommonJS dependencies call require() for builtins; an ESM bundle has to provide one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// dist/ must run with plain node even when copied away from package.json.
await writeFile(`${outdir}/package.json`, '{ "type": "module" }\n');
await writeLicenses(`${outdir}/licenses.txt`, [result.metafile]);
