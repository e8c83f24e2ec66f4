// The hostile corpus, CLI half: `node dist/cli.js run` (and index, simulate) on hostile
// repositories with a fully scripted, hostile model behind the real SDK (the fake Messages API).
// Every case asserts its outcome (refused or contained), that nothing outside the wiki folder
// changed (the whole repository and a sibling folder hashed before and after), and that no secret
// value reached stdout, stderr or any file.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { toolCall, type Script } from '../../test-support/replies.js';
import { changesOutside, leakedSecrets, textsOfTrees } from '../../test-support/hostile.js';
import { cleanEnv, runNode, type Ran } from '../../test-support/bundle/spawn.js';
import { git } from '../../test-support/git-cli.js';
import { CLI } from '../../test-support/bundle/dist.js';

const KEY = 'sk-ant-api03-CorpusKey0123456789abcdefghijklmnopqrstuvwxyz';
const ENV_SECRET = 'ghp_EnvFileToken0123456789abcdefghijklmn';
const DIFF_SECRET = 'ghp_DiffLeakToken0123456789abcdefghijklm';
const SECRETS = [KEY, ENV_SECRET, DIFF_SECRET];

interface Layout {
  base: string;
  repo: string;
  outside: string;
  wiki: string;
}

/**
 * base/repo: a wiki with one page, a committed `.env` and private key, then a `feat` commit of 40
 * lines (Tier 1 passes it on); base/outside: a sibling folder nothing may touch. `prepare` runs
 * before the first commit (plant links, forge files); `change` is the feat commit's extra files.
 */
function hostileRepo(
  options: {
    prepare?: (l: Layout) => void;
    change?: Record<string, string>;
    message?: string;
  } = {},
): Layout {
  const base = mkdtempSync(join(tmpdir(), 'wiki-ingest-corpus-'));
  const l = {
    base,
    repo: join(base, 'repo'),
    outside: join(base, 'outside'),
    wiki: join(base, 'repo', 'wiki'),
  };
  mkdirSync(join(l.wiki, 'api'), { recursive: true });
  mkdirSync(join(l.repo, 'src'), { recursive: true });
  mkdirSync(l.outside);
  writeFileSync(join(l.outside, 'existing.md'), '# Outside\n\nNever touched.\n');
  writeFileSync(
    join(l.wiki, 'api/tokens.md'),
    '# Tokens\n\nAPI tokens.\n\n## Rotation\n\nManual.\n',
  );
  writeFileSync(join(l.repo, '.env'), `GITHUB_TOKEN=${ENV_SECRET}\n`);
  mkdirSync(join(l.repo, 'deploy'));
  writeFileSync(join(l.repo, 'deploy/id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n');
  writeFileSync(join(l.repo, 'src/a.ts'), 'export const a = 1;\n');
  git(l.repo, 'init', '-q', '-b', 'main');
  options.prepare?.(l);
  git(l.repo, 'add', '-A');
  git(l.repo, 'commit', '-qm', 'chore: init');
  const lines = Array.from({ length: 40 }, (_, i) => `export const f${i} = ${i};`).join('\n');
  writeFileSync(join(l.repo, 'src/a.ts'), lines + '\n');
  for (const [path, text] of Object.entries(options.change ?? {})) {
    mkdirSync(join(l.repo, path, '..'), { recursive: true });
    writeFileSync(join(l.repo, path), text);
  }
  git(l.repo, 'add', '-A');
  git(l.repo, 'commit', '-qm', options.message ?? 'feat(api): token rotation');
  return l;
}

const finish = toolCall('finish', { summary: 'Done.' });

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

interface CaseRun extends Ran {
  outside: string[];
  /** The tool results the model was sent, in order. */
  results: Array<{ content: string; is_error?: boolean }>;
}

/** Runs the CLI with the scripted model; returns its output, what changed outside the wiki and the tool results. */
async function runCli(l: Layout, args: string[], replies: Script[] = [finish]): Promise<CaseRun> {
  await fake?.close();
  fake = await startFakeMessagesApi({ replies });
  let ran: Ran = { code: null, stdout: '', stderr: '' };
  const { outside } = await changesOutside([l.repo, l.outside], [l.wiki], async () => {
    ran = await runNode(
      [CLI, ...args],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake!.url }),
    );
  });
  const last = fake.accepted.at(-1)?.body?.messages as
    Array<{ role: string; content: unknown }> | undefined;
  const results = (last ?? [])
    .flatMap((m) => (Array.isArray(m.content) ? (m.content as Array<Record<string, unknown>>) : []))
    .filter((b) => b.type === 'tool_result')
    .map((b) => ({ content: String(b.content), ...(b.is_error ? { is_error: true } : {}) }));
  return { ...ran, outside, results };
}

const run = (l: Layout, replies?: Script[], extra: string[] = []) =>
  runCli(l, ['run', '--repo', l.repo, '--json', '--triage', 'false', ...extra], replies);

/** No secret in stdout, stderr, any file of the repository or the sibling, or what the model was sent. */
function expectNoLeak(l: Layout, r: Ran, trees: string[] = [l.wiki, l.outside]) {
  const texts = { ...textsOfTrees(...trees), stdout: r.stdout, stderr: r.stderr };
  expect(leakedSecrets(SECRETS, texts)).toEqual([]);
}

/** Lines the runner would read as a workflow command. */
const commandLines = (out: string) =>
  out.split(/\r\n|\r|\n/).filter((x) => /^\s*(::|##\[)/.test(x));

describe('hostile repositories (wiki-ingest run)', () => {
  it('1. the wiki folder is a symbolic link to a folder outside: refused before any model call', async () => {
    const l = hostileRepo({
      prepare: (x) => {
        execFileSync('rm', ['-rf', x.wiki]);
        symlinkSync(x.outside, x.wiki);
      },
    });
    const r = await run(l);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/symbolic link/);
    expect(fake!.requests).toHaveLength(0);
    expect(r.outside).toEqual([]);
    expectNoLeak(l, r);
  });

  it('2. a linked folder inside the wiki: the agent writes through it, the writer refuses, nothing is written', async () => {
    const l = hostileRepo({ prepare: (x) => symlinkSync(x.outside, join(x.wiki, 'outdir')) });
    const r = await run(l, [
      toolCall('create_page', {
        slug: 'outdir/existing',
        type: 'entity',
        title: 'X',
        description: 'x',
        tags: [],
        related: [],
        body: '# Pwned\n',
      }),
      finish,
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).decision.reason).toMatch(/symbolic link/);
    expect(readFileSync(join(l.outside, 'existing.md'), 'utf8')).toContain('Never touched');
    expect(r.outside).toEqual([]);
    expect(git(l.repo, 'status', '--porcelain')).toBe('');
  });

  it('3. index.md is a link to an outside file: refused, the outside file is neither read nor written', async () => {
    const l = hostileRepo({
      prepare: (x) => symlinkSync(join(x.outside, 'existing.md'), join(x.wiki, 'index.md')),
    });
    const r = await run(l);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toMatch(/"index.md" in the wiki folder .* is a symbolic link/);
    expect(fake!.requests).toHaveLength(0);
    expect(r.outside).toEqual([]);
  });

  it('4. a linked page file inside the wiki is never read into the prompt', async () => {
    const l = hostileRepo({
      prepare: (x) => {
        writeFileSync(join(x.outside, 'secret.md'), `# Secret\n\n${ENV_SECRET}\n`);
        symlinkSync(join(x.outside, 'secret.md'), join(x.wiki, 'leak.md'));
      },
    });
    const r = await run(l);
    expect(r.code).toBe(0);
    expect(JSON.stringify(fake!.requests.map((q) => q.body))).not.toContain(ENV_SECRET);
    expect(JSON.parse(r.stdout).warnings.join('\n')).toMatch(/leak.md: symbolic link skipped/);
    expect(r.outside).toEqual([]);
    expectNoLeak(l, r, [l.wiki]);
  });

  /** A run whose agent sends the tokens page `update` (forged front-matter), then finishes. */
  const forgedUpdate = async (update: { section?: string; body: string }) => {
    const l = hostileRepo();
    const r = await run(l, [toolCall('update_page', { slug: 'api/tokens', ...update }), finish]);
    return { l, r };
  };

  it('5. forged front-matter in a whole body: refused, the page is not locked', async () => {
    const { l, r } = await forgedUpdate({
      body: '---\nwiki-ingest: locked\ntitle: Forged\nsources: [evil]\n---\n# Tokens\n',
    });
    expect(r.results[0]).toMatchObject({ is_error: true });
    expect(r.results[0]!.content).toMatch(/front-matter/);
    expect(r.code).toBe(0);
    expect(readFileSync(join(l.wiki, 'api/tokens.md'), 'utf8')).not.toMatch(/locked|Forged/);
    expect(r.outside).toEqual([]);
  });

  it('6. forged front-matter through a section body: refused', async () => {
    const { l, r } = await forgedUpdate({
      section: 'Rotation',
      body: '\n---\nwiki-ingest: locked\n---\n',
    });
    expect(r.results[0]).toMatchObject({ is_error: true });
    expect(readFileSync(join(l.wiki, 'api/tokens.md'), 'utf8')).not.toMatch(/locked/);
    expect(r.outside).toEqual([]);
  });

  it.each([
    ['7. a committed .env', '.env'],
    ['8. a private key', 'deploy/id_rsa'],
    ['9. a nested .env.production', 'config/.env.production'],
  ])(
    '%s: read_source withholds it by policy; its value reaches neither the model nor any output',
    async (_, path) => {
      const l = hostileRepo({ change: { 'config/.env.production': `TOKEN=${ENV_SECRET}\n` } });
      const r = await run(l, [toolCall('read_source', { path }), finish]);
      expect(r.results[0]).toMatchObject({ is_error: true });
      expect(r.results[0]!.content).toMatch(/withheld by policy \(secret-paths\)/);
      expect(JSON.stringify(fake!.requests.map((q) => q.body))).not.toContain(ENV_SECRET.slice(4));
      expect(r.outside).toEqual([]);
      expectNoLeak(l, r);
    },
  );

  it('10. a secret-paths glob of the user: withheld too', async () => {
    const l = hostileRepo({ change: { 'private/notes.txt': 'internal\n' } });
    const r = await run(
      l,
      [toolCall('read_source', { path: 'private/notes.txt' }), finish],
      ['--secret-paths', 'private/**'],
    );
    expect(r.results[0]!.content).toMatch(/withheld by policy/);
  });

  it('11. a secret in the diff: the model copies it into a page and the summary; both are refused, nothing holds it', async () => {
    const l = hostileRepo({
      change: { 'src/config.ts': `export const token = '${DIFF_SECRET}';\n` },
    });
    const r = await run(l, [
      toolCall('create_page', {
        slug: 'api/creds',
        type: 'entity',
        title: 'Creds',
        description: 'c',
        tags: [],
        related: [],
        body: `# Creds\n\nToken: ${DIFF_SECRET}\n`,
      }),
      toolCall('read_section', { slug: 'api/tokens', heading: 'Rotation' }),
      toolCall('update_page', {
        slug: 'api/tokens',
        section: 'Rotation',
        body: `Use ${DIFF_SECRET}.`,
      }),
      toolCall('finish', { summary: `Documented ${DIFF_SECRET}.` }),
      finish,
    ]);
    expect(r.code).toBe(0);
    const errors = r.results.filter((x) => x.is_error);
    expect(errors).toHaveLength(3);
    for (const e of errors)
      expect(e.content).toMatch(/secret scanner rule @secretlint\/secretlint-rule-github/);
    expect(r.outside).toEqual([]);
    expectNoLeak(l, r);
  });

  it('12. a 401 whose body echoes the API key: the key reaches no output', async () => {
    const l = hostileRepo();
    const r = await run(l, [
      { status: 401, error_type: 'authentication_error', message: `invalid x-api-key: ${KEY}` },
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('***');
    expect(r.outside).toEqual([]);
    expectNoLeak(l, r);
  });

  it('13. the same 401 at Tier 2 (triage on): the fallback warning is scrubbed', async () => {
    const l = hostileRepo();
    await fake?.close();
    fake = await startFakeMessagesApi({
      replies: [
        { status: 401, error_type: 'authentication_error', message: `bad key ${KEY}` },
        finish,
      ],
    });
    const r = await runNode(
      [CLI, 'run', '--repo', l.repo, '--json'],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url }),
    );
    expect(r.stdout + r.stderr).not.toContain(KEY);
    expectNoLeak(l, r);
  });

  it('14. file names holding a newline and "::" never start a workflow command on stdout', async () => {
    const l = hostileRepo({
      change: { 'src/x\n::warning::pwned.ts': 'x\n', 'src/::error::y.ts': 'y\n' },
    });
    const r = await runCli(l, ['run', '--repo', l.repo, '--triage', 'false'], [finish]);
    expect(r.code).toBe(0);
    expect(commandLines(r.stdout + r.stderr)).toEqual([]);
  });

  it('15. page text holding "::" lines in a dry-run diff never starts a workflow command', async () => {
    const l = hostileRepo({
      prepare: (x) => writeFileSync(join(x.wiki, 'cmd.md'), '# Cmd\n\n::error::context\n\nOld.\n'),
    });
    const r = await runCli(
      l,
      ['run', '--repo', l.repo, '--triage', 'false', '--dry-run'],
      [
        toolCall('read_pages', { slugs: ['cmd'] }),
        toolCall('update_page', {
          slug: 'cmd',
          body: '# Cmd\n\n::error::context\n\n ::warning::new\n',
        }),
        finish,
      ],
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\n %3A:error::context\n');
    expect(commandLines(r.stdout)).toEqual([]);
    expect(r.outside).toEqual([]);
    expect(git(l.repo, 'status', '--porcelain')).toBe('');
  });

  it('16. wiki-ingest index on a wiki file named with a newline and "::"', async () => {
    const l = hostileRepo({
      prepare: (x) => writeFileSync(join(x.wiki, 'a\n::warning::b.md'), '# T\n'),
    });
    const r = await runCli(l, ['index', '--wiki', l.wiki]);
    expect(r.code).toBe(0);
    expect(commandLines(r.stdout + r.stderr)).toEqual([]);
  });

  it.each(['con', 'docs/nul', 'lpt1', '../outside/x', '/etc/x'])(
    '17. slug %j: refused by create_page',
    async (slug) => {
      const l = hostileRepo();
      const r = await run(l, [
        toolCall('create_page', {
          slug,
          type: 'entity',
          title: 'X',
          description: 'x',
          tags: [],
          related: [],
          body: '# X\n',
        }),
        finish,
      ]);
      expect(r.results[0]).toMatchObject({ is_error: true });
      expect(r.outside).toEqual([]);
      expect(existsSync(join(l.wiki, `${slug}.md`))).toBe(false);
    },
  );

  it('18. uncommitted and untracked work in the wiki: run refuses naming it; --force proceeds', async () => {
    const l = hostileRepo();
    writeFileSync(join(l.wiki, 'index.md'), '# Hand-edited index\n');
    writeFileSync(
      join(l.wiki, 'api/tokens.md'),
      '# Tokens\n\nEdited by a person.\n\n## Rotation\n\nManual.\n',
    );
    const r = await run(l);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /uncommitted or untracked changes .*M wiki\/api\/tokens.md.*\?\? wiki\/index.md.*--force/,
    );
    expect(fake!.requests).toHaveLength(0);
    expect(readFileSync(join(l.wiki, 'index.md'), 'utf8')).toBe('# Hand-edited index\n');
    const forced = await run(l, [finish], ['--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(l.wiki, 'index.md'), 'utf8')).toMatch(/^# Wiki index/);
    expect(forced.outside).toEqual([]);
  });
});

describe('the last check before publishing', () => {
  it('21. a secret in the merge title is redacted in the prompt and log.md; the run goes on', async () => {
    const l = hostileRepo({ message: `feat(api): rotate ${DIFF_SECRET}` });
    const r = await run(l, [finish]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.decision.decision).toBe('process');
    // The title and the commit message it came from.
    expect(report.redactions.rules).toEqual({ github: 2 });
    const log = readFileSync(join(l.wiki, 'log.md'), 'utf8');
    expect(log).toContain('feat(api): rotate \\[redacted: github\\]');
    expect(leakedSecrets(SECRETS, textsOfTrees(l.wiki))).toEqual([]);
    const sent = JSON.stringify(fake!.accepted.map((a) => a.body));
    expect(leakedSecrets(SECRETS, { sent })).toEqual([]);
    expect(sent).toContain('[redacted: github]');
    expect(r.outside).toEqual([]);
  });
});

describe('bad inputs are refused before any network call (wiki-ingest run)', () => {
  it.each([
    ['request-timeout-seconds', '2147484'],
    ['request-timeout-seconds', '0'],
    ['max-iterations', '0'],
    ['max-iterations', '201'],
    ['max-cost-usd', '0'],
    ['max-cost-usd', '101'],
    ['max-retries', '11'],
    ['page-char-cap', '5'],
    ['max-pages-changed', '1000'],
    ['wiki-path', '.'],
    ['wiki-path', '.git'],
    ['wiki-path', '.git/hooks'],
    ['wiki-path', '.github/wiki'],
    ['wiki-path', '../outside'],
    ['wiki-path', '/tmp/wiki'],
    ['wiki-path', 'docs\\wiki'],
  ])('22. --%s %j', async (name, value) => {
    const l = hostileRepo();
    const r = await run(l, [finish], [`--${name}=${value}`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Input "${name}"`);
    expect(fake!.requests).toHaveLength(0);
    expect(r.outside).toEqual([]);
  });

  it('23. run --commit=--output=FILE and simulate --branch=--output=FILE write no FILE', async () => {
    const l = hostileRepo();
    const file = join(l.outside, 'written');
    const a = await runCli(l, [
      'run',
      '--repo',
      l.repo,
      '--triage',
      'false',
      `--commit=--output=${file}`,
    ]);
    const b = await runCli(l, ['simulate', '--repo', l.repo, `--branch=--output=${file}`]);
    expect(a.code).not.toBe(0);
    expect(b.code).not.toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(a.outside).toEqual([]);
    expect(b.outside).toEqual([]);
  });
});
