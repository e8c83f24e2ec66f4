// The covers adopt stamps from what a page names: a link or a backticked path to one of HEAD's
// files, never a kind every project has (manifest, changelog), a test, or a bare generic name
// that means the reader's own file.
import { namedFiles } from '../../src/wiki/adopt-covers.js';
import { parsePage } from '../../src/wiki/page.js';

const listing = new Map(
  [
    'package.json',
    'CHANGELOG.md',
    'lib/errors.js',
    'lib/index.js',
    'lib/reply.js',
    'src/vite.config.ts',
    'test/errors.test.js',
  ].map((p, i) => [p, String(i).repeat(40)]),
);
const page = (body: string) =>
  parsePage('reference/errors.md', `---\ntitle: Errors\n---\n${body}\n`).page;
const named = (body: string) =>
  (namedFiles([page(body)], { wikiPath: 'docs', listing }) as Map<string, string[]>).get(
    'reference/errors',
  ) ?? [];

describe('namedFiles', () => {
  it('takes a linked file and a distinct backticked name or path', () => {
    expect(named('See [the codes](../../lib/errors.js), `reply.js` and `lib/index.js`.')).toEqual([
      'lib/errors.js',
      'lib/reply.js',
      'lib/index.js',
    ]);
  });

  it('leaves out manifests, changelogs, tests and bare generic names, linked or written', () => {
    expect(
      named(
        'Bump `package.json`, read [the log](../../CHANGELOG.md), run `test/errors.test.js`, ' +
          'edit your `vite.config.ts` and `index.js`.',
      ),
    ).toEqual([]);
  });
});
