// `lint`'s output for people: findings grouped by rule in report order, one line each with its
// fix, and a closing count. Page names, details and commit subjects come from the repository, so
// every line passes through safeLine (a finding cannot start a workflow command in a CI log).
import { safeLines } from '../security/output.js';
import { fixFor, RULE_IDS, RULES, type Severity } from './rules.js';
import type { LintReport } from './lint-wiki.js';
import { ACCEPTED_FILE } from './accepted.js';
import { freshnessText } from '../wiki/freshness-text.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * `where` names what was read, e.g. `wiki/ at HEAD 1a2b3c4`; a report with `accepted` findings
 * says how many it leaves out.
 */
export function renderLint(report: LintReport & { accepted?: number }, where: string): string {
  const lines: string[] = [`${where}: ${plural(report.pages, 'page')}.`];
  if (report.freshness) lines.push(`Freshness: ${freshnessText(report.freshness)}.`);
  for (const rule of RULE_IDS) {
    const group = report.findings.filter((f) => f.rule === rule);
    if (group.length === 0) continue;
    const spec = RULES[rule];
    lines.push('', `${rule} (${spec.severity}, ${group.length}): ${spec.finds}`);
    for (const f of group) {
      const fix = fixFor(f);
      const sentence = /[.!?]$/.test(f.detail) ? f.detail : `${f.detail}.`;
      lines.push(`  ${f.page}: ${sentence}${fix ? ` Fix: ${fix}.` : ''}`);
    }
  }
  const by = (s: Severity): number => report.findings.filter((f) => f.severity === s).length;
  const accepted = report.accepted
    ? ` ${plural(report.accepted, 'accepted finding')} not shown (${ACCEPTED_FILE}).`
    : '';
  lines.push(
    '',
    (report.findings.length === 0
      ? 'No findings.'
      : `${plural(by('error'), 'error')}, ${plural(by('warning'), 'warning')}, ${by('info')} info.`) +
      accepted,
  );
  return safeLines(lines);
}
