// What `wiki-ingest run` leaves the person at the terminal: the job summary the action would have
// written (--summary FILE, `-` for stdout), and a closing line saying what it wrote and how to
// commit it — or that it wrote nothing.
import { writeFile } from 'node:fs/promises';
import { summaryMarkdown } from '../action/edge.js';
import type { SecretRegistry } from '../security/secrets.js';
import { SOURCE_TRAILER } from '../trailer.js';
import type { Report } from '../types.js';

/** The job summary as the action writes it to GITHUB_STEP_SUMMARY, secrets scrubbed. */
export const summaryText = summaryMarkdown;

/** Writes the summary to `target` (`-`: stdout, where every write is scrubbed already). */
export async function writeSummaryTo(
  target: string,
  report: Report,
  secrets: SecretRegistry,
): Promise<void> {
  const text = summaryText(report, secrets);
  if (target === '-') process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  else await writeFile(target, text);
}

/** A word the shell takes as it is: single-quoted unless it is plainly safe. */
const shellWord = (word: string): string =>
  /^[\w./@:-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The closing lines: "wrote 2 pages to wiki/ (uncommitted): …" and the commit command (with the
 * trailer Tier 1 knows wiki-ingest's own commits by), or "wrote nothing" and why.
 */
export function outcomeLines(report: Report, wikiPath: string, dryRun: boolean): string[] {
  const files = report.changes.map((c) => c.path);
  const published = report.publish?.mode === 'working-tree' || dryRun;
  if (files.length === 0 || !published || report.decision.decision === 'failed')
    return ['wrote nothing'];
  const folder = `${wikiPath.replace(/\/+$/, '')}/`;
  const meta = new Set([`${folder}index.md`, `${folder}log.md`]);
  const pages = files.filter((f) => !meta.has(f));
  const others = files.filter((f) => meta.has(f)).map((f) => f.slice(folder.length));
  // Pages first; index.md and log.md after them ("wrote log.md" alone for a logged skip).
  const named = pages.length
    ? `${pages.length} page${pages.length === 1 ? '' : 's'}`
    : others.join(' and ');
  const list = pages.length
    ? `: ${[...pages, ...(others.length ? [`and ${others.join(', ')}`] : [])].join(', ')}`
    : '';
  if (dryRun) return [`wrote nothing (--dry-run): ${named} would change in ${folder}${list}`];
  const sha = report.merge.sha;
  const subject = `docs(wiki): ingest ${sha ? sha.slice(0, 12) : 'a local commit'}`;
  const trailer = sha ? ` --trailer ${shellWord(`${SOURCE_TRAILER}: ${sha}`)}` : '';
  return [
    `wrote ${named} to ${folder} (uncommitted)${list}`,
    `commit them with: git add -- ${shellWord(folder)} && git commit -m ${shellWord(subject)}${trailer}`,
  ];
}
