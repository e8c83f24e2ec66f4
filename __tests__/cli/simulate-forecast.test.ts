// simulate's forecast: the history's span and pace, the share reaching each tier, and a month's
// cost from the bench's per-run profiles at the built-in prices.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentRunUsage, monthlyCost, tier3RunCost } from '../../src/llm/forecast.js';
import { costUsd } from '../../src/llm/pricing.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { GIT_ENV } from '../../test-support/git-cli.js';

describe('the cost profiles', () => {
  it("reproduce the bench's scripted 10-call Tier 3 run ($0.10266 of input)", () => {
    const usage = agentRunUsage(15_010, 1_978, 10, 0);
    const total = usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
    expect(Math.abs(total - 239_119)).toBeLessThan(50);
    expect(costUsd('claude-sonnet-5-5', usage)).toBeCloseTo(0.10266, 4);
  });

  it('rise with the wiki (its map is in every prompt) and order low ≤ expected ≤ high', () => {
    const small = tier3RunCost('claude-sonnet-5-5', 10);
    const big = tier3RunCost('claude-sonnet-5-5', 2000);
    expect(big.expected).toBeGreaterThan(small.expected);
    const repo = {
      mergesPerMonth: 30,
      reachTier2: 0.5,
      pages: 10,
      triageModel: 'claude-haiku-5-5',
      ingestModel: 'claude-sonnet-5-5',
    };
    const month = monthlyCost({ ...repo, triage: true });
    expect(month.low).toBeLessThan(month.expected);
    expect(month.expected).toBeLessThan(month.high);
    // Without triage every merge Tier 1 lets through reaches Tier 3.
    const untriaged = monthlyCost({ ...repo, triage: false });
    expect(untriaged.expected).toBeCloseTo(15 * small.expected, 6);
  });
});

describe('wiki-ingest simulate: span, pace and forecast', () => {
  let repo: string;
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'wi-forecast-'));
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        env: { ...GIT_ENV, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      });
    git('2026-01-01T12:00:00Z', 'init', '-q', '-b', 'main');
    mkdirSync(join(repo, 'wiki'));
    writeFileSync(join(repo, 'wiki/a.md'), '# A\n');
    writeFileSync(join(repo, 'wiki/index.md'), '# Index\n');
    // 11 commits over 20 days: 0.55 a day, ≈ 16.7 a month.
    for (let i = 0; i <= 10; i++) {
      writeFileSync(
        join(repo, `f${i}.ts`),
        Array.from({ length: 50 }, (_, n) => `x${n}`).join('\n'),
      );
      git(`2026-01-${String(1 + 2 * i).padStart(2, '0')}T12:00:00Z`, 'add', '.');
      git(
        `2026-01-${String(1 + 2 * i).padStart(2, '0')}T12:00:00Z`,
        'commit',
        '-qm',
        i % 2 ? 'chore: x' : `feat: f${i}`,
      );
    }
  });

  it('--json adds the forecast', () => {
    const res = spawnSync(process.execPath, [CLI, 'simulate', '--repo', repo, '--json'], {
      encoding: 'utf8',
    });
    expect(res.status).toBe(0);
    const { forecast, summary } = JSON.parse(res.stdout);
    expect(summary).toMatchObject({ total: 11, continued: 6 });
    expect(forecast).toMatchObject({
      first_commit: '2026-01-01T12:00:00.000Z',
      last_commit: '2026-01-21T12:00:00.000Z',
      days: 20,
      merges_per_month: 16.7,
      reach: { tier2: 0.5455, tier3: { low: 0.25, expected: 0.5, high: 1 } },
      wiki_pages: 1,
      models: { triage: 'claude-haiku-5-5', ingest: 'claude-sonnet-5-5' },
    });
    const c = forecast.cost_usd_per_month;
    expect(0 < c.low && c.low < c.expected && c.expected < c.high).toBe(true);
  });

  it('the text says the span, the pace, the tiers and the month in dollars', () => {
    const res = spawnSync(process.execPath, [CLI, 'simulate', '--repo', repo], {
      encoding: 'utf8',
    });
    expect(res.stdout).toMatch(
      /History: 2026-01-01 to 2026-01-21 \(20 days\): 16\.7 merges a month\./,
    );
    expect(res.stdout).toMatch(
      /Reaching each tier: Tier 1 all, Tier 2 55%, Tier 3 25%–100% of those/,
    );
    expect(res.stdout).toMatch(
      /Forecast per month: low \$\d+\.\d\d · expected \$\d+\.\d\d · high \$\d+\.\d\d/,
    );
  });
});
