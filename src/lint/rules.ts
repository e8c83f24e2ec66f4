// The lint rules: their ids and severities are a contract (JSON consumers, the action's issue,
// `--fail-on`), so they live in one table with what each finds and how a finding is fixed.

export type Severity = 'error' | 'warning' | 'info';

/** In report order: errors, then warnings, then information. */
export const RULE_IDS = [
  'dead-link',
  'missing-source',
  'front-matter',
  'index-drift',
  'stale',
  'generated-cover',
  'dead-reference',
  'contradiction',
  'orphan',
  'duplicate-title',
  'cap',
  'missing-page',
  'uncovered',
] as const;

/** The rules only `lint --deep` runs (a model reads the pages); the others are free. */
export const DEEP_RULES = [
  'contradiction',
  'missing-page',
] as const satisfies readonly LintRuleId[];

export type LintRuleId = (typeof RULE_IDS)[number];

/** One finding, as `lint --json` prints it. */
export interface Finding {
  rule: LintRuleId;
  severity: Severity;
  /** The page's slug, or `index.md` for index-drift. */
  page: string;
  /** What is wrong, in one sentence. */
  detail: string;
  /** The repository file a stale, missing-source or generated-cover finding is about. */
  file?: string;
  /** The first commit that changed `file` after the page's stamp, when history shows it. */
  since?: string;
  /** missing-source, dead-reference: the path history shows `file` renamed to (HEAD holds it). */
  renamed?: string;
  /** dead-reference: the name as the page writes it in backticks. */
  reference?: string;
  /** The other pages a finding is about: a contradiction's second page, a concept's namers. */
  pages?: string[];
  /** A contradiction's two statements, each quoted verbatim from its page. */
  quotes?: Quote[];
  /** The concept a missing-page finding names. */
  concept?: string;
  /**
   * What a maintainer lists in the accepted-findings file to silence this finding until its
   * pages change (src/lint/accepted.ts); set on the reports the commands print.
   */
  fingerprint?: string;
}

/** A sentence as one page states it. */
export interface Quote {
  page: string;
  text: string;
}

export interface RuleSpec {
  severity: Severity;
  /** What the rule reports, for the text output's group heading. */
  finds: string;
}

export const RULES: Readonly<Record<LintRuleId, RuleSpec>> = {
  'dead-link': {
    severity: 'error',
    finds: 'a [[slug]] link, a Markdown link to a page file or a related slug naming no page',
  },
  'missing-source': { severity: 'error', finds: 'a covered file is gone at HEAD' },
  'front-matter': { severity: 'error', finds: 'front-matter that breaks the page schema' },
  'index-drift': {
    severity: 'error',
    finds: 'index.md is not what the generator produces from the pages',
  },
  stale: { severity: 'warning', finds: 'a covered file changed since the page was checked' },
  'generated-cover': {
    severity: 'warning',
    finds: 'a covered file is generated or ignored, which no page covers',
  },
  'dead-reference': {
    severity: 'warning',
    finds:
      'a backticked path, file name or identifier the repository held when the page was last written is gone at HEAD',
  },
  contradiction: {
    severity: 'warning',
    finds: 'two pages that cover the same file or link each other state incompatible facts',
  },
  orphan: { severity: 'warning', finds: 'no other page links to it, and it is no hub' },
  'duplicate-title': { severity: 'warning', finds: 'another page has the same title' },
  cap: { severity: 'warning', finds: 'the map cuts it (description, headings or length)' },
  'missing-page': {
    severity: 'info',
    finds: 'a concept named on 3 or more pages has no page of its own',
  },
  uncovered: { severity: 'info', finds: 'the page covers no repository file' },
};

/** How an index-drift finding about a map file a person wrote begins (its fix differs). */
export const FOREIGN_MAP = 'the map file is a page a person wrote';

/** A page is a hub (an entry point index.md leads to) when it links this many other pages. */
export const ORPHAN_HUB_MIN_LINKS = 3;

/** How to fix a finding, in one clause (the cap warnings carry their own). */
export function fixFor(f: Finding): string | null {
  switch (f.rule) {
    case 'dead-link':
      return 'create that page, or correct or remove the link';
    case 'missing-source':
      return f.renamed
        ? `point covers at ${f.renamed} and check the page against it (\`wiki-ingest lint --fix\` moves the cover, keeping its stamp)`
        : `point covers at the file's new path and check the page against it, or drop "${f.file}" from covers (\`wiki-ingest lint --fix\` drops a deleted file's cover)`;
    case 'front-matter':
      return 'correct the YAML between the --- lines (the fields are described in SCHEMA.md and the README)';
    case 'index-drift':
      if (f.detail.startsWith(FOREIGN_MAP))
        return 'keep it, and give the map a file of its own: set the map-file input to another name (`--map-file wiki-map.md`, or `map-file: wiki-map.md` in the workflow)';
      return 'index.md is generated, never edited: the next ingest rewrites it, or `wiki-ingest lint --fix` (or `wiki-ingest index --markdown > <wiki>/index.md`) does now';
    case 'stale':
      return `check the page against ${f.file}, then re-stamp its covers entry with the sha \`git rev-parse HEAD:${f.file}\` prints`;
    case 'generated-cover':
      return `drop "${f.file}" from covers (cover the source it is built from, if the page describes it); the next write of the page by wiki-ingest drops it too`;
    case 'dead-reference':
      return f.renamed
        ? `where the page means the moved file, write ${f.renamed} instead of ${f.reference ?? f.file}, and check the sentence around it (\`wiki-ingest lint --fix\` never rewrites prose)`
        : `check what the page says about ${f.reference ?? f.file} against the code as it is now (${f.since ? `${f.since.slice(0, 7)} shows what replaced it` : 'its history shows what replaced it'}), then correct or remove the mention, or run \`wiki-ingest refresh\` on the page`;
    case 'contradiction':
      return 'check both statements against the code and correct the page that is wrong (if both hold, accept the finding)';
    case 'orphan':
      return 'link it from a page on a neighbouring topic ([[slug]], a Markdown link or related), or delete it if nothing needs it';
    case 'duplicate-title':
      return 'give each page a title of its own';
    case 'cap':
      return null;
    case 'missing-page':
      return 'create a page for it and link it from the pages that name it, or accept the finding';
    case 'uncovered':
      return 'list the files it describes in covers (path@blobsha), if any';
  }
}
