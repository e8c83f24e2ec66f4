// Trying it for real from the CLI (the bundle): `run --summary -` prints the job summary the
// action writes and `run` says what it wrote; a docs folder whose pages link each other with
// Markdown links, beside a home page a person wrote, lints clean and adopts with the map-file
// input named; `--wiki` and `--wiki-path` are one flag as --help says.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { fakePerTest } from '../../test-support/bundle/fake-per-test.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { committedRepo, git } from '../../test-support/git-cli.js';
import type { Script } from '../../test-support/replies.js';
import { rotationFromSource } from '../../test-support/token-rotation.js';

const KEY = 'sk-ant-preview-secret';
/** The tier table's header row, as the action's job summary has it (src/report/summary.ts). */
const TIER_TABLE =
  '<table><tr><th>tier</th><th>decision</th><th>reason</th><th>model</th><th>tokens</th><th>cost</th></tr>';

function repoWith(files: Record<string, string>): string {
  return committedRepo(mkdtempSync(join(tmpdir(), 'wiki-ingest-preview-')), files, 'chore: init');
}

function tokenMerge(): string {
  const dir = repoWith({
    'wiki/api/tokens.md': '# Tokens\n\nAPI tokens.\n\n## Rotation\n\nManual.\n',
    'src/api/tokens.ts': 'export const x = 1;\n',
  });
  writeFileSync(
    join(dir, 'src/api/tokens.ts'),
    Array.from({ length: 40 }, (_, i) => `export const rotate${i} = () => ${i};`).join('\n') + '\n',
  );
  git(dir, 'commit', '-qam', 'feat(api): token rotation');
  return dir;
}

// The file and the section the agent will replace, read in one turn.
const SCRIPT: Script[] = rotationFromSource();

describe('wiki-ingest run: the summary and what it wrote', () => {
  const { start, env } = fakePerTest(KEY);

  it('run --summary - prints the headline and tier table the action writes, and ends with the commit command', async () => {
    await start({ replies: SCRIPT });
    const dir = tokenMerge();
    const r = await runNode(
      [CLI, 'run', '--repo', dir, '--triage', 'false', '--summary', '-'],
      env(),
    );
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('<h2>wiki-ingest: process (Tier 3)</h2>')).toBe(true);
    expect(r.stdout).toContain(TIER_TABLE);
    expect(r.stdout).toContain('<tr><td>3</td><td>process</td>');
    expect(r.stdout).not.toContain('decision   process');
    expect(r.stdout + r.stderr).not.toContain(KEY);
    // The table and the closing lines went to stderr, stdout being the summary.
    expect(r.stderr).toMatch(/decision +process \(tier 3\)/);
    expect(r.stderr).toContain(
      'wrote 1 page to wiki/ (uncommitted): wiki/api/tokens.md, and index.md, log.md',
    );
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).toString().trim();
    expect(r.stderr).toContain(
      `commit them with: git add -- wiki/ && git commit -m 'docs(wiki): ingest ${sha.slice(0, 12)}' --trailer 'Wiki-Ingest-Source: ${sha}'`,
    );
  });

  it('--dry-run --summary FILE writes the file and says it wrote nothing', async () => {
    await start({ replies: SCRIPT });
    const dir = tokenMerge();
    const file = join(dir, '..', `${dir.split('/').pop()}-summary.md`);
    const r = await runNode(
      [CLI, 'run', '--repo', dir, '--triage', 'false', '--dry-run', '--summary', file],
      env(),
    );
    expect(r.code).toBe(0);
    expect(execFileSync('cat', [file]).toString()).toContain(TIER_TABLE);
    expect(r.stdout).toMatch(/wrote nothing \(--dry-run\): 1 page would change in wiki\//);
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: dir }).toString()).toBe('');
  });
});

/** Docs pages that link each other with Markdown links, and a home page a person wrote. */
const DOCS = {
  'docs/index.md': '# Our docs\n\nStart with [Java](lang/java.md) or [Go](lang/go.md).\n',
  'docs/lang/java.md': '# Java\n\nThe JVM side. See [Go](go.md#build) and [setup](../setup.md).\n',
  'docs/lang/go.md': '# Go\n\nThe Go side. See [Java](./java.md).\n',
  'docs/setup.md': `# Setup\n\nInstall it. Then [Java](lang/java.md), [Go](lang/go.md), [the README](../README.md).\n\n${'Long text. '.repeat(30)}\n`,
  'README.md': '# r\n',
};

describe('an adopted docs folder linked by Markdown links', () => {
  it('lints with no orphan and no suggestion to overwrite the index.md a person wrote', async () => {
    const dir = repoWith(DOCS);
    const r = await runNode([CLI, 'lint', '--repo', dir, '--wiki', 'docs', '--json'], cleanEnv());
    const report = JSON.parse(r.stdout) as { findings: { rule: string; detail: string }[] };
    expect(report.findings.filter((f) => f.rule === 'orphan')).toEqual([]);
    expect(report.findings.filter((f) => f.rule === 'dead-link')).toEqual([]);
    const text = await runNode([CLI, 'lint', '--repo', dir, '--wiki-path', 'docs'], cleanEnv());
    expect(text.stdout).not.toMatch(/index --markdown >|lint --fix/);
    expect(text.stdout).toContain('--map-file wiki-map.md');
    // With the map given a file of its own, the folder lints clean (no error).
    const clean = await runNode(
      [CLI, 'lint', '--repo', dir, '--wiki', 'docs', '--map-file', 'wiki-map.md'],
      cleanEnv(),
    );
    expect(clean.code).toBe(0);
  });

  it('adopt fills related from the links, names map-file and the cap to raise; lint --working-tree reads the result', async () => {
    const dir = repoWith(DOCS);
    const adopt = await runNode(
      [CLI, 'adopt', '--repo', dir, '--wiki', 'docs', '--page-char-cap', '200'],
      cleanEnv(),
    );
    expect(adopt.code).toBe(0);
    expect(adopt.stdout).toContain('adopted docs/lang/java.md: title "Java"');
    expect(adopt.stdout).toMatch(/docs\/lang\/java\.md: .*related lang\/go, setup/);
    expect(adopt.stdout).toContain('--map-file wiki-map.md');
    expect(adopt.stdout).toMatch(
      /1 page is longer than page-char-cap \(200 characters\).*: setup\. Raise the page-char-cap input \(--page-char-cap \d+/,
    );
    const head = await runNode([CLI, 'lint', '--repo', dir, '--wiki', 'docs'], cleanEnv());
    expect(head.stderr).toMatch(
      /the working tree's docs\/ differs from HEAD \(3 files .*pass --working-tree/,
    );
    const tree = await runNode(
      [CLI, 'lint', '--repo', dir, '--wiki', 'docs', '--working-tree', '--json'],
      cleanEnv(),
    );
    const report = JSON.parse(tree.stdout) as { findings: { rule: string }[] };
    expect(report.findings.filter((f) => f.rule === 'front-matter')).toEqual([]);
    expect(tree.stderr).toContain('this lint read the working tree');
  });
});

describe('--wiki and --wiki-path are one flag', () => {
  it.each(['lint', 'adopt', 'run', 'index', 'ask', 'mcp'])(
    '%s --help states the rule and lists both names',
    async (command) => {
      const r = await runNode([CLI, command, '--help'], cleanEnv());
      expect(r.stdout).toContain(
        '--wiki and --wiki-path are two names of one flag: the wiki folder.',
      );
      expect(r.stdout).toMatch(/--wiki-path, --wiki |--wiki, --wiki-path /);
    },
  );

  it('index takes --wiki-path as it takes --wiki', async () => {
    const dir = repoWith(DOCS);
    const a = await runNode([CLI, 'index', '--wiki', join(dir, 'docs'), '--json'], cleanEnv());
    const b = await runNode([CLI, 'index', '--wiki-path', join(dir, 'docs'), '--json'], cleanEnv());
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });
});
