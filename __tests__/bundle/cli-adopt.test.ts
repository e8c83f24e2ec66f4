// Adopting an existing docs folder as a user would: plain Markdown without front-matter, a
// docs-site home page at index.md. adopt writes only front-matter; the map then cuts nothing; a
// run refuses to write its map over the home page, naming map-file.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { committedRepo, git, localRepo } from '../../test-support/git-cli.js';

const LONG =
  'Tokens rotate every thirty days, and the old token keeps working for a grace period of one more day so that deploys in flight finish. More text follows here.';
const FILES: Record<string, string> = {
  'docs/index.md': '# Welcome\n\nThe home page of the docs site (mkdocs).\n',
  'docs/api/tokens.md': `# API tokens\n\n${LONG}\n\n## Rotation\n\nManual.\n`,
  'docs/decisions/0001-postgres.md':
    '\uFEFF# Use Postgres\r\n\r\nWe pick Postgres for its JSON support.\r\n\r\n## Context\r\n\r\nx\r\n',
  'docs/guides/setup.md':
    '---\n# maintained by hand\ntitle: Set up\n---\nRun `make` first. Then run it again!\n\n## Steps\n\n1. make\n',
  'docs/notes/no-heading.md': 'Just a note without a heading, short.\n',
  'docs/broken.md': '---\ntitle: [unclosed\n---\n# Broken\n\nText.\n',
};

const cli = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

/** A file's text after its front-matter block (the body adopt may not touch), BOM removed. */
const bodyOf = (text: string): string =>
  text.replace(/^\uFEFF/, '').replace(/^---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*\r?\n/, '');

describe('wiki-ingest adopt (the bundle)', () => {
  let repo: string;
  beforeEach(() => {
    repo = committedRepo(mkdtempSync(join(tmpdir(), 'wi-adopt-')), FILES, 'docs: a docs folder');
  });

  it('--dry-run says what it would add and writes nothing', () => {
    const r = cli(['adopt', '--wiki-path', 'docs', '--dry-run'], repo);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^would adopt docs\/api\/tokens\.md: title "API tokens", description "Tokens rotate every thirty days, and the old token keeps working for a grace period of one more day so that…"$/m,
    );
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: repo }).toString()).toBe('');
  });

  it('adds title, description and type without touching a body; the map then cuts nothing', () => {
    const before = cli(['index', '--wiki', 'docs'], repo);
    expect(before.stdout).toMatch(/description cut/);
    const r = cli(['adopt', '--wiki-path', 'docs'], repo);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^adopted docs\/decisions\/0001-postgres\.md: title "Use Postgres", description "We pick Postgres for its JSON support\.", type decision$/m,
    );
    expect(r.stdout).toMatch(
      /^adopted docs\/guides\/setup\.md: description "Run make first\.", type guide$/m,
    );
    expect(r.stdout).toMatch(/^4 of 5 pages got front-matter; .* No body was changed\.$/m);
    for (const [path, text] of Object.entries(FILES)) {
      const now = readFileSync(join(repo, path), 'utf8');
      if (path === 'docs/index.md' || path === 'docs/broken.md') expect(now).toBe(text);
      else expect(bodyOf(now)).toBe(bodyOf(text));
    }
    const decision = readFileSync(join(repo, 'docs/decisions/0001-postgres.md'), 'utf8');
    expect(decision.startsWith('\uFEFF---\r\ntitle: Use Postgres\r\n')).toBe(true);
    expect(readFileSync(join(repo, 'docs/guides/setup.md'), 'utf8')).toMatch(
      /^---\n# maintained by hand\ntitle: Set up\ndescription: Run make first\.\ntype: guide\n---\n/,
    );
    const strict = cli(['index', '--wiki', 'docs', '--strict'], repo);
    expect(strict.stdout).not.toMatch(/description cut/);
    // A second adopt finds nothing left to add.
    expect(cli(['adopt', '--wiki-path', 'docs'], repo).stdout).toMatch(/^0 of 5 pages got/m);
  });

  it('refuses a Latin-1 and a UTF-16 page by name and leaves them byte for byte; adopts the rest', () => {
    const latin1 = Buffer.from('# Caf\xe9\n\nCaf\xe9 au lait, cr\xe8me br\xfbl\xe9e.\n', 'latin1');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('# Notes\r\n\r\nWritten on Windows, in UTF-16.\r\n', 'utf16le'),
    ]);
    writeFileSync(join(repo, 'docs/api/latin.md'), latin1);
    writeFileSync(join(repo, 'docs/notes/utf16.md'), utf16);
    for (const dryRun of [['--dry-run'], []]) {
      const r = cli(['adopt', '--wiki-path', 'docs', ...dryRun], repo);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(
        /^wiki-ingest adopt: docs\/api\/latin\.md: not UTF-8: convert it, or add it to ignore .*not adopted/m,
      );
      expect(r.stderr).toMatch(/^wiki-ingest adopt: docs\/notes\/utf16\.md: not UTF-8: /m);
      expect(r.stdout).toMatch(/ (?:would get|got) front-matter; 2 refused \(see above\)/);
      expect(readFileSync(join(repo, 'docs/api/latin.md')).equals(latin1)).toBe(true);
      expect(readFileSync(join(repo, 'docs/notes/utf16.md')).equals(utf16)).toBe(true);
    }
    // The others were adopted as before.
    expect(readFileSync(join(repo, 'docs/api/tokens.md'), 'utf8')).toMatch(
      /^---\ntitle: API tokens\n/,
    );
  });

  it('run refuses to write its map over a home page a person wrote, naming map-file', () => {
    writeFileSync(join(repo, 'src.ts'), Array.from({ length: 40 }, (_, i) => `x${i}`).join('\n'));
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'feat: something');
    const r = cli(['run', '--wiki-path', 'docs', '--dry-run', '--no-triage'], repo);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/"docs\/index\.md" is not a map wiki-ingest generated/);
    expect(r.stdout).toMatch(/Set the map-file input to another name/);
  });

  it('lists the covers past co-changes propose, and writes them with --co-change-covers', () => {
    const work = localRepo(mkdtempSync(join(tmpdir(), 'wi-adopt-history-')));
    const page = (n: number) => `# Error codes\n\nEvery code, revision ${n}.\n`;
    work.write('docs/reference/error-codes.md', page(0));
    work.write('lib/errors.js', 'export const A = 1;\n');
    work.commit('feat: errors');
    for (const n of [1, 2]) {
      work.write('lib/errors.js', `export const A = ${n + 1};\n`);
      work.write('test/errors.test.js', `test(${n});\n`);
      work.write('docs/reference/error-codes.md', page(n));
      work.commit(`feat: code ${n}`);
    }
    work.write('lib/other.js', 'x\n');
    work.commit('feat: other');
    const listed = cli(['adopt', '--wiki-path', 'docs'], work.dir);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(
      /^proposed covers, learned from 4 past commits .*:\n {2}reference\/error-codes covers lib\/errors\.js \(changed together in 3 of its 3 commits\)\nwrite them with --co-change-covers/m,
    );
    expect(readFileSync(join(work.dir, 'docs/reference/error-codes.md'), 'utf8')).not.toMatch(
      /covers:/,
    );
    const wrote = cli(['adopt', '--wiki-path', 'docs', '--co-change-covers'], work.dir);
    expect(wrote.stdout).toMatch(/^covers written, learned from 4 past commits/m);
    const blob = git(work.dir, 'rev-parse', 'HEAD:lib/errors.js').trim();
    expect(readFileSync(join(work.dir, 'docs/reference/error-codes.md'), 'utf8')).toMatch(
      new RegExp(
        `^---\ntitle: Error codes\n[\\s\\S]*covers:\n {2}- lib/errors\\.js@${blob}\n---\n# Error codes\n`,
      ),
    );
  });
});
