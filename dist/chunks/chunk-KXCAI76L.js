import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// package.json
var package_default = {
  name: "wiki-ingest",
  version: "1.0.0",
  description: "Keeps a repository's Markdown wiki current after every merge, spending on LLM calls only what a change is worth.",
  license: "MIT",
  keywords: [
    "github-action",
    "wiki",
    "documentation",
    "llm",
    "anthropic"
  ],
  type: "module",
  files: [
    "dist/",
    "action.yml",
    "README.md",
    "LICENSE",
    "CHANGELOG.md",
    "docs/*.md",
    "docs/*.png",
    "bench/RESULTS.md"
  ],
  bin: {
    "wiki-ingest": "dist/cli.js"
  },
  engines: {
    node: ">=22.13"
  },
  scripts: {
    bundle: "node scripts/build.mjs",
    start: "node dist/cli.js simulate --repo .",
    test: "node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js",
    lint: "eslint . && prettier --check . && tsc --noEmit && depcruise src --config .dependency-cruiser.cjs && node scripts/action-inputs.mjs --check && node scripts/readme-tables.mjs --check",
    format: "prettier --write .",
    bench: "tsx bench/index.ts",
    docs: "node scripts/action-inputs.mjs && node scripts/readme-tables.mjs",
    "summary-picture": "npm run bundle && tsx scripts/summary-picture.ts",
    "local-action": "node scripts/local-action.mjs"
  },
  devDependencies: {
    "@actions/cache": "^6.3.0",
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@anthropic-ai/bedrock-sdk": "^1.2.0",
    "@anthropic-ai/sdk": "^1.16.0",
    "@anthropic-ai/vertex-sdk": "^1.1.4",
    "@eslint/js": "^9.39.5",
    "@modelcontextprotocol/sdk": "^1.32.2",
    "@octokit/graphql-schema": "^15.26.1",
    "@octokit/plugin-retry": "^8.1.1",
    "@octokit/plugin-throttling": "^11.0.5",
    "@octokit/rest": "^22.0.1",
    "@secretlint/core": "^12.0.0",
    "@secretlint/profiler": "^12.0.0",
    "@secretlint/secretlint-rule-preset-recommend": "^12.0.0",
    "@types/jest": "^30.0.0",
    "@types/markdown-it": "^14.2.0",
    "@types/node": "^20.19.43",
    "codeowners-utils": "^1.0.2",
    "dependency-cruiser": "^17.4.3",
    diff: "^9.0.0",
    esbuild: "^0.28.2",
    eslint: "^9.39.5",
    "eslint-config-prettier": "^10.1.9",
    "fastest-levenshtein": "^1.0.16",
    "google-auth-library": "^10.9.1",
    graphql: "^16.15.0",
    jest: "^30.5.2",
    "markdown-it": "^15.0.3",
    minimatch: "^11.0.10",
    minisearch: "^7.2.0",
    prettier: "^3.10.1",
    "ts-jest": "^29.4.15",
    tsx: "^4.23.15",
    typescript: "~5.9.3",
    "typescript-eslint": "^8.74.0",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  allowScripts: {
    esbuild: false,
    "@parcel/watcher": false
  }
};

export {
  package_default
};
//# sourceMappingURL=chunk-KXCAI76L.js.map
