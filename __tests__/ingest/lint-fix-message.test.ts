// lint-fix's first message shows each stale page's change since its stamp — the diff from the
// version the page was checked against to the file now, within ingest-diff-chars — and asks for
// replace_text on a changed fact; a diff shown whole is evidence enough to confirm the page (two
// pages stamped at different versions of one file each get their own), a cut one is not.
import { lintFixFirstMessage, type LintFixTask } from '../../src/ingest/lint-fix-task.js';
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import { blobId } from '../../src/wiki/blob-id.js';
import { parseWiki } from '../../src/wiki/load.js';
import { sourceDiff } from '../../src/wiki/source-diff.js';

const blob = (text: string) => blobId(Buffer.from(text));
const lines = (n: number, changed: Record<number, string> = {}) =>
  Array.from({ length: n }, (_, i) => changed[i] ?? `export const v${i} = ${i};`).join('\n') + '\n';

const V1 = lines(400);
const V2 = lines(400, { 10: 'export const v10 = 10_000;' });
const NOW = lines(400, { 10: 'export const v10 = 10_000;', 390: 'export const v390 = "late";' });

const page = (slug: string, stamp: string) => ({
  path: `${slug}.md`,
  text: `---\ntitle: ${slug}\ncovers:\n  - src/v.ts@${stamp}\n---\n# ${slug}\n\nValues.\n`,
});

function task(): LintFixTask {
  const file = (stamp: string, before: string) => ({
    path: 'src/v.ts',
    stamp: blob(stamp === 'v1' ? V1 : V2),
    now: blob(NOW),
    diff: sourceDiff(before, NOW),
  });
  return {
    head: 'h'.repeat(40),
    stale: [
      { slug: 'old', files: [file('v1', V1)] },
      { slug: 'newer', files: [file('v2', V2)] },
    ],
    fixes: [],
  };
}

const host = (shown: ReturnType<typeof lintFixFirstMessage>['shown']) => {
  const changeset = new Changeset(parseWiki([page('old', blob(V1)), page('newer', blob(V2))]));
  return {
    changeset,
    host: createToolHost({
      changeset,
      pageTypes: ['entity'],
      requiredSections: {},
      pageCharCap: 4000,
      maxPagesChanged: 5,
      readSource: async () => ({ kind: 'text', text: NOW }),
      blobAt: async () => blob(NOW),
      shown,
    }),
  };
};

describe("lint-fix's first message", () => {
  it('carries the changed lines of each stale file since its page was checked, not blob ids', () => {
    const m = lintFixFirstMessage(task(), 60000);
    expect(m.text).toContain('-export const v10 = 10;\n+export const v10 = 10_000;');
    expect(m.text).toContain('+export const v390 = "late";');
    expect(m.text).not.toContain(blob(V1).slice(0, 12));
    expect(m.text).toContain('correct that fact with replace_text on the sentence that states it');
    expect(m.warnings).toEqual([]);
  });

  it('a diff shown whole confirms its page without a read; each page its own stamp', async () => {
    const { host: h, changeset } = host(lintFixFirstMessage(task(), 60000).shown);
    await h.execute('read_pages', { slugs: ['old', 'newer'] });
    for (const slug of ['old', 'newer'])
      expect((await h.execute('confirm_page', { slug })).is_error).toBeUndefined();
    expect(changeset.get('old')!.covers).toEqual([{ path: 'src/v.ts', blob: blob(NOW) }]);
    expect(changeset.get('newer')!.covers).toEqual([{ path: 'src/v.ts', blob: blob(NOW) }]);
  });

  it('a cut diff says which lines of the file hold the rest, and does not confirm', async () => {
    const many = lines(
      400,
      Object.fromEntries(
        [...Array(10).keys()].map((k) => [k * 40 + 5, `export const v${k * 40 + 5} = -1;`]),
      ),
    );
    const cut: LintFixTask = {
      head: 'h'.repeat(40),
      stale: [
        {
          slug: 'old',
          files: [
            { path: 'src/v.ts', stamp: blob(V1), now: blob(many), diff: sourceDiff(V1, many) },
          ],
        },
      ],
      fixes: [],
    };
    const m = lintFixFirstMessage(cut, 1200);
    expect(m.text).toMatch(
      /\[diff cut: showed \d+ of 2,201 characters; the rest of the change is in lines 163–369 of the file now: read_source \{"path":"src\/v.ts","start_line":163,"end_line":369\}/,
    );
    expect(m.warnings).toEqual([
      "lint-fix's first message showed the stale files' changes within ingest-diff-chars (1200): 1 cut.",
    ]);
    const changeset = new Changeset(parseWiki([page('old', blob(V1))]));
    const h = createToolHost({
      changeset,
      pageTypes: ['entity'],
      requiredSections: {},
      pageCharCap: 4000,
      maxPagesChanged: 5,
      readSource: async () => ({ kind: 'text', text: many }),
      blobAt: async () => blob(many),
      shown: m.shown,
    });
    await h.execute('read_pages', { slugs: ['old'] });
    const out = await h.execute('confirm_page', { slug: 'old' });
    expect(out.is_error).toBe(true);
    expect(out.content).toContain('read it whole with read_source {"path":"src/v.ts"}');
  });
});
