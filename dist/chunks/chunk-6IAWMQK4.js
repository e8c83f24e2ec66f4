import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/paths/names.ts
var KIND_NAME = new RegExp(
  `^(?:${[
    // changelogs, release notes, the project's own front pages
    "(?:change[-_]?log|changes|history|news|releases?|release[-_]notes|readme|license|licence|copying|notice|authors|contributors|contributing|code[-_]of[-_]conduct|security|support|governance|maintainers|codeowners|funding)(?:\\.[\\w-]+)?",
    // manifests and lock files
    "(?:package|package-lock|npm-shrinkwrap|bower|composer|deno|jsr|lerna|nx|turbo|rush|pnpm-workspace|pnpm-lock|yarn|cargo|go|gemfile|pipfile|pyproject|poetry|uv|requirements(?:[-_.][\\w-]+)?|setup|manifest|[\\w-]*-manifest|\\.?release-please-(?:config|manifest)|pom|podfile|mix|rebar|stack|cabal|flake|makefile|dockerfile|procfile|justfile|rakefile|vagrantfile|brewfile)(?:\\.[\\w.-]+)?",
    // docs sites and hosting
    "(?:mkdocs|netlify|vercel|sidebars?|docusaurus|typedoc|jsdoc|book|_config|firebase)\\.(?:ya?ml|toml|json|js|cjs|mjs|ts)",
    // tsconfig and friends, any `*.config.*` and dotfile (`.eslintrc.cjs`, `.npmrc`)
    "(?:ts|js)config(?:\\.[\\w-]+)*\\.json",
    "[\\w.-]+\\.config\\.[\\w]+",
    "\\.[\\w.-]+"
  ].map((p) => `(?:${p})`).join("|")})$`,
  "i"
);
var COMMON_NAME = /^(?:index|main|mod|lib|utils?|types?|helpers?|common|constants?|shared|__init__|__main__|conftest|setup|config|app|server|client|build|test|tests|spec)\.[\w.]+$/i;
var baseName = (path) => path.slice(path.lastIndexOf("/") + 1);
var kindName = (path) => KIND_NAME.test(baseName(path));
var genericName = (path) => kindName(path) || COMMON_NAME.test(baseName(path));
var TEST_DIR = /(?:^|\/)(?:tests?|__tests__|specs?|__mocks__|mocks?|fixtures?|__fixtures__|testdata|test[-_]?data|test-d|type-?tests?|typetests?|e2e|playground|benchmarks?|__snapshots__|snapshots)\//i;
var TEST_FILE = /(?:[._-](?:test|spec|e2e|bench|test-d|typetest|types?-?test)|_test|^test_[\w-]*)\.[\w.]+$|^conftest\.py$/i;
var testPath = (path) => TEST_DIR.test(path) || TEST_FILE.test(baseName(path));
var packageManifest = (path) => /\/package\.json$/.test(path) && !/(?:^|\/)node_modules\//.test(path) && !testPath(path);
function packageNames(manifests) {
  const out = /* @__PURE__ */ new Map();
  for (const { path, text } of manifests) {
    try {
      const name = JSON.parse(text)?.name;
      if (typeof name === "string" && name !== "")
        out.set(path.slice(0, -"/package.json".length), name);
    } catch {
    }
  }
  return out;
}

export {
  baseName,
  kindName,
  genericName,
  testPath,
  packageManifest,
  packageNames
};
//# sourceMappingURL=chunk-6IAWMQK4.js.map
