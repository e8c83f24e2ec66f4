// `node dist/cli.js pulse --github-repo` over the git-backed fake GitHub: thirty generated /wiki
// answer comments with telemetry and reactions, read back through one listing call per page, and
// the ask section's figures worked out by hand (test-support/ask-answers.ts says how they are laid
// out). A stranger's forged answer and an answer asked before the window do not count.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerComments, noiseComments } from '../../test-support/ask-answers.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { generatedLog } from '../../test-support/pulse-log.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
let dir = '';
let hub: GitBackedGitHub;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-pulse-ask-'));
  mkdirSync(join(dir, 'wiki'));
  writeFileSync(join(dir, 'wiki', 'log.md'), generatedLog());
  hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n' } });
  const answers = answerComments(5000);
  hub.comments.set(1, answers.slice(0, 10));
  hub.comments.set(2, answers.slice(10));
  // 100 people's comments besides: the listing takes two pages.
  hub.comments.set(3, noiseComments(6000, 100));
  server = await hub.listen();
});
afterAll(async () => {
  await server.close();
  hub.remove();
  rmSync(dir, { recursive: true, force: true });
});

const WINDOW = ['--since', '2026-11-02', '--until', '2026-11-15'];
const pulse = (...flags: string[]) =>
  runNode(
    [CLI, 'pulse', '--wiki', join(dir, 'wiki'), ...WINDOW, '--github-repo', 'o/r', ...flags],
    cleanEnv({ GITHUB_API_URL: server.url, GITHUB_TOKEN: 'ghs_pulse_token_0123456789' }),
  );

const TOTAL = {
  answered: 30,
  with_telemetry: 30,
  read_share: 0.3333,
  latency_ms: {
    with_read: { first_token: { p50: 2400, p90: 2800 }, full: { p50: 8400, p90: 8800 } },
    without_read: { first_token: { p50: 1090, p90: 1170 }, full: { p50: 4090, p90: 4170 } },
  },
  cost_usd: 0.05,
  cost_per_answer_usd: 0.002,
  unpriced_answers: 5,
  reactions: { up: 12, down: 4 },
  answers_down: 4,
  down_latency_ms: { first_token: { p50: 2100, p90: 2300 }, full: { p50: 8100, p90: 8300 } },
};

describe('node dist/cli.js pulse --github-repo', () => {
  it('--json: the ask section of 30 answers matches the hand-computed figures, per week and in total', async () => {
    const before = hub.calls.length;
    const r = await pulse('--json');
    expect([r.code, r.stderr]).toEqual([0, '']);
    const json = JSON.parse(r.stdout) as {
      weeks: { week: string; ask: typeof TOTAL }[];
      total: { ask: typeof TOTAL; merges: unknown };
    };
    expect(json.total.ask).toEqual(TOTAL);
    expect(json.total.merges).toBeDefined();
    expect(json.weeks.map((w) => [w.week, w.ask.answered, w.ask.reactions])).toEqual([
      ['2026-W45', 16, { up: 8, down: 4 }],
      ['2026-W46', 14, { up: 4, down: 0 }],
    ]);
    // Bounded: one listing call per page of 100 comments (132 comments: two), none per comment.
    const calls = hub.calls.slice(before);
    expect(calls.map((c) => c.route)).toEqual([ROUTES.listRepoComments, ROUTES.listRepoComments]);
    expect(calls[0]!.path).toBe('/repos/o/r/issues/comments');
  });

  it('prints the ask section as a table after the log pulse', async () => {
    const r = await pulse();
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\n\/wiki answers: 30 in the window/);
    expect(r.stdout).toMatch(
      /\ntotal +30 +33\.3% +2\.4s \/ 2\.8s +1\.1s \/ 1\.2s +8\.4s \/ 8\.8s +4\.1s \/ 4\.2s +\$0\.002 +12 +4 +8\.1s \/ 8\.3s\n/,
    );
  });

  it('exits 2 for a malformed repository or a missing token', async () => {
    const bad = await pulse('--github-repo', 'not a repo');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/OWNER\/NAME/);
    const noToken = await runNode(
      [CLI, 'pulse', '--wiki', join(dir, 'wiki'), '--github-repo', 'o/r'],
      cleanEnv({ GITHUB_API_URL: server.url }),
    );
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/GITHUB_TOKEN/);
  });
});
