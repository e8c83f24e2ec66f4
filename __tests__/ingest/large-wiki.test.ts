// Tier 3 on a 5,000-page wiki, past map-token-budget: the prompt carries the folded map, so the
// page a merge touches is not in it; the agent (the fake's scripted calls, real SDK over HTTP)
// finds it with search_wiki, reads the section and updates it, and only that page changes.
import { parseConfig } from '../../src/config/parse.js';
import { runIngestAgent } from '../../src/ingest/agent.js';
import { priceTable } from '../../src/llm/pricing.js';
import { parseWiki } from '../../src/wiki/load.js';
import { buildMap } from '../../src/wiki/map.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type Json,
  type Script,
} from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';
import { syntheticWiki } from '../../bench/synthetic/wiki.js';

let fake: FakeMessagesApi;
afterEach(async () => fake?.close());

const wiki = parseWiki(syntheticWiki(5000).files);
const map = buildMap(wiki.pages);

type Message = { role: string; content: Json };

/** The text of the newest tool result in the conversation. */
function lastResult(messages: readonly Message[]): string {
  const blocks = messages.at(-1)!.content as { type: string; content?: string }[];
  return blocks.find((b) => b.type === 'tool_result')!.content ?? '';
}

const call = (name: string, input: Record<string, unknown>): Script => ({
  content: [{ type: 'tool_use', name, input: input as never }],
});

describe('Tier 3 past map-token-budget (5,000 pages)', () => {
  it('finds the page to update through search_wiki, then reads and updates it', async () => {
    // A page whose title no other page has, so the merge's title names it.
    const titles = new Map<string, number>();
    for (const p of wiki.pages) titles.set(p.title, (titles.get(p.title) ?? 0) + 1);
    const target = wiki.pages.find(
      (p) =>
        p.slug.split('/').length === 3 &&
        p.headings.length > 1 &&
        !p.locked &&
        titles.get(p.title) === 1,
    )!;
    const heading = target.headings[0]!;
    const seen: { tools: string[]; enums: boolean; system: string }[] = [];
    fake = await startFakeMessagesApi({
      minCacheableTokens: 1,
      replies: (body, i) => {
        const tools = body.tools as { name: string }[];
        seen.push({
          tools: tools.map((t) => t.name),
          enums: JSON.stringify(tools.slice(0, 2)).includes('"enum"'),
          system: JSON.stringify(body.system),
        });
        const messages = body.messages as Message[];
        switch (i) {
          case 0:
            return call('search_wiki', { query: target.title, limit: 5 });
          case 1: {
            // The first result line's slug: the agent acts on what search returned.
            const line = lastResult(messages)
              .split('\n')
              .find((l) => l.includes(' | '))!;
            return call('read_section', { slug: line.split(' | ')[0], heading });
          }
          case 2:
            return call('update_page', {
              slug: target.slug,
              section: heading,
              body: 'Retries now give up after five attempts.',
            });
          default:
            return call('finish', { summary: 'Documented the retry limit.' });
        }
      },
    });
    const config = parseConfig({ 'anthropic-api-key': 'k' });
    const out = await runIngestAgent({
      config,
      merge: {
        sha: 'c'.repeat(40),
        title: `fix: ${target.title} gives up after five retries`,
        files: [
          {
            path: 'src/retry.ts',
            status: 'modified',
            additions: 1,
            deletions: 1,
            patch: '@@ -1 +1 @@\n-const MAX = 3;\n+const MAX = 5;\n',
          },
        ],
      },
      wiki,
      likelyType: null,
      client: sdkFor(fake),
      prices: priceTable(config.pricing),
      readSource: async () => ({ kind: 'missing' }),
      now: () => new Date('2026-12-02T10:00:00Z'),
      existing: { index: null, log: '# Wiki log\n' },
    });

    const results = fake.accepted.map((r) => JSON.stringify(r.body?.messages));
    expect(out.result).toMatchObject({ decision: 'process', iterations: 4 });
    // The prompt carried the folded map: no line for the target, no slug enum, the find tools.
    expect(map.text.length / 4).toBeGreaterThan(config.mapTokenBudget);
    expect(seen[0]!.tools).toEqual(expect.arrayContaining(['search_wiki', 'open_section']));
    expect(seen[0]!.enums).toBe(false);
    expect(seen[0]!.system).toContain('Wiki map (folded)');
    expect(seen[0]!.system).not.toContain(`${target.slug} |`);
    expect(seen[0]!.system.length / 4).toBeLessThan(config.mapTokenBudget + 6000);
    // The search found it first, and the write landed on it alone.
    expect(results[1]).toContain(`${target.slug} | `);
    const pages = out.output!.files.filter((f) => !/(index|log)\.md$/.test(f.path));
    expect(pages.map((f) => f.path)).toEqual([`wiki/${target.file}`]);
    expect(pages[0]!.content).toContain('Retries now give up after five attempts.');
    // The system prompt is the same bytes on every call, so it stays cached.
    expect(seen.every((s) => s.system === seen[0]!.system)).toBe(true);
  }, 120_000);
});
