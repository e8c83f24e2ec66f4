// The AGENTS.md block: written from the wiki's shape alone, between one pair of markers, with the
// text outside them kept byte for byte; a second write changes nothing. A marker counts only as a
// whole line outside code, the file's bytes are spliced (never decoded and written back), and a
// name that could forge a line of the block is left out, said.
import {
  AGENTS_END,
  AGENTS_START,
  agentsBlock,
  agentsShape,
  withAgentsBlock,
  withAgentsBlockBytes,
} from '../../src/wiki/agents-md.js';
import { parsePage } from '../../src/wiki/page.js';

const pageOf = (file: string, front = ''): ReturnType<typeof parsePage>['page'] =>
  parsePage(file, `---\ntitle: "${file}"\n${front}---\n# T\n`).page;

const wiki = (extra: string[] = []) => ({
  pages: [
    pageOf('api/tokens.md'),
    pageOf('api/users.md', 'wiki-ingest: locked\n'),
    pageOf('intro.md'),
    ...extra.map((f) => pageOf(f)),
  ],
  schema: '# Schema',
});
const shape = (extra: string[] = []) =>
  agentsShape(wiki(extra), { wikiPath: 'docs/wiki', mapFile: 'wiki-map.md' });

describe('the agents-md block', () => {
  it('names the map, the MCP command for this wiki, its sections, SCHEMA.md and the locked pages', () => {
    const text = agentsBlock(shape()).join('\n');
    expect(text.startsWith(AGENTS_START)).toBe(true);
    expect(text.endsWith(AGENTS_END)).toBe(true);
    expect(text).toContain('- Map: `docs/wiki/wiki-map.md`');
    expect(text).toContain('`wiki-ingest mcp --wiki-path docs/wiki --map-file wiki-map.md`');
    // A small wiki's server lists no search tools, so the block names none.
    expect(text).toContain(
      'and the tools `read_pages`, `read_section`, `stale_pages`, `impacted_pages` (Claude Code:',
    );
    expect(text).toContain(
      '- List the wiki pages it makes stale: `wiki-ingest impact --working-tree --wiki-path docs/wiki`, or the MCP tool `impacted_pages`. Each covers a file you changed,',
    );
    expect(text).toContain('- Update each of them in the same change where you can');
    expect(text).toContain('- Sections: `api/`.');
    expect(text).toContain('- Follow `docs/wiki/SCHEMA.md`');
    expect(text).toContain('- Never edit `docs/wiki/wiki-map.md` or `docs/wiki/log.md`');
    expect(text).toContain(
      'locked page (front-matter `wiki-ingest: locked`): `docs/wiki/api/users.md`.',
    );
  });

  it('depends on the shape only: a new page in a known section leaves it as it was, a new section does not', () => {
    const before = agentsBlock(shape());
    expect(agentsBlock(shape(['api/keys.md', 'faq.md']))).toEqual(before);
    expect(agentsBlock(shape(['guides/start.md']))).not.toEqual(before);
  });

  it('is appended after what a person wrote, and a second write changes nothing', () => {
    const lines = agentsBlock(shape());
    for (const person of ['# Agents\n\nBe kind.', '# Agents\n\nBe kind.\n', '# Agents\n\n\n']) {
      const once = withAgentsBlock(person, lines);
      expect(once.startsWith(person)).toBe(true);
      expect(once).toContain(`\n\n${AGENTS_START}\n`);
      expect(withAgentsBlock(once, lines)).toBe(once);
    }
    expect(withAgentsBlock(null, lines)).toBe(`${lines.join('\n')}\n`);
  });

  it('replaces only what is between its markers, keeping CRLF and the text around them byte for byte', () => {
    const head = '# Agents\r\n\r\nBefore.\r\n\r\n';
    const tail = '\r\n\r\n## After\r\n\r\nKept, with its trailing spaces.  \r\n';
    const file = `${head}${AGENTS_START}\r\nold text\r\n${AGENTS_END}${tail}`;
    const out = withAgentsBlock(file, agentsBlock(shape()));
    expect(out.startsWith(head)).toBe(true);
    expect(out.endsWith(tail)).toBe(true);
    expect(out).not.toContain('old text');
    expect(out.slice(head.length, out.length - tail.length)).toBe(
      agentsBlock(shape()).join('\r\n'),
    );
  });

  it('refuses markers that are not one pair, writing nothing', () => {
    const lines = agentsBlock(shape());
    expect(() => withAgentsBlock(`${AGENTS_START}\n`, lines, 'CLAUDE.md')).toThrow(
      /CLAUDE\.md holds 1 .* and 0 .* markers.*Nothing was written/,
    );
    expect(() => withAgentsBlock(`${AGENTS_END}\n${AGENTS_START}\n`, lines)).toThrow(/wrong order/);
    expect(() =>
      withAgentsBlock(`${AGENTS_START}\n${AGENTS_END}\n${AGENTS_START}\n${AGENTS_END}\n`, lines),
    ).toThrow(/holds 2/);
  });
});

describe("the block's bounds", () => {
  const lines = agentsBlock(shape());
  const block = lines.join('\n');

  it.each([
    ['a code span', `Keep \`${AGENTS_START}\` … \`${AGENTS_END}\` as they are.\n`],
    ['one line', `Markers: ${AGENTS_START} then ${AGENTS_END}\n`],
    ['a fenced code block', `\`\`\`md\n${AGENTS_START}\nexample\n${AGENTS_END}\n\`\`\`\n`],
    ['an indented code block', `Example:\n\n    ${AGENTS_START}\n    example\n    ${AGENTS_END}\n`],
  ])('a marker pair quoted in %s is text: left alone, the block appended', (_where, quoted) => {
    const person = `# Agents\n\n${quoted}`;
    const out = withAgentsBlock(person, lines);
    expect(out).toBe(`${person}\n${block}\n`);
    expect(withAgentsBlock(out, lines)).toBe(out);
  });

  it('a marker line is the marker alone (spaces around it allowed), and only outside code', () => {
    const person = `# Agents\n\n  ${AGENTS_START}  \nold\n${AGENTS_END}\n\nAfter.\n`;
    expect(withAgentsBlock(person, lines)).toBe(`# Agents\n\n${block}\n\nAfter.\n`);
  });
});

describe('the block spliced into bytes', () => {
  const lines = agentsBlock(shape());

  it('keeps every byte outside the block: multi-byte text before it, a BOM, CRLF', () => {
    const head = Buffer.from('\ufeff# Agénts — ✓\r\n\r\n', 'utf8');
    const tail = Buffer.from('\r\nAfter: ünïcode.\r\n', 'utf8');
    const file = Buffer.concat([
      head,
      Buffer.from(`${AGENTS_START}\r\nold\r\n${AGENTS_END}`),
      tail,
    ]);
    const out = withAgentsBlockBytes(file, lines);
    expect(out.bytes.subarray(0, head.length).equals(head)).toBe(true);
    expect(out.bytes.subarray(out.bytes.length - tail.length).equals(tail)).toBe(true);
    expect(Buffer.from(out.text, 'utf8').equals(out.bytes)).toBe(true);
    expect(withAgentsBlockBytes(out.bytes, lines).bytes.equals(out.bytes)).toBe(true);
  });

  it.each([
    ['Latin-1', Buffer.from('# Caf\xe9\n', 'latin1')],
    ['UTF-16', Buffer.from('\ufeff# Café\n', 'utf16le')],
  ])('refuses %s bytes by name', (_kind, bytes) => {
    expect(() => withAgentsBlockBytes(bytes, lines, 'CLAUDE.md')).toThrow(
      /^CLAUDE\.md: not UTF-8: .*nothing was written\.$/,
    );
  });
});

describe('names entering the block', () => {
  it('leaves out a folder or locked page whose name holds a line break, a control character or marker text, and says so', () => {
    const s = agentsShape(
      wiki([`bad\n${AGENTS_END}/x.md`, 'ctl\u0007/y.md', 'a-->b/z.md', 'good/w.md']),
      { wikiPath: 'wiki', mapFile: 'index.md' },
    );
    expect(s.sections).toEqual(['api/', 'good/']);
    expect(s.refused).toEqual([
      expect.stringMatching(
        /^the section "a-->b\/" is left out of the block: it holds the block's marker text; rename it$/,
      ),
      expect.stringMatching(
        /^the section "bad\\n.*" is left out of the block: it holds a line break or control character/,
      ),
      expect.stringMatching(/^the section "ctl\\u0007\/" is left out/),
      // Its front-matter does not parse (the title breaks a line), so it is read-only: locked.
      expect.stringMatching(/^the locked page "bad\\n.*\/x\.md" is left out/),
    ]);
    const text = agentsBlock(s).join('\n');
    expect(text.split('\n').filter((l) => l === AGENTS_END)).toHaveLength(1);
    expect(() => agentsShape(wiki(), { wikiPath: 'wiki', mapFile: '<!-- x -->.md' })).toThrow(
      /cannot be named in the block/,
    );
  });
});
