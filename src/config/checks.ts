// What one input asks beyond its kind (a folder inside the repository, a valid branch name, known
// page types and author associations, the pricing shape), each a named function the input table
// (src/config/inputs.ts) names as the input's `check`; and the pr-branch check the edge makes
// once it knows the branch wiki changes are published to.
import { windowsDeviceSegment } from '../wiki/slug.js';
import type { PriceOverride } from './pricing.js';
import { fail } from './errors.js';
import { splitLines, splitList } from './kinds.js';

/** GitHub's author_association values, the vocabulary of ask-allowed-associations. */
export const AUTHOR_ASSOCIATIONS = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
] as const;

export const PRICING_SHAPE =
  'expected {"model": {"input", "output", "cache_write_5m"?, "cache_write_1h"?, "cache_read"?, "long_prompt"?: {"threshold_tokens", "input", "output", …}}} in USD per million tokens';

export const lowerCased = (items: string[]): string[] => items.map((t) => t.toLowerCase());

/**
 * Why `wikiPath` (trimmed, leading `./` and trailing `/` removed) is no plain folder inside the
 * repository, or null. Every file the action writes goes under it, so it may not be the root,
 * git's own folder, the workflows' folder, or leave the repository; nor hold glob magic (it is
 * also the `<wiki-path>/**` skip glob).
 */
export function wikiPathProblem(wikiPath: string): string | null {
  if (wikiPath === '' || wikiPath === '.') return 'is the repository root';
  if (wikiPath.startsWith('/') || /^[a-zA-Z]:/.test(wikiPath)) return 'is absolute';
  if (wikiPath.includes('\\')) return 'holds a backslash (use "/")';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f*?[\]{}!]/.test(wikiPath))
    return 'holds a control character or glob character (* ? [ ] { } !)';
  const segments = wikiPath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..'))
    return 'holds an empty, "." or ".." segment';
  const first = segments[0]!.toLowerCase();
  if (first === '.git') return 'is inside .git';
  if (first === '.github') return 'is inside .github, where workflows live';
  return null;
}

/** wiki-path: the folder without its leading `./` or trailing `/`, refused unless a plain one. */
export function wikiFolder(text: string): string {
  const wikiPath = text.replace(/^\.\//, '').replace(/\/+$/, '');
  const problem = wikiPathProblem(wikiPath);
  if (problem)
    fail(
      'wiki-path',
      `"${wikiPath}" ${problem}; use a folder inside the repository, e.g. "wiki" or "docs/wiki".`,
    );
  return wikiPath;
}

/** agents-md: empty (off), or a Markdown file inside the repository such as AGENTS.md or CLAUDE.md. */
export function agentsMdPath(text: string): string {
  const path = text.replace(/^\.\//, '');
  if (path === '') return '';
  const problem = wikiPathProblem(path) ?? (/\.md$/i.test(path) ? null : 'is not a .md file');
  if (problem)
    fail(
      'agents-md',
      `"${path}" ${problem}; name a Markdown file relative to the repository root, e.g. "AGENTS.md" or "CLAUDE.md", or leave it empty.`,
    );
  return path;
}

/** map-file: a Markdown file name at the wiki's root, none of the other files the action writes. */
export function mapFileName(text: string): string {
  const name = text.replace(/^\.\//, '');
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!/^[^/\\\0-\x1f]+\.md$/i.test(name) || name.startsWith('.'))
    fail(
      'map-file',
      `"${name}" is not a Markdown file name at the root of the wiki folder; use e.g. "index.md" or "wiki-map.md" (no folder, ending in .md).`,
    );
  if (/^(log|schema)\.md$/i.test(name))
    fail('map-file', `"${name}" is written by people or by the log; use e.g. "wiki-map.md".`);
  // On every platform: one Windows clone is enough for a wiki commit to break it.
  if (windowsDeviceSegment(name) !== null)
    fail(
      'map-file',
      `"${name}" is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension and in any case), which a Windows checkout cannot hold; use e.g. "index.md" or "wiki-map.md".`,
    );
  return name;
}

/** Why `name` is no branch name git accepts (a subset of `git check-ref-format`), or null. */
export function branchNameProblem(name: string): string | null {
  if (name === '') return 'is empty';
  if (name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.'))
    return 'starts with "-" or "/", or ends with "/" or "."';
  const invalid =
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    /[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|(^|\/)\./;
  if (invalid.test(name) || name === '@')
    return 'is not a valid branch name (no spaces, ~ ^ : ? * [ \\, "..", "@{", "//", ".lock" or a segment starting with ".")';
  return null;
}

/** pr-branch: a name git accepts. */
export function prBranch(name: string): string {
  const problem = branchNameProblem(name);
  if (problem) fail('pr-branch', `"${name}" ${problem}; use e.g. "wiki-ingest/updates".`);
  return name;
}

/**
 * The pull-request branch may not be the branch wiki changes are published to: the rolling
 * branch is force-updated, so equal names would commit straight to (and rewrite) that branch.
 * Checked by the edge, which alone knows that branch.
 */
export function assertPrBranchDiffers(
  config: { publishMode: string; prBranch: string },
  publishedTo: string,
): void {
  if (config.publishMode !== 'pull-request') return;
  const strip = (b: string) => b.replace(/^refs\/heads\//, '');
  if (strip(config.prBranch) === strip(publishedTo))
    fail(
      'pr-branch',
      `"${config.prBranch}" is the branch wiki changes are published to; the rolling pull request needs a branch of its own, e.g. "wiki-ingest/updates".`,
    );
}

/** page-types: lower-case names of letters, digits, - and _. */
export function pageTypes(items: string[]): string[] {
  const types = lowerCased(items);
  for (const t of types)
    if (!/^[a-z][a-z0-9_-]*$/.test(t))
      fail('page-types', `"${t}" is not a valid type name (letters, digits, - and _).`);
  return types;
}

/** page-sections: one `type: Section, Section` line per page type. */
export function pageSections(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of splitLines(text)) {
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/i.exec(line);
    if (!m) fail('page-sections', `"${line}" is not "type: Section, Section".`);
    out[m[1]!.toLowerCase()] = splitList(m[2]!);
  }
  return out;
}

/**
 * pricing: a JSON object of entries. Each entry's fields are checked by loadConfig, which loads
 * the schema (and zod) only when the input is set, so the Tier 1 skip path never loads them.
 */
export function pricingObject(text: string): Record<string, PriceOverride> {
  if (text === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail('pricing', 'is not valid JSON; expected {"model": {"input": 1, "output": 5}}.');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    fail('pricing', `${PRICING_SHAPE} (not an object).`);
  return json as Record<string, PriceOverride>;
}

/** ask-command: one word. */
export function askCommand(word: string): string {
  if (/\s/.test(word)) fail('ask-command', `"${word}" holds a space; use one word, e.g. /wiki.`);
  return word;
}

/** ask-allowed-associations: upper case, each one of AUTHOR_ASSOCIATIONS. */
export function authorAssociations(items: string[]): string[] {
  const associations = items.map((a) => a.toUpperCase());
  for (const a of associations)
    if (!(AUTHOR_ASSOCIATIONS as readonly string[]).includes(a))
      fail(
        'ask-allowed-associations',
        `"${a}" is not an author association; use any of ${AUTHOR_ASSOCIATIONS.join(', ')}.`,
      );
  return associations;
}

/** aws-region / gcp-region: a region name (letters, digits, dashes), or empty for the default. */
export const cloudRegion =
  (name: string) =>
  (text: string): string => {
    if (text !== '' && !/^[a-z][a-z0-9-]{1,30}$/.test(text))
      fail(name, `"${text}" is no region name; use e.g. "us-east-1", "global" or "europe-west1".`);
    return text;
  };

/** gcp-project-id: a Google Cloud project id (it goes into the request path), or empty. */
export function gcpProjectId(text: string): string {
  if (text !== '' && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(text))
    fail(
      'gcp-project-id',
      `"${text}" is no Google Cloud project id (6–30 lowercase letters, digits and dashes, starting with a letter).`,
    );
  return text;
}

/** language: a BCP 47 tag in its canonical form (`pt-br` → `pt-BR`), or empty for the wiki's own. */
export function languageTag(text: string): string {
  if (text === '') return text;
  try {
    const [tag] = Intl.getCanonicalLocales(text);
    if (tag) return tag;
  } catch {
    // refused below
  }
  return fail('language', `"${text}" is no BCP 47 language tag; use e.g. "es", "pt-BR" or "ja".`);
}

/** The English name of a language tag ("es" → "Spanish"), for the one sentence a prompt holds. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The one sentence telling a model which language to write in, every prompt's the same way:
 * `<lead> in Spanish (es)<rest>` — the language named, then its tag.
 */
export const languageSentence = (lead: string, tag: string, rest = ''): string =>
  `${lead} in ${languageName(tag)} (${tag})${rest}`;
