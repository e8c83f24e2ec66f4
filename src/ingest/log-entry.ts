// The one log.md entry an ingest appends, under a greppable `## [YYYY-MM-DD] ingest | title`.
import { money } from '../llm/usage.js';
import { oneLine } from '../publish/commit-message.js';
import type { MergeInfo, Usage } from '../types.js';

export interface LogEntryInput {
  date: Date;
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr' | 'url'>;
  created: string[];
  updated: string[];
  summary: string;
  usage: Usage;
  cost_usd: number | null;
}

/** Markdown-inert text: untrusted merge titles and summaries must not open links, HTML or code. */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_[\]<>|#&]/g, (c) => `\\${c}`);
}

export const utcDate = (d: Date): string => d.toISOString().slice(0, 10);

/** How the merge is named in sources and the log: the PR link when known, else the commit. */
export function sourceRef(merge: LogEntryInput['merge']): string {
  if (merge.url) return merge.url;
  if (merge.pr !== undefined) return `#${merge.pr}`;
  return merge.sha ? `commit ${merge.sha}` : 'unknown source';
}

const links = (slugs: string[]): string =>
  slugs.length ? slugs.map((s) => `[[${s}]]`).join(', ') : 'none';

export function logEntry(e: LogEntryInput): string {
  const u = e.usage;
  const source = [
    e.merge.pr !== undefined ? `PR #${e.merge.pr}` : null,
    e.merge.url ? `<${e.merge.url}>` : null,
    e.merge.sha ? `commit \`${e.merge.sha}\`` : null,
  ].filter(Boolean);
  return [
    `## [${utcDate(e.date)}] ingest | ${escapeMarkdown(oneLine(e.merge.title, 160))}`,
    '',
    `- Source: ${source.length ? source.join(' · ') : 'unknown'}`,
    `- Created: ${links(e.created)}`,
    `- Updated: ${links(e.updated)}`,
    `- Summary: ${escapeMarkdown(oneLine(e.summary, 2000))}`,
    `- Tokens: ${u.input_tokens} input · ${u.cache_creation_input_tokens} cache write · ${u.cache_read_input_tokens} cache read · ${u.output_tokens} output`,
    `- Cost: ${money(e.cost_usd, 'unknown (no price for the model)')}`,
    '',
  ].join('\n');
}

/** log.md after appending `entry`; a missing log starts with a title. */
export function appendLog(existing: string | null, entry: string): string {
  const head =
    existing === null || existing.trim() === '' ? '# Wiki log\n' : existing.replace(/\s*$/, '\n');
  return `${head}\n${entry}`;
}
