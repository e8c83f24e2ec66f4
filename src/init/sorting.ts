// How init sorts a repository's files before the planner sees them: the files a page may
// describe (source, docs, manifests), and those it counts but never lists — tests, fixtures,
// generated code (ignore-paths, .gitattributes, protobuf and other generators' output, build
// folders such as dist/) and files nobody documents (secrets, dot-folders, binaries). A generated
// file is never covered, and a test or fixture is not what a first wiki describes, so a plan's
// covers are checked against the same sorting. Pure: .gitattributes is read by the caller.
import type { Config } from '../config.js';
import { FIXTURE_PATH, TEST_PATH } from '../paths/change-kinds.js';
import type { GeneratedFiles } from '../paths/generated.js';
import { secretPathMatcher } from '../tools/source.js';
import type { RepoFile } from '../types.js';

/** Why a file is counted and not listed; `source` is listed (when it fits). */
export type FileKind = 'source' | 'test' | 'fixture' | 'generated' | 'ignored';

/** Files nobody documents: images, fonts, archives, binaries, minified code, lock files. */
const UNDOCUMENTED =
  /\.(png|jpe?g|gif|webp|ico|svg|pdf|zip|gz|tgz|tar|jar|woff2?|ttf|otf|eot|mp[34]|mov|wasm|exe|dll|so|dylib|bin|lock|min\.js|map|snap)$/i;

/** Protocol buffers, gRPC, Thrift and other generators' usual output names. */
const GENERATED_NAME =
  /(\.pb\.(go|cc|h|ts|js|swift|dart)|_pb2(_grpc)?\.pyi?|_pb\.(js|ts|d\.ts)|_grpc\.pb\.go|\.pb\.gw\.go|_grpc_pb\.(js|ts|d\.ts)|\.generated\.[a-z]+|\.g\.dart|_gen\.go|\.gen\.(go|ts))$/i;
/** Build output, vendored and generated-code folders. */
const GENERATED_DIR =
  /(^|\/)(dist|build|out|target|vendor|node_modules|coverage|\.next|gen|generated|__generated__)\//i;

/** The sorting of every file of a repository, decided once per plan. */
export function fileSorter(
  config: Pick<Config, 'secretPaths' | 'wikiPath'>,
  generated: GeneratedFiles,
): (path: string) => FileKind | null {
  const secret = secretPathMatcher(config.secretPaths);
  const wiki = `${config.wikiPath}/`;
  return (path) => {
    // The wiki's own files are the map the planner sees, never files to plan.
    if (path.startsWith(wiki)) return null;
    if (secret(path) || path.split('/').some((s) => s.startsWith('.')) || UNDOCUMENTED.test(path))
      return 'ignored';
    if (generated.byPath(path) !== null || GENERATED_NAME.test(path) || GENERATED_DIR.test(path))
      return 'generated';
    if (FIXTURE_PATH.test(path)) return 'fixture';
    if (TEST_PATH.test(path)) return 'test';
    return 'source';
  };
}

/** The files a page may cover (and the outline lists): `source` ones, shallowest first. */
export function sourceFiles(
  files: readonly RepoFile[],
  kindOf: (path: string) => FileKind | null,
): RepoFile[] {
  return files
    .filter((f) => kindOf(f.path) === 'source')
    .sort(
      (a, b) => a.path.split('/').length - b.path.split('/').length || (a.path < b.path ? -1 : 1),
    );
}

const LANGUAGES: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  cts: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  go: 'Go',
  py: 'Python',
  rs: 'Rust',
  java: 'Java',
  kt: 'Kotlin',
  kts: 'Kotlin',
  scala: 'Scala',
  rb: 'Ruby',
  php: 'PHP',
  cs: 'C#',
  fs: 'F#',
  c: 'C',
  h: 'C',
  cc: 'C++',
  cpp: 'C++',
  hpp: 'C++',
  swift: 'Swift',
  m: 'Objective-C',
  dart: 'Dart',
  ex: 'Elixir',
  exs: 'Elixir',
  erl: 'Erlang',
  hs: 'Haskell',
  clj: 'Clojure',
  lua: 'Lua',
  sh: 'Shell',
  bash: 'Shell',
  sql: 'SQL',
  proto: 'Protocol Buffers',
  graphql: 'GraphQL',
  vue: 'Vue',
  svelte: 'Svelte',
  css: 'CSS',
  scss: 'CSS',
  html: 'HTML',
  md: 'Markdown',
  mdx: 'Markdown',
  rst: 'reStructuredText',
  yml: 'YAML',
  yaml: 'YAML',
  json: 'JSON',
  toml: 'TOML',
  tf: 'Terraform',
};

/** The language a file's extension names, or null. */
export function languageOf(path: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (ext) return LANGUAGES[ext] ?? null;
  return /(^|\/)Dockerfile$/.test(path)
    ? 'Dockerfile'
    : /(^|\/)Makefile$/.test(path)
      ? 'Make'
      : null;
}
