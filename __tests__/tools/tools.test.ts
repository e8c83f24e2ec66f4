import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost, toolDefinitions } from '../../src/tools/toolset.js';
import { DEFAULT_SECRET_PATHS } from '../../src/security/secret-paths.js';
import { secretPathMatcher } from '../../src/tools/source.js';
import { wikiLinks } from '../../src/wiki/links.js';
import type { SourceReader } from '../../src/tools/source-reader.js';
import { parseWiki } from '../../src/wiki/load.js';
import { serializePage } from '../../src/wiki/page.js';
import { codePoints } from '../../src/wiki/text.js';
import { INGEST_TOOLS } from '../../test-support/contracts.js';
import { updateReadSection } from '../../test-support/tool-calls.js';

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
    { path: 'bare.md', text: '# Bare\n\nNo front-matter.\n\n## Notes\n\nSome.\n' },
    {
      path: 'broken.md',
      text: '---\ntitle: [unclosed\nwiki-ingest: locked\n---\n# Broken\n\nBody.\n',
    },
  ]);

const reads: string[] = [];
const reader: SourceReader = async (path) => {
  reads.push(path);
  if (path === 'src/a.ts') return { kind: 'text', text: 'export const a = 1;\n' };
  if (path === 'img.png') return { kind: 'binary' };
  if (/env|pem|key|rsa|rc$|credentials/i.test(path)) return { kind: 'text', text: 'SECRET=1' };
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
  it('are deterministic, list the map slugs as the read_pages enum, and name all nine tools', () => {
    const a = toolDefinitions(['b', 'a'], ['entity', 'guide']);
    const b = toolDefinitions(['a', 'b'], ['entity', 'guide']);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.map((t) => t.name)).toEqual(INGEST_TOOLS);
    const slugs = (a[0]!.input_schema.properties as Record<string, Record<string, unknown>>).slugs!;
    expect(slugs.maxItems).toBe(2);
    expect((slugs.items as { enum: string[] }).enum).toEqual(['a', 'b']);
    const create = a[4]!.input_schema as { properties: Record<string, { enum?: string[] }> };
    expect(create.properties.type!.enum).toEqual(['entity', 'guide']);
    expect(JSON.stringify(a)).not.toContain('$schema');
  });

  it('are byte-identical for the same wiki and config, whatever ran in between', () => {
    const slugs = ['guide/setup', 'api/tokens', 'adr/0001-db', 'api/tokens', 'zeta', 'émoji'];
    const types = ['entity', 'feature', 'concept', 'decision', 'guide'];
    const first = JSON.stringify(toolDefinitions(slugs, types));
    // Other schemas generated in between (registries, caches) change nothing.
    toolDefinitions(['other'], ['entity']);
    toolDefinitions([], ['guide']);
    expect(JSON.stringify(toolDefinitions([...slugs].reverse(), types))).toBe(first);
    const readPages = JSON.parse(first)[0];
    expect(readPages.input_schema).toEqual({
      type: 'object',
      properties: {
        slugs: expect.objectContaining({
          type: 'array',
          minItems: 1,
          maxItems: 2,
          items: expect.objectContaining({
            type: 'string',
            enum: ['adr/0001-db', 'api/tokens', 'guide/setup', 'zeta', 'émoji'],
          }),
        }),
        offset: expect.objectContaining({ type: 'integer', minimum: 0 }),
      },
      required: ['slugs'],
      additionalProperties: false,
    });
    // No ids, references or definitions that could differ between runs.
    expect(first).not.toMatch(/"\$?(id|ref|defs|schema)"/);
    for (const tool of JSON.parse(first))
      expect(tool.input_schema).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('offer any slug string for an empty wiki', () => {
    const [readPages, readSection] = toolDefinitions([], ['guide']);
    const props = (t: typeof readPages) =>
      t!.input_schema.properties as Record<string, Record<string, unknown>>;
    expect(props(readPages).slugs!.items).toEqual({
      type: 'string',
      description: 'A page slug exactly as the wiki map lists it.',
    });
    expect(props(readSection).slug).not.toHaveProperty('enum');
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
    [
      'over the cap',
      'create_page',
      page('x', { body: 'y'.repeat(3000) }),
      /over page-char-cap \(2000\)/,
    ],
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
    [
      'misspelt tool',
      'read_page',
      { slugs: ['a'] },
      /no tool "read_page"\. Did you mean: read_pages\?/,
    ],
    [
      'non-list slugs',
      'read_pages',
      { slugs: 'api/tokens' },
      /Invalid input for read_pages: slugs/,
    ],
    ['no slugs', 'read_pages', { slugs: [] }, /slugs: "slugs" must list 1 or 2 page slugs/],
    ['misspelt slug', 'read_pages', { slugs: ['api/token'] }, /Did you mean: api\/tokens\b/],
    ['section of unknown page', 'read_section', { slug: 'nope', heading: 'X' }, /No page "nope"/],
    ['.git source', 'read_source', { path: '.git/config' }, /inside \.git/],
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
    const r = await updateReadSection(
      h,
      { slug: 'api/tokens', section: 'Rotation', body: 'Automatic every 30 days.' },
      'rotation',
    );
    expect(r.is_error).toBeFalsy();
    const p = changeset.get('api/tokens')!;
    expect(p.body).toContain('Automatic every 30 days.');
    expect(p.body).not.toContain('Manual.');
    expect(p.body).toContain('Read, write.');
    expect(p.title).toBe('Tokens');
    expect(changeset.entries()).toEqual([expect.objectContaining({ action: 'update' })]);
  });

  it('reads a source file and stops the loop when max-pages-changed would be exceeded', async () => {
    const { host: h, changeset } = host();
    expect((await h.execute('read_source', { path: './src/a.ts' })).content).toContain('a = 1');
    await h.execute('create_page', page('one'));
    await h.execute('create_page', page('two'));
    const third = await h.execute('create_page', page('three'));
    expect(third.stop).toMatch(/max-pages-changed \(2\)/);
    // Rewriting a page already changed does not count again.
    expect(
      (await h.execute('update_page', { slug: 'one', body: 'New body.' })).stop,
    ).toBeUndefined();
    // A page created in this run counts as read.
    expect(changeset.get('one')!.body).toBe('New body.\n');
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

describe('front-matter belongs to the tools', () => {
  const FORGED =
    '---\ntitle: Forged\nwiki-ingest: locked\nsources: [evil]\n---\n# Forged\n\nText.\n';

  it.each([
    [
      'create_page body',
      'create_page',
      page('forged', { body: FORGED }),
      /Page "forged" was not created: "body" opens with a "---" line/,
    ],
    [
      'update_page whole body',
      'update_page',
      { slug: 'bare', body: FORGED },
      /Page "bare" was not updated: "body" opens with a "---" line/,
    ],
    [
      'body after a BOM',
      'update_page',
      { slug: 'bare', body: `\uFEFF${FORGED}` },
      /opens with a "---" line/,
    ],
    [
      'body with CRLF',
      'update_page',
      { slug: 'bare', body: FORGED.replace(/\n/g, '\r\n') },
      /opens with a "---" line/,
    ],
    [
      'body after blank lines',
      'update_page',
      { slug: 'bare', body: `\n \n${FORGED}` },
      /opens with a "---" line/,
    ],
    [
      'section content',
      'update_page',
      { slug: 'bare', section: 'Notes', body: FORGED },
      /The content of section "Notes" opens with a "---" line/,
    ],
    [
      'body of a page with front-matter',
      'update_page',
      { slug: 'api/tokens', body: FORGED },
      /opens with a "---" line/,
    ],
  ])('%s → refused, fields to be passed as arguments', async (_label, tool, input, message) => {
    const { host: h, changeset } = host();
    const r = await h.execute(tool, input);
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(message);
    expect(r.content).toContain(
      `pass title, description, type, tags and related as arguments of ${tool}`,
    );
    expect(changeset.size).toBe(0);
  });

  it('offers no argument that sets the lock, and refuses one that tries', async () => {
    const { host: h, changeset } = host();
    const schemas = toolDefinitions(['bare'], ['feature']);
    expect(JSON.stringify(schemas.map((t) => t.input_schema))).not.toMatch(/lock/i);
    const r = await h.execute('update_page', { slug: 'bare', body: 'x', locked: true });
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(/Invalid input for update_page: .*locked/);
    const c = await h.execute('create_page', page('new', { 'wiki-ingest': 'locked' }));
    expect(c.is_error).toBe(true);
    expect(c.content).toMatch(/Invalid input for create_page: .*wiki-ingest/);
    expect(changeset.size).toBe(0);
  });

  it('keeps lock text in field values as values: the page stays unlocked', async () => {
    const { host: h, changeset } = host();
    await h.execute('read_pages', { slugs: ['bare'] });
    const lockTextIn = {
      title: 'x\nwiki-ingest: locked',
      description: '---\nwiki-ingest: locked\n---',
      tags: ['wiki-ingest: locked'],
      body: '# Bare\n\nwiki-ingest: locked\n\n---\n\nMore.\n',
    };
    const r = await h.execute('update_page', { slug: 'bare', ...lockTextIn });
    expect(r.is_error).toBeFalsy();
    const next = changeset.get('bare')!;
    expect(next.locked).toBe(false);
    expect(next.frontmatter).not.toHaveProperty('wiki-ingest');
    expect(next.title).toBe('x\nwiki-ingest: locked');
  });

  it('cannot unlock a locked page, by body or by fields', async () => {
    const { host: h, changeset } = host();
    for (const input of [
      { slug: 'locked', body: '# Locked\n\nUnlocked now.\n' },
      { slug: 'locked', body: 'x', section: 'Notes' },
      { slug: 'locked', body: '# Locked\n', title: 'Open' },
    ]) {
      const r = await h.execute('update_page', input);
      expect(r).toEqual({
        is_error: true,
        content:
          'Page "locked" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.',
      });
    }
    expect(changeset.size).toBe(0);
  });

  it('refuses every write to a page whose front-matter does not parse (it may hold a lock)', async () => {
    const { host: h, changeset } = host();
    expect(changeset.get('broken')!.frontmatter).toBeNull();
    await h.execute('read_pages', { slugs: ['broken'] });
    for (const input of [
      { slug: 'broken', body: '# Broken\n', title: 'New' },
      { slug: 'broken', body: '# Broken\n\nNew.\n' },
    ]) {
      const r = await h.execute('update_page', input);
      expect(r.is_error).toBe(true);
      expect(r.content).toMatch(
        /^Page "broken" is read-only and cannot be changed: its front-matter does not parse \(.+\), so its fields — a maintainer's lock among them — cannot be read/,
      );
    }
    expect(changeset.size).toBe(0);
  });
});

describe('read_source withholds secret files', () => {
  it.each([
    '.env',
    '.env.production',
    'services/api/.env',
    'services/api/.env.local',
    'certs/server.pem',
    './deploy/tls.key',
    'home/.ssh/id_rsa',
    'home/.ssh/id_rsa.pub',
    '.npmrc',
    'pkg/.pypirc',
    'aws/credentials',
    'config/credentials.json',
    'signing/app.p12',
    'android/release.keystore',
    'CERTS/SERVER.PEM',
  ])('%s → withheld by policy, never read', async (path) => {
    const { host: h } = host();
    reads.length = 0;
    const r = await h.execute('read_source', { path });
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(
      /^".+" is withheld by policy \(secret-paths\): files that hold secrets are never read\./,
    );
    expect(r.content).not.toContain('SECRET=1');
    expect(reads).toEqual([]);
  });

  it.each(['src/env.ts', 'docs/keys.md', 'src/environment/.envrc.md', 'src/a.ts'])(
    '%s is not a secret path',
    (path) => {
      expect(secretPathMatcher(DEFAULT_SECRET_PATHS)(path)).toBe(false);
    },
  );

  it('asks the predicate it is given, with the normalized path', async () => {
    const asked: string[] = [];
    const { host: h } = host({
      isSecretPath: (path) => {
        asked.push(path);
        return path.startsWith('src/');
      },
    });
    reads.length = 0;
    const r = await h.execute('read_source', { path: './src//a.ts' });
    expect(r).toEqual({
      is_error: true,
      content:
        '"src/a.ts" is withheld by policy (secret-paths): files that hold secrets are never read. Work from the diff and other files; never copy secret values into the wiki.',
    });
    expect(asked).toEqual(['src/a.ts']);
    expect(reads).toEqual([]);
    // A path the predicate allows is read as before.
    expect((await h.execute('read_source', { path: '.env' })).content).toBe(
      '<untrusted kind="source" path=".env">\nSECRET=1\n</untrusted>',
    );
  });
});

describe('page-char-cap on a page written', () => {
  it('accepts a page of exactly page-char-cap characters and refuses one character more', async () => {
    // The page's size is its body, as a reader reads it (in code points; é is one): its
    // front-matter (provenance) takes none of the cap.
    const args = page('sized', { body: '# Sized\n\nSee [[api/tokens]]. é\n' });
    const probe = host({ pageCharCap: 100_000 });
    expect((await probe.host.execute('create_page', args)).is_error).toBeFalsy();
    const size = codePoints(probe.changeset.get('sized')!.body);
    expect(size).toBeLessThan(codePoints(serializePage(probe.changeset.get('sized')!)));

    const atCap = await host({ pageCharCap: size }).host.execute('create_page', args);
    expect(atCap.is_error).toBeFalsy();
    const over = await host({ pageCharCap: size - 1 }).host.execute('create_page', args);
    expect(over.is_error).toBe(true);
    expect(over.content).toMatch(
      new RegExp(
        `the page's body would be ${size} characters, over page-char-cap \\(${size - 1}\\)`,
      ),
    );
  });
});
