// `wiki-ingest pulse`: what the wiki's upkeep did, week by week, read from log.md — merges
// decided and the tier each ended at, skips by rule, dollars spent on every model call the log
// records, the cache-read share, budget stops and failures — and how fresh the wiki was (log.md
// against the covers index) and is now (the pages against HEAD). `--json` for tools; `--svg FILE`
// writes the same weeks as a chart. With `--github-repo`, the ask section too: the /wiki answer
// comments of the window read back through the API (the token from GITHUB_TOKEN).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPulseLog, type PulseEntry } from '../pulse/log.js';
import type { PulseFreshness } from '../pulse/freshness.js';
import { readRepoHead, repoTop } from './git-head.js';
import { parseSince, pulseJson, pulseOf, PulseSinceError } from '../pulse/pulse.js';
import { chartWeeks, renderPulseText } from '../pulse/render.js';
import { pulseSvg } from '../pulse/svg.js';
import { safeLine } from '../security/output.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';

export const spec: CommandSpec = {
  name: 'pulse',
  summary:
    "Reads the wiki's log.md and prints, per week (UTC, Monday to Sunday): merges decided and the share ending at each tier, skips by rule, dollars spent (every model call the log records), the cache-read share, budget stops and failures, and how fresh the wiki was (the share of covering pages whose covers are current; now, from the pages and HEAD).",
  usage:
    '[--wiki DIR] [--since 30d|8w|DATE] [--until DATE] [--json] [--svg FILE] [--github-repo OWNER/NAME]',
  inputs: false,
  flags: {
    wiki: { type: 'string', value: 'DIR', description: 'The wiki folder. Default: wiki.' },
    since: {
      type: 'string',
      value: 'SPAN',
      description:
        'Start of the window: days (30d, the default), weeks (8w) or a UTC date (2026-11-01).',
    },
    until: {
      type: 'string',
      value: 'DATE',
      description: 'End of the window, a UTC date, included (default: now).',
    },
    json: {
      type: 'boolean',
      description:
        'Print one JSON document: {"since", "until", "weeks": [{"week", "start", "entries", "merges", "spend", "stops", "freshness"}], "total", "freshness"}; "freshness" is the share of covering pages whose covers are all current and the stale covers: each week\'s as log.md tells it, the top-level one now, from the pages and HEAD (null outside a git repository).',
    },
    svg: {
      type: 'string',
      value: 'FILE',
      description: 'Also write the weeks as an SVG chart (merges by tier, spend per week) to FILE.',
    },
    'github-repo': {
      type: 'string',
      value: 'OWNER/NAME',
      description:
        "Also the ask section: the /wiki answers in that repository's issue and pull request comments, with their 👍 / 👎, read through the API with GITHUB_TOKEN (GITHUB_API_URL for GitHub Enterprise Server).",
    },
  },
};

/** The ask section's answers, listed through the API; null without --github-repo. */
async function askOf(values: Record<string, unknown>, since: Date, until: Date) {
  const name = values['github-repo'];
  if (typeof name !== 'string') return null;
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(name.trim());
  if (!m) throw new UsageError(`--github-repo ${name} is not OWNER/NAME, e.g. octo-org/octo-repo.`);
  const token = process.env.GITHUB_TOKEN ?? '';
  if (!token)
    throw new UsageError(
      "--github-repo reads the answer comments through the API: set GITHUB_TOKEN to a token that can read the repository's issues.",
    );
  const [{ createGitHub }, { listAnswerComments }, { askPulseOf }] = await Promise.all([
    import('../github/client.js'),
    import('../github/answer-comments.js'),
    import('../pulse/ask.js'),
  ]);
  const client = createGitHub(token, { retries: 2 });
  let listed;
  try {
    listed = await listAnswerComments(client, { owner: m[1]!, repo: m[2]! }, since.toISOString());
  } catch (e) {
    const err = e as { status?: number; message?: string };
    throw new Error(
      `Listing the issue comments of ${m[1]}/${m[2]} failed${err.status ? ` (HTTP ${err.status})` : ''}: ${err.message ?? String(e)}. GITHUB_TOKEN needs read access to the repository's issues and pull requests.`,
    );
  }
  const note = listed.truncated
    ? `Stopped after ${listed.pages} pages of comments; later answers are not counted`
    : undefined;
  return { pulse: askPulseOf(listed.answers, since, until), note };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The freshness of the weeks (log.md against the covers index: the map file's, else the pages')
 * and of now (the pages on disk against HEAD, when the folder is in a git repository).
 */
async function pulseFreshness(
  dir: string,
  entries: readonly PulseEntry[],
  weeks: readonly { start: string }[],
  until: Date,
): Promise<PulseFreshness> {
  const [{ loadWiki }, { coversIndexOf, parseCoversIndex }, { freshnessOf }, { freshnessWeeks }] =
    await Promise.all([
      import('../wiki/load.js'),
      import('../wiki/covers-index.js'),
      import('../wiki/freshness.js'),
      import('../pulse/freshness.js'),
    ]);
  const pages = await loadWiki(dir).then(
    (w) => w.pages,
    () => [],
  );
  const mapText = await readFile(join(dir, 'index.md'), 'utf8').catch(() => null);
  const index = parseCoversIndex(mapText) ?? coversIndexOf(pages);
  const head = await repoTop(dir)
    .then((top) => readRepoHead(top))
    .catch(() => null);
  return {
    weeks: freshnessWeeks(entries, index, weeks, until),
    now: head ? freshnessOf(pages, head.tree) : null,
  };
}

function windowOf(values: Record<string, unknown>, now: Date): { since: Date; until: Date } {
  const untilText = typeof values.until === 'string' ? values.until.trim() : null;
  if (untilText !== null && !/^\d{4}-\d{2}-\d{2}$/.test(untilText))
    throw new UsageError(`--until ${untilText} is not a UTC date such as 2026-11-30.`);
  try {
    // A date names a whole day: the window ends at its last millisecond.
    const until = untilText ? new Date(parseSince(untilText, now).getTime() + DAY - 1) : now;
    const since = parseSince(typeof values.since === 'string' ? values.since : '30d', until);
    if (since.getTime() > until.getTime())
      throw new UsageError('--since is after --until: the window is empty.');
    return { since, until };
  } catch (e) {
    throw e instanceof PulseSinceError ? new UsageError(e.message) : e;
  }
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values }) => {
    const window = windowOf(values, new Date());
    const dir = typeof values.wiki === 'string' ? values.wiki : 'wiki';
    let log: string;
    try {
      log = await readFile(join(dir, 'log.md'), 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      process.stderr.write(
        safeLine(
          `wiki-ingest pulse: cannot read ${join(dir, 'log.md')} (${code ?? (e as Error).message}); pass --wiki with the wiki folder, which gets its log.md with the first ingest.`,
        ) + '\n',
      );
      return 1;
    }
    const entries = readPulseLog(log);
    const pulse = pulseOf(entries, window.since, window.until);
    pulse.freshness = await pulseFreshness(dir, entries, pulse.weeks, window.until);
    const ask = await askOf(values, window.since, window.until);
    if (typeof values.svg === 'string') await writeFile(values.svg, pulseSvg(chartWeeks(pulse)));
    if (values.json === true) {
      const json = ask
        ? (await import('../pulse/ask.js')).withAskJson(pulseJson(pulse), ask.pulse)
        : pulseJson(pulse);
      process.stdout.write(JSON.stringify(json) + '\n');
      return 0;
    }
    process.stdout.write(renderPulseText(pulse));
    if (ask) {
      const { renderAskText } = await import('../pulse/ask-render.js');
      process.stdout.write('\n' + renderAskText(ask.pulse, ask.note));
    }
    return 0;
  });
}
