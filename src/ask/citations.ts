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

/** Filters citations out of streamed text: push chunks in, write out what it returns. */
export class CitationFilter {
  private pending = '';
  private last = '';
  private dropSpace = false;
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
    this.pending += chunk;
    let out = '';
    for (;;) {
      const open = this.pending.indexOf('[');
      if (open < 0) {
        out += this.emit(this.pending);
        this.pending = '';
        break;
      }
      out += this.emit(this.pending.slice(0, open));
      this.pending = this.pending.slice(open);
      if (this.pending.length < 2) break; // a lone "[" may become "[["
      if (this.pending[1] !== '[') {
        out += this.emit('[');
        this.pending = this.pending.slice(1);
        continue;
      }
      const close = this.pending.indexOf(']]', 2);
      if (close < 0) {
        // Hold back a citation still arriving, unless it cannot be one any more.
        const body = this.pending.slice(2);
        if (body.length <= MAX_CITATION && !/[[\n]/.test(body)) break;
        out += this.emit('[');
        this.pending = this.pending.slice(1);
        continue;
      }
      const parsed = parseInner(this.pending.slice(2, close));
      if (!parsed) {
        out += this.emit('[');
        this.pending = this.pending.slice(1);
        continue;
      }
      this.pending = this.pending.slice(close + 2);
      if (this.known.has(parsed.slug)) {
        if (!this.cited.includes(parsed.slug)) this.cited.push(parsed.slug);
        out += this.emit(`[[${parsed.slug}${parsed.rest}]]`);
      } else {
        if (!this.missing.includes(parsed.slug)) this.missing.push(parsed.slug);
        // "see [[gone]] and" reads "see and", not "see  and".
        this.dropSpace = this.last === '' || /\s/.test(this.last);
      }
    }
    return out;
  }

  /** The end of the text: whatever was held back goes out as it is. */
  flush(): string {
    const out = this.emit(this.pending);
    this.pending = '';
    return out;
  }

  private emit(text: string): string {
    let s = text;
    if (this.dropSpace && s !== '') {
      if (s.startsWith(' ')) s = s.slice(1);
      this.dropSpace = false;
    }
    if (s !== '') this.last = s[s.length - 1]!;
    return s;
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
