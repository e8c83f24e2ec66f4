// mode: impact replayed over another repository's history, by hand (issue 44): the repository's
// docs folder adopted as the wiki at each commit's parent, every first-parent commit of the last
// N that changes a file outside it replayed as a pull request through impactOf, with and without
// the covers its past co-changes propose. Nothing is written: the figures are printed. Bring the
// repository yourself (a full clone, not shallow); it is never committed here:
//   npx tsx bench/replay-history.ts DIR [--wiki docs] [--commits 300]
import { parseArgs } from 'node:util';
import { readReplay } from './replay/history.js';
import { classLine, replay, scoreLine } from './replay/replay.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    wiki: { type: 'string', default: 'docs' },
    commits: { type: 'string', default: '300' },
  },
});
const [dir] = positionals;
if (!dir) {
  console.error('usage: npx tsx bench/replay-history.ts DIR [--wiki docs] [--commits 300]');
  process.exit(2);
}
const history = await readReplay(dir, values.wiki!, Number(values.commits));
console.log(`${dir}: ${history.commits.length} commits replayed against ${values.wiki}/`);
for (const [label, learn, ties] of [
  ['adopted, impact-ties: strong', false, 'strong'],
  ['adopted + learned covers, impact-ties: strong', true, 'strong'],
  ['adopted + learned covers, impact-ties: fold (folded pages counted)', true, 'fold'],
] as const) {
  const s = replay(history, { adopt: true, learn, ties });
  console.log(scoreLine(label, s));
  console.log(classLine(s));
}
