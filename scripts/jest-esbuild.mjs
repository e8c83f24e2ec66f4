// Jest's transform for TypeScript: esbuild strips the types of each file on its own, as ts-jest
// did in its transpile-only mode (tsconfig has isolatedModules; `tsc --noEmit` type-checks), at a
// tenth of the CPU. A fresh clone (CI) starts with no transform cache: every test file's module
// graph was transpiled by TypeScript there, again in each worker that met it first.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync, version } from 'esbuild';

const self = readFileSync(fileURLToPath(import.meta.url), 'utf8');

/** What the TypeScript compiler would take from tsconfig.json for emit (ES2022 class fields). */
const tsconfigRaw = { compilerOptions: { useDefineForClassFields: true } };

function transform(source, path, options) {
  const { code, map } = transformSync(source, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    format: options.supportsStaticESM ? 'esm' : 'cjs',
    target: 'node20',
    sourcemap: 'external',
    sourcefile: path,
    tsconfigRaw,
  });
  return { code, map };
}

export default {
  canInstrument: false,
  getCacheKey(source, path, options) {
    return createHash('sha1')
      .update(version)
      .update(self)
      .update(String(options.supportsStaticESM))
      .update(path)
      .update(source)
      .digest('hex');
  },
  process: transform,
};
