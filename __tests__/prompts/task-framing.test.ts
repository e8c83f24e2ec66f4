// A prompt per task: the requests an init batch, an archive and lint-fix send (tools, system
// prompt, first message) frame their own task truthfully — no merge wording where there is no
// merge, no log.md entry promised where none is written, pages the task may not change called
// read-only in this task (not locked by maintainers), and max_tokens sized for the task. Their
// first requests are golden files too (`UPDATE_GOLDEN=1 npm test -- __tests__/prompts`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '../../src/config/parse.js';
import { runIngestAgent } from '../../src/ingest/agent.js';
import type { Task } from '../../src/ingest/task.js';
import { taskMerge } from '../../src/ingest/task-specs.js';
import { priceTable } from '../../src/llm/pricing.js';
import { parseWiki } from '../../src/wiki/load.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { requestText } from '../../test-support/prompt-text.js';
import { toolCall, type Script } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

/** A page covering a file, and a page its maintainers locked. */
const FILES = [
  {
    path: 'api/tokens.md',
    text: `---\ntitle: API tokens\ndescription: Scoped API tokens.\ntype: feature\ncovers:\n  - src/api/tokens.ts@${'a'.repeat(40)}\n---\n# API tokens\n\n## Rotation\n\nTokens are rotated by hand.\n`,
  },
  {
    path: 'guides/setup.md',
    text: '---\ntitle: Setup\ndescription: Installing the service.\ntype: guide\nwiki-ingest: locked\n---\n# Setup\n\n## Install\n\nRun `npm i`.\n',
  },
];

const HEAD = 'c'.repeat(40);

const TASKS: Record<'init' | 'archive' | 'lint-fix', Task> = {
  init: {
    kind: 'init-batch',
    init: {
      pages: [{ slug: 'api/rotation', title: 'Rotation', type: 'feature', covers: ['src/a.ts'] }],
      head: HEAD,
      blobs: { 'src/a.ts': 'b'.repeat(40) },
      batch: 1,
      batches: 1,
      later: [],
    },
  },
  archive: {
    kind: 'archive',
    archive: {
      url: 'https://github.com/o/r/issues/1#issuecomment-2',
      topic: 'How do tokens rotate?',
      question: 'How do tokens rotate?',
      answer: 'By hand [[api/tokens]].',
      cited: ['api/tokens'],
      target: 'new',
      reason: 'It says how.',
    },
  },
  'lint-fix': {
    kind: 'lint-fix',
    lintFix: {
      head: HEAD,
      stale: [
        {
          slug: 'api/tokens',
          files: [{ path: 'src/api/tokens.ts', stamp: 'a'.repeat(40), now: 'b'.repeat(40) }],
        },
      ],
      fixes: [],
    },
  },
};

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The agent run over the wiki for `task`, the fake playing `replies`. */
async function runTask(task: Exclude<Task, { kind: 'merge' }>, replies: Script[]) {
  fake = await startFakeMessagesApi({ replies });
  return runIngestAgent({
    config: parseConfig({ 'anthropic-api-key': 'k' }),
    merge: taskMerge(task),
    task,
    wiki: parseWiki(FILES),
    likelyType: null,
    client: sdkFor(fake),
    prices: priceTable(),
    readSource: async () => ({ kind: 'text', text: 'export {};\n' }),
    now: () => new Date('2026-12-02T10:00:00Z'),
    existing: { index: null, log: null },
  });
}

/** The task's first request, as the fake received it; the agent finishes at once. */
async function firstRequest(task: Exclude<Task, { kind: 'merge' }>) {
  await runTask(task, [toolCall('finish', { summary: 'Done.' })]);
  return fake!.accepted[0]!.body!;
}

describe.each(Object.entries(TASKS))('the %s request', (name, task) => {
  it('frames its own task: no merge wording, no log.md entry promised, read-only pages said so', async () => {
    const body = await firstRequest(task as Exclude<Task, { kind: 'merge' }>);
    const rendered = requestText(body);
    const file = join(GOLDEN, `task-${name}.txt`);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, rendered);
    }
    if (!existsSync(file)) throw new Error(`No golden file task-${name}.txt: run UPDATE_GOLDEN=1`);
    expect(rendered).toBe(readFileSync(file, 'utf8'));
    // "it is not a merge" is the first message saying so; no other word of a merge.
    expect(rendered.replace(/(it is )?not a merge/g, '')).not.toMatch(/merge/i);
    expect(rendered).not.toMatch(/log\.md entry holding|they are generated after you finish/);
    expect(rendered).not.toMatch(/For the wiki log/);
    // The map marks only the page its maintainers locked.
    expect(rendered).toMatch(/guides\/setup \| Setup \| [^\n]*\| locked\n/);
    expect(rendered).not.toMatch(/api\/tokens \| API tokens \| [^\n]*\| locked\n/);
    expect(body.max_tokens).toBe(name === 'init' ? 12288 : 8192);
  });
});

it('an init batch calls a page that exists read-only in this task, not locked by its maintainers', async () => {
  const task = TASKS.init as Extract<Task, { kind: 'init-batch' }>;
  const out = await runTask(task, [
    toolCall('read_section', { slug: 'api/tokens', heading: 'Rotation' }),
    toolCall('replace_text', { slug: 'api/tokens', old: 'by hand', new: 'daily' }),
    toolCall('finish', { summary: 'Done.' }),
  ]);
  expect(out.refused).toEqual([
    {
      tool: 'replace_text',
      slug: 'api/tokens',
      reason: expect.stringMatching(/^Page "api\/tokens" is read-only in this task/),
    },
  ]);
});
