// Shapes of the wiki side. Implementations live beside this file.

export interface Caps {
  /** Code points of a description kept in the map (`description-chars`). */
  descriptionChars: number;
  /** H2 headings per page kept in the map (`headings-per-page`). */
  headingsPerPage: number;
  /** Code points of a page served by `read_pages` (`page-char-cap`). */
  pageCharCap: number;
}

export const DEFAULT_CAPS: Caps = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 };

export interface Page {
  /** Relative path without `.md`, lowercased, `/`-separated. */
  slug: string;
  /** Path relative to the wiki folder as found on disk, e.g. `api/Tokens.md`. */
  file: string;
  /** Parsed YAML front-matter; null when the page has none (or it was malformed). */
  frontmatter: Record<string, unknown> | null;
  /** Front-matter `title`, else the first H1, else the file name. */
  title: string;
  /** Front-matter `description`, else the first paragraph as plain text. */
  description: string;
  type: string | null;
  tags: string[];
  related: string[];
  sources: string[];
  /** Front-matter `wiki-ingest: locked`: the model never modifies the page. */
  locked: boolean;
  /** Markdown after the front-matter, BOM removed, line endings LF. */
  body: string;
  /** Every top-level H2 heading in document order (before capping), as plain text. */
  headings: string[];
  /** The file's text exactly as read, for byte-identical round trips. */
  raw: string;
}

/** The fields a writer may set on a page (all optional in a patch). */
export interface PageFields {
  title: string;
  description: string;
  type: string | null;
  tags: string[];
  related: string[];
  sources: string[];
  locked: boolean;
  body: string;
}

export interface Wiki {
  /** Sorted by slug (code-point order). */
  pages: Page[];
  /** The maintainer's SCHEMA.md, when present. */
  schema: string | null;
  warnings: string[];
}
