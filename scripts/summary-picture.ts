// docs/job-summary.png: the job summary the bundled action writes, as GitHub shows it. Runs
// dist/index.js (build it first) on a push event against the git-backed fake GitHub and the fake
// Messages API — a feature merge into a repository holding this repository's own wiki/, through
// all three tiers to one wiki commit — then renders GITHUB_STEP_SUMMARY with markdown-it (raw HTML on,
// as GitHub's summary allows) into a page styled like GitHub's, and screenshots it with headless
// Chromium. Usage: `npx tsx scripts/summary-picture.ts [chromium binary]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { runAction } from '../test-support/bundle/action.js';
import { GitBackedGitHub } from '../test-support/github/git-backed-github.js';
import { startFakeMessagesApi, type Script } from '../test-support/fake-messages-api.js';
import { text, toolCall } from '../test-support/replies.js';
import { repoWikiFiles } from '../test-support/wiki-files.js';

const WIKI = 'wiki';
const OUT = 'docs/job-summary.png';
const chromium = process.argv[2] ?? 'chromium';

const REPLIES: Script[] = [
  text(
    '{"decision":"process","reason":"Publishing now checks branch protection before any model call; the publishing page does not say so.","likely_type":"feature"}',
  ),
  toolCall('read_section', { slug: 'publishing', heading: 'Permissions' }),
  toolCall('read_source', { path: 'src/publish/protection.ts' }),
  toolCall('update_page', {
    slug: 'publishing',
    section: 'Permissions',
    body: "`contents: write` to commit; `pull-requests: write` only for `publish-mode: pull-request`. A protected default branch is detected before Tier 2 runs (the branch's `protected` flag needs only `contents: read`): the run stops with a message naming `publish-mode: pull-request`, having spent nothing.",
  }),
  toolCall('create_page', {
    slug: 'decisions/check-before-spending',
    type: 'decision',
    title: 'Decision: refuse a protected branch before spending',
    description:
      'A run that cannot publish is stopped before any model call, not after Tier 3 has been paid for.',
    tags: ['publishing', 'cost'],
    related: ['publishing', 'tiers'],
    body: "# Decision: refuse a protected branch before spending\n\n## Context\n\nA commit to a protected default branch was refused only after Tiers 2 and 3 had run.\n\n## Decision\n\nRead the branch's `protected` flag first; stop with the fix (`publish-mode: pull-request`). See [[publishing]].\n\n## Consequences\n\nOne more API call per run that reaches Tier 2; nothing is paid for a run that cannot publish.\n",
  }),
  toolCall('finish', {
    summary: 'Documented the branch-protection check before any model call.',
  }),
];

const SOURCE = `// Whether the default branch accepts a commit from the workflow token, read before any model call.
export async function assertPublishable(client: Client, branch: string): Promise<void> {
${Array.from({ length: 40 }, (_, i) => `  // step ${i + 1}`).join('\n')}
}
`;

async function summary(): Promise<string> {
  const hub = await GitBackedGitHub.create({
    files: {
      ...repoWikiFiles(WIKI),
      'src/publish/commit.ts': 'export async function commitFiles() {}\n',
    },
  });
  const server = await hub.listen();
  const llm = await startFakeMessagesApi({ replies: REPLIES, minCacheableTokens: 1 });
  try {
    const before = (await hub.head())!;
    await hub.merge({
      title: 'feat(publish): refuse a protected default branch before any model call',
      body: 'Reads the branch protection first and names publish-mode: pull-request.',
      write: { 'src/publish/protection.ts': SOURCE },
    });
    const run = await runAction(
      'push',
      await hub.pushEvent(before),
      { 'anthropic-api-key': 'sk-ant-picture' },
      server.url,
      { ANTHROPIC_BASE_URL: llm.url, GITHUB_WORKSPACE: await hub.checkout(before) },
    );
    if (run.code !== 0) throw new Error(`dist/index.js exited ${run.code}: ${run.stderr}`);
    return run.summary;
  } finally {
    await server.close();
    await llm.close();
    hub.remove();
  }
}

// GitHub's Markdown look, roughly: system fonts, 14px body, bordered tables, grey code.
const CSS = `
body { margin: 0; background: #f6f8fa; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; }
.box { margin: 16px; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
.head { padding: 12px 16px; border-bottom: 1px solid #d1d9e0; font-weight: 600; }
.body { padding: 16px 24px; }
h1, h2, h3 { margin: 20px 0 12px; font-weight: 600; line-height: 1.25; }
h1 { font-size: 1.6em; } h2 { font-size: 1.35em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; } h3 { font-size: 1.15em; }
p, ul, table, details, pre { margin: 0 0 14px; }
a { color: #0969da; text-decoration: none; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; } pre code { background: none; padding: 0; }
table { border-collapse: collapse; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } th { font-weight: 600; } tr:nth-child(2n) { background: #f6f8fa; }
summary { cursor: pointer; }
`;

async function main(): Promise<void> {
  const markdown = await summary();
  const html = new MarkdownIt({ html: true, linkify: true }).render(markdown);
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-picture-'));
  const page = join(dir, 'summary.html');
  writeFileSync(
    page,
    `<!doctype html><meta charset="utf-8"><style>${CSS}</style><div class="box"><div class="head">wiki summary</div><div class="body">${html}</div></div>`,
  );
  writeFileSync(join(dir, 'summary.md'), markdown);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--hide-scrollbars',
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'wiki-ingest-chromium-'))}`,
      `--screenshot=${join(process.cwd(), OUT)}`,
      `--window-size=${process.env.PICTURE_SIZE ?? '900,870'}`,
      `file://${page}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  console.log(`wrote ${OUT} from ${join(dir, 'summary.md')}`);
}

await main();
