// The agents-md input in the action's publish: the block is read at the wiki's base commit through
// the action's workspace (the git-backed fake GitHub), added to the same one commit as the wiki
// when the wiki's shape changes it, and guarded: a person's edit of the file after the base makes
// the publish refuse, writing nothing. The model never writes it. The file's bytes are spliced, not
// decoded and written back: a Latin-1 or UTF-16 file is refused by name and left as it is, a CRLF
// file keeps every byte outside the block, and a link (or a link on its way) is never followed.
import { loadConfig } from '../../src/config/parse.js';
import type { Finalized } from '../../src/ingest/finalize.js';
import { withAgentsMd } from '../../src/publish/agents-md.js';
import { commitFiles } from '../../src/publish/atomic-commit.js';
import { WikiMovedError } from '../../src/publish/wiki-guard.js';
import type { WikiTree } from '../../src/wiki/types.js';
import { AGENTS_END, AGENTS_START } from '../../src/wiki/agents-md.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { hubClient, hubWorkspace } from '../../test-support/hub-workspace.js';

const PERSON = '# Agents\n\nRun `npm test` before you push.\n';
const page = (title: string): string =>
  `---\ntitle: "${title}"\ndescription: "About ${title}."\ntype: concept\n---\n# ${title}\n`;

let hub: GitBackedGitHub;
beforeEach(async () => {
  hub = await GitBackedGitHub.create({
    files: {
      'AGENTS.md': PERSON,
      'wiki/api/tokens.md': page('Tokens'),
      'wiki/log.md': '# Wiki log\n',
      'wiki/SCHEMA.md': '# Schema\n',
    },
  });
});
afterEach(() => hub.remove());

const client = () => hubClient(hub);

/** Publishes what withAgentsMd kept, as the action's commit publish does, guarded by its base. */
const commitKept = (kept: { output: Finalized; base: WikiTree }) =>
  commitFiles(client(), {
    owner: 'o',
    repo: 'r',
    branch: 'main',
    message: 'docs(wiki): m',
    files: kept.output.files,
    wikiBase: { ...kept.base, wikiPath: 'wiki' },
  });

async function scene() {
  const config = await loadConfig({ 'github-token': 'ghs_x', 'agents-md': 'AGENTS.md' }, {});
  const workspace = hubWorkspace(config, hub);
  const snapshot = await workspace.loadWiki();
  const input = (path = 'AGENTS.md') => ({
    path,
    wikiPath: 'wiki',
    mapFile: 'index.md',
    snapshot,
    fileAt: workspace.fileAt!,
  });
  return { config, workspace, snapshot, input };
}

/** A run's output: one page written (in `folder`), and log.md. */
const output = (folder: string): Finalized & { summary: string } => ({
  files: [
    { path: `wiki/${folder}/new.md`, content: page('New'), action: 'create' },
    { path: 'wiki/log.md', content: '# Wiki log\n\n## entry\n', action: 'update' },
  ],
  before: { [`wiki/${folder}/new.md`]: null, 'wiki/log.md': '# Wiki log\n' },
  changes: [{ path: `wiki/${folder}/new.md`, action: 'create' }],
  created: [`${folder}/new`],
  updated: [],
  summary: 's',
});

describe('agents-md in the action', () => {
  it('parses as an input, off by default, and refuses a path that is no .md file in the repository', async () => {
    expect((await loadConfig({}, {})).agentsMd).toBe('');
    expect((await loadConfig({ 'agents-md': './CLAUDE.md' }, {})).agentsMd).toBe('CLAUDE.md');
    await expect(loadConfig({ 'agents-md': '../AGENTS.md' }, {})).rejects.toThrow(/agents-md/);
    await expect(loadConfig({ 'agents-md': 'AGENTS.txt' }, {})).rejects.toThrow(/not a \.md file/);
  });

  it('rides in the same one commit as the wiki, after the text a person wrote', async () => {
    const { snapshot, input } = await scene();
    const kept = await withAgentsMd(output('guides'), input());
    if (!('output' in kept)) throw new Error(JSON.stringify(kept));
    expect(kept.output.files.map((f) => f.path)).toEqual([
      'wiki/guides/new.md',
      'wiki/log.md',
      'AGENTS.md',
    ]);
    expect(kept.output.before['AGENTS.md']).toBe(PERSON);
    expect(kept.base.guarded).toEqual({ 'AGENTS.md': expect.stringMatching(/^[0-9a-f]{40}$/) });
    const before = await hub.head();
    const r = await commitKept(kept);
    expect(r.parent).toBe(before);
    const agents = (await hub.readFile('AGENTS.md'))!;
    expect(agents.startsWith(`${PERSON}\n${AGENTS_START}\n`)).toBe(true);
    expect(agents).toContain('- Sections: `api/`, `guides/`.');
    expect(agents.endsWith(`${AGENTS_END}\n`)).toBe(true);
    expect(await hub.readFile('wiki/guides/new.md')).toBe(page('New'));
    expect(snapshot.base?.guarded).toBeUndefined();
  });

  it('leaves the file alone when the block already says what the wiki is', async () => {
    await hub.commit({
      write: {
        'AGENTS.md': `${PERSON}\n${AGENTS_START}\nold\n${AGENTS_END}\n`,
      },
    });
    const first = await scene();
    const kept = await withAgentsMd(output('api'), first.input());
    if (!('output' in kept)) throw new Error('expected the block to be rewritten');
    await hub.commit({ write: { 'AGENTS.md': kept.output.files[2]!.content } });
    // A page in a section the block already names: the shape is the same, nothing to write.
    const again = await scene();
    expect(await withAgentsMd(output('api'), again.input())).toEqual({ unchanged: true });
  });

  it("never overwrites a person's edit made after the run read the file: the publish refuses", async () => {
    const { input } = await scene();
    const kept = await withAgentsMd(output('guides'), input());
    if (!('output' in kept)) throw new Error('expected a write');
    const theirs = await hub.commit({ write: { 'AGENTS.md': `${PERSON}\nMine.\n` } });
    const err = await commitKept(kept).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WikiMovedError);
    expect((err as Error).message).toMatch(
      /^AGENTS\.md on "main" changed while this run was working/,
    );
    expect(await hub.head()).toBe(theirs);
    expect(await hub.readFile('AGENTS.md')).toBe(`${PERSON}\nMine.\n`);
  });

  it('warns and leaves the wiki to publish alone: a file in the wiki folder, broken markers', async () => {
    const { input } = await scene();
    expect(await withAgentsMd(output('guides'), input('wiki/AGENTS.md'))).toEqual({
      warning: expect.stringContaining('inside the wiki folder'),
    });
    // The wiki folder whatever the case it is spelled in (a case-insensitive checkout).
    expect(await withAgentsMd(output('guides'), input('Wiki/AGENTS.md'))).toEqual({
      warning: expect.stringContaining('inside the wiki folder'),
    });
    await hub.commit({ write: { 'AGENTS.md': `${PERSON}${AGENTS_START}\n` } });
    const broken = await scene();
    expect(await withAgentsMd(output('guides'), broken.input())).toEqual({
      warning: expect.stringMatching(/^agents-md: AGENTS\.md was not updated: AGENTS\.md holds 1/),
    });
  });

  it.each([
    ['Latin-1', Buffer.from('# Agents\n\nCaf\xe9 au lait.\n', 'latin1')],
    ['UTF-16', Buffer.from('\ufeff# Agents\n\nCafé.\n', 'utf16le')],
  ])('refuses a %s file by name and leaves its bytes as they are', async (_kind, bytes) => {
    await hub.commit({ write: { 'AGENTS.md': bytes } });
    const { input } = await scene();
    expect(await withAgentsMd(output('guides'), input())).toEqual({
      warning: expect.stringMatching(
        /^agents-md: AGENTS\.md was not updated: AGENTS\.md: not UTF-8/,
      ),
    });
    expect((await hub.readBytes('AGENTS.md'))!.equals(bytes)).toBe(true);
  });

  it('keeps a CRLF file with a BOM byte for byte outside the block', async () => {
    const head = Buffer.from('\ufeff# Agents\r\n\r\nCafé — naïve.\r\n\r\n', 'utf8');
    const tail = Buffer.from('\r\n\r\n## Après\r\n\r\nKept.  \r\n', 'utf8');
    const file = Buffer.concat([
      head,
      Buffer.from(`${AGENTS_START}\r\nold\r\n${AGENTS_END}`),
      tail,
    ]);
    await hub.commit({ write: { 'AGENTS.md': file } });
    const { input } = await scene();
    const kept = await withAgentsMd(output('guides'), input());
    if (!('output' in kept)) throw new Error(JSON.stringify(kept));
    await commitKept(kept);
    const after = (await hub.readBytes('AGENTS.md'))!;
    expect(after.subarray(0, head.length).equals(head)).toBe(true);
    expect(after.subarray(after.length - tail.length).equals(tail)).toBe(true);
    expect(after.toString('utf8')).not.toContain('\nold\r');
    expect(after.toString('utf8')).toContain(`${AGENTS_START}\r\n`);
  });

  it('leaves a marker pair quoted in code alone and appends its block after it', async () => {
    const quoted = `# Agents\n\nThe block sits between \`${AGENTS_START}\` and \`${AGENTS_END}\`:\n\n\`\`\`\n${AGENTS_START}\nexample\n${AGENTS_END}\n\`\`\`\n`;
    await hub.commit({ write: { 'AGENTS.md': quoted } });
    const { input } = await scene();
    const kept = await withAgentsMd(output('guides'), input());
    if (!('output' in kept)) throw new Error(JSON.stringify(kept));
    const written = kept.output.files[2]!.content;
    expect(written.startsWith(quoted)).toBe(true);
    expect(written.slice(quoted.length)).toMatch(new RegExp(`^\\n${AGENTS_START}\\n`));
  });

  it('never follows a link: AGENTS.md a symbolic link, or a link on its way', async () => {
    await hub.commit({
      links: { 'AGENTS.md': '.env', docs: 'secrets' },
      write: { '.env': 'K=1\n' },
    });
    const { input } = await scene();
    expect(await withAgentsMd(output('guides'), input())).toEqual({
      warning: expect.stringContaining('it is a symbolic link'),
    });
    expect(await withAgentsMd(output('guides'), input('docs/AGENTS.md'))).toEqual({
      warning: expect.stringContaining('"docs" on its way is a symbolic link'),
    });
  });
});
