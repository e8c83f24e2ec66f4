// A run tells what it did, not what the agent says it did: through the whole pipeline as the
// action wires it (git-backed fake GitHub, the real SDK against the fake Messages API), the
// summary, the JSON report, the step outputs and log.md lead with the outcome computed from the
// changeset, name the refused calls and the covering pages left stale, and quote the agent's
// finish text only as its words; the agent is told once, before its finish is accepted, which
// covering pages it has not closed; and under a small max-cost-usd the budget line warns that a
// call is the last before the gate refuses the next.
import { summary } from '@actions/core';
import { reportJson } from '../../src/cli/run.js';
import { reportOutputs } from '../../src/report/outputs.js';
import { renderSummary } from '../../src/report/summary.js';
import type { Report } from '../../src/types.js';
import { runPush, TIER3_MODEL, type Llm } from '../../test-support/catch-up.js';
import { startFakeMessagesApi, type Script } from '../../test-support/fake-messages-api.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { toolCall } from '../../test-support/replies.js';
import {
  CLAIM,
  FILES,
  MERGE,
  ONE_OF_TWO,
  REFUSED,
  REMINDER,
  TRIAGE,
} from '../../test-support/truthful-run.js';

let hub: GitBackedGitHub;
let llm: Llm;
let tier3: Script[];

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: FILES });
  tier3 = [];
  const api = await startFakeMessagesApi({
    replies: (body) =>
      body.model !== TIER3_MODEL ? TRIAGE : (tier3.shift() ?? toolCall('finish', { summary: 'x' })),
  });
  llm = { api, failing: null };
});

afterEach(async () => {
  await llm.api.close();
  hub.remove();
});

/** The merge landed and the push run over it, Tier 3 playing `script`. */
async function run(script: Script[], inputs = {}): Promise<Report> {
  const before = (await hub.head())!;
  const merged = await hub.merge(MERGE);
  tier3 = [...script];
  return runPush(hub, llm, before, merged.sha, { inputs });
}

const html = (report: Report): string => renderSummary(report, summary.emptyBuffer()).stringify();

/** Every Tier 3 request the fake accepted, as the JSON of its messages. */
const tier3Requests = (): string[] =>
  llm.api.accepted
    .filter((r) => r.body?.model === TIER3_MODEL)
    .map((r) => JSON.stringify(r.body!.messages));

describe('a run that tells the truth', () => {
  it('leads with "no page changed" when the edit and the confirm were refused, whatever the agent claims', async () => {
    const report = await run(REFUSED);
    expect(report.decision).toMatchObject({ tier: 3, decision: 'process' });
    expect(report.decision.reason).toBe(
      'no page changed; 2 tool calls refused (replace_text 1, confirm_page 1); 2 covering pages left stale (api/limits, guides/quotas).',
    );
    expect(report.decision.reason).not.toContain('10 tokens');
    expect(report.agent_says).toBe(CLAIM);
    expect(report.refused).toEqual([
      {
        tool: 'replace_text',
        slug: 'api/limits',
        reason: expect.stringMatching(/would add a section heading/),
      },
      {
        tool: 'confirm_page',
        slug: 'guides/quotas',
        reason: expect.stringMatching(/was not read in this run/),
      },
    ]);
    // The summary: the outcome first, then the refusals, the pages left stale, the agent's words.
    const out = html(report);
    const at = (s: string) => out.indexOf(s);
    expect(out).toMatch(/^<h2>[^<]*<\/h2>\n<p><b>Outcome:<\/b> no page changed; /);
    expect(at('<b>Refused:</b>')).toBeGreaterThan(at('<b>Outcome:</b>'));
    expect(out).toMatch(/<li>replace_text api\/limits: [^<]*would add a section heading/);
    expect(out).toMatch(/<li>confirm_page guides\/quotas: [^<]*was not read in this run/);
    expect(at('<b>The agent says:</b>')).toBeGreaterThan(at('<b>Left stale:</b>'));
    expect(out).not.toContain('<b>Reason:</b>');
    // log.md, published with the run: the same outcome, refusals and words.
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log).toContain('- Outcome: no page changed\n');
    expect(log).toMatch(
      // Markdown-inert: the tool names' underscores escaped.
      /\n- Refused: 2 tool calls refused \(replace_text 1, confirm_page 1\): replace\\_text api\/limits: .*would add a section heading.* · confirm\\_page guides\/quotas: .*was not read in this run/,
    );
    expect(log).toContain(`- The agent says: ${CLAIM}`);
    expect(log).not.toContain('- Summary:');
    // The pages were not changed.
    expect(await hub.readFile('wiki/api/limits.md')).toBe(FILES['wiki/api/limits.md']);
  });

  it('names the covering page it left stale in the summary, the JSON, log.md and stale-pages, after telling the agent once', async () => {
    const report = await run(ONE_OF_TWO);
    const stale = [{ slug: 'guides/quotas', path: 'src/api/limits.ts' }];
    expect(report.stale).toEqual(stale);
    expect(report.decision.reason).toMatch(
      /^updated wiki\/api\/limits\.md \(\d+ lines kept · 1 changed · 0 added\); 1 covering page left stale \(guides\/quotas\)\.$/,
    );
    // Told before its finish was accepted: the held finish's result names the open page only.
    const requests = tier3Requests();
    expect(requests.filter((r) => r.includes(REMINDER))).toHaveLength(1);
    const reminder = requests.at(-1)!.slice(requests.at(-1)!.indexOf(REMINDER));
    expect(reminder).toMatch(
      /^[^"]*\\n<untrusted kind=\\"covering pages\\">\\nguides\/quotas: src\/api\/limits\.ts\\n<\/untrusted>/,
    );
    // The summary, the JSON report, the step output and log.md name it.
    expect(html(report)).toMatch(
      /<b>Left stale:<\/b> 1 covering page left stale \(guides\/quotas\)[^<]*<\/p><ul><li>guides\/quotas covers <code>src\/api\/limits\.ts<\/code><\/li><\/ul>/,
    );
    expect(JSON.parse(JSON.stringify(reportJson(report))).stale).toEqual(stale);
    expect(JSON.parse(reportOutputs(report)['stale-pages']!)).toEqual(stale);
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log).toContain('- Left stale: [[guides/quotas]] covers `src/api/limits.ts`');
    expect(log).toMatch(/- Outcome: updated \[\[api\/limits\]\] \(\d+ lines kept · 1 changed/);
  });

  it('under max-cost-usd 0.25, says a call is the last the budget allows before the gate refuses the next', async () => {
    // The agent reads and reads, never finishing: the gate stops it.
    const reads = Array.from({ length: 20 }, () =>
      toolCall('read_section', { slug: 'api/limits', heading: 'Limits' }),
    ).map((r) => ({ ...r, output_tokens: 1500 }));
    const report = await run(reads, { 'max-cost-usd': '0.25', 'max-iterations': '25' });
    expect(report.decision.reason).toMatch(/max-cost-usd \(\$0\.25\) would be passed/);
    const requests = tier3Requests();
    expect(requests.length).toBeGreaterThan(1);
    // The last call the gate allowed was told so; no call before it was.
    expect(requests.at(-1)).toContain('this is the last call the budget allows: finish now');
    expect(requests.slice(0, -1).join('\n')).not.toContain('last call the budget allows');
    expect(requests.at(-2) ?? '').toContain('room for about');
    // One wording for money: the prompt states the budget as the gate's refusal does.
    const system = JSON.stringify(llm.api.accepted.at(-1)!.body!.system);
    expect(system).toContain('At most 25 model turns and $0.25 for the run');
    expect(system).not.toContain('$0.2500');
  });
});
