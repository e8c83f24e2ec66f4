// mode: impact replayed over other repositories' histories, by hand (issue 44): each repository's
// docs folder adopted as the wiki at each commit's parent, every first-parent commit of the last
// N that changes a file outside it replayed as a pull request through impactOf, with and without
// the history before it (the ties it learns) and the covers its past co-changes propose; then the sums over every repository given. Nothing is
// written: the figures are printed. Bring the repositories yourself (full clones, not shallow);
// they are never committed here:
//   npx tsx bench/replay-history.ts DIR... [--wiki docs] [--commits 300]
import { parseArgs } from 'node:util';
import { readReplay } from './replay/history.js';
import { classLine, replay, scoreLine, sumScores, type Score } from './replay/replay.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    wiki: { type: 'string', default: 'docs' },
    commits: { type: 'string', default: '300' },
  },
});
if (positionals.length === 0) {
  console.error('usage: npx tsx bench/replay-history.ts DIR... [--wiki docs] [--commits 300]');
  process.exit(2);
}
const VARIANTS = [
  ['adopted (front-matter only), no history (a shallow checkout)', false, false, false, 'strong'],
  ['adopted as adopt writes it (linked covers), no history', false, true, false, 'strong'],
  ['adopted as adopt writes it, with the history (fetch-depth: 0)', false, true, true, 'strong'],
  ['adopted + linked + learned covers written, no history', true, true, false, 'strong'],
  [
    'adopted, with the history, impact-ties: fold (folded pages counted)',
    false,
    true,
    true,
    'fold',
  ],
] as const;
const totals: Score[][] = VARIANTS.map(() => []);
for (const dir of positionals) {
  const history = await readReplay(dir, values.wiki!, Number(values.commits));
  console.log(`${dir}: ${history.commits.length} commits replayed against ${values.wiki}/`);
  VARIANTS.forEach(([label, learn, link, past, ties], i) => {
    const s = replay(history, { adopt: true, learn, link, history: past, ties });
    totals[i]!.push(s);
    console.log(scoreLine(`  ${label}`, s));
    console.log(classLine(s));
  });
}
if (positionals.length > 1) {
  console.log(`all ${positionals.length} repositories:`);
  VARIANTS.forEach(([label], i) => {
    const s = sumScores(totals[i]!);
    console.log(scoreLine(`  ${label}`, s));
    console.log(classLine(s));
  });
}
