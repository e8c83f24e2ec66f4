import { Changeset } from '../../src/ingest/changeset.js';
import { createToolHost, toolDefinitions, wikiLinks } from '../../src/ingest/tools.js';
import type { SourceReader } from '../../src/ingest/source-reader.js';
import { parseWiki } from '../../src/wiki/load.js';

const wiki = () =>
  parseWiki([
    {
      path: 'api/tokens.md',
      text: '---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\n---\n# Tokens\n\nIntro.\n\n## Rotation\n\nManual.\n\n## Scopes\n\nRead, write.\n',
    },
    { path: 'guide/setup.md', text: '# Setup\n\nInstall it.\n\n## Steps\n\n1. npm i\n' },
    {
      path: 'locked.md',
      text: '---\ntitle: Locked\nwiki-ingest: locked\n---\n# Locked\n\nDo not touch.\n',
    },
  ]);

const reads: string[] = [];
const reader: SourceReader = async (path) => {
  reads.push(path);
  if (path === 'src/a.ts') return { kind: 'text', text: 'export const a = 1;\n' };
  if (path === 'img.png') return { kind: 'binary' };
  return { kind: 'missing' };
};

function host(over: Partial<Parameters<typeof createToolHost>[0]> = {}) {
  const changeset = new Changeset(wiki());
  return {
    changeset,
    host: createToolHost({
      changeset,
      pageTypes: ['entity', 'feature', 'concept', 'decision', 'guide'],
      requiredSections: { decision: ['Context', 'Decision'] },
      pageCharCap: 2000,
      maxPagesChanged: 2,
      readSource: reader,
      ...over,
    }),
  };
}

const page = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  type: 'feature',
  title: 'Token rotation',
  description: 'Rotating API tokens.',
  tags: ['api'],
  related: ['api/tokens'],
  body: '# Token rotation\n\nSee [[api/tokens]].\n\n## Usage\n\nCall rotate.\n',
  ...extra,
});

describe('tool definitions', () => {
  it('are deterministic, list the map slugs as the read_pages enum, and name all six tools', () => {
    const a = toolDefinitions(['b', 'a'], ['entity', 'guide']);
    const b = toolDefinitions(['a', 'b'], ['entity', 'guide']);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.map((t) => t.name)).toEqual([
      'read_pages',
      'read_section',
      'read_source',
      'create_page',
      'update_page',
      'finish',
    ]);
    const slugs = (a[0]!.input_schema.properties as Record<string, Record<string, unknown>>).slugs!;
    expect(slugs.maxItems).toBe(2);
    expect((slugs.items as { enum: string[] }).enum).toEqual(['a', 'b']);
    const create = a[3]!.input_schema as { properties: Record<string, { enum?: string[] }> };
    expect(create.properties.type!.enum).toEqual(['entity', 'guide']);
    expect(JSON.stringify(a)).not.toContain('$schema');
  });
});

describe('tool execution', () => {
  it('reads pages and sections, and serves a page created earlier in the run', async () => {
    const { host: h } = host();
    const r = await h.execute('read_pages', { slugs: ['api/tokens'] });
    expect(r.is_error).toBeFalsy();
    expect(r.content).toContain('## Rotation');
    const s = await h.execute('read_section', { slug: 'api/tokens', heading: 'scopes' });
    expect(s.content).toContain('Read, write.');
    expect(s.content).not.toContain('Manual.');
    expect((await h.execute('create_page', page('api/token-rotation'))).is_error).toBeFalsy();
    const again = await h.execute('read_pages', { slugs: ['api/token-rotation'] });
    expect(again.is_error).toBeFalsy();
    expect(again.content).toContain('Call rotate.');
  });

  it.each([
    ['unknown slug', 'read_pages', { slugs: ['nope'] }, /No page "nope"/],
    ['unknown heading', 'read_section', { slug: 'api/tokens', heading: 'X' }, /Rotation.*Scopes/],
    ['three slugs', 'read_pages', { slugs: ['a', 'b', 'c'] }, /1 or 2/],
    ['../ slug', 'create_page', page('../outside'), /leaves the wiki folder/],
    ['absolute slug', 'create_page', page('/etc/passwd'), /absolute path/],
    ['bad slug', 'create_page', page('Api/Token Rotation'), /not a valid slug/],
    ['reserved slug', 'create_page', page('index'), /reserved/],
    ['existing slug', 'create_page', page('api/tokens'), /already exists.*update_page/],
    ['bad related', 'create_page', page('x', { related: ['ghost'] }), /"ghost" exist neither/],
    ['dead link', 'create_page', page('x', { body: 'See [[ghost/page]].' }), /\[\[ghost\/page\]\]/],
    ['over the cap', 'create_page', page('x', { body: 'y'.repeat(3000) }), /over the cap of 2000/],
    ['bad type', 'create_page', page('x', { type: 'essay' }), /Invalid input.*type/],
    ['missing section', 'create_page', page('x', { type: 'decision' }), /## Context.*## Decision/],
    ['missing field', 'create_page', { slug: 'x' }, /Invalid input for create_page/],
    ['locked page', 'update_page', { slug: 'locked', body: 'new' }, /locked/],
    ['update unknown', 'update_page', { slug: 'ghost', body: 'new' }, /No page|Unknown page/],
    ['passwd', 'read_source', { path: '../../etc/passwd' }, /leaves the repository/],
    ['absolute source', 'read_source', { path: '/etc/passwd' }, /absolute/],
    ['missing source', 'read_source', { path: 'src/none.ts' }, /does not exist/],
    ['binary source', 'read_source', { path: 'img.png' }, /binary/],
    ['unknown tool', 'delete_page', { slug: 'x' }, /no tool "delete_page"/],
    ['empty finish', 'finish', { summary: '' }, /Invalid input for finish/],
  ])('%s → is_error with a helpful message', async (_label, tool, input, message) => {
    const { host: h, changeset } = host();
    reads.length = 0;
    const r = await h.execute(tool, input);
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(message);
    expect(changeset.size).toBe(0);
    expect(reads.filter((p) => p.includes('..') || p.startsWith('/'))).toEqual([]);
  });

  it('updates one section, keeping the rest of the page and its front-matter', async () => {
    const { host: h, changeset } = host();
    const r = await h.execute('update_page', {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic every 30 days.',
    });
    expect(r.is_error).toBeFalsy();
    const p = changeset.get('api/tokens')!;
    expect(p.body).toContain('Automatic every 30 days.');
    expect(p.body).not.toContain('Manual.');
    expect(p.body).toContain('Read, write.');
    expect(p.title).toBe('Tokens');
    expect(changeset.entries()).toEqual([expect.objectContaining({ action: 'update' })]);
  });

  it('reads a source file and stops the loop when max-pages-changed would be exceeded', async () => {
    const { host: h } = host();
    expect((await h.execute('read_source', { path: './src/a.ts' })).content).toContain('a = 1');
    await h.execute('create_page', page('one'));
    await h.execute('create_page', page('two'));
    const third = await h.execute('create_page', page('three'));
    expect(third.stop).toMatch(/max-pages-changed \(2\)/);
    // Rewriting a page already changed does not count again.
    expect(
      (await h.execute('update_page', { slug: 'one', body: 'New body.' })).stop,
    ).toBeUndefined();
  });

  it('finish returns the summary', async () => {
    const { host: h } = host();
    expect(await h.execute('finish', { summary: ' Added rotation. ' })).toEqual({
      content: 'Finished.',
      finished: 'Added rotation.',
    });
  });

  it('finds [[links]] outside code only', () => {
    expect(wikiLinks('[[A]] `[[b]]` [[c|label]]\n```\n[[d]]\n```\n')).toEqual(['a', 'c']);
  });
});
