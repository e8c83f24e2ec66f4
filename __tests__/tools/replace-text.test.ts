// replace_text changes one passage the agent read and leaves every other byte of the page as it
// is; what it cannot do safely (unread text, no match, several matches, a new section) is a tool
// error naming the fix. update_page refuses a section body that holds an H2.
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost, toolDefinitions } from '../../src/tools/toolset.js';
import type { BlobLookup, SourceReader } from '../../src/tools/source-reader.js';
import type { ToolHost } from '../../src/tools/types.js';
import { parseWiki } from '../../src/wiki/load.js';
import { serializePage } from '../../src/wiki/page.js';
import { expectFixableError } from '../../test-support/tool-calls.js';

const sha = (c: string) => c.repeat(40);
const OLD = sha('1');
const NOW = sha('a');

/** A page a person wrote: comments in the front-matter, odd spacing, a CRLF file. */
const PERSON =
  '---\n# written by hand\ntitle: "Tokens"\ndescription: API tokens.\ntype: entity\ncovers:\n  - src/api/tokens.ts@' +
  OLD +
  '\n  - src/other.ts@' +
  OLD +
  '\n---\n# Tokens\n\nTokens authenticate calls.  Two spaces here, kept.\n\n## Rotation\n\nTokens are rotated by hand, every quarter.\nAsk the *platform team*   to rotate one early.\n\n## Expiry\n\nTokens expire after 90 days.\nTokens are rotated by hand, every quarter.\n';

const reader: SourceReader = async (path) =>
  path === 'src/api/tokens.ts'
    ? { kind: 'text', text: 'export const DAYS = 30;\n' }
    : { kind: 'missing' };
const blobAt: BlobLookup = async (path) =>
  ({ 'src/api/tokens.ts': NOW, 'src/other.ts': sha('b') })[path] ?? null;

function makeHost(text = PERSON, maxPagesChanged = 3) {
  const changeset = new Changeset(
    parseWiki([
      { path: 'api/tokens.md', text },
      { path: 'locked.md', text: '---\ntitle: L\nwiki-ingest: locked\n---\n# L\n\nSay A.\n' },
    ]),
  );
  const host = createToolHost({
    changeset,
    pageTypes: ['entity'],
    requiredSections: {},
    pageCharCap: 4000,
    maxPagesChanged,
    readSource: reader,
    blobAt,
  });
  return { changeset, host };
}

/** A host (on `text`) that has read the tokens page's section `heading` in this run. */
async function readSection(heading: string, text = PERSON, maxPagesChanged = 3) {
  const made = makeHost(text, maxPagesChanged);
  await made.host.execute('read_section', { slug: 'api/tokens', heading });
  return made;
}

/** A host that has read the whole tokens page, with read_pages. */
async function readPage() {
  const made = makeHost();
  await made.host.execute('read_pages', { slugs: ['api/tokens'] });
  return made;
}

/** replace_text of `old` by `now` in the tokens page. */
const replaceInTokens = (host: ToolHost, old: string, now: string) =>
  host.execute('replace_text', { slug: 'api/tokens', old, new: now });

/** update_page of the tokens page's Rotation section with `body`. */
const updateRotation = (host: ToolHost, body: string) =>
  host.execute('update_page', { slug: 'api/tokens', section: 'Rotation', body });

/** A line the tokens page holds twice, once in each section. */
const BY_HAND = 'Tokens are rotated by hand, every quarter.';

const fix = {
  slug: 'api/tokens',
  old: 'Tokens are rotated by hand, every quarter.\nAsk',
  new: 'Tokens are rotated automatically, every 30 days.\nAsk',
};

/** The file's text after the front-matter block. */
const afterFrontmatter = (raw: string): string => raw.slice(raw.indexOf('\n---\n') + 5);

describe('replace_text', () => {
  it('is defined after update_page, with the schema the model sees', () => {
    const tools = toolDefinitions(['api/tokens'], ['entity']);
    const names = tools.map((t) => t.name);
    expect(names.indexOf('replace_text')).toBe(names.indexOf('update_page') + 1);
    expect(tools.find((t) => t.name === 'replace_text')!.input_schema).toEqual({
      type: 'object',
      properties: {
        slug: { type: 'string', description: expect.any(String) },
        old: { type: 'string', minLength: 1, description: expect.any(String) },
        new: { type: 'string', description: expect.any(String) },
        covers: { type: 'array', items: { type: 'string' }, description: expect.any(String) },
      },
      required: ['slug', 'old', 'new'],
      additionalProperties: false,
    });
  });

  it('changes only the passage read in this run: every other byte of the file is identical, front-matter aside', async () => {
    const { host, changeset } = await readSection('Rotation');
    const r = await host.execute('replace_text', fix);
    expect(r.is_error).toBeFalsy();
    expect(r.content).toBe(
      'Replaced the passage in page "api/tokens" (section "Rotation"); the rest of the page is unchanged.',
    );
    const raw = serializePage(changeset.get('api/tokens')!);
    expect(afterFrontmatter(raw)).toBe(
      afterFrontmatter(PERSON).replace(
        'Tokens are rotated by hand, every quarter.\nAsk',
        'Tokens are rotated automatically, every 30 days.\nAsk',
      ),
    );
    // The front-matter keeps its comment and quoting: nothing there changed.
    expect(raw.slice(0, raw.indexOf('\n---\n'))).toBe(PERSON.slice(0, PERSON.indexOf('\n---\n')));
  });

  it('keeps CRLF line endings and a BOM byte for byte', async () => {
    const crlf = '\uFEFF' + PERSON.replace(/\n/g, '\r\n');
    const { host, changeset } = await readSection('Rotation', crlf);
    expect((await host.execute('replace_text', fix)).is_error).toBeFalsy();
    expect(serializePage(changeset.get('api/tokens')!)).toBe(
      crlf.replace(
        'Tokens are rotated by hand, every quarter.\r\nAsk',
        'Tokens are rotated automatically, every 30 days.\r\nAsk',
      ),
    );
  });

  it('refuses text not read in this run, naming the section to read', async () => {
    const { host, changeset } = makeHost();
    const r = await host.execute('replace_text', fix);
    expectFixableError(
      r,
      '"old" occurs in page "api/tokens" only in text not read in this run (section "Rotation"): read it first (read_section with slug "api/tokens" and heading "Rotation"), then call replace_text again. replace_text changes only text you have read.',
    );
    // Reading another section is not enough.
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Expiry' });
    expect((await host.execute('replace_text', { ...fix, old: 'Ask the' })).content).toMatch(
      /only in text not read in this run \(section "Rotation"\)/,
    );
    expect(changeset.size).toBe(0);
  });

  it('refuses text that does not occur, pointing at the closest line read', async () => {
    const { host } = await readPage();
    const r = await replaceInTokens(host, 'Tokens expire after 60 days.', 'x');
    expect(r.is_error).toBe(true);
    expect(r.content).toBe(
      '"old" does not occur in page "api/tokens". Copy it exactly as read_section or read_pages showed it (the page\'s text, not the fence lines), or quote a shorter passage. The closest line you read: "Tokens expire after 90 days."',
    );
  });

  it('refuses a passage that occurs twice in what was read: quote more', async () => {
    const { host, changeset } = await readPage();
    const r = await replaceInTokens(host, BY_HAND, 'Tokens rotate every 30 days.');
    expect(r.is_error).toBe(true);
    expect(r.content).toBe(
      '"old" occurs 2 times in what you read of page "api/tokens" (section "Rotation", section "Expiry"): quote more of the surrounding text so that it occurs once, and call replace_text again.',
    );
    expect(changeset.size).toBe(0);
  });

  it('takes the one occurrence in what was read when the other lies in text not read', async () => {
    const { host, changeset } = await readSection('Expiry');
    const r = await replaceInTokens(host, BY_HAND, 'Tokens rotate every 30 days.');
    expect(r.content).toMatch(/\(section "Expiry"\)/);
    const body = changeset.get('api/tokens')!.body;
    expect(body).toContain('## Rotation\n\nTokens are rotated by hand, every quarter.\n');
    expect(body).toContain('90 days.\nTokens rotate every 30 days.\n');
  });

  it('matches a passage that differs only in whitespace from the page', async () => {
    const { host, changeset } = await readSection('Rotation');
    const r = await replaceInTokens(
      host,
      'Ask the *platform team* to rotate one early.',
      'Ask the *platform team*   to rotate one early, or call rotate().',
    );
    expect(r.is_error).toBeFalsy();
    expect(changeset.get('api/tokens')!.body).toContain('or call rotate().\n\n## Expiry');
  });

  it('reads the lead only through read_pages', async () => {
    const { host } = await readSection('Rotation');
    const lead = {
      slug: 'api/tokens',
      old: 'Tokens authenticate calls.',
      new: 'Tokens sign calls.',
    };
    expect((await host.execute('replace_text', lead)).content).toMatch(
      /only in text not read in this run \(the text before the first H2 section\): read it first \(read_pages with slug "api\/tokens"\)/,
    );
    await host.execute('read_pages', { slugs: ['api/tokens'] });
    expect((await host.execute('replace_text', lead)).is_error).toBeFalsy();
  });

  it('refuses to add or remove a section, and a locked page', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_pages', { slugs: ['api/tokens', 'locked'] });
    const expiry = 'Tokens expire after 90 days.';
    const add = await replaceInTokens(host, expiry, `${expiry}\n\n## Overview\n\nMore.`);
    expect(add.is_error).toBe(true);
    expect(add.content).toMatch(
      /^Page "api\/tokens" was not changed: "new" would add a section heading;/,
    );
    const locked = await host.execute('replace_text', { slug: 'locked', old: 'Say A.', new: 'B.' });
    expect(locked.content).toMatch(/is locked by its maintainers/);
    expect(changeset.size).toBe(0);
  });

  it('re-stamps only the covered files read in this run', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_source', { path: 'src/api/tokens.ts' });
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Rotation' });
    await host.execute('replace_text', fix);
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/tokens.ts', blob: NOW },
      { path: 'src/other.ts', blob: OLD },
    ]);
  });

  it('counts against max-pages-changed like any write', async () => {
    const { host } = await readSection('Rotation', PERSON, 0);
    const r = await host.execute('replace_text', fix);
    expect(r.stop).toMatch(/^Budget max-pages-changed \(0\) reached/);
  });
});

describe('update_page with "section"', () => {
  it('refuses content that holds an H2, naming the section to add instead; the page is unchanged', async () => {
    const { host, changeset } = await readSection('Rotation');
    const r = await updateRotation(host, 'Automatic.\n\n## Overview\n\nTokens are keys.');
    expect(r.is_error).toBe(true);
    expect(r.content).toBe(
      'The content for section "Rotation" of page "api/tokens" holds the heading "## Overview", which would start another section: with "section", "body" is that section\'s content only. Give "Rotation" its content without H1 or H2 headings (### for sub-headings), and add "Overview" as a section of its own: update_page with section "Overview" and new_section: true.',
    );
    const twice = await updateRotation(host, 'Automatic.\n\n## Expiry\n\nNever.');
    expect(twice.content).toMatch(
      /and change the page's own section "Expiry" with an update_page call of its own \(read it first\)\.$/,
    );
    expect(changeset.size).toBe(0);
  });

  it('accepts a first line repeating the section heading, and ### sub-headings', async () => {
    const { host, changeset } = await readSection('Rotation');
    const r = await updateRotation(
      host,
      '\n## Rotation\n\nAutomatic.\n\n### Early rotation\n\nCall rotate().',
    );
    expect(r.is_error).toBeFalsy();
    const body = changeset.get('api/tokens')!.body;
    expect(body.match(/^## Rotation$/gm)).toHaveLength(1);
    expect(body).toContain('### Early rotation');
  });
});
