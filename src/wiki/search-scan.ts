// Search without an index, for the seconds before one exists. A server started on a large wiki
// reads and parses every page, builds the map, then indexes the pages (at 20,000 pages several
// seconds); an agent's first search should not wait for that. A scan reads every page file once
// and keeps its text as read (ASCII files as one-byte strings: ~160 MB at 20,000 pages of ~1,000
// words), split as parsePage splits it — no Markdown parsed, nothing lower-cased, no term listed:
// decoding, lower-casing and tokenising were each as slow as the read. A search then looks every
// query term up in each page's fields with a case-insensitive regular expression (V8 skips ahead
// natively; a term in no page costs ~50 ms at 20,000 pages). Fields are the index's, read as
// parsePage reads them: the front-matter's title and description (parsed only in the pages whose
// front-matter holds a query term), the slug's words and the whole body, whose H1, H2 headings and
// first paragraph hold what the index's title, headings and description take from it. Terms are
// the index's (search.ts: the same words dropped, prefixes from 3 letters) and match at the start
// of a word, so the pages found are the pages holding a query word; what the index adds is typo
// forgiveness and BM25 ranking. Here a field weighs its boost in the index, a term weighs more the
// fewer pages hold it, and ties go by slug.
import { frontmatterTitles, splitPage } from './page.js';
import { queryTerms, SEARCH_BOOSTS, STOP_WORDS, type SearchHit } from './search.js';
import { compareCodePoints } from './text.js';

/** One page as a scan keeps it: its text as read, split as parsePage splits it. */
export interface ScanRecord {
  slug: string;
  /** The page file (relative to the wiki folder) the record was read from. */
  file: string;
  /** The slug's words, as the index takes them. */
  words: string;
  /** The front-matter's YAML as written, or null. */
  yaml: string | null;
  body: string;
  /** The front-matter's title and description, once a search needed them. */
  titles?: [string, string];
}

/** One page's record, from its file's text. */
export function scanRecord(slug: string, file: string, raw: string): ScanRecord {
  const { yaml, body } = splitPage(raw);
  return { slug, file, words: slug.replace(/[/_.-]+/g, ' '), yaml, body };
}

const NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u;

/** A letter, digit or mark: what a word is made of. */
const isWordChar = (code: number): boolean =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  (code >= 48 && code <= 57) ||
  (code > 127 && NON_ASCII_WORD.test(String.fromCharCode(code)));

/** The longest word the index leaves out. */
const LONGEST_STOP_WORD = Math.max(...[...STOP_WORDS].map((w) => w.length));

/**
 * Whether the match of `term` at `at` in `text` is a word the index would match: it starts a
 * word; below 3 characters it is the whole word (no prefix), from 3 on the word is no stop word.
 */
function wordAt(text: string, term: string, at: number): boolean {
  if (at > 0 && isWordChar(text.charCodeAt(at - 1))) return false;
  let end = at + term.length;
  if (term.length < 3) return !isWordChar(text.charCodeAt(end));
  while (end - at <= LONGEST_STOP_WORD && isWordChar(text.charCodeAt(end))) end++;
  return end - at > LONGEST_STOP_WORD || !STOP_WORDS.has(text.slice(at, end).toLowerCase());
}

/** A query's terms, and one case-insensitive expression that finds any of them. */
interface Query {
  terms: string[];
  re: RegExp;
}

const escapeRe = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

const queryOf = (terms: string[]): Query => ({
  terms,
  re: new RegExp(terms.map(escapeRe).join('|'), 'gi'),
});

/**
 * Which of the query's terms are a word (or start one) in `text`: one pass of the expression,
 * every term checked where it stops (a term may be another's prefix), until all are found.
 */
function termsIn(text: string, { terms, re }: Query): boolean[] {
  const found = terms.map(() => false);
  let left = terms.length;
  re.lastIndex = 0;
  for (let m = re.exec(text); m && left > 0; m = re.exec(text)) {
    const at = m.index;
    terms.forEach((term, i) => {
      if (found[i] || text.slice(at, at + term.length).toLowerCase() !== term) return;
      if (!wordAt(text, term, at)) return;
      found[i] = true;
      left--;
    });
    re.lastIndex = at + 1;
  }
  return found;
}

/** The record's front-matter title and description, read once. */
function titlesOf(record: ScanRecord): [string, string] {
  if (!record.titles) {
    const { title, description } = frontmatterTitles(record.yaml ?? '');
    record.titles = [title ?? '', description ?? ''];
  }
  return record.titles;
}

/** Per query term, the boosts of the record's fields that hold it, summed. */
function weights(record: ScanRecord, query: Query): number[] {
  const sums = query.terms.map(() => 0);
  const add = (found: boolean[], boost: number): void =>
    found.forEach((f, i) => f && (sums[i]! += boost));
  // A term the front-matter does not hold is in neither its title nor its description.
  if (record.yaml !== null && termsIn(record.yaml, query).some(Boolean)) {
    const [title, description] = titlesOf(record);
    add(termsIn(title, query), SEARCH_BOOSTS.title);
    add(termsIn(description, query), SEARCH_BOOSTS.description);
  }
  add(termsIn(record.words, query), SEARCH_BOOSTS.slug);
  add(termsIn(record.body, query), SEARCH_BOOSTS.body);
  return sums;
}

/**
 * The records that match `query`, best first, at most `limit`; an empty query finds nothing. A
 * page matches when any query term is a word (or, from 3 letters, starts one) of its fields.
 */
export function scanSearch(records: readonly ScanRecord[], query: string, limit = 10): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  // Longest first: where two terms start at one place, the expression stops at the longer.
  const looked = queryOf([...terms].sort((a, b) => b.length - a.length));
  const found: { slug: string; weights: number[] }[] = [];
  for (const record of records) {
    const sums = weights(record, looked);
    if (sums.some((w) => w > 0))
      found.push({ slug: record.slug, weights: terms.map((t) => sums[looked.terms.indexOf(t)]!) });
  }
  // The fewer pages hold a term, the more it says about them (BM25's idf, as the index ranks).
  const idf = terms.map((_, i) => {
    const holding = found.filter((f) => f.weights[i]! > 0).length;
    return Math.log(1 + records.length / (1 + holding));
  });
  return found
    .map(({ slug, weights }) => ({
      slug,
      score: weights.reduce((sum, w, i) => sum + w * idf[i]!, 0),
      terms: terms.filter((_, i) => weights[i]! > 0).sort(),
    }))
    .sort((a, b) => b.score - a.score || compareCodePoints(a.slug, b.slug))
    .slice(0, Math.max(0, limit));
}

/** A page file a scan may read, in the order a full read takes them (code points of its path). */
export interface ScanFile {
  slug: string;
  file: string;
  /** secret-paths withholds it: it takes its slug, as in a full read, and is never read. */
  withheld: boolean;
  /** Its text, or null when it cannot be read. */
  read: () => string | null;
}

/**
 * The records of `files`, read in order, `every` files between two turns of the event loop (a
 * server answers meanwhile). As a full read does, the first readable file of a slug takes it;
 * a withheld file takes its slug and is left out unread.
 */
export async function scanFiles(files: readonly ScanFile[], every = 500): Promise<ScanRecord[]> {
  const records: ScanRecord[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < files.length; i++) {
    if (i > 0 && i % every === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const f = files[i]!;
    if (taken.has(f.slug)) continue;
    if (f.withheld) {
      taken.add(f.slug);
      continue;
    }
    const text = f.read();
    if (text === null) continue;
    taken.add(f.slug);
    records.push(scanRecord(f.slug, f.file, text));
  }
  return records;
}
