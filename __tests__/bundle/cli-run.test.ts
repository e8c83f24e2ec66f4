// `node dist/cli.js run` from the bundle alone, against the fake Messages API at ANTHROPIC_BASE_URL.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Script } from '../../test-support/replies.js';
import { rotationFromSource } from '../../test-support/token-rotation.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git } from '../../test-support/git-cli.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { fakePerTest } from '../../test-support/bundle/fake-per-test.js';
import { CLAIM, FILES, MERGE, REFUSED } from '../../test-support/truthful-run.js';

const KEY = 'sk-ant-run-secret';

function gitRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-run-'));
  git(dir, 'init', '-q', '-b', 'main');
  mkdirSync(join(dir, 'wiki/api'), { recursive: true });
  mkdirSync(join(dir, 'src/api'), { recursive: true });
  writeFileSync(
    join(dir, 'wiki/api/tokens.md'),
    '# Tokens\n\nAPI tokens.\n\n## Rotation\n\nManual.\n',
  );
  writeFileSync(join(dir, 'src/api/tokens.ts'), 'export const x = 1;\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'chore: init');
  writeFileSync(
    join(dir, 'src/api/tokens.ts'),
    Array.from({ length: 40 }, (_, i) => `export const rotate${i} = () => ${i};`).join('\n') + '\n',
  );
  git(dir, 'commit', '-qam', 'feat(api): token rotation');
  return dir;
}

const status = (dir: string) =>
  execFileSync('git', ['status', '--porcelain'], { cwd: dir }).toString();

// The file and the section the agent will replace, read in one turn.
const SCRIPT: Script[] = rotationFromSource();

describe('node dist/cli.js run (the bundle)', () => {
  const { start, env } = fakePerTest(KEY);

  it('a wiki folder HEAD does not hold exits 1 before any model call, naming init and wiki-path', async () => {
    const fake = await start({ replies: SCRIPT });
    const dir = gitRepo();
    const r = await runNode([CLI, 'run', '--repo', dir, '--dry-run', '--wiki-path', 'docs'], env());
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/decision +failed \(tier 1\)/);
    expect(r.stdout).toMatch(
      /The wiki folder "docs" is not in commit [0-9a-f]{12}, so no model was called/,
    );
    expect(r.stdout).toMatch(/wiki-ingest init.*set wiki-path/);
    expect(fake.accepted).toHaveLength(0);
    expect(status(dir)).toBe('');
  });

  it('writes the pages, index.md and log.md into the working tree and prints one JSON Report', async () => {
    const fake = await start({ replies: SCRIPT });
    const dir = gitRepo();
    const r = await runNode([CLI, 'run', '--repo', dir, '--json', '--triage', 'false'], env());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(report).slice(0, 7)).toEqual([
      'decision',
      'tiers',
      'iterations',
      'changes',
      'usage',
      'cost_usd',
      'warnings',
    ]);
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process', rule: null });
    expect(report.iterations).toBe(3);
    expect(report.changes).toEqual([
      {
        path: 'wiki/api/tokens.md',
        action: 'update',
        lines: { kept: 6, changed: 1, added: 0, removed: 0 },
      },
      { path: 'wiki/index.md', action: 'create' },
      { path: 'wiki/log.md', action: 'create' },
    ]);
    expect(Object.keys(report.usage as object)).toEqual([
      'input_tokens',
      'output_tokens',
      'cache_creation_input_tokens',
      'cache_read_input_tokens',
    ]);
    expect(typeof report.cost_usd).toBe('number');
    expect(status(dir).split('\n').filter(Boolean).sort()).toEqual([
      ' M wiki/api/tokens.md',
      '?? wiki/index.md',
      '?? wiki/log.md',
    ]);
    expect(readFileSync(join(dir, 'wiki/api/tokens.md'), 'utf8')).toContain(
      'Automatic; see `rotate0`.',
    );
    expect(readFileSync(join(dir, 'wiki/log.md'), 'utf8')).toMatch(
      /^# Wiki log\n\n## \[\d{4}-\d{2}-\d{2}\] ingest \| feat\(api\): token rotation\n/,
    );
    // the tool saw the file at the merged commit
    expect(JSON.stringify(fake.accepted[1]!.body!.messages)).toContain('rotate39');
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it("reads the wiki from HEAD's tree and writes nothing when HEAD's wiki moved during the run", async () => {
    const dir = gitRepo();
    const commitAs = (message: string) =>
      execFileSync(
        'git',
        ['-c', 'user.name=p', '-c', 'user.email=p@x', 'commit', '-qam', message],
        {
          cwd: dir,
        },
      );
    // A person commits a wiki edit while the agent is working (before it finishes).
    await start({
      replies: (_body, index) => {
        if (index === SCRIPT.length - 1) {
          writeFileSync(join(dir, 'wiki/api/tokens.md'), '# Tokens\n\nA person edited this.\n');
          commitAs('docs: a person edits the tokens page');
        }
        return SCRIPT[index]!;
      },
    });
    const r = await runNode([CLI, 'run', '--repo', dir, '--json', '--triage', 'false'], env());
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { decision: { reason: string }; changes: unknown[] };
    expect(report.decision.reason).toMatch(
      /^Publishing failed \([\w-]+\): The wiki on HEAD in .* changed while this run was working \([0-9a-f]{12}\.\.\.[0-9a-f]{12}: wiki\/api\/tokens\.md \(modified\)\)\. Nothing was published and nothing on HEAD in .* was overwritten\. Re-run [^]*current wiki\.$/,
    );
    expect(report.changes).toEqual([]);
    expect(status(dir)).toBe('');
    expect(readFileSync(join(dir, 'wiki/api/tokens.md'), 'utf8')).toContain(
      'A person edited this.',
    );
  });

  it('--dry-run writes nothing and prints the diffs', async () => {
    await start({ replies: SCRIPT });
    const dir = gitRepo();
    const r = await runNode([CLI, 'run', '--repo', dir, '--dry-run', '--triage', 'false'], env());
    expect(r.code).toBe(0);
    expect(status(dir)).toBe('');
    expect(r.stdout).toContain('--- a/wiki/api/tokens.md\n+++ b/wiki/api/tokens.md');
    expect(r.stdout).toContain('+Automatic; see `rotate0`.');
    expect(r.stdout).toContain('--- /dev/null\n+++ b/wiki/log.md');
  });

  it('exits non-zero and writes nothing when a budget stops the agent', async () => {
    await start({ replies: () => SCRIPT[0]! });
    const dir = gitRepo();
    const r = await runNode(
      [CLI, 'run', '--repo', dir, '--json', '--triage', 'false', '--max-iterations', '2'],
      env(),
    );
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).decision).toMatchObject({ tier: 3, decision: 'failed' });
    expect(status(dir)).toBe('');
  });

  it('leads with "no page changed" when the edit and the confirm were refused, and logs the same', async () => {
    await start({ replies: REFUSED });
    const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-run-'));
    git(dir, 'init', '-q', '-b', 'main');
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'chore: init');
    for (const [path, text] of Object.entries(MERGE.write)) writeFileSync(join(dir, path), text);
    git(dir, 'commit', '-qam', MERGE.title);
    const summary = join(dir, '..', `${dir.split('/').pop()}-summary.md`);
    const r = await runNode(
      [CLI, 'run', '--repo', dir, '--triage', 'false', '--summary', summary],
      env(),
    );
    expect(r.code).toBe(0);
    // What it did first, then the refusals, the pages left stale, the agent's words.
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      'outcome    no page changed; 2 tool calls refused (replace_text 1, confirm_page 1); 2 covering pages left stale (api/limits, guides/quotas).',
    );
    expect(lines[2]).toMatch(/^refused {4}replace_text api\/limits: .*would add a section heading/);
    expect(lines[3]).toMatch(/^refused {4}confirm_page guides\/quotas: .*was not read in this run/);
    expect(r.stdout).toContain(`agent says “${CLAIM}”`);
    const html = readFileSync(summary, 'utf8');
    expect(html).toMatch(/^<h2>[^<]*<\/h2>\n<p><b>Outcome:<\/b> no page changed; /);
    expect(html).toMatch(
      /<b>Refused:<\/b>[^]*replace_text api\/limits[^]*confirm_page guides\/quotas/,
    );
    expect(html).toContain('<b>The agent says:</b> “api/limits: documented that');
    const log = readFileSync(join(dir, 'wiki/log.md'), 'utf8');
    expect(log).toContain('- Outcome: no page changed\n');
    expect(log).toMatch(/- Refused: 2 tool calls refused \(replace_text 1, confirm_page 1\): /);
    expect(log).toContain(`- The agent says: ${CLAIM}`);
    expect(readFileSync(join(dir, 'wiki/api/limits.md'), 'utf8')).toBe(FILES['wiki/api/limits.md']);
  });

  it('a Tier 1 skip needs no key and exits 0', async () => {
    const dir = gitRepo();
    const r = await runNode(
      [CLI, 'run', '--repo', dir, '--json', '--min-diff-lines', '1000', '--rich-paths', 'none/**'],
      cleanEnv(),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).decision).toMatchObject({
      tier: 1,
      decision: 'skip',
      rule: 'small-diff',
    });
  });
});
