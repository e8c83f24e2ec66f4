// impact-preview's pure parts: who is previewed (refused before any call; a deleted fork is a fork,
// a permission lookup answered 404 grants nothing), the merge it decides,
// and its part of the sticky comment — hostile diffs and reasons kept inside their fence and
// <details>, no mention pinging, sizes capped and said, the tier decision and the budget stop.
import { budgetStopSentence } from '../../src/ledger/gate.js';
import type { ImpactEvent } from '../../src/impact/event.js';
import { impactEvent } from '../../src/impact/event.js';
import { previewMerge, previewRefusal, writerRefusal } from '../../src/impact/preview.js';
import { canWrite } from '../../src/github/reactions.js';
import {
  fenced,
  fenceFor,
  PREVIEW_MAX_FILES,
  previewMarkdown,
} from '../../src/impact/preview-render.js';
import { emptyUsage } from '../../src/llm/usage.js';
import type { Report } from '../../src/types.js';

const payload = (over: Record<string, unknown> = {}, head = 'o/r') => ({
  action: 'opened',
  pull_request: {
    number: 7,
    title: 'feat: rotate',
    body: 'Body.',
    html_url: 'https://github.com/o/r/pull/7',
    user: { login: 'ada' },
    draft: false,
    base: { ref: 'main', sha: 'b'.repeat(40) },
    head: { sha: 'h'.repeat(40), repo: { full_name: head } },
    ...over,
  },
});

const event = (name = 'pull_request', p: unknown = payload()): ImpactEvent => {
  const ev = impactEvent(name, p, 'o/r');
  if ('none' in ev) throw new Error(ev.none);
  return ev;
};

describe('previewRefusal', () => {
  it('refuses pull_request_target, forks, drafts, other bases and no impact; allows the rest', () => {
    expect(previewRefusal(event('pull_request_target'), 'main', 1)).toMatch(
      /does not run on pull_request_target: that run holds a write token and the secrets/,
    );
    expect(previewRefusal(event('pull_request', payload({}, 'eve/r')), 'main', 1)).toMatch(
      /comes from a fork/,
    );
    expect(previewRefusal(event('pull_request', payload({ draft: true })), 'main', 1)).toMatch(
      /is a draft/,
    );
    expect(
      previewRefusal(
        event('pull_request', payload({ base: { ref: 'release', sha: 'b'.repeat(40) } })),
        'main',
        1,
      ),
    ).toMatch(/targets release, not the default branch main/);
    expect(previewRefusal(event(), 'main', 0)).toMatch(/No page is impacted/);
    expect(previewRefusal(event(), 'main', 2)).toBeNull();
  });
});

describe('who is previewed', () => {
  it('a deleted fork (head.repo null) is a fork: no preview', () => {
    const gone = payload({ head: { sha: 'h'.repeat(40), repo: null } });
    expect(event('pull_request', gone).fork).toBe(true);
    expect(previewRefusal(event('pull_request', gone), 'main', 1)).toMatch(/comes from a fork/);
  });

  it('a permission lookup answered 404 grants nothing: no write access, no preview', async () => {
    let asked = 0;
    const client = {
      rest: {
        repos: {
          getCollaboratorPermissionLevel: () => {
            asked++;
            return Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }));
          },
        },
      },
    } as never;
    const repo = { owner: 'o', repo: 'r' };
    expect(await canWrite(client, repo, 'ada')).toBe(false);
    expect(await writerRefusal(client, repo, event())).toMatch(
      /^The author of pull request #7 has no write access to o\/r/,
    );
    expect(asked).toBe(2);
  });
});

describe('previewMerge', () => {
  it('is the pull request as a merge: message, author, link, head, base and files', () => {
    const files = [{ path: 'a.ts', status: 'modified', additions: 1, deletions: 0 }];
    expect(previewMerge(event(), files)).toEqual({
      title: 'feat: rotate',
      body: 'Body.',
      author: 'ada',
      pr: 7,
      url: 'https://github.com/o/r/pull/7',
      sha: 'h'.repeat(40),
      base_sha: 'b'.repeat(40),
      files,
    });
  });
});

const report = (over: Partial<Report> = {}): Report => ({
  decision: { tier: 3, decision: 'process', rule: null, reason: 'Documented rotation.' },
  tiers: [],
  iterations: 2,
  changes: [],
  usage: { ...emptyUsage(), input_tokens: 100, output_tokens: 20 },
  cost_usd: 0.0123,
  warnings: [],
  merge: { title: 'feat: rotate' },
  ...over,
});

const diff = (path: string, lines: string[]) =>
  [`--- a/${path}`, `+++ b/${path}`, `@@ -1,1 +1,${lines.length} @@`, ...lines].join('\n') + '\n';

/** The Markdown lines outside every fenced block (what GitHub would parse as Markdown/HTML). */
function outsideFences(md: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of md.split('\n')) {
    const m = /^ {0,3}(`{3,})/.exec(line);
    if (fence === null && m) fence = m[1]!;
    else if (fence !== null && m && m[1]!.length >= fence.length && /^ {0,3}`+\s*$/.test(line))
      fence = null;
    else if (fence === null) out.push(line);
  }
  expect(fence).toBeNull();
  return out;
}

describe('previewMarkdown', () => {
  it('keeps a hostile diff inside its fence and its <details>, pinging nobody', () => {
    const hostile = [
      '+```',
      '+````````',
      '+</details>',
      '+<img src=x onerror=alert(1)>',
      '+@carol please look #12',
      '+~~~',
      'x\r````````````` \r</details>',
    ];
    const md = previewMarkdown(
      { kind: 'ran', report: report({ diffs: [diff('wiki/a@b.md', hostile)] }) },
      1,
    );
    const outside = outsideFences(md);
    // Only our own details open and close outside the fence.
    expect(outside.filter((l) => l.includes('<details>'))).toHaveLength(1);
    expect(outside.filter((l) => l === '</details>')).toHaveLength(1);
    expect(outside.join('\n')).not.toMatch(/<img|@carol|onerror/);
    // The path in the summary: escaped, the @ broken.
    expect(md).toContain('<code>wiki/a@\u200bb.md</code>');
    // The fence is longer than any backtick run inside.
    expect(md).toMatch(/^`{14}diff$/m);
    expect(md).toContain('+@carol please look #12');
  });

  it('says the tier decision, the tokens and the cost against max-cost-usd', () => {
    const md = previewMarkdown(
      { kind: 'ran', report: report({ diffs: [diff('wiki/a.md', ['+x'])] }) },
      0.5,
    );
    expect(md).toContain('preview: Tier 3 would change 1 file — Documented rotation.');
    expect(md).toContain(
      'Spent: 120 tokens (input 100, cache write 0, cache read 0, output 20), $0.0123 of max-cost-usd $0.50.',
    );
    expect(md).toContain('<summary><code>wiki/a.md</code> (updated, +1 −0)</summary>');
  });

  it('says a skip with its tier and inert reason, and shows no diff', () => {
    const md = previewMarkdown(
      {
        kind: 'ran',
        report: report({
          decision: {
            tier: 2,
            decision: 'skip',
            rule: null,
            reason: 'No docs @team [x](http://e)',
          },
          diffs: [diff('wiki/a.md', ['+x'])],
        }),
      },
      1,
    );
    expect(md).toContain('preview: Tier 2 skipped — No docs @\u200bteam \\[x\\](http:\u200b//e)');
    expect(md).not.toContain('<details>');
  });

  it('says a budget stop with the one budget-stop sentence', () => {
    const sentence = budgetStopSentence(0.000001, 0, {
      model: 'claude-haiku-5-5',
      estimate: 0.002,
    } as never);
    const md = previewMarkdown(
      {
        kind: 'ran',
        report: report({
          decision: {
            tier: 3,
            decision: 'skip',
            rule: null,
            reason: `${sentence}; a later run decides what is left.`,
          },
          cost_usd: 0,
        }),
      },
      0.000001,
    );
    expect(md).toContain(`preview: stopped by the budget — ${sentence}`);
  });

  it('shows at most 10 diffs even when they are short, and counts the rest', () => {
    const diffs = Array.from({ length: PREVIEW_MAX_FILES + 3 }, (_, i) =>
      diff(`wiki/p${i}.md`, ['+one line']),
    );
    const md = previewMarkdown({ kind: 'ran', report: report({ diffs }) }, 1);
    expect(PREVIEW_MAX_FILES).toBe(10);
    expect(md.split('\n').filter((l) => l.startsWith('<details>'))).toHaveLength(10);
    expect(md).toContain('+3 more files: the job summary shows every diff.');
  });

  it('caps the files and each diff, and says what it left out', () => {
    const long = Array.from({ length: 2000 }, (_, i) => `+line ${i}`);
    const diffs = Array.from({ length: PREVIEW_MAX_FILES + 3 }, (_, i) =>
      diff(`wiki/p${i}.md`, long),
    );
    const md = previewMarkdown({ kind: 'ran', report: report({ diffs }) }, 1);
    expect(md.length).toBeLessThan(40_000);
    expect(md).toMatch(/\d+ more lines of this diff not shown\./);
    expect(md).toMatch(/\+\d+ more files: the job summary shows every diff\./);
    outsideFences(md);
  });

  it('says why it did not run, inert', () => {
    expect(previewMarkdown({ kind: 'not-run', reason: 'A fork <b>' }, 1)).toContain(
      'preview: not run — A fork \\<b\\>',
    );
  });
});

describe('fenced', () => {
  it('fences with more backticks than any run, and cuts at a line boundary', () => {
    expect(fenceFor('a ``` b')).toBe('````');
    expect(fenceFor('plain')).toBe('```');
    const { block, cut } = fenced('one\ntwo\nthree\n', 8);
    expect(block).toBe('```\none\ntwo\n```');
    expect(cut).toBe(1);
  });
});
