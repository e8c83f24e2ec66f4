// Two wikis in one repository, kept by two runs of the bundled action (two steps or a matrix):
// each with its own wiki-path and source-paths, so each run decides only its package's merges
// (the other package's are out-of-scope, for free), keeps its own log.md ledger, and never reads
// or writes the other wiki's folder.
import { runAction } from '../../test-support/bundle/action.js';
import {
  GitBackedGitHub,
  isLedgerCall,
  ROUTES,
} from '../../test-support/github/git-backed-github.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { toolCall } from '../../test-support/replies.js';

const SOURCE = (name: string) =>
  Array.from({ length: 40 }, (_, i) => `export function ${name}${i}() {}`).join('\n');

const WIKIS = {
  billing: { 'wiki-path': 'packages/billing/wiki', 'source-paths': 'packages/billing/**' },
  search: { 'wiki-path': 'packages/search/wiki', 'source-paths': 'packages/search/**' },
};

/** The agent documents the package in one page, then finishes. */
const documents = (slug: string) => [
  toolCall('create_page', {
    slug,
    type: 'concept',
    title: slug,
    description: `What ${slug} does.`,
    tags: [],
    related: [],
    body: `# ${slug}\n\nIt does things.\n`,
  }),
  toolCall('finish', { summary: `Documented ${slug}.` }),
];

describe('dist/index.js: two wikis in one repository', () => {
  let hub: GitBackedGitHub;
  afterEach(() => hub.remove());

  it('updates each wiki from its own package only, never touching the other', async () => {
    hub = await GitBackedGitHub.create({
      files: {
        'packages/billing/src/invoice.ts': 'x\n',
        'packages/billing/wiki/log.md': '# Wiki log\n',
        'packages/search/src/rank.ts': 'y\n',
        'packages/search/wiki/log.md': '# Wiki log\n',
      },
    });
    const server = await hub.listen();
    const llm = await startFakeMessagesApi();
    const run = async (wiki: keyof typeof WIKIS, event: unknown) =>
      runAction(
        'push',
        event,
        { 'anthropic-api-key': 'sk-ant-mono', triage: 'false', 'max-retries': '0', ...WIKIS[wiki] },
        server.url,
        { ANTHROPIC_BASE_URL: llm.url },
      );
    try {
      // A billing merge: the billing run writes its wiki; the search run skips it for free.
      let before = (await hub.head())!;
      let merged = await hub.merge({
        title: 'feat(billing): invoices',
        write: { 'packages/billing/src/invoice.ts': SOURCE('invoice') },
      });
      let event = await hub.pushEvent(before, merged.sha);
      llm.enqueue(...documents('invoices'));
      const billing1 = await run('billing', event);
      const search1 = await run('search', event);
      expect(billing1.code).toBe(0);
      expect(billing1.outputs).toMatchObject({ decision: 'process', tier: '3' });
      expect(search1.outputs).toMatchObject({
        decision: 'skip',
        rule: 'out-of-scope',
        tokens: '0',
      });

      // A search merge: the other way round.
      before = (await hub.head())!;
      merged = await hub.merge({
        title: 'feat(search): ranking',
        write: { 'packages/search/src/rank.ts': SOURCE('rank') },
      });
      event = await hub.pushEvent(before, merged.sha);
      llm.enqueue(...documents('ranking'));
      const billing2 = await run('billing', event);
      const search2 = await run('search', event);
      expect(billing2.outputs).toMatchObject({ decision: 'skip', rule: 'out-of-scope' });
      expect(search2.code).toBe(0);
      expect(search2.outputs).toMatchObject({ decision: 'process', tier: '3' });

      // Each wiki holds its own page and its own ledger, naming only its own merge.
      expect(await hub.readFile('packages/billing/wiki/invoices.md')).toContain('# invoices');
      expect(await hub.readFile('packages/search/wiki/ranking.md')).toContain('# ranking');
      expect(await hub.readFile('packages/billing/wiki/ranking.md')).toBeUndefined();
      expect(await hub.readFile('packages/search/wiki/invoices.md')).toBeUndefined();
      const billingLog = (await hub.readFile('packages/billing/wiki/log.md'))!;
      const searchLog = (await hub.readFile('packages/search/wiki/log.md'))!;
      expect(billingLog).toContain('feat(billing): invoices');
      expect(billingLog).not.toContain('feat(search)');
      expect(searchLog).toContain('feat(search): ranking');
      expect(searchLog).not.toContain('feat(billing)');

      // Every wiki tree a run wrote stays inside its own wiki folder (each wiki's ledger is a ref
      // of its own, refs/wiki-ingest/ledger/<wiki path>).
      const written = hub
        .callsTo(ROUTES.createTree)
        .filter((c) => !isLedgerCall(c))
        .map((c) => (c.body as { tree: Array<{ path: string }> }).tree.map((t) => t.path));
      expect(written).toHaveLength(2);
      expect(written[0]!.every((p) => p.startsWith('packages/billing/wiki/'))).toBe(true);
      expect(written[1]!.every((p) => p.startsWith('packages/search/wiki/'))).toBe(true);
      // And no run read the other wiki's pages: the agents' prompts name only their own.
      const prompts = llm.accepted.map((r) => JSON.stringify(r.body));
      expect(prompts.filter((p) => p.includes('packages/search/wiki'))).toHaveLength(2);
      expect(prompts.filter((p) => p.includes('packages/billing/wiki'))).toHaveLength(2);
    } finally {
      await server.close();
      await llm.close();
    }
  });
});
