// Bytes a person wrote are never rewritten: a wiki file that is not UTF-8 is said by name (a page
// locked, log.md and the map refused whole, before any model call), and adopt's promise is
// checked on the bytes read, not on decoded strings.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adoptFile } from '../../src/wiki/adopt.js';
import { readWikiFile } from '../../src/wiki/load.js';
import { snapshotOfTree, type TreeSource } from '../../src/wiki/tree.js';
import { decodeUtf8, keepsBytes, NotUtf8Error } from '../../src/wiki/utf8.js';

const LATIN1 = Buffer.from('# Caf\xe9\n\nCaf\xe9 au lait.\n', 'latin1');
const OPTIONS = { descriptionChars: 110, pageTypes: ['guide', 'decision'] };

describe('decodeUtf8', () => {
  it('decodes UTF-8 exactly (a byte-order mark kept) and refuses Latin-1 and UTF-16', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF# é\r\n'))).toBe('\uFEFF# é\r\n');
    expect(decodeUtf8(LATIN1)).toBeNull();
    expect(decodeUtf8(Buffer.from('\uFEFF# Notes\n', 'utf16le'))).toBeNull();
  });
});

describe('keepsBytes', () => {
  const kept = (after: string) => keepsBytes(Buffer.from('abc'), Buffer.from(after));
  it.each(['abc', 'aXYbc', 'XYabc', 'abcXY'])('"abc" → %j: true', (after) => {
    expect(kept(after)).toBe(true);
  });
  it.each(['aXc', 'abd', 'ab', 'aXbYc'])('"abc" → %j: false', (after) => {
    expect(kept(after)).toBe(false);
  });
});

describe('adoptFile', () => {
  it('refuses a page that is not UTF-8 by name, whatever it lacks', () => {
    expect(adoptFile('guides/cafe.md', LATIN1, OPTIONS, 'docs/guides/cafe.md')).toEqual({
      refused: expect.stringMatching(
        /^docs\/guides\/cafe\.md: not UTF-8: convert it, or add it to ignore .*not adopted/,
      ) as unknown,
    });
  });

  it('adopts a UTF-8 page, keeping every byte it read', () => {
    const bytes = Buffer.from('\uFEFF# Café\r\n\r\nWe pick it.\r\n');
    const adopted = adoptFile('guides/cafe.md', bytes, OPTIONS);
    expect(adopted && 'text' in adopted && adopted.added).toEqual({
      title: 'Café',
      description: 'We pick it.',
      type: 'guide',
    });
    expect(keepsBytes(bytes, Buffer.from((adopted as { text: string }).text))).toBe(true);
  });
});

describe('the files every run rewrites', () => {
  it('log.md that is not UTF-8 is refused by name from disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-latin-log-'));
    try {
      writeFileSync(join(dir, 'log.md'), LATIN1);
      await expect(readWikiFile(dir, 'log.md')).rejects.toThrow(NotUtf8Error);
      await expect(readWikiFile(dir, 'log.md')).rejects.toThrow(
        /log\.md: not UTF-8: convert it, or add it to ignore .*nothing was written/,
      );
      writeFileSync(join(dir, 'log.md'), '# Wiki log\n');
      expect(await readWikiFile(dir, 'log.md')).toBe('# Wiki log\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['log.md', 'index.md'])(
    '%s that is not UTF-8 in a commit is refused by name',
    async (name) => {
      const blobs = new Map([
        ['1', LATIN1],
        ['2', Buffer.from('# Page\n')],
      ]);
      const source: TreeSource = {
        rootTree: () => Promise.resolve('root'),
        listTree: () => Promise.resolve({ entries: [], truncated: false }),
        readBlobs: (shas) => Promise.resolve(new Map(shas.map((s) => [s, blobs.get(s)!]))),
      };
      const at = {
        commit: 'c'.repeat(40),
        tree: 't',
        entries: {
          [name]: { mode: '100644', sha: '1' },
          'page.md': { mode: '100644', sha: '2' },
        },
      };
      await expect(snapshotOfTree(source, at, 'docs')).rejects.toThrow(
        new RegExp(`^docs/${name.replace('.', '\\.')}: not UTF-8: convert it`),
      );
      // A page is locked instead: read, listed in the map, never written.
      const page = await snapshotOfTree(
        source,
        { ...at, entries: { 'latin.md': { mode: '100644', sha: '1' } } },
        'docs',
      );
      expect(page.wiki.pages.map((p) => [p.slug, p.locked])).toEqual([['latin', true]]);
      expect(page.wiki.warnings[0]).toMatch(/^latin\.md: not UTF-8: .* never written\.$/);
    },
  );
});
