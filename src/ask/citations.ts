// Citations in an answer: every [[slug]] must name a page of the map. Unknown ones are dropped
// as the text streams (a reader never sees a link to nothing) and reported. The same filter runs
// over a whole answer at once, so streamed and returned text are the same.

/** Longest `[[…]]` held back while waiting for its `]]` (a slug is ≤ 120 chars, plus a label). */
const MAX_CITATION = 240;

export interface CheckedCitations {
  /** The answer with unknown citations removed. */
  text: string;
  /** Known slugs cited, in order of first citation. */
  citations: string[];
  /** Cited slugs that are not in the map, in order of first citation (as written, lowercased). */
  unknown: string[];
}

/** `[[slug]]`, `[[slug|label]]` or `[[slug#heading]]`: the slug part and the rest. */
function parseInner(inner: string): { slug: string; rest: string } | null {
  if (inner.trim() === '' || /[[\]\n]/.test(inner)) return null;
  const at = inner.search(/[|#]/);
  const raw = at < 0 ? inner : inner.slice(0, at);
  const slug = raw.trim().toLowerCase();
  return slug === '' ? null : { slug, rest: at < 0 ? '' : inner.slice(at) };
}

/** Where a dropped citation stood, until the words around it are tidied (a private-use character). */
const GAP = '\uE000';

/**
 * What a dropped citation leaves behind, tidied: "rotate ([[gone]])." reads "rotate.", "See also
 * [[gone]]." disappears, "[[a]], [[gone]] and [[b]]" reads "[[a]] and [[b]]".
 */
const TIDY: [RegExp, string][] = [
  [/[ \t]*\([ \t]*\uE000[ \t]*\)/g, ''],
  [/\([ \t]*\uE000[ \t]*[,;][ \t]*/g, '('],
  [/[ \t]*[,;][ \t]*\uE000(?=[ \t]*\))/g, ''],
  [/(^|\n)[ \t]*(?:see also|see|also):?[ \t]*\uE000[ \t]*[.;]?[ \t]*(?:\n|$)/gi, '$1'],
  [/(^|[.!?])[ \t]*(?:see also|see|also):?[ \t]*\uE000[ \t]*[.;](?=\s|$)/gi, '$1'],
  [/[,;]?[ \t]*\b(?:see also|see):?[ \t]*\uE000(?=[ \t]*(?:[.;)]|\n|$))/gi, ''],
  [/[ \t]*[,;][ \t]*\uE000/g, ''],
  [/\uE000[ \t]*[,;][ \t]*/g, ''],
  [/[ \t]+(?:and|or)[ \t]+\uE000/gi, ''],
  [/\uE000[ \t]+(?:and|or)[ \t]+/gi, ''],
  [/(^|[ \t\n])\uE000[ \t]?/g, '$1'],
  [/\uE000/g, ''],
];

const tidy = (text: string): string =>
  text.includes(GAP) ? TIDY.reduce((t, [re, to]) => t.replace(re, to), text) : text;

/** Filters citations out of streamed text: push chunks in, write out what it returns. */
export class CitationFilter {
  private pending = '';
  /**
   * Text not yet written: the words that may lead into a citation ("see also", "(", ", "), and
   * after a dropped one the rest of its sentence, until the words around it are tidied.
   */
  private held = '';
  /** The last character written: the tidying sees what a held piece follows. */
  private before = '';
  private readonly known: ReadonlySet<string>;
  private readonly cited: string[] = [];
  private readonly missing: string[] = [];

  constructor(known: Iterable<string>) {
    this.known = new Set(known);
  }

  get citations(): string[] {
    return [...this.cited];
  }

  get unknown(): string[] {
    return [...this.missing];
  }

  push(chunk: string): string {
    this.pending += chunk.replaceAll(GAP, '');
    for (;;) {
      const open = this.pending.indexOf('[');
      if (open < 0) {
        this.held += this.pending;
        this.pending = '';
        break;
      }
      this.held += this.pending.slice(0, open);
      this.pending = this.pending.slice(open);
      if (this.pending.length < 2) break; // a lone "[" may become "[["
      if (this.pending[1] !== '[') {
        this.skipBracket();
        continue;
      }
      const close = this.pending.indexOf(']]', 2);
      if (close < 0) {
        // Hold back a citation still arriving, unless it cannot be one any more.
        const body = this.pending.slice(2);
        if (body.length <= MAX_CITATION && !/[[\n]/.test(body)) break;
        this.skipBracket();
        continue;
      }
      const parsed = parseInner(this.pending.slice(2, close));
      if (!parsed) {
        this.skipBracket();
        continue;
      }
      this.pending = this.pending.slice(close + 2);
      if (this.known.has(parsed.slug)) {
        if (!this.cited.includes(parsed.slug)) this.cited.push(parsed.slug);
        this.held += `[[${parsed.slug}${parsed.rest}]]`;
      } else {
        if (!this.missing.includes(parsed.slug)) this.missing.push(parsed.slug);
        this.held += GAP;
      }
    }
    return this.release(false);
  }

  /** The end of the text: whatever was held back goes out as it is. */
  flush(): string {
    this.held += this.pending;
    this.pending = '';
    return this.release(true);
  }

  private skipBracket(): void {
    this.held += '[';
    this.pending = this.pending.slice(1);
  }

  /** Writes what no citation still to come can change, tidied in the light of what came before. */
  private release(all: boolean): string {
    const end = all ? this.held.length : safeEnd(this.held);
    if (end === 0) return '';
    const out = tidy(this.before + this.held.slice(0, end)).slice(this.before.length);
    this.held = this.held.slice(end);
    if (out !== '') this.before = out[out.length - 1]!;
    return out;
  }
}

/**
 * How much of `text` can be written. After a dropped citation, up to the end of its sentence (a
 * `.`, `!`, `?` or line break that whitespace follows); otherwise all but the words that may
 * lead into a citation: trailing spaces, "(", ",", ";", ":", "see", "also", "and", "or", and an
 * unfinished word that may still become one of them.
 */
function safeEnd(text: string): number {
  const gap = text.lastIndexOf(GAP);
  if (gap >= 0) {
    for (let i = text.length - 2; i > gap; i--)
      if (/[.!?\n]/.test(text[i]!) && /\s/.test(text[i + 1]!)) return i + 1;
    return 0;
  }
  let i = text.length;
  while (i > 0 && /[A-Za-z]/.test(text[i - 1]!)) i--;
  for (;;) {
    while (i > 0 && /[ \t,;(:]/.test(text[i - 1]!)) i--;
    const word = /\b(?:see|also|and|or)$/i.exec(text.slice(Math.max(0, i - 5), i));
    if (!word) return i;
    i -= word[0].length;
  }
}

/** Checks the citations of a whole answer against the map's slugs. */
export function checkCitations(text: string, known: Iterable<string>): CheckedCitations {
  const filter = new CitationFilter(known);
  const out = filter.push(text) + filter.flush();
  return { text: out, citations: filter.citations, unknown: filter.unknown };
}

export interface BlobBaseInput {
  /** e.g. https://github.com */
  server: string;
  owner: string;
  repo: string;
  /** The default branch. */
  branch: string;
  /** The wiki folder inside the repository, e.g. `wiki` or `docs/wiki`. */
  wikiPath: string;
}

const encodePath = (path: string): string =>
  path
    .split('/')
    .filter((seg) => seg !== '')
    .map((seg) => encodeURIComponent(seg))
    .join('/');

/** `<server>/<owner>/<repo>/blob/<branch>/<wiki>`: where page files are shown on the default branch. */
export function wikiBlobBase(b: BlobBaseInput): string {
  return [
    b.server.replace(/\/+$/, ''),
    encodeURIComponent(b.owner),
    encodeURIComponent(b.repo),
    'blob',
    encodePath(b.branch),
    encodePath(b.wikiPath),
  ]
    .filter((part) => part !== '')
    .join('/');
}

/** Markdown link text: brackets and emphasis characters cannot break out of it. */
const linkText = (s: string): string => s.replace(/([\\[\]*_`<>])/g, '\\$1');

export interface CitedPage {
  slug: string;
  /** Path of the page file inside the wiki folder, as on disk (e.g. `api/Search.md`). */
  file: string;
  title: string;
}

/**
 * Turns each `[[slug]]` of a known page into a Markdown link to its file under `base` (see
 * wikiBlobBase), titled with the page title. Unknown citations are left as they are: run
 * checkCitations first.
 */
export function linkCitations(text: string, pages: readonly CitedPage[], base: string): string {
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const root = base.replace(/\/+$/, '');
  return text.replace(/\[\[([^[\]\n]+)\]\]/g, (whole, inner: string) => {
    const parsed = parseInner(inner);
    const page = parsed && bySlug.get(parsed.slug);
    if (!page) return whole;
    return `[${linkText(page.title)}](${root}/${encodePath(page.file)})`;
  });
}
