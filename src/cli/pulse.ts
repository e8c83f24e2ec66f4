// `wiki-ingest pulse`: what the wiki's upkeep did, week by week, read from log.md alone — merges
// decided and the tier each ended at, skips by rule, dollars spent on every model call the log
// records, the cache-read share, budget stops and failures. `--json` for tools; `--svg FILE`
// writes the same weeks as a chart.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPulseLog } from '../pulse/log.js';
import { parseSince, pulseJson, pulseOf, PulseSinceError } from '../pulse/pulse.js';
import { chartWeeks, renderPulseText } from '../pulse/render.js';
import { pulseSvg } from '../pulse/svg.js';
import { safeLine } from '../security/output.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';

export const spec: CommandSpec = {
  name: 'pulse',
  summary:
    "Reads the wiki's log.md and prints, per week (UTC, Monday to Sunday): merges decided and the share ending at each tier, skips by rule, dollars spent (every model call the log records), the cache-read share, budget stops and failures.",
  usage: '[--wiki DIR] [--since 30d|8w|DATE] [--until DATE] [--json] [--svg FILE]',
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
        'Print one JSON document: {"since", "until", "weeks": [{"week", "start", "entries", "merges", "spend", "stops"}], "total"}.',
    },
    svg: {
      type: 'string',
      value: 'FILE',
      description: 'Also write the weeks as an SVG chart (merges by tier, spend per week) to FILE.',
    },
  },
};

const DAY = 24 * 60 * 60 * 1000;

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
    const pulse = pulseOf(readPulseLog(log), window.since, window.until);
    if (typeof values.svg === 'string') await writeFile(values.svg, pulseSvg(chartWeeks(pulse)));
    process.stdout.write(
      values.json === true ? JSON.stringify(pulseJson(pulse)) + '\n' : renderPulseText(pulse),
    );
    return 0;
  });
}
