// mode: impact replayed over other repositories' histories, by hand (issue 44): each repository's
// docs folder adopted as the wiki at each commit's parent, every first-parent commit of the last
// N that changes a file outside it replayed as a pull request through impactOf, with and without
// the covers its past co-changes propose; then the sums over every repository given. Nothing is
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
  ['adopted (front-matter only), impact-ties: strong', false, false, 'strong'],
  ['adopted as adopt writes it (linked covers), impact-ties: strong', false, true, 'strong'],
  ['adopted + linked + learned covers, impact-ties: strong', true, true, 'strong'],
  [
    'adopted + linked + learned covers, impact-ties: fold (folded pages counted)',
    true,
    true,
    'fold',
  ],
] as const;
const totals: Score[][] = VARIANTS.map(() => []);
for (const dir of positionals) {
  const history = await readReplay(dir, values.wiki!, Number(values.commits));
  console.log(`${dir}: ${history.commits.length} commits replayed against ${values.wiki}/`);
  VARIANTS.forEach(([label, learn, link, ties], i) => {
    const s = replay(history, { adopt: true, learn, link, ties });
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
