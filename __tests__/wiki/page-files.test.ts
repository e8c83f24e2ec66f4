// Which files of the wiki folder are pages: Markdown and MDX (a Docusaurus docs folder's pages),
// and a root index.md a person wrote (a docs site's home page), but never the map wiki-ingest
// generated. MDX pages and that home page are read, mapped, linked and cited, and refused by
// every write tool, saying why; AGENTS.md does not call them locked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import { agentsShape } from '../../src/wiki/agents-md.js';
import { markdownLinks } from '../../src/wiki/links.js';
import { loadWiki, parseWiki } from '../../src/wiki/load.js';
import { GENERATED_MARK } from '../../src/wiki/map-file.js';
import { fileToSlug, isPageFile } from '../../src/wiki/slug.js';

const MAP = `# Wiki index\n\n${GENERATED_MARK} from the wiki map; edits here are overwritten. -->\n\n- [a](a.md)\n`;
const MDX =
  "---\ntitle: createSlice\nsidebar_label: createSlice\n---\n\nimport Tabs from '@theme/Tabs';\n\n# createSlice\n\nA function that accepts an initial state.\n\n## Parameters\n\n<Tabs>{'x'}</Tabs>\n";
const HOME =
  '# Welcome\n\nThe home page of the docs site. Start with [the API](api/create-slice.mdx).\n';

describe('page files', () => {
  it('are .md and .mdx files; the slug drops either extension', () => {
    expect(isPageFile('api/create-slice.mdx')).toBe(true);
    expect(isPageFile('intro.MDX')).toBe(true);
    expect(isPageFile('notes.txt')).toBe(false);
    expect(isPageFile('log.md')).toBe(false);
    expect(fileToSlug('api/Create-Slice.mdx')).toBe('api/create-slice');
  });

  it('reads an MDX page for the map, read-only with the reason, and keeps the first of two files with one slug', () => {
    const wiki = parseWiki([
      { path: 'api/create-slice.mdx', text: MDX },
      { path: 'guide.md', text: '# Guide\n\nSee [createSlice](api/create-slice.mdx).\n' },
      { path: 'guide.mdx', text: '# Guide again\n' },
    ]);
    expect(wiki.pages.map((p) => [p.slug, p.file])).toEqual([
      ['api/create-slice', 'api/create-slice.mdx'],
      ['guide', 'guide.md'],
    ]);
    const page = wiki.pages[0]!;
    expect(page.title).toBe('createSlice');
    expect(page.headings).toEqual(['Parameters']);
    expect(page.locked).toBe(true);
    expect(page.readOnly).toMatch(/^it is an MDX page, whose JSX, imports and \{expressions\}/);
    expect(wiki.warnings).toContain(
      'guide.mdx: slug "guide" is already taken by guide.md; guide.mdx is left out of the map. Rename one of them.',
    );
    expect(markdownLinks('guide', wiki.pages[1]!.body).map((l) => l.slug)).toEqual([
      'api/create-slice',
    ]);
  });

  it('take a root index.md a person wrote for a page, never the generated map', () => {
    const person = parseWiki([
      { path: 'index.md', text: HOME },
      { path: 'api/create-slice.mdx', text: MDX },
    ]);
    expect(person.pages.map((p) => p.slug)).toEqual(['api/create-slice', 'index']);
    const home = person.pages.find((p) => p.slug === 'index')!;
    expect(home.title).toBe('Welcome');
    expect(home.readOnly).toMatch(/root index\.md, a home page a person wrote/);
    expect(markdownLinks('index', home.body).map((l) => l.slug)).toEqual(['api/create-slice']);

    const generated = parseWiki([
      { path: 'index.md', text: MAP },
      { path: 'a.md', text: '# A\n' },
    ]);
    expect(generated.pages.map((p) => p.slug)).toEqual(['a']);
    // With the map in a file of its own: that file (generated) is none, the home page is one.
    const own = parseWiki(
      [
        { path: 'index.md', text: HOME },
        { path: 'wiki-map.md', text: MAP },
        { path: 'a.md', text: '# A\n' },
      ],
      { mapFile: 'wiki-map.md' },
    );
    expect(own.pages.map((p) => p.slug)).toEqual(['a', 'index']);
    // A generated index.md left behind when the map moved is still no page.
    expect(parseWiki([{ path: 'index.md', text: MAP }], { mapFile: 'wiki-map.md' }).pages).toEqual(
      [],
    );
  });

  it('are read from disk, .mdx included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-files-'));
    try {
      for (const [path, text] of Object.entries({
        'index.md': HOME,
        'api/create-slice.mdx': MDX,
        'log.md': '# Log\n',
        'img/logo.svg': '<svg/>',
      })) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const wiki = await loadWiki(dir);
      expect(wiki.pages.map((p) => p.file)).toEqual(['api/create-slice.mdx', 'index.md']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are refused by every write tool when MDX or the home page, saying why', async () => {
    const changeset = new Changeset(
      parseWiki([
        { path: 'api/create-slice.mdx', text: MDX },
        { path: 'index.md', text: HOME },
      ]),
    );
    const host = createToolHost({
      changeset,
      pageTypes: ['guide'],
      requiredSections: {},
      pageCharCap: 4000,
      maxPagesChanged: 5,
      readSource: async () => ({ kind: 'missing' }),
      blobAt: async () => null,
    });
    const read = await host.execute('read_pages', { slugs: ['api/create-slice', 'index'] });
    expect(read.is_error).toBeFalsy();
    expect(read.content).toContain('A function that accepts an initial state.');
    for (const [slug, why] of [
      ['api/create-slice', 'it is an MDX page'],
      ['index', "it is the wiki's root index.md"],
    ]) {
      const update = await host.execute('update_page', {
        slug,
        section: 'Parameters',
        body: 'New text.',
      });
      expect(update.is_error).toBe(true);
      expect(update.content).toContain(`Page "${slug}" is read-only and cannot be changed: ${why}`);
      const replace = await host.execute('replace_text', { slug, old: 'A', new: 'B' });
      expect(replace.is_error).toBe(true);
    }
    expect(changeset.size).toBe(0);
  });

  it('are not called locked in AGENTS.md when read-only only for their kind', () => {
    const wiki = parseWiki([
      { path: 'api/create-slice.mdx', text: MDX },
      { path: 'index.md', text: HOME },
      { path: 'owned.mdx', text: '---\ntitle: Owned\nwiki-ingest: locked\n---\n# Owned\n' },
    ]);
    const shape = agentsShape(wiki, { wikiPath: 'docs', mapFile: 'wiki-map.md' });
    expect(shape.locked).toEqual(['owned.mdx']);
  });
});
