// Which pages name what a pull request changes: one pass over each page's words and path-like
// tokens, bounded as triage's scan is (SCAN_CHARS of page text, pages in slug order; the caller
// says when the bound cut it). A changed path is found whole (a link to it on GitHub too), by its
// last folders (`src/node/config.ts` for `packages/vite/src/node/config.ts`), or by its bare file
// name; a package by the name its package.json gives it (`@scope/x`), or, when that was not read,
// by any scope and the folder's name; an identifier as a word. Pure.
import { SCAN_CHARS } from '../triage/facts.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Page } from '../wiki/types.js';

/** What a page was found naming: the needle's key, and how. */
export interface Hit {
  key: string;
  how: 'word' | 'path' | 'suffix' | 'basename' | 'package';
  /** The text the page holds, when it is not the key itself (a file name, a package name). */
  matched?: string;
}

/** What to look for. */
export interface Needles {
  /** Identifiers, as words. */
  words: ReadonlySet<string>;
  /** Changed paths (at the base; a rename's old and new path), found whole or by their last folders. */
  paths: ReadonlySet<string>;
  /** File name → the changed paths it may mean (only names that say which file they are). */
  basenames: ReadonlyMap<string, string>;
  /** A package's name (`@scope/x`, `create-x`) → the key of its needle. */
  packages: ReadonlyMap<string, string>;
  /**
   * Package folders' names read under a scope when no package.json said the name: a distinct one
   * (`plugin-legacy`) under any scope, a plain one (`vite`) under the scope the wiki names most
   * (so `@prefresh/vite` is not taken for the repository's `packages/vite`).
   */
  scoped: ReadonlyMap<string, string>;
}

interface PageText {
  words: Set<string>;
  tokens: Set<string>;
}

const WORD = /[\w$]+/g;
const TOKEN = /[\w$@.+~-]+(?:\/[\w$@.+~-]+)*/g;
const texts = new WeakMap<Page, PageText>();

/** A page's words and path-like tokens, once per page object. */
function textOf(page: Page): PageText {
  let t = texts.get(page);
  if (!t) {
    const text = `${page.title}\n${page.body}`;
    const tokens = new Set<string>();
    for (const raw of text.match(TOKEN) ?? []) {
      const token = raw.replace(/\.+$/, '').replace(/^(\.\/)+/, '');
      if (token) tokens.add(token);
    }
    t = { words: new Set(text.match(WORD) ?? []), tokens };
    texts.set(page, t);
  }
  return t;
}

/** The last folders of every path, two segments or more, that are not the whole path. */
export function suffixesOf(paths: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of paths) {
    const segs = path.split('/');
    for (let k = 1; k <= segs.length - 2; k++) {
      const s = segs.slice(k).join('/');
      out.set(s, [...(out.get(s) ?? []), path]);
    }
  }
  return out;
}

/** What the scan knows beyond the needles: the paths' last folders and the wiki's own scope. */
interface Context {
  suffixes: Map<string, string[]>;
  scope: string | null;
}

/** The package scope the pages name most (`@vitejs`), or null. */
function ownScope(pages: readonly Page[]): string | null {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const token of textOf(page).tokens)
      if (/^@[\w.-]+\/[\w.-]/.test(token)) {
        const scope = token.slice(0, token.indexOf('/'));
        counts.set(scope, (counts.get(scope) ?? 0) + 1);
      }
  let best: [string, number] | null = null;
  for (const entry of counts)
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  return best?.[0] ?? null;
}

/** The needle a scoped package name stands for, read under the scope rule of Needles.scoped. */
function scopedKey(scope: string, name: string, n: Needles, ctx: Context): string | undefined {
  const key = n.scoped.get(name);
  if (!key) return undefined;
  return /[-_.]/.test(name) || /[a-z][A-Z]/.test(name) || scope === ctx.scope ? key : undefined;
}

/** What one path-like token of a page names. */
function tokenHits(token: string, n: Needles, ctx: Context, out: Hit[]): void {
  const { suffixes } = ctx;
  const segs = token.split('/');
  for (let k = 0; k < segs.length; k++) {
    const s = k === 0 ? token : segs.slice(k).join('/');
    // A root-level file is named by its bare name only, not as the end of another path.
    if (n.paths.has(s) && (k === 0 || s.includes('/')))
      return void out.push({ key: s, how: 'path' });
  }
  if (segs.length >= 2) {
    const meant = suffixes.get(token);
    if (meant?.length === 1)
      return void out.push({ key: meant[0]!, how: 'suffix', matched: token });
  }
  if (token.startsWith('@') && segs.length >= 2) {
    const name = `${segs[0]}/${segs[1]}`;
    const key = n.packages.get(name) ?? scopedKey(segs[0]!, segs[1]!, n, ctx);
    if (key) return void out.push({ key, how: 'package', matched: name });
  }
  const pkg = n.packages.get(token);
  if (pkg) return void out.push({ key: pkg, how: 'package', matched: token });
  if (segs.length === 1) {
    const path = n.basenames.get(token);
    if (path) out.push({ key: path, how: 'basename', matched: token });
  }
}

/** What one page names. */
function pageHits(page: Page, n: Needles, ctx: Context): Hit[] {
  const { words, tokens } = textOf(page);
  const out: Hit[] = [];
  for (const w of n.words) if (words.has(w)) out.push({ key: w, how: 'word' });
  for (const token of tokens) tokenHits(token, n, ctx, out);
  const seen = new Set<string>();
  return out.filter((h) => {
    const id = `${h.how === 'word' ? 'w' : 'p'}:${h.key}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

export interface Scan {
  /** slug → what the page names. */
  hits: Map<string, Hit[]>;
  scanned: number;
  total: number;
}

/** The pages `pages` (those `skip` keeps out are not read) that name a needle, within the bound. */
export function scanPages(
  pages: readonly Page[],
  needles: Needles,
  skip: (page: Page) => boolean = () => false,
): Scan {
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const ctx: Context = {
    suffixes: suffixesOf(needles.paths),
    scope: needles.scoped.size ? ownScope(sorted) : null,
  };
  const hits = new Map<string, Hit[]>();
  let budget = SCAN_CHARS;
  let scanned = 0;
  for (const page of sorted) {
    const size = page.title.length + page.body.length + 1;
    if (size > budget) break;
    budget -= size;
    scanned++;
    if (skip(page)) continue;
    const found = pageHits(page, needles, ctx);
    if (found.length) hits.set(page.slug, found);
  }
  return { hits, scanned, total: sorted.length };
}
