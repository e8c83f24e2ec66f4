// Shapes of the wiki side. Implementations live beside this file.
import type { Cover } from './covers.js';

export interface Caps {
  /** Code points of a description kept in the map (`description-chars`). */
  descriptionChars: number;
  /** H2 headings per page kept in the map (`headings-per-page`). */
  headingsPerPage: number;
  /** Code points of a page served by `read_pages` (`page-char-cap`). */
  pageCharCap: number;
}

/** The input defaults (src/config.ts INPUTS; a test keeps the two equal). */
export const DEFAULT_CAPS: Caps = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 };

/** The caps of a parsed Config (or anything carrying the three fields). */
export function capsOf(config: Caps): Caps {
  const { descriptionChars, headingsPerPage, pageCharCap } = config;
  return { descriptionChars, headingsPerPage, pageCharCap };
}

/** The fields a writer may set on a page (all optional in a patch). */
export interface PageFields {
  /** Front-matter `title`, else the first H1, else the file name. */
  title: string;
  /** Front-matter `description`, else the first paragraph as plain text. */
  description: string;
  type: string | null;
  tags: string[];
  related: string[];
  sources: string[];
  /**
   * Front-matter `covers`: the repository files the page describes, each with the blob it was
   * last checked against, sorted by path (valid entries only; see covers.ts).
   */
  covers: Cover[];
  /** Front-matter `wiki-ingest: locked`: the model never modifies the page. */
  locked: boolean;
  /** Markdown after the front-matter, BOM removed, line endings LF. */
  body: string;
}

export interface Page extends PageFields {
  /** Relative path without `.md`, lowercased, `/`-separated. */
  slug: string;
  /** Path relative to the wiki folder as found on disk, e.g. `api/Tokens.md`. */
  file: string;
  /** Parsed YAML front-matter; null when the page has none (or it was malformed). */
  frontmatter: Record<string, unknown> | null;
  /** Every top-level H2 heading in document order (before capping), as plain text. */
  headings: string[];
  /** The file's text exactly as read, for byte-identical round trips. */
  raw: string;
  /**
   * Why no tool may write the page although no maintainer locked it (its front-matter does not
   * parse, its bytes are not UTF-8); such a page is `locked` too. Absent on a writable page.
   */
  readOnly?: string;
}

/**
 * What the map needs of a page: its fields and its lengths (code points: the whole text, and the
 * body a reader reads, which page-char-cap counts), not its text.
 */
export type MapPage = Pick<
  Page,
  'slug' | 'file' | 'title' | 'description' | 'headings' | 'tags' | 'locked' | 'covers'
> & { chars: number; bodyChars: number };

/** A page the map is built from: a whole Page, or a MapPage. */
export type MapSource = Page | MapPage;

export interface Wiki {
  /** Sorted by slug (code-point order). */
  pages: Page[];
  /** The maintainer's SCHEMA.md, when present. */
  schema: string | null;
  warnings: string[];
}

/** One entry of a tree listing, as git and the Git Trees API both spell it. */
export interface TreeEntry {
  /** Relative to the listed tree, `/`-separated. */
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

/** The wiki folder at one commit: its subtree sha and every file under it. */
export interface WikiTree {
  commit: string;
  /** null when the wiki folder does not exist at that commit. */
  tree: string | null;
  /** Every non-folder entry under the wiki, relative to it (path → mode and blob sha). */
  entries: Record<string, { mode: string; sha: string }>;
  /**
   * Files outside the wiki a publish also writes (agents-md), each repository-relative path with
   * the blob it held at `commit` (null: none): publishing refuses when one differs at the head.
   */
  guarded?: Record<string, string | null>;
}

/** The wiki Tier 3 starts from, as the edge read it. */
export interface WikiSnapshot {
  wiki: Wiki;
  /** Current `<wiki>/index.md` and `<wiki>/log.md`, null when absent. */
  existing: { index: string | null; log: string | null };
  /**
   * The commit this wiki was read at and its wiki subtree (the action's branch head, the CLI's
   * HEAD). Publishing refuses to overwrite wiki changes made after it.
   */
  base?: WikiTree;
}
