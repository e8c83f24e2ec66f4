// What kind of file a changed path is — source, tests, docs or configuration — by its name alone:
// the order a prompt gives a merge's files in when its budget cannot show them all (the files a
// page covers first, then source, then tests, docs and configuration), and the test and fixture
// folders init never plans pages for.

export type ChangeKind = 'source' | 'test' | 'docs' | 'config';

/** Tests and their support code, by folder or file name. */
export const TEST_PATH =
  /(^|\/)(__tests__|tests?|specs?|e2e|testdata|test-support)\/|(^|[./_-])(test|spec)s?\.[a-z0-9]+$|_test\.[a-z0-9]+$|(^|\/)test_[^/]+\.py$/i;

/** Fixtures, mocks and snapshots, by folder. */
export const FIXTURE_PATH = /(^|\/)(__fixtures__|fixtures?|__mocks__|mocks?|golden|snapshots?)\//i;

const DOCS_PATH = /\.(md|mdx|markdown|rst|adoc|asciidoc|txt)$|(^|\/)(docs?|documentation)\//i;

/** Manifests, settings, CI and build files: dot files, data formats, the usual build scripts. */
const CONFIG_PATH =
  /(^|\/)\.[^/]+(\/|$)|\.(json|jsonc|ya?ml|toml|ini|cfg|conf|properties|xml|lock|env|editorconfig)$|(^|\/)(Dockerfile|Makefile|Procfile|Gemfile|Rakefile|go\.mod|go\.sum)$|\.config\.[cm]?[jt]s$/i;

/** The kind of a changed path. */
export function changeKind(path: string): ChangeKind {
  if (TEST_PATH.test(path) || FIXTURE_PATH.test(path)) return 'test';
  if (DOCS_PATH.test(path)) return 'docs';
  if (CONFIG_PATH.test(path)) return 'config';
  return 'source';
}

/** The kinds in the order a prompt shows them (after the files a page covers). */
export const KIND_ORDER: readonly ChangeKind[] = ['source', 'test', 'docs', 'config'];
