import {
  newPage,
  parsePage,
  replaceSection,
  serializePage,
  patchPage,
} from '../../src/wiki/page.js';

const parse = (text: string, file = 'page.md') => parsePage(file, text);

describe('parsePage', () => {
  it('takes title, description and lists from front-matter', () => {
    const { page, warnings } = parse(
      [
        '---',
        'title: Token rotation',
        'description: Rotate API tokens without downtime.',
        'type: feature',
        'tags: [api, security]',
        'related:',
        '  - api/tokens',
        'sources: src/api/tokens.ts',
        'owner: team',
        '---',
        '# Another H1',
        '',
        'First paragraph.',
        '',
        '## Usage',
        '',
      ].join('\n'),
      'api/Token-Rotation.md',
    );
    expect(warnings).toEqual([]);
    expect(page).toMatchObject({
      slug: 'api/token-rotation',
      file: 'api/Token-Rotation.md',
      title: 'Token rotation',
      description: 'Rotate API tokens without downtime.',
      type: 'feature',
      tags: ['api', 'security'],
      related: ['api/tokens'],
      sources: ['src/api/tokens.ts'],
      locked: false,
      headings: ['Usage'],
    });
    expect(page.frontmatter).toMatchObject({ owner: 'team' });
    expect(page.body.startsWith('# Another H1')).toBe(true);
  });

  it('without front-matter takes the first H1 and the first paragraph as plain text', () => {
    const { page } = parse(
      '# Payments *API*\n\nCharge a **card**, see [refunds](refunds.md) and `capture()`.\nSecond line.\n\nMore.\n',
    );
    expect(page.frontmatter).toBeNull();
    expect(page.title).toBe('Payments API');
    expect(page.description).toBe('Charge a card, see refunds and capture(). Second line.');
    expect(page.type).toBeNull();
  });

  it('skips a paragraph that is one bold or italic label: a heading in disguise, not a description', () => {
    const { page } = parse(
      '# Warnings\n\n**Table of contents**\n- [Codes](#codes)\n\n*Note:*\n\nFastify warns through **process** events.\n',
    );
    expect(page.description).toBe('Fastify warns through process events.');
    expect(parse('# Plain\n\n**Bold** start, then words.\n').page.description).toBe(
      'Bold start, then words.',
    );
  });

  it('falls back to the file name when there is no H1 and no title', () => {
    expect(parse('Just text.\n', 'guides/Going-Live.md').page.title).toBe('Going-Live');
  });

  it('reads setext headings as headings', () => {
    const { page } = parse('Title\n=====\n\nIntro.\n\nSetup\n-----\n\ntext\n\n## Usage\n');
    expect(page.title).toBe('Title');
    expect(page.headings).toEqual(['Setup', 'Usage']);
  });

  it('ignores # lines inside fenced and indented code', () => {
    const { page } = parse(
      [
        '# Real',
        '',
        '```sh',
        '# comment',
        '## not a heading',
        '```',
        '',
        '~~~',
        '## nor this',
        '~~~',
        '',
        'Para.',
        '',
        '    ## indented code',
        '',
        '## Real H2',
        '',
      ].join('\n'),
    );
    expect(page.title).toBe('Real');
    expect(page.headings).toEqual(['Real H2']);
  });

  it('ignores H3 and deeper, and headings inside lists or quotes', () => {
    const { page } = parse(
      '# T\n\n## A\n\n### a1\n\n#### a2\n\n> ## quoted\n\n- ## listed\n\n## B\n',
    );
    expect(page.headings).toEqual(['A', 'B']);
  });

  it('handles CRLF, a BOM, non-ASCII text and emoji', () => {
    const text =
      '\uFEFF---\r\ntitle: Überblick 🚀\r\n---\r\n# x\r\n\r\nÇa marche 😀.\r\n\r\n## Δ Section\r\n';
    const { page, warnings } = parse(text);
    expect(warnings).toEqual([]);
    expect(page.title).toBe('Überblick 🚀');
    expect(page.description).toBe('Ça marche 😀.');
    expect(page.headings).toEqual(['Δ Section']);
    expect(page.body).not.toContain('\r');
    expect(serializePage(page)).toBe(text);
  });

  it('keeps a page with malformed YAML, warns, and lists it by its H1', () => {
    const { page, warnings } = parse(
      '---\ntitle: [unclosed\ndescription: x\n---\n# The H1\n\nIntro text.\n',
      'bad.md',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^bad\.md: front-matter ignored/);
    expect(page.frontmatter).toBeNull();
    expect(page.title).toBe('The H1');
    expect(page.description).toBe('Intro text.');
  });

  it('warns on front-matter that is not a mapping', () => {
    const { page, warnings } = parse('---\n- a\n- b\n---\n# H\n');
    expect(warnings[0]).toMatch(/not a mapping/);
    expect(page.title).toBe('H');
  });

  it('treats an unclosed --- as a thematic break, not front-matter', () => {
    const { page } = parse('---\n# Title\n\ntext\n');
    expect(page.frontmatter).toBeNull();
    expect(page.title).toBe('Title');
  });

  it('reads the lock marker', () => {
    expect(parse('---\nwiki-ingest: locked\n---\n# L\n').page.locked).toBe(true);
  });
});

describe('serializePage and updates', () => {
  const original =
    '---\n# a YAML comment\ntitle:   "Spaced"\ntags: [b, a]\nowner: x\n---\n# H\n\nIntro.\n\n## One\n\nold one\n\n## Two\n\nold two\n';

  it('gives an untouched page back byte for byte', () => {
    for (const text of [original, '# x\r\n\r\ny', '\uFEFFplain', '', '---\n---\n# E\n']) {
      expect(serializePage(parse(text).page)).toBe(text);
    }
  });

  it('keeps the front-matter bytes when only the body changes', () => {
    const page = parse(original).page;
    const next = patchPage(page, { body: replaceSection(page.body, 'one', 'new one') });
    expect(next.raw).toBe(original.replace('old one', 'new one'));
    expect(next.headings).toEqual(['One', 'Two']);
    expect(parsePage(next.file, serializePage(next)).page).toEqual(next);
  });

  it('writes only the keys it changes: every other front-matter line keeps its bytes', () => {
    const page = parse(original).page;
    const next = patchPage(page, { description: 'Now described.', type: 'concept' });
    // The comment, the spacing and quoting of title and the inline list stay as written; new keys
    // go where the standard order puts them (before tags), not at the end.
    expect(next.raw.split('---\n')[1]).toBe(
      '# a YAML comment\ntitle:   "Spaced"\ndescription: Now described.\ntype: concept\ntags: [b, a]\nowner: x\n',
    );
    expect(next.description).toBe('Now described.');
    expect(next.body).toBe(page.body);
    expect(parsePage(next.file, serializePage(next)).page).toEqual(next);
    // A changed key is rewritten in place; a removed one loses its lines only.
    const retitled = patchPage(page, { title: 'Renamed', tags: [] });
    expect(retitled.raw.split('---\n')[1]).toBe('# a YAML comment\ntitle: Renamed\nowner: x\n');
  });

  it('keeps an inline list, block scalars and comments when another key changes', () => {
    const text =
      '---\ntitle: A  # why\ndescription: >\n  folded\n  text\ntags: [api]\ncovers:\n  - a.ts\n---\n# A\n';
    const next = patchPage(parse(text).page, { related: ['b'] });
    expect(next.raw).toBe(
      '---\ntitle: A  # why\ndescription: >\n  folded\n  text\ntags: [api]\nrelated:\n  - b\ncovers:\n  - a.ts\n---\n# A\n',
    );
    const described = patchPage(parse(text).page, { description: 'Plain.' });
    expect(described.raw).toBe(
      '---\ntitle: A  # why\ndescription: Plain.\ntags: [api]\ncovers:\n  - a.ts\n---\n# A\n',
    );
  });

  it('keeps CRLF and the BOM of the page it updates', () => {
    const page = parse('\uFEFF# H\r\n\r\n## A\r\n\r\nx\r\n').page;
    const next = patchPage(page, { title: 'New' });
    expect(next.raw).toBe('\uFEFF---\r\ntitle: New\r\n---\r\n# H\r\n\r\n## A\r\n\r\nx\r\n');
  });

  it('rebuilds a page whose fields were changed by hand', () => {
    const page = parse(original).page;
    const text = serializePage({ ...page, title: 'Renamed', body: '# H\n\nNew body.\n' });
    const again = parsePage(page.file, text).page;
    expect(again.title).toBe('Renamed');
    expect(again.frontmatter).toMatchObject({ owner: 'x', tags: ['b', 'a'] });
    expect(again.body).toBe('# H\n\nNew body.\n');
  });

  it('creates pages at valid slugs only', () => {
    const page = newPage('guides/token-rotation', {
      title: 'Token rotation',
      description: 'How to rotate.',
      type: 'guide',
      tags: ['api'],
      related: [],
      body: '# Token rotation\n\n## Steps\n\n1. Rotate.',
    });
    expect(page.file).toBe('guides/token-rotation.md');
    expect(page.raw).toBe(
      '---\ntitle: Token rotation\ndescription: How to rotate.\ntype: guide\ntags:\n  - api\n---\n# Token rotation\n\n## Steps\n\n1. Rotate.\n',
    );
    expect(parsePage(page.file, serializePage(page)).page).toEqual(page);
    expect(() => newPage('Bad Slug', { title: 'x' })).toThrow(/not a valid slug/);
  });
});

describe('replaceSection', () => {
  const body = '# T\n\n## A\n\na text\n\n### a3\n\n## B\n\nb text\n';
  it('replaces one section up to the next H2, heading kept', () => {
    expect(replaceSection(body, 'a', 'new')).toBe('# T\n\n## A\n\nnew\n\n## B\n\nb text\n');
    expect(replaceSection(body, 'B', 'last')).toBe(
      '# T\n\n## A\n\na text\n\n### a3\n\n## B\n\nlast\n',
    );
  });
  it('does not double a heading the content repeats', () => {
    expect(replaceSection(body, 'A', '## A\n\nnew')).toBe('# T\n\n## A\n\nnew\n\n## B\n\nb text\n');
  });
  it('appends a section the page lacks', () => {
    expect(replaceSection(body, 'C', 'c')).toBe(`${body}\n## C\n\nc\n`);
  });
});

describe('round trips over the realistic test wiki', () => {
  it('serializes every page byte for byte and round-trips every update', async () => {
    const { loadWiki } = await import('../../src/wiki/load.js');
    const wiki = await loadWiki(new URL('../fixtures/wiki/', import.meta.url).pathname);
    for (const page of wiki.pages) {
      expect(serializePage(page)).toBe(page.raw);
      const next = patchPage(page, {
        tags: [...page.tags, 'reviewed'],
        body: replaceSection(page.body, page.headings[0] ?? 'Notes', 'Rewritten.'),
      });
      expect(next.tags).toContain('reviewed');
      expect(parsePage(next.file, serializePage(next)).page).toEqual(next);
      expect(serializePage(next)).toBe(next.raw);
      expect(next.raw.includes('\r\n')).toBe(page.raw.includes('\r\n'));
    }
  });

  it('keeps unparseable front-matter when only the body changes', () => {
    const text = '---\ntitle: [unclosed\n---\n# H\n\nold\n';
    const next = patchPage(parse(text).page, { body: '# H\n\nnew\n' });
    expect(next.raw).toBe('---\ntitle: [unclosed\n---\n# H\n\nnew\n');
  });

  it('reads a page whose front-matter does not parse as read-only (locked), saying why', () => {
    const text =
      '---\ntitle: Runbook\ndescription: Restart: the steps\nwiki-ingest: locked\n---\n# Runbook\n';
    const { page, warnings } = parse(text);
    expect(page.frontmatter).toBeNull();
    expect(page.locked).toBe(true);
    expect(page.readOnly).toMatch(/^its front-matter does not parse \(.+\)/);
    expect(warnings[0]).toMatch(/read-only to wiki-ingest/);
    expect(parse('---\ntitle: Fine\n---\n# F\n').page.readOnly).toBeUndefined();
  });

  it('keeps hostile field values inside the front-matter', () => {
    const title = 'a\n---\n# injected: [x';
    const next = patchPage(parse('# H\n').page, { title, description: '--- | ## x' });
    expect(next.title).toBe(title);
    expect(next.description).toBe('--- | ## x');
    expect(next.headings).toEqual([]);
    expect(next.body).toBe('# H\n');
  });
});

describe('inline text of headings and descriptions', () => {
  it.each([
    ['Plain words  here', 'Plain words here'],
    ['Use `a*b` and **bold**', 'Use a*b and bold'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['An ![alt text](x.png) image', 'An alt text image'],
    ['Escaped \\*stars\\*', 'Escaped *stars*'],
    ['<span>html</span> dropped', 'html dropped'],
  ])('%j → %j', (heading, text) => {
    expect(parse(`## ${heading}\n`).page.headings).toEqual([text]);
  });
});

describe('written bodies', () => {
  it('take the line endings of the file they go into', () => {
    const crlf = patchPage(parse('# H\r\n').page, { body: '# H\r\n\r\nnew\n' });
    expect(crlf.raw).toBe('# H\r\n\r\nnew\r\n');
    const lf = patchPage(parse('# H\n').page, { body: '# H\r\n\r\nnew' });
    expect(lf.raw).toBe('# H\n\nnew\n');
  });
});
