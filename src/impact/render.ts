// What mode: impact writes where reviewers look: the sticky pull request comment (Markdown, a
// hidden marker first), its one-line form once nothing is impacted any more, the check run's
// annotations, and the lines every one of them shares. Page titles, paths and identifiers come
// from the repository and the pull request: untrusted, so prose is made inert and names go in
// code spans (src/security/inert-markdown.ts). Pure.
import { codeSpan, inertText } from '../security/inert-markdown.js';
import { rootReadme } from './namesakes.js';
import type { Impact, ImpactedPage, Tie } from './ties.js';

/** The first line of the sticky comment: one comment per wiki folder of the repository. */
export const impactMarker = (wikiPath: string): string =>
  `<!-- wiki-ingest impact ${encodeURIComponent(wikiPath).replace(/-/g, '%2D')} -->`;

/** Where a page's file is read at the base branch. */
export interface PageLinks {
  serverUrl: string;
  owner: string;
  repo: string;
  branch: string;
  wikiPath: string;
}

const segments = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

export const pageUrl = (l: PageLinks, file: string): string =>
  `${l.serverUrl}/${segments(l.owner)}/${segments(l.repo)}/blob/${segments(l.branch)}/${segments(`${l.wikiPath}/${file}`)}`;

const VERB: Record<Tie['change'], string> = {
  changes: 'changes',
  adds: 'adds',
  deletes: 'deletes',
  renames: 'renames',
  removes: 'removes',
};

const DECLARATION: Record<NonNullable<Tie['declaration']>, string> = {
  signature: 'whose declaration this PR changes',
  body: 'whose body this PR changes',
  added: 'which this PR declares',
};

/** What an identifier tie says the pull request does to it. */
function identifierText(t: Tie, code: (name: string) => string): string {
  if (t.declaration) return `mentions ${code(t.name)}, ${DECLARATION[t.declaration]}`;
  const now = t.to?.length ? ` (the same file now declares ${t.to.map(code).join(', ')})` : '';
  return `mentions ${code(t.name)}, which this PR removes or renames${now}`;
}

/** What the page holds or is, for a tie through a file. */
function fileSubject(t: Tie, code: (name: string) => string): string {
  if (t.class === 'namesake' && rootReadme(t.name))
    return `is the wiki's front page, as ${code(t.name)} is the repository's`;
  if (t.class === 'namesake') return `is named for ${code(t.name)}`;
  if (t.class === 'embed') return `embeds ${code(t.name)} (an include of its text)`;
  if (t.class === 'history')
    return `was edited with ${code(t.name)} in ${t.together} of that file's ${t.recent ? `last ${t.commits}` : `${t.commits} past`} commits`;
  if (t.class === 'basename')
    return `mentions ${code(t.named ?? t.name)} (the file name of ${code(t.name)})`;
  if (t.named) return `mentions ${code(t.named)} (${code(t.name)})`;
  return `${t.kind} ${code(t.name)}`;
}

/** A quoted line, cut to what a reader needs to find it in the page. */
const excerpt = (line: string): string => (line.length > 80 ? `${line.slice(0, 79)}…` : line);

/** How a tie reads: "covers `src/a.ts`, which this PR renames to `src/b.ts`". */
export function tieText(t: Tie, code: (name: string) => string = (n) => codeSpan(n)): string {
  const shared = t.shared ? ` (as ${t.shared} pages do)` : '';
  if (t.identifier) return identifierText(t, code) + shared;
  if (t.class === 'quote')
    return `quotes ${code(excerpt(t.named ?? ''))} from ${code(t.name)}, a line this PR removes or rewrites${shared}`;
  if (t.class === 'package')
    return `names the package ${code(t.named ?? t.name)}, whose folder ${code(t.name)} this PR changes${shared}`;
  const to = t.change === 'renames' && t.to?.[0] ? ` to ${code(t.to[0])}` : '';
  return `${fileSubject(t, code)}, which this PR ${VERB[t.change]}${to}${shared}`;
}

/** Pages named in the "possibly also" line at most. */
export const POSSIBLY_SHOWN = 10;

/** impact-ties: fold — the weakly tied pages in one line, their slugs in code spans. */
export function possiblyLine(possibly: readonly ImpactedPage[]): string | null {
  if (possibly.length === 0) return null;
  const shown = possibly.slice(0, POSSIBLY_SHOWN).map((p) => codeSpan(p.slug));
  const more = possibly.length - shown.length;
  return `Possibly also (weak ties: a common name, a file name, a plain word, a path alone): ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

const pageLine = (p: ImpactedPage, links: PageLinks): string =>
  `- [${inertText(p.title || p.slug, 200)}](${pageUrl(links, p.file)}) ${codeSpan(p.slug)}: ${p.ties.map((t) => tieText(t)).join('; ')}`;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export interface CommentInput {
  wikiPath: string;
  pages: readonly ImpactedPage[];
  links: PageLinks;
  /** Pages listed before "+N more". */
  cap: number;
  /** The run's job summary, where every page is listed. */
  runUrl?: string;
  /** The base commit the wiki was read at. */
  commit: string;
  /** impact-preview: its decision, spend and would-be wiki diff, as Markdown (preview-render.ts). */
  preview?: string;
  /** impact-ties: fold — pages tied only weakly. */
  possibly?: readonly ImpactedPage[];
}

/** The sticky comment while pages are impacted. */
export function impactComment(c: CommentInput): string {
  const shown = c.pages.slice(0, c.cap);
  const more = c.pages.length - shown.length;
  const where = c.runUrl ? `[the job summary](${c.runUrl})` : 'the job summary';
  const possibly = possiblyLine(c.possibly ?? []);
  return [
    impactMarker(c.wikiPath),
    `### Wiki impact: ${plural(c.pages.length, 'page')} may go stale`,
    '',
    `This pull request changes what ${c.pages.length === 1 ? 'this page describes' : 'these pages describe'} in ${codeSpan(`${c.wikiPath}/`)}; review ${c.pages.length === 1 ? 'it' : 'them'} with the code.`,
    '',
    ...shown.map((p) => pageLine(p, c.links)),
    ...(more > 0 ? [`- +${more} more (every page is listed in ${where})`] : []),
    ...(possibly ? ['', possibly] : []),
    ...(c.preview ? ['', c.preview] : []),
    '',
    `<sub>wiki-ingest, ${c.preview ? 'the list free (no model call), the preview a dry run (nothing written)' : 'free (no model call)'}: the wiki at ${codeSpan(c.links.branch)} ${codeSpan(c.commit.slice(0, 12))}; this comment is updated on every push.</sub>`,
  ].join('\n');
}

/** The sticky comment once a later push leaves nothing impacted: one line, kept for the record. */
export const clearedComment = (wikiPath: string): string =>
  `${impactMarker(wikiPath)}\nWiki impact: none any more — this pull request no longer changes what a page in ${codeSpan(`${wikiPath}/`)} describes.`;

/** One Markdown line per page for the check run's summary: names in code spans, as the comment. */
export const markdownTies = (p: ImpactedPage): string =>
  `- ${codeSpan(p.slug)}: ${p.ties.map((t) => tieText(t)).join('; ')}`;

/** One line per page for annotations (plain text, never rendered): slug, then its ties. */
export const plainTies = (p: ImpactedPage): string =>
  `${p.slug}: ${p.ties.map((t) => tieText(t, (n) => n)).join('; ')}`;

/** What every place says when the mention scan's bound cut it, or null. */
export const boundedScanNote = (impact: Pick<Impact, 'scanned' | 'total'>): string | null =>
  impact.scanned < impact.total
    ? `The text scan is bounded: ${impact.scanned} of ${impact.total} pages were read for mentions, in slug order (covers count for every page).`
    : null;
