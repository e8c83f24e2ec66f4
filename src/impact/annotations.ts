// The check run's annotations: one per changed file that ties a page, on the first line the pull
// request changes in it (its first hunk), naming the pages it ties. A deleted file has no line in
// the head to annotate: its pages are in the check run's summary and the comment. Pure.
import type { Annotation } from '../github/pull-impact.js';
import type { FileChange } from '../types.js';
import { plainTies } from './render.js';
import type { ImpactedPage } from './ties.js';

const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m;

/** The first changed line of the head's side of `patch`, and where its hunk ends. */
function firstLines(patch: string | undefined): { start: number; end: number } {
  const m = patch ? HUNK.exec(patch) : null;
  const start = Math.max(1, Number(m?.[1] ?? 1));
  return { start, end: start + Math.max(0, Number(m?.[2] ?? 1) - 1) };
}

export function annotationsOf(
  pages: readonly ImpactedPage[],
  files: readonly FileChange[],
): Annotation[] {
  const byFile = new Map<string, string[]>();
  for (const p of pages)
    for (const t of p.ties) {
      const list = byFile.get(t.file) ?? [];
      if (!list.includes(p.slug)) list.push(p.slug);
      byFile.set(t.file, list);
    }
  const out: Annotation[] = [];
  for (const f of files) {
    const slugs = byFile.get(f.path);
    if (!slugs || f.status === 'removed') continue;
    const { start, end } = firstLines(f.patch);
    const tied = pages.filter((p) => slugs.includes(p.slug));
    out.push({
      path: f.path,
      start_line: start,
      end_line: end,
      annotation_level: 'notice',
      title: `${slugs.length} wiki page${slugs.length === 1 ? '' : 's'} may go stale`,
      message: tied.map(plainTies).join('\n').slice(0, 60000),
    });
  }
  return out;
}
