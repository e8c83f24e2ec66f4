// loadWikiMap: the wiki as `wiki-ingest index` needs it — the same map, warnings and figures as
// loadWiki gives, with each page's text let go once parsed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWiki, loadWikiMap } from '../../src/wiki/load.js';
import { buildMap } from '../../src/wiki/map.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wi-load-map-'));
  const write = (path: string, text: string | Buffer): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('SCHEMA.md', '# Conventions\n');
  write('index.md', '# Wiki index\n');
  write(
    'api/tokens.md',
    '\uFEFF---\r\ntitle: "Tokens: scoped"\r\ndescription: Scoped tokens.\r\ntags: [api]\r\n---\r\n## Scopes\r\n\r\n```\r\n## not a heading\r\n```\r\n',
  );
  write('guides/setup.md', '# Setup\n\nInstalling the service, step by step.\n\n## Install\n');
  write('guides/Setup.md', '# Twice\n');
  write('bad.md', Buffer.from([0x23, 0x20, 0xff, 0x0a]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadWikiMap', () => {
  it('gives the map, figures and warnings loadWiki gives', async () => {
    const whole = await loadWiki(dir);
    const light = await loadWikiMap(dir);
    expect(buildMap(light.pages)).toEqual(buildMap(whole.pages));
    expect(light.warnings).toEqual(whole.warnings);
    expect(light.warnings.join('\n')).toMatch(/bad\.md: not UTF-8: convert it/);
    expect(buildMap(light.pages).lines).toContain(
      'api/tokens | Tokens: scoped | Scoped tokens. | Scopes',
    );
  });

  it('keeps no page text (its covers, for the covers index, are paths and shas)', async () => {
    const { pages } = await loadWikiMap(dir);
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual([
        'bodyChars',
        'chars',
        'covers',
        'description',
        'file',
        'headings',
        'locked',
        'slug',
        'tags',
        'title',
      ]);
    }
  });
});
