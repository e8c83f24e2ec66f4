// The bundled action, run as the runner runs it: env vars in, files and stdout out.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { costUsd } from '../../src/llm/pricing.js';
import { runAction } from '../../test-support/bundle/action.js';
import {
  apiFile,
  FakeGitHub,
  paginate,
  withEmptyWiki,
} from '../../test-support/github/fake-github.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { closedUrl } from '../../test-support/net.js';
import { text, toolCall } from '../../test-support/replies.js';

const SHA = 'c'.repeat(40);

const headCommit = {
  id: SHA,
  message: 'chore(deps): bump <script>',
  author: { name: 'Ann', username: 'ann' },
  added: [],
  removed: [],
  modified: ['package.json', 'src/util.ts'],
};
const chorePush = {
  ref: 'refs/heads/main',
  before: 'a'.repeat(40),
  after: SHA,
  head_commit: headCommit,
  commits: [
    {
      ...headCommit,
      id: 'b'.repeat(40),
      message: 'chore: tidy',
      added: ['src/new.ts'],
      modified: [],
    },
    headCommit,
  ],
};
/** A feature push: Tier 1 cannot skip it, so the run reads the merge from the API. */
const apiPush = {
  ...chorePush,
  head_commit: { ...headCommit, message: 'feat(api): tokens' },
  commits: [{ ...headCommit, message: 'feat(api): tokens' }],
};

describe('dist/index.js', () => {
  it('skips an all-chore push from the payload; a covers index it cannot read lets the skip stand, said', async () => {
    const run = await runAction('push', chorePush, {}, await closedUrl());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '1', rule: 'trivial-type' });
    expect(run.stdout).toMatch(
      /::warning::covered-changes could not check this skip against the pages' covers: the covers index could not be read \(.*ECONNREFUSED/,
    );
    expect(run.outputs.reason).toMatch(/^trivial-type: every commit type \(chore\)/);
    expect(run.summary).toContain(run.outputs.reason);
    expect(run.summary).toContain('bump &lt;script&gt;');
    expect(run.summary).not.toContain('<script>');
    expect(run.stdout).toContain('::notice::wiki-ingest skip (Tier 1): trivial-type');
    expect(run.stdout).toContain('::add-mask::ghs_secret');
    expect(run.summary).not.toContain('ghs_secret');
  });

  it('a GITHUB_STEP_SUMMARY file that does not exist is said once; the decision stands, given once', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'wi-nosum-')), 'gone', 'summary.md');
    for (const push of [
      chorePush,
      // A failing run too: its failure summary is the second write that once threw uncaught.
      {
        ...chorePush,
        head_commit: { ...headCommit, message: 'feat(api): tokens' },
        commits: [{ ...headCommit, message: 'feat(api): tokens' }],
      },
    ]) {
      const run = await runAction('push', push, {}, await closedUrl(), {
        GITHUB_STEP_SUMMARY: missing,
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(push === chorePush ? 0 : 1);
      const warnings = run.stdout.match(/^::warning::The job summary was not written: .*$/gm);
      expect(warnings).toHaveLength(1);
      expect(warnings![0]).toContain('GITHUB_STEP_SUMMARY names');
      expect(run.outputText.match(/^decision<</gm)).toHaveLength(1);
      expect(run.outputs.decision).toBe(push === chorePush ? 'skip' : 'failed');
    }
  });

  it('reads a merged pull request with 130 files through the API', async () => {
    const files = Array.from({ length: 130 }, (_, i) => apiFile(`src/f${i}.ts`, 1));
    const gh = withEmptyWiki(new FakeGitHub()).on(
      'GET',
      '/repos/:owner/:repo/pulls/:n/files',
      (req) => paginate(req, files),
    );
    const server = await gh.listen();
    const llm = await startFakeMessagesApi({
      replies: [toolCall('finish', { summary: 'Nothing to document.' })],
    });
    try {
      const run = await runAction(
        'pull_request',
        {
          action: 'closed',
          number: 5,
          pull_request: {
            number: 5,
            title: 'feat: many files',
            body: 'x',
            merged: true,
            merge_commit_sha: SHA,
            html_url: 'https://github.com/o/r/pull/5',
            user: { login: 'ann' },
          },
        },
        { triage: 'false', 'anthropic-api-key': 'k', 'publish-mode': 'dry-run' },
        server.url,
        { ANTHROPIC_BASE_URL: llm.url, GITHUB_WORKSPACE: mkdtempSync(join(tmpdir(), 'ws-')) },
      );
      expect(run.code).toBe(0);
      expect(gh.callsTo('GET', '/repos/o/r/pulls/5/files')).toHaveLength(2);
      expect(gh.calls[0]!.headers.authorization).toBe('token ghs_secret');
      // Tier 1 let it through (triage off); the agent finished at once in a dry run.
      expect(run.outputs).toMatchObject({ decision: 'process', tier: '3', rule: '' });
      // The reason says what the run did, not the agent's words.
      expect(run.outputs.reason).toBe('no page changed.');
      expect(JSON.stringify(llm.accepted[0]!.body!.messages)).toContain('src/f129.ts');
      expect(run.summary).toContain('130 changed lines');
      expect(run.summary).toContain('130 files considered');
      expect(run.summary).toContain('href="https://github.com/o/r/pull/5"');
    } finally {
      await server.close();
      await llm.close();
    }
  });

  it('a pull request closed without merging is a no-op with a notice', async () => {
    const run = await runAction(
      'pull_request',
      { action: 'closed', pull_request: { number: 3, title: 'x', merged: false } },
      {},
      await closedUrl(),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::Pull request #3 was closed without merging/);
    expect(run.outputs.decision).toBe('skip');
  });

  it('says which API call failed, and reports the failure in the summary', async () => {
    // Not a test of retries (bundle/cli-triage's is): without them, no 1 + 4 + 9 s of backoff.
    const run = await runAction('push', apiPush, { 'max-retries': '0' }, await closedUrl());
    expect(run.code).toBe(1);
    // A refused connection is not an HTTP status: the run says the API could not be reached, and why.
    expect(run.stdout).toMatch(
      /::error::wiki-ingest failed: Reading the push merge failed: could not reach the GitHub API \(http:\/\/127\.0\.0\.1:\d+\/repos\/o\/r\/compare\/[^)]*\): .*ECONNREFUSED/,
    );
    expect(run.stdout).not.toContain('HTTP 500');
    expect(run.outputs.decision).toBe('failed');
    expect(run.summary).toContain('<h2>wiki-ingest failed</h2>');
    expect(run.summary.match(/wiki-ingest failed/g)).toHaveLength(1);
    expect(run.summary).toContain('/repos/o/r/compare/');
    expect(run.summary).not.toContain('ghs_secret');
  });

  it('an empty github-token is said as such, not as an unreachable API', async () => {
    const run = await runAction('push', apiPush, { 'github-token': '' }, await closedUrl());
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Input "github-token" is empty/);
    expect(run.stdout).not.toMatch(/could not reach/);
  });

  it('warns about an INPUT_ variable that names no input, with the closest one', async () => {
    const run = await runAction('push', chorePush, {}, await closedUrl(), {
      INPUT_WIKI_PATH: 'docs',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::INPUT_WIKI_PATH names no input of wiki-ingest and is ignored\. Did you mean INPUT_WIKI-PATH/,
    );
  });

  it('fails clearly on an unsupported event', async () => {
    const run = await runAction('issues', {}, {}, 'http://127.0.0.1:9');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::.*"issues" event.*push.*pull_request/);
  });

  it.each([
    ['min-diff-lines', '-3', /Input "min-diff-lines"/],
    ['triage', 'maybe', /Input "triage": "maybe" is not true or false/],
    ['rich-paths', '**/{a,b', /Input "rich-paths".*unbalanced braces/],
    ['ignore-paths', '/etc/**', /Input "ignore-paths".*absolute/],
    ['publish-mode', 'yolo', /Input "publish-mode"/],
    ['cache-ttl', '2h', /Input "cache-ttl"/],
    ['max-cost-usd', '0', /Input "max-cost-usd"/],
    ['pricing', '{', /Input "pricing"/],
    // Checked by the zod chunk the action imports only when pricing is set.
    ['pricing', '{"m": {"input": -1, "output": 1}}', /Input "pricing".*m\.input: Too small/],
    ['wiki-path', '../x', /Input "wiki-path"/],
  ])('fails clearly on an invalid %s', async (name, value, message) => {
    const run = await runAction('push', chorePush, { [name]: value }, 'http://127.0.0.1:9');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`::error::${message.source}`));
    expect(run.outputs).toEqual({ decision: 'failed' });
  });
});

describe('dist/index.js with Tier 2 triage', () => {
  const featCommit = {
    ...headCommit,
    message: 'feat: add token rotation <b>',
    modified: ['src/tokens.ts'],
  };
  const featPush = { ...chorePush, head_commit: featCommit, commits: [featCommit] };
  const github = () =>
    withEmptyWiki(new FakeGitHub())
      .on('GET', '/repos/:owner/:repo/compare/:basehead', () => ({
        body: {
          files: [apiFile('src/tokens.ts', 40, 2)],
          commits: [{ sha: SHA, commit: { message: 'feat: add token rotation <b>' } }],
          total_commits: 1,
        },
      }))
      .on('GET', '/repos/:owner/:repo/commits/:sha/pulls', () => ({ body: [] }));

  it('runs triage after a Tier 1 continue and reports its decision, tokens and cost', async () => {
    const gh = await github().listen();
    const llm = await startFakeMessagesApi({
      replies: [
        // Structured output: the JSON object alone, the reason first.
        text('{"reason":"Internal <i>rename</i> only.","decision":"skip","likely_type":null}'),
      ],
    });
    try {
      const run = await runAction(
        'push',
        featPush,
        { 'anthropic-api-key': 'sk-ant-secret' },
        gh.url,
        {
          ANTHROPIC_BASE_URL: llm.url,
        },
      );
      expect(run.code).toBe(0);
      // The bundle asks the default triage model for structured output, not for prose.
      expect(llm.requests[0]!.body!.output_config).toMatchObject({
        format: { type: 'json_schema' },
      });
      const billed = llm.requests[0]!.usage!;
      const tokens =
        billed.input_tokens +
        billed.output_tokens +
        billed.cache_creation_input_tokens +
        billed.cache_read_input_tokens;
      const cost = costUsd('claude-haiku-5-5', billed)!;
      expect(run.outputs).toMatchObject({
        decision: 'skip',
        tier: '2',
        reason: 'Internal <i>rename</i> only.',
        tokens: String(tokens),
        'cost-usd': cost.toFixed(6),
      });
      expect(run.summary).toContain(
        '<td>2</td><td>skip</td><td>Internal &lt;i&gt;rename&lt;/i&gt; only.</td><td>claude-haiku-5-5</td>',
      );
      expect(run.summary).toContain(`<td>${tokens}</td><td>$${cost.toFixed(4)}</td>`);
      expect(run.stdout).toContain('::notice::wiki-ingest skip (Tier 2)');
      expect(run.stdout).toContain('::add-mask::sk-ant-secret');
      expect(run.summary + JSON.stringify(run.outputs)).not.toContain('sk-ant-secret');
      expect(llm.requests[0]!.headers.authorization).toBe('Bearer sk-ant-secret');
    } finally {
      await gh.close();
      await llm.close();
    }
  });

  it('passes a process with its likely type on to Tier 3', async () => {
    const gh = await github().listen();
    const llm = await startFakeMessagesApi({
      replies: [
        text('{"decision":"process","reason":"New feature.","likely_type":"feature"}'),
        toolCall('finish', { summary: 'No page needed.' }),
      ],
    });
    try {
      const run = await runAction(
        'push',
        featPush,
        { 'anthropic-api-key': 'k', 'publish-mode': 'dry-run' },
        gh.url,
        {
          ANTHROPIC_BASE_URL: llm.url,
          GITHUB_WORKSPACE: mkdtempSync(join(tmpdir(), 'ws-')),
        },
      );
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({
        decision: 'process',
        tier: '3',
        'likely-type': 'feature',
      });
      expect(JSON.stringify(llm.accepted[1]!.body!.messages)).toContain(
        'likely page type): feature',
      );
      expect(run.stdout).toContain(
        '::notice::wiki-ingest process (Tier 3, dry run: nothing written): no page changed.',
      );
    } finally {
      await gh.close();
      await llm.close();
    }
  });

  it('falls back to process with a warning when the API is down, and fails clearly without a key', async () => {
    const fakeGh = github();
    const gh = await fakeGh.listen();
    const down = await closedUrl();
    try {
      const run = await runAction(
        'push',
        featPush,
        { 'anthropic-api-key': 'k', 'max-retries': '0' },
        gh.url,
        {
          ANTHROPIC_BASE_URL: down,
        },
      );
      // Tier 2 falls back to process; Tier 3 cannot reach the API either and fails, publishing nothing.
      expect(run.code).toBe(1);
      expect(run.outputs).toMatchObject({ tier: '3', 'cost-usd': '0.000000' });
      expect(run.outputs['commit-sha']).toBeUndefined();
      expect(run.stdout).toMatch(
        /::warning::Tier 2 triage fell back to process: the API could not be reached/,
      );
      expect(run.stdout).toMatch(
        /::error::wiki-ingest failed \(Tier 3\): Tier 3 stopped after 0 completed iterations: the Messages API call failed/,
      );
      expect(run.outputs.decision).toBe('failed');
      // Nothing is published: the only writes are the ledger's, recording the failed merge.
      const ledgerWrite = (c: { body?: unknown }) =>
        /ledger\.jsonl|wiki-ingest ledger for wiki|refs\/wiki-ingest\/ledger\/wiki/.test(
          JSON.stringify(c.body),
        );
      expect(fakeGh.callsTo('POST').filter((c) => !ledgerWrite(c))).toEqual([]);
      expect(fakeGh.callsTo('POST').length).toBeGreaterThan(0);
      const nokey = await runAction('push', featPush, {}, gh.url, { ANTHROPIC_BASE_URL: down });
      expect(nokey.code).toBe(1);
      expect(nokey.stdout).toMatch(/::error::Input "anthropic-api-key": no Anthropic API key/);
    } finally {
      await gh.close();
    }
  });
});
