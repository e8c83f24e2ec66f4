// The pages a Tier 3 run was asked to check (they cover a file its change touched) that it has
// not closed: each still carries the stamp it had before the run for that file, so lint would call
// it stale right afterwards. Computed free from the changeset — no model, no read — once before
// the agent's finish is accepted (it is told, once, so it can close them) and once at the end (the
// report, log.md and the `stale-pages` output name the pages left stale).
import { untrusted } from '../security/fence.js';
import type { Changeset } from '../tools/changeset.js';
import type { FileChange, MergeInfo, StalePage } from '../types.js';
import { compareCodePoints } from '../wiki/text.js';

/** A page to check, and the changed file it covers. */
export interface Covering {
  slug: string;
  path: string;
}

/** A rename that kept the content: the page is as current as it was (its covers move for free). */
const pureRename = (f: FileChange): boolean =>
  f.status === 'renamed' && (f.additions || 0) + (f.deletions || 0) === 0;

/**
 * The covering pages the run has left as they were for their changed file: not changed at all, or
 * changed but still stamped as before for that file. A page that no longer covers the file, or
 * whose changed file was deleted and which the agent updated, is closed.
 */
export function stillOpen(
  covering: readonly Covering[],
  cs: Changeset,
  merges: readonly MergeInfo[],
): StalePage[] {
  const files = merges.flatMap((m) => m.files);
  const renamedOnly = new Set(
    files.filter(pureRename).flatMap((f) => [f.path, f.previous_path ?? f.path]),
  );
  const deleted = new Set(files.filter((f) => f.status === 'removed').map((f) => f.path));
  const seen = new Set<string>();
  const open: StalePage[] = [];
  for (const { slug, path } of covering) {
    const key = `${slug}\0${path}`;
    if (seen.has(key) || renamedOnly.has(path)) continue;
    seen.add(key);
    if (cs.isChanged(slug)) {
      if (deleted.has(path)) continue;
      const now = cs.get(slug)?.covers.find((c) => c.path === path);
      const before = cs.original(slug)?.covers.find((c) => c.path === path);
      if (!now || now.blob !== before?.blob) continue;
    }
    open.push({ slug, path });
  }
  return open.sort(
    (a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path),
  );
}

/** Pages named at most in the reminder (the rest are counted). */
const NAMED = 40;

/** What the agent is told once, before its finish is accepted, of the pages it has not touched. */
export function openPagesReminder(open: readonly StalePage[]): string | null {
  if (open.length === 0) return null;
  const shown = open.slice(0, NAMED);
  const more = open.length - shown.length;
  return [
    'finish was not accepted yet (this reminder comes once): these pages cover a changed file, and you have neither updated nor confirmed them, so they still carry the stamp they had before the change:',
    untrusted('covering pages', shown.map((c) => `${c.slug}: ${c.path}`).join('\n')),
    ...(more > 0 ? [`(${more} more not listed)`] : []),
    'Check each against the change (read the page and the file first): where it became untrue, correct it; where it is still right, call confirm_page. Then call finish again. A page you leave as it is is reported as left stale.',
  ].join('\n');
}
