// Shapes of the wiki side. Implementations live beside this file.

export interface Caps {
  descriptionChars: number;
  headingsPerPage: number;
  pageCharCap: number;
}

export interface Page {
  /** Relative path without `.md`, lowercased, `/`-separated. */
  slug: string;
  /** Path relative to the wiki folder as found on disk, e.g. `api/Tokens.md`. */
  file: string;
  /** Parsed YAML front-matter; null when the page has none (or it was malformed). */
  frontmatter: Record<string, unknown> | null;
  title: string;
  description: string;
  type: string | null;
  tags: string[];
  related: string[];
  sources: string[];
  /** Front-matter `wiki-ingest: locked`: the model never modifies the page. */
  locked: boolean;
  /** Markdown after the front-matter. */
  body: string;
  /** Every H2 heading in document order (before capping). */
  headings: string[];
  /** The file's text exactly as read, for byte-identical round trips. */
  raw: string;
}

export interface Wiki {
  /** Sorted by slug. */
  pages: Page[];
  /** The maintainer's SCHEMA.md, when present. */
  schema: string | null;
  warnings: string[];
}
