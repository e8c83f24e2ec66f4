// The hostile corpus, action half: the bundled action (`node dist/index.js`, as the runner runs
// it) against a git-backed fake GitHub and the fake Messages API with a hostile scripted model.
// Each case asserts the outcome, that the workspace and a sibling folder outside the wiki did not
// change, that the summary renders with no element the project did not write, and that no secret
// reached stdout, stderr, the summary, the outputs, the wiki or the fake's git objects.
import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text, toolCall, type Script } from '../../test-support/replies.js';
import { runAction, type Run } from '../../test-support/bundle/action.js';
import {
  GitBackedGitHub,
  isLedgerCall,
  ROUTES,
} from '../../test-support/github/git-backed-github.js';
import { changesOutside, leakedSecrets, textsOfTrees } from '../../test-support/hostile.js';
import { foreignContent } from '../../test-support/rendered.js';

const KEY = 'sk-ant-api03-ActionKey0123456789abcdefghijklmnopqrstuvwxyzABCD';
const TOKEN = 'ghs_ActionToken0123456789abcdefghijklmnop';
const ENV_SECRET = 'ghp_EnvFileToken0123456789abcdefghijklmn';
const SECRETS = [KEY, TOKEN, ENV_SECRET];

const WIKI = {
  'wiki/api/tokens.md': '# Tokens\n\nAPI tokens.\n\n## Rotation\n\nManual.\n',
  'wiki/log.md': '# Wiki log\n',
  '.env': `GITHUB_TOKEN=${ENV_SECRET}\n`,
  'src/api/tokens.ts': 'export const a = 1;\n',
};
const FEAT = Array.from({ length: 40 }, (_, i) => `export const f${i} = ${i};`).join('\n') + '\n';

const AGENT: Script[] = [
  text('{"decision":"process","reason":"New API.","likely_type":"feature"}'),
  toolCall('read_source', { path: '.env' }),
  toolCall('read_source', { path: 'src/api/tokens.ts' }),
  toolCall('read_section', { slug: 'api/tokens', heading: 'Rotation' }),
  toolCall('update_page', {
    slug: 'api/tokens',
    section: 'Rotation',
    // Sub-headings only: a section's content holding an H1 or H2 is refused as a new section.
    body: `Automatic.\n\n  \n\n### Injected\n\n![i](https://evil.example/i.png) [l](https://evil.example/) ${ENV_SECRET}`,
  }),
  toolCall('update_page', {
    slug: 'api/tokens',
    section: 'Rotation',
    body: 'Automatic.\n\n  \n\n### Heading in page\n\n![i](https://evil.example/i.png) [l](https://evil.example/)',
  }),
  toolCall('finish', { summary: `Done.\n\n# Injected summary [x](https://evil.example/)` }),
];

interface Case {
  hub: GitBackedGitHub;
  run: Run;
  llm: FakeMessagesApi;
  workspace: string;
  outside: string[];
}

/**
 * A merge on the fake GitHub (title, files), the workspace checked out at it (with `prepare`
 * run on it), the bundled action run on the push with the scripted model.
 */
async function actionCase(options: {
  title?: string;
  write?: Record<string, string>;
  inputs?: Record<string, string>;
  replies?: Script[];
  prepare?: (workspace: string, sibling: string) => void;
  /** GITHUB_WORKSPACE holds no checkout of the merge (a dry run then reads the ledger, read-only). */
  noCheckout?: boolean;
}): Promise<Case> {
  const hub = await GitBackedGitHub.create({ files: WIKI });
  const before = (await hub.head())!;
  await hub.merge({
    title: options.title ?? 'feat(api): token rotation',
    write: { 'src/api/tokens.ts': FEAT, ...options.write },
  });
  const workspace = await hub.checkout();
  const sibling = mkdtempSync(join(tmpdir(), 'wiki-ingest-sibling-'));
  writeFileSync(join(sibling, 'existing.md'), '# Outside\n');
  options.prepare?.(workspace, sibling);
  const server = await hub.listen();
  const llm = await startFakeMessagesApi({
    replies: options.replies ?? AGENT,
    minCacheableTokens: 1,
  });
  let run: Run | undefined;
  try {
    const { outside } = await changesOutside([workspace, sibling], [], async () => {
      run = await runAction(
        'push',
        await hub.pushEvent(before),
        // No retries, so no write throttling either (a second between writes): not what this tests.
        { 'anthropic-api-key': KEY, 'github-token': TOKEN, 'max-retries': '0', ...options.inputs },
        server.url,
        { ANTHROPIC_BASE_URL: llm.url, GITHUB_WORKSPACE: options.noCheckout ? sibling : workspace },
      );
    });
    return { hub, run: run!, llm, workspace, outside };
  } finally {
    await server.close();
    await llm.close();
  }
}

/** Every object in the fake's repository, decompressed (commits, trees, blobs). */
const gitObjects = (hub: GitBackedGitHub): string =>
  execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], {
    cwd: hub.git.gitDir,
    maxBuffer: 64 << 20,
  }).toString('latin1');

/**
 * Every output of a run, by name; `::add-mask::` lines removed from stdout (the runner's mask).
 * The wiki as published on the default branch is in; the fake's git objects are checked apart
 * (the test's own commit holds the `.env`).
 */
async function outputs(c: Case): Promise<Record<string, string>> {
  const published: Record<string, string> = {};
  for (const [path, text] of await c.hub.readTree('wiki')) published[`published ${path}`] = text;
  const masked = c.run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  return {
    stdout: masked,
    stderr: c.run.stderr,
    summary: c.run.summary,
    outputs: JSON.stringify(c.run.outputs),
    ...textsOfTrees(join(c.workspace, 'wiki')),
    ...published,
  };
}

/** No secret in any output; neither the key nor the token in any git object of the fake. */
async function expectNoLeak(c: Case): Promise<void> {
  expect(leakedSecrets(SECRETS, await outputs(c))).toEqual([]);
  expect(leakedSecrets([KEY, TOKEN], { gitObjects: gitObjects(c.hub) })).toEqual([]);
}

jest.setTimeout(30_000);

describe('the bundled action on hostile input', () => {
  it('24. a full run: the key and the token appear in no output but ::add-mask:: lines; .env withheld; page secrets refused; the summary renders clean', async () => {
    const c = await actionCase({});
    try {
      expect(c.run.stderr).toBe('');
      expect(c.run.code).toBe(0);
      expect(c.run.outputs['commit-sha']).toMatch(/^[0-9a-f]{40}$/);
      const published = (await c.hub.readFile('wiki/api/tokens.md'))!;
      expect(published).toContain('### Heading in page');
      expect(c.run.stdout).toContain(`::add-mask::${KEY}`);
      expect(c.run.stdout).toContain(`::add-mask::${TOKEN}`);
      await expectNoLeak(c);
      // Neither the key nor the token entered a prompt.
      expect(
        leakedSecrets([KEY, TOKEN], { prompts: JSON.stringify(c.llm.requests.map((r) => r.body)) }),
      ).toEqual([]);
      // The .env's value never reached the model (only the hostile script itself holds it).
      const messages = c.llm.accepted.at(-1)!.body!.messages as Array<{ content: unknown }>;
      const results = messages
        .flatMap((m) => (Array.isArray(m.content) ? (m.content as Array<{ type: string }>) : []))
        .filter((b) => b.type === 'tool_result');
      expect(JSON.stringify(results)).not.toContain(ENV_SECRET);
      const errors = JSON.stringify(results);
      expect(errors).toContain('withheld by policy (secret-paths)');
      expect(errors).toContain('secret scanner rule @secretlint/secretlint-rule-github');
      expect(foreignContent(c.run.summary, [`https://github.com/o/r/`])).toEqual([]);
      expect(c.outside).toEqual([]);
    } finally {
      c.hub.remove();
    }
  });

  it('25. a 401 whose body echoes the API key: scrubbed from the summary, the reason output and the annotations', async () => {
    const c = await actionCase({
      replies: [
        {
          status: 401,
          error_type: 'authentication_error',
          message: `invalid x-api-key ${KEY} (token ${TOKEN})`,
        },
      ],
      inputs: { triage: 'false' },
    });
    try {
      expect(c.run.code).not.toBe(0);
      expect(c.run.outputs.reason).toContain('***');
      expect(c.run.summary).toContain('***');
      await expectNoLeak(c);
      expect(foreignContent(c.run.summary, ['https://github.com/o/r/'])).toEqual([]);
      // No wiki commit: the ledger's own (recording the failed merge) is the only one.
      expect(c.hub.callsTo(ROUTES.createCommit).filter((x) => !isLedgerCall(x))).toEqual([]);
    } finally {
      c.hub.remove();
    }
  });

  it('26. pr-branch equal to the default branch: refused before any model or write call', async () => {
    const c = await actionCase({ inputs: { 'publish-mode': 'pull-request', 'pr-branch': 'main' } });
    try {
      expect(c.run.code).not.toBe(0);
      expect(c.run.stdout).toMatch(
        /::error::Input "pr-branch": "main" is the branch wiki changes are published to/,
      );
      expect(c.llm.requests).toHaveLength(0);
      expect(c.hub.writeCalls).toEqual([]);
    } finally {
      c.hub.remove();
    }
  });

  it('27. file names with blank lines and a title with Markdown: the summary renders only what the project wrote', async () => {
    const evil = 'src/x\n\n# Injected\n\n[link](https://evil.example/)\n\n| a |\n|---|\n| b |\n.ts';
    const c = await actionCase({
      title: 'feat: <b>bold</b>\n\n# Title heading',
      write: { [evil]: 'x\n', 'src/::warning::y.ts': 'y\n' },
      inputs: { 'publish-mode': 'dry-run' },
    });
    try {
      expect(c.run.code).toBe(0);
      expect(c.run.summary).toContain('Dry run:');
      expect(foreignContent(c.run.summary, ['https://github.com/o/r/'])).toEqual([]);
      expect(
        c.run.stdout
          .split('\n')
          .filter(
            (l) => /^\s*::/.test(l) && !/^::(add-mask|notice|warning|debug|group|endgroup)/.test(l),
          ),
      ).toEqual([]);
      expect(c.hub.writeCalls).toEqual([]);
      await expectNoLeak(c);
    } finally {
      c.hub.remove();
    }
  });

  it('30. a merged file named with a newline and Markdown (its diff scanned for secrets): a normal decision, an escaped summary, no crash', async () => {
    const evil = 'src/api/x\n# **bold** [l](javascript:alert) ::end||y.ts';
    const c = await actionCase({ write: { [evil]: FEAT } });
    try {
      expect(c.run.stderr).toBe('');
      expect(c.run.code).toBe(0);
      expect(c.run.outputs.decision).toBe('process');
      expect(c.run.summary).not.toContain('performance mark');
      // Listed escaped: the name's line break and Markdown show as text, never as markup.
      expect(c.run.summary).toContain('<code>src/api/x&#10;# **bold** [l](javascript:alert)');
      expect(foreignContent(c.run.summary, ['https://github.com/o/r/'])).toEqual([]);
      await expectNoLeak(c);
    } finally {
      c.hub.remove();
    }
  });

  it('31. a dry run stopped by its budget, with no ledger yet, says it recorded nothing and writes nothing', async () => {
    const named = 'd'.repeat(40);
    const c = await actionCase({
      write: {
        'wiki/log.md': `# Wiki log\n\n## [2026-12-01] ingest | feat: x\n\n- Source: commit \`${named}\`\n`,
      },
      inputs: { 'publish-mode': 'dry-run', 'max-cost-usd': '0.005' },
      // With a checkout holding the merge, a dry run reads no ledger at all (action-checkout-preview).
      noCheckout: true,
    });
    try {
      expect(c.run.stderr).toBe('');
      const said = [c.run.summary, c.run.stdout, JSON.stringify(c.run.outputs)].join('\n');
      expect(said).toMatch(
        /A budget stopped Tier 3 \(\$[\d.]+ spent, not recorded: a dry run records nothing\)/,
      );
      expect(said).toMatch(/No ledger yet \([^)]*\): a dry run does not start it/);
      expect(said).not.toContain('recorded in the ledger');
      expect(said).not.toContain('this run starts it');
      expect(c.hub.writeCalls).toEqual([]);
    } finally {
      c.hub.remove();
    }
  });

  it('28. the workspace wiki is a link to a folder outside: the checkout is not used, nothing read or written there', async () => {
    const c = await actionCase({
      inputs: { triage: 'false' },
      prepare: (ws, sibling) => {
        rmSync(join(ws, 'wiki'), { recursive: true });
        mkdirSync(join(sibling, 'pages'));
        writeFileSync(join(sibling, 'pages', 'secret.md'), `# S\n\n${ENV_SECRET}\n`);
        symlinkSync(join(sibling, 'pages'), join(ws, 'wiki'));
      },
    });
    try {
      // The wiki comes from the head commit's tree on GitHub; the linked checkout is ignored.
      expect(c.run.stdout).toMatch(
        /::warning::The checkout is not used as a cache of wiki pages: .*symbolic link/,
      );
      // What the run sent (system, first message, tool results), not the scripted model's own
      // words: the outside page's text never reaches the prompt.
      const sent = c.llm.requests.map((r) => ({
        system: r.body?.system,
        user: (r.body?.messages as { role: string }[] | undefined)?.filter(
          (m) => m.role === 'user',
        ),
      }));
      expect(JSON.stringify(sent)).not.toContain(ENV_SECRET);
      expect(c.outside).toEqual([]);
    } finally {
      c.hub.remove();
    }
  });

  it.each([
    ['request-timeout-seconds', '2147484'],
    ['max-cost-usd', '1000'],
    ['wiki-path', '.git'],
    ['wiki-path', '.github'],
  ])('29. input %s=%j: refused before any network call', async (name, value) => {
    const c = await actionCase({ inputs: { [name]: value } });
    try {
      expect(c.run.code).not.toBe(0);
      expect(c.run.stdout).toContain(`::error::Input "${name}"`);
      expect(c.llm.requests).toHaveLength(0);
      expect(c.hub.calls).toEqual([]);
      expect(c.outside).toEqual([]);
    } finally {
      c.hub.remove();
    }
  });
});
