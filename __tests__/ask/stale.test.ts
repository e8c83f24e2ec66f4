// Ask says which cited page may be stale and why: the covered file, and the commit when known.
import { askJson } from '../../src/ask/report.js';
import { citedStaleCovers, staleCitations, staleNotes } from '../../src/ask/stale.js';
import type { AskResult } from '../../src/ask/conversation.js';
import { parseWiki } from '../../src/wiki/load.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const { pages } = parseWiki([
  {
    path: 'api/tokens.md',
    text: `---\ntitle: T\ncovers:\n  - src/gone.ts@${A}\n  - src/tokens.ts@${A}\n---\n# T\n`,
  },
  { path: 'api/keys.md', text: `---\ntitle: K\ncovers:\n  - src/keys.ts@${B}\n---\n# K\n` },
  { path: 'fresh.md', text: `---\ntitle: F\ncovers:\n  - src/fresh.ts@${A}\n---\n# F\n` },
]);
const tree = new Map([
  ['src/tokens.ts', B],
  ['src/keys.ts', A],
  ['src/fresh.ts', A],
]);

describe('stale citations', () => {
  it('names each stale or missing file of the cited pages only, with the first commit when known', () => {
    expect(citedStaleCovers(pages, ['api/tokens', 'fresh'], tree)).toEqual([
      { path: 'src/tokens.ts', blob: A },
      { path: 'src/gone.ts', blob: A },
    ]);
    const since = new Map([
      [`src/tokens.ts@${A}`, { commit: 'c'.repeat(40), subject: 'fix: rotate' }],
    ]);
    const stale = staleCitations(pages, ['fresh', 'api/tokens'], tree, since);
    expect(stale).toEqual([
      { page: 'api/tokens', file: 'src/gone.ts', missing: true },
      {
        page: 'api/tokens',
        file: 'src/tokens.ts',
        since: { commit: 'c'.repeat(40), subject: 'fix: rotate' },
      },
    ]);
    expect(staleNotes(stale)).toEqual([
      '[[api/tokens]] may be out of date: src/gone.ts no longer exists.',
      '[[api/tokens]] may be out of date: src/tokens.ts changed since the page was last checked (first by ccccccc "fix: rotate").',
    ]);
    const json = askJson({ citations: ['api/tokens'] } as unknown as AskResult, stale);
    expect(json.stale).toEqual([
      { page: 'api/tokens', file: 'src/gone.ts', missing: true },
      { page: 'api/tokens', file: 'src/tokens.ts', since: 'c'.repeat(40) },
    ]);
    expect(staleCitations(pages, ['fresh'], tree)).toEqual([]);
  });
});
