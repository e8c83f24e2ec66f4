// Documents that run: every code block a page marks `<!-- runnable: NAME … -->` is executed as
// written — its lines handed to bash unchanged, from the place the page says to type them —
// offline, against the fake Messages API and a GitHub API that fails the test if it is called;
// then the claims the page makes about what the block does are checked. A block marked with a
// name this file does not know fails, so no marked block is ever skipped.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkoutPreviewNote } from '../../src/workspace/checkout-source.js';
import { runProcess } from '../../test-support/bundle/spawn.js';
import { git } from '../../test-support/git-cli.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { FILES, MERGE, ONE_OF_TWO, TRIAGE } from '../../test-support/truthful-run.js';

const ROOT = resolve('.');

/** A marked block: the page, the scenario's name, the block's text. */
interface Runnable {
  page: string;
  name: string;
  script: string;
}

/** Every block the pages mark runnable (README.md and docs/*.md). */
function runnableBlocks(): Runnable[] {
  const pages = [
    'README.md',
    ...readdirSync('docs')
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  return pages.flatMap((page) =>
    [
      ...readFileSync(page, 'utf8').matchAll(
        /<!-- runnable: ([\w-]+)[^>]*-->\n```sh\n([^]*?)\n```/g,
      ),
    ].map((m) => ({ page, name: m[1]!, script: m[2]! })),
  );
}

/** A GitHub API that answers nothing and counts what it was asked. */
async function forbiddenGitHub() {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** `bash -e` running `script` in `cwd` with `env`, as a newcomer's shell runs what they type. */
const bash = (script: string, cwd: string, env: NodeJS.ProcessEnv) =>
  runProcess('bash', ['-e', '-c', script], env, { cwd });

/** A repository whose last commit is a merge of `write` onto `files`. */
function repository(dir: string, files: Record<string, string>, write: Record<string, string>) {
  mkdirSync(dir);
  git(dir, 'init', '-q', '-b', 'main');
  const put = (all: Record<string, string>) => {
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };
  put(files);
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'chore: start');
  put(write);
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', MERGE.title);
}

/**
 * docs/local-run.md: from the folder holding a clone of wiki-ingest (its committed dist/ and
 * scripts/, linked here) and `your-repo`, the block previews the merge with the bundled action.
 */
async function localRun(block: Runnable) {
  const where = mkdtempSync(join(tmpdir(), 'wiki-ingest-docs-'));
  const clone = join(where, 'wiki-ingest');
  mkdirSync(clone);
  for (const entry of ['dist', 'scripts', 'package.json', 'action.yml'])
    symlinkSync(join(ROOT, entry), join(clone, entry));
  repository(join(where, 'your-repo'), FILES, MERGE.write);
  const head = git(join(where, 'your-repo'), 'rev-parse', 'HEAD').toString().trim();
  const github = await forbiddenGitHub();
  const llm = await startFakeMessagesApi({ replies: [TRIAGE, ...ONE_OF_TWO] });
  try {
    const key = 'sk-ant-docs-newcomer';
    const env = {
      PATH: process.env.PATH,
      HOME: where,
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: llm.url,
      GITHUB_API_URL: github.url,
    };
    const run = await bash(block.script, where, env);
    expect([run.code, run.stderr]).toEqual([0, '']);
    // "Then open wiki-ingest/summary.md": created by the action, holding the job summary.
    const summary = readFileSync(join(clone, 'summary.md'), 'utf8');
    expect(summary).toMatch(
      /^<h2>wiki-ingest: process \(Tier 3\)<\/h2>\n<p><b>Outcome:<\/b> Dry run, nothing written; it would be: updated wiki\/api\/limits\.md/,
    );
    expect(summary).toContain('<b>Left stale:</b>');
    expect(summary.indexOf('<b>The agent says:</b>')).toBeGreaterThan(
      summary.indexOf('<b>Left stale:</b>'),
    );
    expect(summary).toMatch(/<summary>Dry run: \d+ file\(s\) would change<\/summary>/);
    // "Among the warnings at its end, one says the run was a dry run from the checkout".
    const warnings = summary.slice(summary.lastIndexOf('<p><b>Warnings</b></p>'));
    expect(warnings).toContain(checkoutPreviewNote('').slice(0, 60));
    // "no GitHub API call at all", "only the Anthropic API is called, with your key".
    expect(github.asked).toEqual([]);
    expect(llm.accepted.length).toBeGreaterThan(1);
    const keys = llm.requests.map((r) =>
      String(r.headers['x-api-key'] ?? r.headers.authorization).replace(/^Bearer /, ''),
    );
    expect(new Set(keys)).toEqual(new Set([key]));
    // "nothing is written but the job summary": the repository is as it was.
    const repo = join(where, 'your-repo');
    expect(git(repo, 'status', '--porcelain').toString()).toBe('');
    expect(git(repo, 'rev-parse', 'HEAD').toString().trim()).toBe(head);
    expect(existsSync(join(clone, 'push.json'))).toBe(true);

    // "In a repository without one the run fails before any model call, saying the wiki folder
    // is not in the commit".
    execFileSync('rm', ['-rf', join(where, 'your-repo'), join(clone, 'summary.md')]);
    repository(join(where, 'your-repo'), { 'README.md': '# r\n' }, MERGE.write);
    const calls = llm.requests.length;
    const bare = await bash(block.script, where, env);
    expect(bare.code).toBe(1);
    expect(readFileSync(join(clone, 'summary.md'), 'utf8')).toMatch(
      /The wiki folder &quot;wiki&quot; is not in commit [0-9a-f]{12}, so no model was called/,
    );
    expect(llm.requests.length).toBe(calls);
  } finally {
    await llm.close();
    await github.close();
  }
}

const SCENARIOS: Record<string, (block: Runnable) => Promise<void>> = {
  'local-run': localRun,
};

const blocks = runnableBlocks();

it('finds the runnable blocks, each with a scenario this test knows', () => {
  expect(blocks.map((b) => `${b.page}: ${b.name}`)).toContain('docs/local-run.md: local-run');
  for (const b of blocks)
    expect([b.page, b.name, b.name in SCENARIOS]).toEqual([b.page, b.name, true]);
});

it.each(blocks.map((b) => [`${b.page} (${b.name})`, b] as const))(
  '%s runs as written and does what the page says',
  async (_label, block) => {
    await SCENARIOS[block.name]!(block);
  },
);
