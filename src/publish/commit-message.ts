// The wiki commit's message: names the source merge and carries the trailer Tier 1 skips on.
import { oneLine } from '../security/output.js';
import { archiveTrailer, sourceTrailer } from '../trailer.js';
import type { MergeInfo, PublishWording, FileWrite } from '../types.js';
import { isPageFile } from '../wiki/slug.js';

/** The commit's message, worded as the run's task says (absent: a merge's). */
export function commitMessage(
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr'>,
  pages: number,
  wording?: PublishWording,
): string {
  if (wording?.kind === 'archive') return archiveMessage(merge.title, wording.answerUrl);
  const source = merge.pr !== undefined ? `#${merge.pr}` : (merge.sha ?? 'unknown').slice(0, 12);
  const subject = oneLine(`docs(wiki): ingest ${source} — ${merge.title}`, 100);
  return [
    subject,
    '',
    `Updated ${pages} wiki page${pages === 1 ? '' : 's'} for ${source}.`,
    '',
    sourceTrailer(merge.sha ?? 'unknown'),
    '',
  ].join('\n');
}

/** An archived /wiki answer's commit: its topic, and the trailer naming the answer. */
export function archiveMessage(topic: string, answerUrl: string): string {
  return [
    oneLine(`docs(wiki): archive — ${topic}`, 100),
    '',
    `Files a /wiki answer as a wiki page: ${oneLine(answerUrl, 300)}`,
    '',
    archiveTrailer(answerUrl),
    '',
  ].join('\n');
}

/** How many of `files` (repository-relative) are wiki pages under `wikiPath`, as the map counts them. */
export function countPages(files: FileWrite[], wikiPath: string): number {
  const prefix = `${wikiPath}/`;
  return files.filter((f) => f.path.startsWith(prefix) && isPageFile(f.path.slice(prefix.length)))
    .length;
}
