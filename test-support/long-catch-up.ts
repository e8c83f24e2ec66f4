// A long catch-up with no shared reads, as issue 16 measured it: merges `feat(api): m<i>` each
// change `src/api/m<i>.ts`, documented on a page of their own (`api/m<i>`). The fake agent takes
// three calls a merge of its run — read the page, read the source, update the page — then
// finishes, so one run over 20 merges would need 61 calls, past the default max-iterations of 25.
import { startFakeMessagesApi, type Json, type Script } from './fake-messages-api.js';
import { apiChange, TIER3_MODEL, type Llm } from './catch-up.js';
import type { GitBackedGitHub } from './github/git-backed-github.js';
import { text, toolCall } from './replies.js';

export const mergeName = (i: number): string => `m${i}`;
export const mergeTitle = (i: number): string => `feat(api): ${mergeName(i)}`;

/** The page merge `i` updates: front-matter, a title and one section. */
export const mergePage = (i: number): string =>
  `---\ntitle: M${i}\ndescription: The ${mergeName(i)} constants.\ntype: entity\n---\n# M${i}\n\n## Values\n\nNone yet.\n`;

/** The wiki files of a repository whose merges 0..n-1 each have their page. */
export const pagesFor = (n: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`wiki/api/m${i}.md`, mergePage(i)]));

/** The merge names a Tier 3 run covers, in order, read from its first message. */
export function runMerges(body: { [key: string]: Json }): string[] {
  const first = JSON.stringify((body.messages as { content: Json }[])[0]!.content);
  return [...new Set([...first.matchAll(/feat\(api\): (m\d+)/g)].map((m) => m[1]!))];
}

export interface LongLlm extends Llm {
  /** Merge names whose every answer fills a merge turn's max_tokens ($0.08 each at Sonnet's price). */
  costly: Set<string>;
}

/** The call of a run's conversation for merge `name`: read the page, read the source, update. */
function mergeCall(name: string, step: number, costly: boolean): Script {
  const call =
    step === 0
      ? toolCall('read_pages', { slugs: [`api/${name}`] })
      : step === 1
        ? toolCall('read_source', { path: `src/api/${name}.ts` })
        : toolCall('update_page', {
            slug: `api/${name}`,
            body: `# ${name.toUpperCase()}\n\n## Values\n\n\`src/api/${name}.ts\` exports forty constants.\n`,
          });
  // A costly merge's every answer fills a merge turn's max_tokens (8,192: $0.08 at Sonnet's price).
  return costly ? { ...call, output_tokens: 8192, stop_reason: 'tool_use' } : call;
}

/** The fake Messages API: triage says process; Tier 3 works merge by merge as above. */
export async function startLongLlm(): Promise<LongLlm> {
  const llm: LongLlm = { api: undefined as never, failing: null, costly: new Set() };
  llm.api = await startFakeMessagesApi({
    replies: (body) => {
      if (body.model !== TIER3_MODEL)
        return text('{"decision":"process","reason":"API change.","likely_type":"entity"}');
      if (llm.failing) return llm.failing;
      const names = runMerges(body);
      const call = ((body.messages as unknown[]).length - 1) / 2;
      const name = names[Math.floor(call / 3)];
      if (name === undefined)
        return toolCall('finish', { summary: `Documented ${names.join(', ') || 'nothing'}.` });
      return mergeCall(name, call % 3, llm.costly.has(name));
    },
  });
  return llm;
}

/** Merges 0..n-1 landed one after another; their shas, oldest first. */
export async function landMerges(hub: GitBackedGitHub, n: number): Promise<string[]> {
  const shas: string[] = [];
  for (let i = 0; i < n; i++)
    shas.push((await hub.merge({ title: mergeTitle(i), write: apiChange(mergeName(i)) })).sha);
  return shas;
}
