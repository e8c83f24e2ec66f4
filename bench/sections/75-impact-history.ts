// mode: impact against this repository's own history (issue 44): every first-parent commit that
// changes a file outside the wiki replayed as a pull request through impactOf, the action's one
// entry. Twice: wiki/ as the project keeps it (its own covers), and docs/ adopted as a team with
// existing docs would (`wiki-ingest adopt`), each with and without the history before each commit
// (the ties it learns, as a checkout with history gives them) or the covers its past co-changes
// propose, by impact-ties policy. The pages a commit edited are the truth; source-only commits
// measure noise. Then one synthetic pull request per noise and miss class
// (test-support/impact-cases.ts). Other repositories' histories are replayed by hand
// (bench/replay-history.ts); nothing fetched is read here.
import { fileURLToPath } from 'node:url';
import { impactOf } from '../../src/impact/ties.js';
import { impactCases } from '../../test-support/impact-cases.js';
import { readReplay, type ReplayHistory } from '../replay/history.js';
import { classLine, replay, scoreLine } from '../replay/replay.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** First-parent commits replayed at most (the newest). */
const COMMITS = 400;

function variants(h: ReplayHistory, adopt: boolean): void {
  for (const [label, learn, history, ties] of [
    ['impact-ties: strong (the default), no history (a shallow checkout)', false, false, 'strong'],
    ['impact-ties: strong, with the history (fetch-depth: 0)', false, true, 'strong'],
    ['covers learned from co-changes written, no history', true, false, 'strong'],
    ['with the history, impact-ties: fold (folded pages counted)', false, true, 'fold'],
    ['with the history, impact-ties: all', false, true, 'all'],
  ] as const) {
    const s = replay(h, { adopt, learn, history, ties });
    console.log(scoreLine(`  ${label}`, s));
    console.log(classLine(s));
  }
}

function cases(): void {
  console.log('');
  console.log('| case | class | named by default | named with impact-ties: all | as expected |');
  console.log('|---|---|---|---|---|');
  for (const c of impactCases()) {
    const strong = impactOf(c.pages, c.files, c.options).pages.map((p) => p.slug);
    const all = impactOf(c.pages, c.files, { ...c.options, ties: 'all' }).pages.map((p) => p.slug);
    const ok =
      c.named.every((s) => strong.includes(s)) &&
      c.quiet.every(
        (s) =>
          !strong.includes(s) &&
          (c.kind === 'miss' || (c.kind === 'weak' ? all.includes(s) : !all.includes(s))),
      );
    const list = (l: string[]) => (l.length ? l.map((s) => `\`${s}\``).join(', ') : 'none');
    console.log(
      `| ${c.name} | ${c.kind} | ${list(strong)} | ${list(all)} | ${ok ? 'yes' : '**no**'} |`,
    );
  }
}

export async function run(): Promise<void> {
  console.log('## mode: impact over this repository’s own history');
  for (const [folder, adopt] of [
    ['wiki', false],
    ['docs', true],
  ] as const) {
    const h = await readReplay(REPO, folder, COMMITS);
    console.log(
      `${folder}/ ${adopt ? 'adopted' : 'as kept'} — the last ${h.commits.length} first-parent commits that change a file outside it:`,
    );
    variants(h, adopt);
  }
  cases();
}
