// The deep pass's record in log.md: its own entry, `## [date] lint | deep pass: …`, naming the
// commit whose wiki it read, the pages it left for the next run, every deep finding still open
// (so a run with nothing changed reports them without a model call), its tokens and its cost
// (which the daily budget and the pulse count like any other spend). Findings are stored as
// escaped JSON: nothing in them is the model's prose, only page names, concepts and quotes that
// were checked against the pages.
import { escapeMarkdown, spendLines, utcDate } from '../../log/entry.js';
import type { Usage } from '../../types.js';
import * as z from '../../zod.js';
import type { Finding } from '../rules.js';

export interface DeepRecord {
  /** The commit whose wiki the pass read. */
  commit: string;
  /** Pages changed by then that it did not read (a budget or a failed call). */
  pending: string[];
  /** Every deep finding open after the pass. */
  findings: Finding[];
}

const HEADING = /^## \[\d{4}-\d{2}-\d{2}\] lint \| deep pass\b/;
const ANY_HEADING = /^## \[/;
const CHECKED = /^- Checked at: `([0-9a-f]{40}|[0-9a-f]{64})`$/;
const PENDING = /^- Pending: (.*)$/;
const FINDING = /^- Finding: ([\s\S]*)$/;

const Stored = z.object({
  rule: z.enum(['contradiction', 'missing-page']),
  page: z.string(),
  detail: z.string(),
  pages: z.optional(z.array(z.string())),
  concept: z.optional(z.string()),
  quotes: z.optional(z.array(z.object({ page: z.string(), text: z.string() }))),
});

const slugs = (list: readonly string[]): string =>
  list.length ? list.map((s) => `[[${escapeMarkdown(s)}]]`).join(', ') : 'none';

const unescape = (s: string): string => s.replace(/\\(.)/gs, '$1');

function readFinding(text: string): Finding | null {
  try {
    const parsed = z.safeParse(Stored, JSON.parse(unescape(text)));
    return parsed.success
      ? { ...parsed.data, severity: parsed.data.rule === 'contradiction' ? 'warning' : 'info' }
      : null;
  } catch {
    return null;
  }
}

/** The last deep pass log.md records, or null when there is none. */
export function lastDeepRecord(log: string | null): DeepRecord | null {
  let record: DeepRecord | null = null;
  let inDeep = false;
  for (const line of (log ?? '').split(/\r?\n/)) {
    if (ANY_HEADING.test(line)) {
      inDeep = HEADING.test(line);
      if (inDeep) record = { commit: '', pending: [], findings: [] };
      continue;
    }
    if (!inDeep || !record) continue;
    const checked = CHECKED.exec(line);
    if (checked) record.commit = checked[1]!;
    const pending = PENDING.exec(line);
    if (pending && pending[1] !== 'none')
      record.pending = [...pending[1]!.matchAll(/\[\[((?:\\.|[^\]\\])+)\]\]/g)].map((m) =>
        unescape(m[1]!),
      );
    const finding = FINDING.exec(line);
    const read = finding ? readFinding(finding[1]!) : null;
    if (read) record.findings.push(read);
  }
  return record && record.commit ? record : null;
}

export interface DeepEntryInput extends DeepRecord {
  date: Date;
  examined: string[];
  usage: Usage;
  cost_usd: number | null;
}

/** The log entry of one deep pass. */
export function deepEntry(e: DeepEntryInput): string {
  const n = e.findings.length;
  const stored = (f: Finding): string =>
    escapeMarkdown(
      JSON.stringify({
        rule: f.rule,
        page: f.page,
        detail: f.detail,
        // Absent (undefined) lists are left out by JSON.stringify; an empty concept is too.
        pages: f.pages,
        ...(f.concept ? { concept: f.concept } : {}),
        quotes: f.quotes,
        // JSON leaves these two line separators raw; escaped, the entry stays one line each.
      }).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`),
    );
  return [
    `## [${utcDate(e.date)}] lint | deep pass: ${e.examined.length} page${e.examined.length === 1 ? '' : 's'} examined, ${n} finding${n === 1 ? '' : 's'} open`,
    '',
    `- Checked at: \`${e.commit}\``,
    `- Examined: ${slugs(e.examined)}`,
    `- Pending: ${slugs(e.pending)}`,
    ...e.findings.map((f) => `- Finding: ${stored(f)}`),
    ...spendLines(e),
  ].join('\n');
}
