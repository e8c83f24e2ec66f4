// What a file's name alone says about which file a text means. Generic names — changelogs,
// manifests, lock files, tsconfig, `*.config.*`, dotfiles, index/main/utils … — name the kind of
// file, not one file: a page saying "edit your `vite.config.ts`" means the reader's own, and every
// release bumps `package.json`. And test files and fixtures are the repository's checks, not what
// a page describes. Decided here once, for mode: impact's ties and the covers learned from
// history (src/wiki/co-change.ts). Pure.

/** Files of a kind every project has: changelogs, front pages, manifests, lock files, configs. */
const KIND_NAME = new RegExp(
  `^(?:${[
    // changelogs, release notes, the project's own front pages
    '(?:change[-_]?log|changes|history|news|releases?|release[-_]notes|readme|license|licence|copying|notice|authors|contributors|contributing|code[-_]of[-_]conduct|security|support|governance|maintainers|codeowners|funding)(?:\\.[\\w-]+)?',
    // manifests and lock files
    '(?:package|package-lock|npm-shrinkwrap|bower|composer|deno|jsr|lerna|nx|turbo|rush|pnpm-workspace|pnpm-lock|yarn|cargo|go|gemfile|pipfile|pyproject|poetry|uv|requirements(?:[-_.][\\w-]+)?|setup|manifest|[\\w-]*-manifest|\\.?release-please-(?:config|manifest)|pom|podfile|mix|rebar|stack|cabal|flake|makefile|dockerfile|procfile|justfile|rakefile|vagrantfile|brewfile)(?:\\.[\\w.-]+)?',
    // docs sites and hosting
    '(?:mkdocs|netlify|vercel|sidebars?|docusaurus|typedoc|jsdoc|book|_config|firebase)\\.(?:ya?ml|toml|json|js|cjs|mjs|ts)',
    // tsconfig and friends, any `*.config.*` and dotfile (`.eslintrc.cjs`, `.npmrc`)
    '(?:ts|js)config(?:\\.[\\w-]+)*\\.json',
    '[\\w.-]+\\.config\\.[\\w]+',
    '\\.[\\w.-]+',
  ]
    .map((p) => `(?:${p})`)
    .join('|')})$`,
  'i',
);

/** Names every code base has: they say which folder's file only with the folder. */
const COMMON_NAME =
  /^(?:index|main|mod|lib|utils?|types?|helpers?|common|constants?|shared|__init__|__main__|conftest|setup|config|app|server|client|build|test|tests|spec)\.[\w.]+$/i;

/** The file name of a repository path. */
export const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** A changelog, a front page, a manifest, a lock file or a config file: a kind, not one file. */
export const kindName = (path: string): boolean => KIND_NAME.test(baseName(path));

/** True when a file's name (its path's last segment) names a kind of file, not one file. */
export const genericName = (path: string): boolean =>
  kindName(path) || COMMON_NAME.test(baseName(path));

const TEST_DIR =
  /(?:^|\/)(?:tests?|__tests__|specs?|__mocks__|mocks?|fixtures?|__fixtures__|testdata|test[-_]?data|test-d|type-?tests?|typetests?|e2e|playground|benchmarks?|__snapshots__|snapshots)\//i;
const TEST_FILE =
  /(?:[._-](?:test|spec|e2e|bench|test-d|typetest|types?-?test)|_test|^test_[\w-]*)\.[\w.]+$|^conftest\.py$/i;

/** A test file, a fixture or a snapshot: the repository's checks, not what a page describes. */
export const testPath = (path: string): boolean =>
  TEST_DIR.test(path) || TEST_FILE.test(baseName(path));

/** A package's manifest whose `name` mode: impact reads: not the root's, a test's or a vendored one. */
export const packageManifest = (path: string): boolean =>
  /\/package\.json$/.test(path) && !/(?:^|\/)node_modules\//.test(path) && !testPath(path);

/** package.json `name` by folder, from manifests' texts (one that does not parse names nothing). */
export function packageNames(
  manifests: Iterable<{ path: string; text: string }>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const { path, text } of manifests) {
    try {
      const name = (JSON.parse(text) as { name?: unknown } | null)?.name;
      if (typeof name === 'string' && name !== '')
        out.set(path.slice(0, -'/package.json'.length), name);
    } catch {
      // not JSON: the folder's name stands for the package's
    }
  }
  return out;
}
