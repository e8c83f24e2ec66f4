// One synthetic pull request for every noise and miss class of mode: impact (issue 44), each over a
// small adopted wiki, with the pages it must name and those it must not. The ties test asserts
// them; the bench's history section prints how each comes out beside the replayed history.
import type { ImpactOptions } from '../src/impact/ties.js';
import type { FileChange } from '../src/types.js';
import { adoptPage } from '../src/wiki/adopt.js';
import { coChangeCovers } from '../src/wiki/co-change.js';
import { coversIndexOf } from '../src/wiki/covers-index.js';
import { parseWiki } from '../src/wiki/load.js';
import type { Page } from '../src/wiki/types.js';
import { gitBlobSha } from './lint-pages.js';

export interface ImpactCase {
  name: string;
  /** noise: named by no policy; weak: folded ("possibly also"), never leading; miss: named. */
  kind: 'noise' | 'weak' | 'miss';
  pages: Page[];
  files: FileChange[];
  options: ImpactOptions;
  /** Pages the default (strong ties) must name, and pages it must not. */
  named: string[];
  quiet: string[];
}

/** A page as a docs folder holds it, adopted as `wiki-ingest adopt` would (historical included). */
function adopted(file: string, body: string): { path: string; text: string } {
  const raw = `${body}\n`;
  const out = adoptPage(file, raw, { descriptionChars: 110, pageTypes: ['guide'] });
  return { path: file, text: out?.text ?? raw };
}

/** Where the comments' page links point in the tests. */
export const LINKS = {
  serverUrl: 'https://github.com',
  owner: 'o',
  repo: 'r',
  branch: 'main',
  wikiPath: 'wiki',
};

export const change = (
  path: string,
  patch?: string,
  extra: Partial<FileChange> = {},
): FileChange => ({
  path,
  status: 'modified',
  additions: 1,
  deletions: 1,
  ...(patch ? { patch } : {}),
  ...extra,
});

const wiki = (files: Record<string, string>): Page[] =>
  parseWiki(Object.entries(files).map(([f, body]) => adopted(f, body))).pages;

/** A history where the error-codes page changed together with lib/errors.js. */
export const ERRORS_HISTORY = [
  { paths: ['lib/errors.js', 'docs/reference/error-codes.md', 'test/errors.test.js'] },
  { paths: ['lib/errors.js', 'docs/reference/error-codes.md'] },
  { paths: ['lib/errors.js'] },
  { paths: ['lib/errors.js', 'lib/reply.js'] },
  { paths: ['lib/reply.js', 'docs/reference/reply.md'] },
];

function releaseCase(): ImpactCase {
  return {
    name: 'a release bumping package.json, CHANGELOG.md and the manifest',
    kind: 'noise',
    pages: wiki({
      'install.md':
        '# Install\n\nSee `package.json` and the CHANGELOG.md; `.release-please-manifest.json` too.',
    }),
    files: [
      change('package.json', '@@ -2 +2 @@\n-  "version": "1.0.0",\n+  "version": "1.1.0",'),
      change('CHANGELOG.md', '@@ -1 +1,3 @@\n # Changelog\n+## 1.1.0'),
      change('.release-please-manifest.json', '@@ -1 +1 @@\n-{".": "1.0.0"}\n+{".": "1.1.0"}'),
    ],
    options: {},
    named: [],
    quiet: ['install'],
  };
}

function migrationCase(): ImpactCase {
  return {
    name: 'a removed plain word a migration guide shows in a sample',
    kind: 'noise',
    pages: wiki({
      'guides/migration-guide-v4.md':
        '# Migrating to v4\n\n```js\nconst sget = require("simple-get")\n```',
      'reference/server.md': '# Server\n\nOptions of the server.',
    }),
    files: [
      change('lib/server.js', '@@ -1,2 +1 @@\n-const sget = require("simple-get")\n const x = 1'),
    ],
    options: {},
    named: [],
    quiet: ['guides/migration-guide-v4'],
  };
}

function sharedNameCase(): ImpactCase {
  return {
    name: "a config file's name many files share (the reader's own vite.config.ts)",
    kind: 'noise',
    pages: wiki({
      'guide/config.md': '# Config\n\nCreate a `vite.config.ts` and a `handler.ts` next to it.',
    }),
    files: [
      change('playground/a/vite.config.ts', '@@ -1 +1 @@\n-a\n+b'),
      change('src/a/handler.ts'),
    ],
    options: { tree: ['src/a/handler.ts', 'src/b/handler.ts', 'playground/a/vite.config.ts'] },
    named: [],
    quiet: ['guide/config'],
  };
}

function packageCase(): ImpactCase {
  return {
    name: 'a change inside packages/x reaches the page naming @scope/x',
    kind: 'miss',
    pages: wiki({
      'plugins/x.md': '# The x plugin\n\nInstall `@scope/x` and add it to the config.',
      'plugins/other.md': '# Another\n\nInstall `@elsewhere/x`… no: `@scope/y`.',
    }),
    files: [change('packages/x/src/index.ts', '@@ -1 +1 @@\n-const a = 1\n+const a = 2')],
    options: {},
    named: ['plugins/x'],
    quiet: ['plugins/other'],
  };
}

function signatureCase(): ImpactCase {
  return {
    name: 'an exported signature changed (not removed)',
    kind: 'miss',
    pages: wiki({
      'api/hot.md':
        '# HMR API\n\nCall `hot.on(event, cb)`: see `ViteHotContext` and `onHotUpdate`.',
      'guide/intro.md': '# Intro\n\nHello.',
    }),
    files: [
      change(
        'packages/vite/types/hot.d.ts',
        '@@ -3,3 +3,3 @@ export interface ViteHotContext {\n-  onHotUpdate(cb: () => void): void\n+  onHotUpdate(cb: (payload: Update) => void): void',
      ),
    ],
    options: {},
    named: ['api/hot'],
    quiet: ['guide/intro'],
  };
}

function learnedCoverCase(): ImpactCase {
  const pages = wiki({
    'reference/error-codes.md': '# Error codes\n\n`FST_ERR_BAD` and friends.',
    'reference/reply.md': '# Reply\n\nThe reply object.',
  });
  const head = new Map(['lib/errors.js', 'lib/reply.js'].map((p) => [p, gitBlobSha(p)]));
  const learned = coChangeCovers(ERRORS_HISTORY, pages, { wikiPath: 'docs', head });
  const index = coversIndexOf(
    pages.map((p) => ({ slug: p.slug, covers: learned.filter((l) => l.slug === p.slug) })),
  );
  return {
    name: 'a cover learned from past co-changes reaches the page that never names the file',
    kind: 'miss',
    pages,
    files: [change('lib/errors.js', '@@ -1 +1 @@\n-const code = 1\n+const code = 2')],
    options: { index },
    named: ['reference/error-codes'],
    quiet: ['reference/reply'],
  };
}

function quoteCase(): ImpactCase {
  return {
    name: 'a page quoting, word for word, a line the diff rewrites (it names no file)',
    kind: 'miss',
    pages: wiki({
      'guide/timeouts.md':
        '# Timeouts\n\n```py\nclient = httpx.Client(timeout=5.0, follow_redirects=False)\n```',
      'guide/intro.md': '# Intro\n\nclient = httpx.Client()',
    }),
    files: [
      change(
        'httpx/_client.py',
        '@@ -10,2 +10,2 @@ class Client:\n-    client = httpx.Client(timeout=5.0, follow_redirects=False)\n+    client = httpx.Client(timeout=5.0, follow_redirects=True)',
      ),
    ],
    options: {},
    named: ['guide/timeouts'],
    quiet: ['guide/intro'],
  };
}

function readmeCase(): ImpactCase {
  return {
    name: "the repository's README changed: the wiki's front page, which repeats it",
    kind: 'miss',
    pages: wiki({
      'overview.md': '# Starlette\n\nA lightweight ASGI framework.',
      'guide/readme.md': '# Writing a readme\n\nA guide.',
    }),
    files: [change('README.md', '@@ -1 +1 @@\n-A toolkit.\n+A framework.')],
    options: {},
    named: ['overview'],
    quiet: ['guide/readme'],
  };
}

function embedCase(): ImpactCase {
  return {
    name: 'a page embedding a code sample the pull request changes (an include, not a pointer)',
    kind: 'miss',
    pages: wiki({
      'tutorial/app-dir.md':
        '# App dir\n\n{* ../docs_src/app_dir/tutorial001.py hl[3] *}\n\nThe app finds its folder.',
      'tutorial/index.md': '# Tutorial\n\nThe samples live in `docs_src/`.',
    }),
    files: [change('docs_src/app_dir/tutorial001.py', '@@ -1 +1 @@\n-x = 1\n+x = 2')],
    options: {},
    named: ['tutorial/app-dir'],
    quiet: ['tutorial/index'],
  };
}

function lonePathCase(): ImpactCase {
  return {
    name: 'a page only pointing at a changed path, or naming an identifier the diff newly declares',
    kind: 'weak',
    pages: wiki({
      'guide/contributing.md':
        '# Contributing\n\nThe server lives in `lib/server.js`; `createServerOptions` builds them.',
    }),
    files: [
      change(
        'lib/server.js',
        '@@ -1 +1,2 @@\n const a = 1\n+export function createServerOptions() {}',
      ),
    ],
    options: {},
    named: [],
    quiet: ['guide/contributing'],
  };
}

/** Every case, in the order: the noise classes, then the misses. */
export function impactCases(): ImpactCase[] {
  return [
    releaseCase(),
    migrationCase(),
    sharedNameCase(),
    packageCase(),
    signatureCase(),
    learnedCoverCase(),
    quoteCase(),
    readmeCase(),
    embedCase(),
    lonePathCase(),
  ];
}
