// Golden prompts: the requests triage, ingest and ask send for a small wiki, rendered as text
// (test-support/prompt-text.ts) and checked in under __tests__/prompts/golden/. A change to any
// prompt, tool description or fence fails here until the rendering is rewritten
// (`UPDATE_GOLDEN=1 npm test -- __tests__/prompts`) and the diff is reviewed with the change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askOptions } from '../../src/ask/options.js';
import { askPrefix } from '../../src/ask/prefix.js';
import { openConversation } from '../../src/ask/conversation.js';
import { parseConfig } from '../../src/config/parse.js';
import { ingestPrefix, runIngestAgent } from '../../src/ingest/agent.js';
import { priceTable } from '../../src/llm/pricing.js';
import { runPipeline } from '../../src/pipeline.js';
import type { Workspace } from '../../src/ports.js';
import { triageSystemPrompt } from '../../src/triage/prompt.js';
import { triageMap } from '../../src/triage/wiki-map.js';
import type { MergeInfo } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type Json,
  type Script,
} from '../../test-support/fake-messages-api.js';
import { requestText } from '../../test-support/prompt-text.js';
import { text, toolCall } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

/** The small wiki: conventions, a page covering the changed file, a locked page, a long page. */
const FILES = [
  { path: 'SCHEMA.md', text: '# Conventions\n\n- One page per API resource.\n' },
  {
    path: 'api/tokens.md',
    text:
      '---\ntitle: API tokens\ndescription: Scoped API tokens, their rotation and expiry.\ntype: feature\ntags: [api, auth]\nrelated: [guides/setup]\ncovers:\n  - src/api/tokens.ts@' +
      'a'.repeat(40) +
      '\n---\n# API tokens\n\nTokens authenticate API calls.\n\n## Scopes\n\nRead and write.\n\n## Rotation\n\nTokens are rotated by hand with `rotateToken()`.\n',
  },
  {
    path: 'guides/setup.md',
    text: '---\ntitle: Setup\ndescription: Installing the service.\ntype: guide\ntags: [setup]\nwiki-ingest: locked\n---\n# Setup\n\n## Install\n\nRun `npm i`.\n',
  },
  {
    path: 'concepts/billing.md',
    text:
      '---\ntitle: Billing\ndescription: How invoices are computed.\ntype: concept\ntags: [billing, api]\n---\n# Billing\n\n' +
      Array.from({ length: 12 }, (_, i) => `## Step ${i + 1}\n\nDetail ${i + 1}.\n`).join('\n'),
  },
];

const MERGE: MergeInfo = {
  sha: '0123456789abcdef0123456789abcdef01234567',
  pr: 42,
  title: 'fix(api): rotate tokens automatically',
  body: 'Rotates tokens every 30 days.',
  author: 'octocat',
  files: [
    {
      path: 'src/api/tokens.ts',
      status: 'modified',
      additions: 2,
      deletions: 2,
      // Renames rotateToken (which a page mentions) and ROTATION (which no page mentions).
      patch:
        '@@ -1,2 +1,2 @@\n-export const ROTATION = "manual";\n-export function rotateToken() {}\n+export const ROTATION_DAYS = 30;\n+export function rotate() {}\n',
    },
    { path: 'package-lock.json', status: 'modified', additions: 10, deletions: 10, patch: 'LOCK' },
  ],
};

const SOURCE = 'export const ROTATION_DAYS = 30;\nexport function rotate() {}\n';

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function fakeWith(replies: Script[]): Promise<FakeMessagesApi> {
  fake = await startFakeMessagesApi({ replies });
  return fake;
}

/** Compares the rendering with its golden file; UPDATE_GOLDEN=1 rewrites the file instead. */
function expectGolden(name: string, body: { [key: string]: Json } | undefined): void {
  const rendered = requestText(body!);
  const file = join(GOLDEN, `${name}.txt`);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, rendered);
  }
  if (!existsSync(file))
    throw new Error(
      `No golden file ${name}.txt: run UPDATE_GOLDEN=1 npm test -- __tests__/prompts`,
    );
  expect(rendered).toBe(readFileSync(file, 'utf8'));
}

const workspace = (): Workspace => ({
  loadWiki: async () => ({ wiki: parseWiki(FILES), existing: { index: null, log: null } }),
  readSource: () => async () => ({ kind: 'text', text: SOURCE }),
  publish: async () => {
    throw new Error('the triage golden test publishes nothing');
  },
});

describe('golden prompts', () => {
  it('triage: the request for a merge Tier 1 escalated for a rich path', async () => {
    const api = await fakeWith([
      text(
        '{"reason": "src/api/tokens.ts makes rotation automatic; api/tokens (Rotation) says it is manual.", "decision": "process", "likely_type": "feature"}',
      ),
    ]);
    const report = await runPipeline(MERGE, parseConfig({}), {
      anthropic: sdkFor(api),
      repo: workspace(),
      lastTier: 2,
    });
    expect(report.decision).toMatchObject({ tier: 2, decision: 'process' });
    expectGolden('triage', api.accepted[0]!.body);
  });

  it('ingest: the last request of a run that reads, finds a caller, replaces one sentence, and finishes, leaving no covering page stale', async () => {
    const api = await fakeWith([
      {
        content: [
          {
            type: 'tool_use',
            name: 'read_section',
            input: { slug: 'api/tokens', heading: 'Rotation' },
          },
          { type: 'tool_use', name: 'read_source', input: { path: 'src/api/tokens.ts' } },
          { type: 'tool_use', name: 'find_source', input: { text: 'rotateToken(' } },
        ],
      },
      toolCall('update_page', { slug: 'api/tokens', section: 'Rotaton', body: 'x' }),
      toolCall('replace_text', {
        slug: 'api/tokens',
        old: 'Tokens are rotated by hand with `rotateToken()`.',
        new: 'Tokens rotate every 30 days (`ROTATION_DAYS`) with `rotate()`.',
      }),
      toolCall('finish', { summary: 'Rotation is automatic, every 30 days.' }),
    ]);
    const config = parseConfig({ 'anthropic-api-key': 'k' });
    const out = await runIngestAgent({
      config,
      merge: MERGE,
      wiki: parseWiki(FILES),
      likelyType: 'feature',
      client: sdkFor(api),
      prices: priceTable(),
      readSource: async () => ({ kind: 'text', text: SOURCE }),
      blobAt: async (path) => (path === 'src/api/tokens.ts' ? 'b'.repeat(40) : null),
      sourceIndex: {
        list: async () => ({
          files: [
            { path: 'src/api/tokens.ts', sha: 'b1' },
            { path: 'src/jobs/nightly.ts', sha: 'b2' },
          ],
          truncated: false,
        }),
        read: async () =>
          new Map([
            ['b1', Buffer.from(SOURCE)],
            ['b2', Buffer.from("import { rotateToken } from '../api/tokens';\nrotateToken();\n")],
          ]),
      },
      now: () => new Date('2026-12-02T10:00:00Z'),
      existing: { index: null, log: null },
    });
    expect(out.result.decision).toBe('process');
    expect(out.stale).toEqual([]);
    expectGolden('ingest', api.accepted.at(-1)!.body);
  });

  it('ask: the request after a section was read', async () => {
    const api = await fakeWith([
      toolCall('read_section', { slug: 'api/tokens', heading: 'Rotation' }),
      text('Tokens are rotated by hand [[api/tokens]].'),
    ]);
    const chat = openConversation(
      askPrefix(parseWiki(FILES)),
      askOptions(parseConfig({}), { model: 'claude-haiku-5-5' }),
      { client: sdkFor(api), prices: priceTable() },
    );
    expect((await chat.ask('How do API tokens rotate?')).status).toBe('answered');
    expectGolden('ask', api.accepted.at(-1)!.body);
  });

  it('keeps every prefix byte-stable: the same wiki, read in another order, sends the same bytes', () => {
    const config = parseConfig({});
    const a = parseWiki(FILES);
    const b = parseWiki([...FILES].reverse());
    const ingest = (w: typeof a) => JSON.stringify(ingestPrefix(config, w));
    expect(ingest(b)).toBe(ingest(a));
    const ask = (w: typeof a) => JSON.stringify(askPrefix(w));
    expect(ask(b)).toBe(ask(a));
    const triage = (w: typeof a) =>
      triageSystemPrompt(config.pageTypes, triageMap(w.pages, config.headingsPerPage));
    expect(triage(b)).toBe(triage(a));
  });
});
