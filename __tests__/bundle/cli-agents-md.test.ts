// `wiki-ingest agents-md` as a person runs it (the bundled dist/cli.js): the file a person wrote
// goes through the one door — a Latin-1 or UTF-16 AGENTS.md is refused by name and left byte for
// byte, a CRLF one keeps every byte outside the block, a symbolic link or a FIFO is refused before
// anything is read (a dry run too: a link's target is never printed), and a marker pair quoted in
// code is a person's text, left alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { localRepo } from '../../test-support/git-cli.js';

const START = '<!-- wiki-ingest:agents-md:start -->';
const END = '<!-- wiki-ingest:agents-md:end -->';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wiki-agents-'));
  const repo = localRepo(dir);
  repo.write('wiki/api/tokens.md', '---\ntitle: Tokens\ndescription: API tokens.\n---\n# Tokens\n');
  repo.write('.env', 'API_KEY=outside-the-block-secret\n');
  repo.commit('docs: the wiki');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const agentsMd = (...args: string[]) =>
  runNode([CLI, 'agents-md', '--repo', dir, ...args], cleanEnv());
const file = (name: string) => join(dir, name);

describe('wiki-ingest agents-md on a file a person wrote', () => {
  it.each([
    ['Latin-1', 'LATIN.md', Buffer.from('# Agents\n\nCaf\xe9 au lait.\n', 'latin1')],
    ['UTF-16', 'UTF16.md', Buffer.from('\ufeff# Agents\n\nCafé.\n', 'utf16le')],
  ])(
    'refuses a %s file by name and keeps it byte for byte',
    async (_kind, name, bytes) => {
      writeFileSync(file(name), bytes);
      for (const dry of [[], ['--dry-run']]) {
        const ran = await agentsMd('--file', name, ...dry);
        expect(ran.code).toBe(1);
        expect(ran.stderr).toContain(`wiki-ingest agents-md: ${name}: not UTF-8`);
        expect(readFileSync(file(name)).equals(bytes)).toBe(true);
      }
    },
    60_000,
  );

  it('keeps a CRLF file byte for byte outside the block, and a second run changes nothing', async () => {
    const head = '\ufeff# Agents\r\n\r\nRun the tests — all of them.\r\n\r\n';
    const tail = '\r\n\r\n## Après\r\n\r\nKept, with trailing spaces.  \r\n';
    writeFileSync(file('CRLF.md'), `${head}${START}\r\nold\r\n${END}${tail}`);
    const first = await agentsMd('--file', 'CRLF.md');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const once = readFileSync(file('CRLF.md'));
    const text = once.toString('utf8');
    expect(text.startsWith(`${head}${START}\r\n`)).toBe(true);
    expect(text.endsWith(`${END}${tail}`)).toBe(true);
    expect(text).not.toContain('old');
    expect((await agentsMd('--file', 'CRLF.md')).stdout).toContain('up to date; nothing written');
    expect(readFileSync(file('CRLF.md')).equals(once)).toBe(true);
  }, 60_000);

  it('refuses a symbolic link before reading it, dry run included, and prints nothing of its target', async () => {
    symlinkSync('.env', file('LINKED.md'));
    for (const dry of [['--dry-run'], []]) {
      const ran = await agentsMd('--file', 'LINKED.md', ...dry);
      expect(ran.code).toBe(1);
      expect(ran.stderr).toContain('Refusing to read "LINKED.md": "LINKED.md" is a symbolic link');
      expect(ran.stdout + ran.stderr).not.toContain('outside-the-block-secret');
    }
    expect(readFileSync(file('.env'), 'utf8')).toBe('API_KEY=outside-the-block-secret\n');
  }, 60_000);

  it('refuses a FIFO without opening it (no hang)', async () => {
    execFileSync('mkfifo', [file('FIFO.md')]);
    const ran = await agentsMd('--file', 'FIFO.md', '--dry-run');
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('"FIFO.md" exists and is not a plain file');
  }, 60_000);

  it('leaves a marker pair quoted in code alone and appends its block', async () => {
    const person = `# Agents\n\nThe block sits between \`${START}\` and \`${END}\`.\n`;
    writeFileSync(file('QUOTED.md'), person);
    const ran = await agentsMd('--file', 'QUOTED.md');
    expect(ran.code).toBe(0);
    const text = readFileSync(file('QUOTED.md'), 'utf8');
    expect(text.startsWith(`${person}\n${START}\n`)).toBe(true);
    expect(text.endsWith(`${END}\n`)).toBe(true);
  }, 60_000);

  it('refuses a file in the wiki folder whatever the case it is spelled in', async () => {
    const ran = await agentsMd('--file', 'Wiki/AGENTS.md');
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain(
      '--file: "Wiki/AGENTS.md" is inside the wiki folder, whose files wiki-ingest keeps itself',
    );
  }, 60_000);
});
