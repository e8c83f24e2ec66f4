// Parsed pages by blob sha, so a run that reads the wiki more than once (the rolling branch, then
// the default branch; an ingest, then a lint) parses an unchanged page once. A blob's sha names
// its bytes, and a page's slug comes from its path: the key is both, so a blob moved to another
// path is parsed again. Page values are never mutated downstream, so sharing them is safe.
import type { PageParser } from './load.js';
import { parsePage } from './page.js';

export class PageParseCache {
  private readonly parsed = new Map<string, ReturnType<PageParser>>();
  /** Pages parsed, and pages served from the cache (for tests and the bench). */
  readonly counts = { parsed: 0, reused: 0 };

  /** A parser for one tree listing: `shaOf(path)` names the blob a wiki path holds. */
  parserFor(shaOf: (path: string) => string | undefined): PageParser {
    return (path, text) => {
      const sha = shaOf(path);
      const key = sha === undefined ? undefined : `${sha}\0${path}`;
      const known = key === undefined ? undefined : this.parsed.get(key);
      if (known) {
        this.counts.reused++;
        return known;
      }
      const result = parsePage(path, text);
      this.counts.parsed++;
      if (key !== undefined) this.parsed.set(key, result);
      return result;
    };
  }
}
