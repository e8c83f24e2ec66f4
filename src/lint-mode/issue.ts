// The one issue the lint mode keeps: its section of the body (between hidden markers, with the
// findings' digest and whether it was left clean), and what a run does with it. Pure: the issues
// found come in, a plan goes out (src/lint-mode/issue-sync.ts carries it out).
//
// Whose text is whose: the section between the markers is the action's and is rewritten when the
// findings change (never when they do not, so nobody is notified of nothing); text above or below
// it, the title and the labels are people's and are kept as they are. The issue is found again
// by its label AND the markers, opened by the account the run's token acts as or by someone with
// write access — never by title, and never because another app's bot opened it.
// A person who closes it while it lists findings is not overruled: it stays closed until the
// findings change, and then a new issue lists them. One the action closed (clean) is reopened.
import { createHash } from 'node:crypto';
import { sameAccount } from '../github/identity.js';
import type { LabeledIssue } from '../github/issues.js';
import { ACCEPTED_FILE } from '../lint/accepted.js';
import { fixFor, RULE_IDS, RULES, type Finding, type Severity } from '../lint/rules.js';
import { codeSpan, inertText } from '../security/inert-markdown.js';

export const LINT_LABEL = {
  name: 'wiki-lint',
  color: '5319e7',
  description: 'Findings of wiki-ingest lint, kept up to date by its scheduled run',
};

const START = '<!-- wiki-ingest:lint:start -->';
const END = '<!-- wiki-ingest:lint:end -->';
const STATE = /<!-- wiki-ingest:lint:state digest=([0-9a-f]{12}) clean=(true|false) -->/;

/** GitHub refuses a body over 65,536 characters; the section keeps room for people's text. */
export const MAX_SECTION_CHARS = 50_000;

export interface SectionState {
  digest: string;
  clean: boolean;
}

/** The findings as a digest: the same findings (by fingerprint) give the same digest. */
export function findingsDigest(findings: readonly Finding[]): string {
  const lines = findings.map((f) => `${f.rule}\0${f.page}\0${f.fingerprint ?? f.detail}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 12);
}

/** The action's section of a body and the text around it; null when the body has none. */
export function splitBody(
  body: string,
): { before: string; after: string; state: SectionState | null } | null {
  // The first start and the last end: markers quoted inside the section (a page named after
  // one) lie between ours and cannot cut it short.
  const start = body.indexOf(START);
  const end = body.lastIndexOf(END);
  if (start < 0 || end < start) return null;
  const state = STATE.exec(body.slice(start, end));
  return {
    before: body.slice(0, start),
    after: body.slice(end + END.length),
    state: state ? { digest: state[1]!, clean: state[2] === 'true' } : null,
  };
}

/**
 * Our issue: opened by the token's own account (`login`), compared first, and holding our section.
 * An issue anyone else opened — a maintainer quoting the section, another app's bot — is theirs:
 * never edited, closed or reopened.
 */
const isOurs = (i: LabeledIssue, login: string): boolean =>
  sameAccount(i.login, login, i.authorType || undefined) && splitBody(i.body) !== null;

export interface SectionInput {
  findings: readonly Finding[];
  /** Findings the accepted-findings file silenced. */
  accepted: number;
  wikiPath: string;
  commit: string;
  branch: string;
  /** The run that wrote it, for a link (absent outside Actions). */
  runUrl?: string;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** `2 errors, 3 warnings, 1 info`, or `no findings`. */
export function countsLine(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'no findings';
  const by = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  return `${plural(by('error'), 'error')}, ${plural(by('warning'), 'warning')}, ${by('info')} info`;
}

function findingLine(f: Finding): string {
  const fix = fixFor(f);
  const quotes = (f.quotes ?? []).map((q) => `${codeSpan(q.page)}: “${inertText(q.text, 400)}”`);
  return [
    `- ${codeSpan(f.page)}: ${inertText(f.detail)}`,
    ...(quotes.length ? [` (${quotes.join(' — ')})`] : []),
    fix ? ` **Fix:** ${inertText(fix)}.` : '',
    f.fingerprint ? ` <sub>${codeSpan(f.fingerprint)}</sub>` : '',
  ].join('');
}

/** The findings grouped by rule, one line each, cut (with a count) to fit `budget` characters. */
function findingsMarkdown(findings: readonly Finding[], budget: number): string[] {
  const lines: string[] = [];
  let used = 0;
  let left = findings.length;
  for (const rule of RULE_IDS) {
    const group = findings.filter((f) => f.rule === rule);
    if (group.length === 0) continue;
    const spec = RULES[rule];
    const head = [``, `#### ${rule} — ${spec.severity}, ${group.length}`, ``, `${spec.finds}.`, ``];
    for (const f of group) {
      const line = findingLine(f);
      if (used + line.length > budget) {
        lines.push(
          '',
          `… and ${plural(left, 'more finding')}: the run's job summary lists them all.`,
        );
        return lines;
      }
      if (head.length) lines.push(...head.splice(0));
      lines.push(line);
      used += line.length;
      left--;
    }
  }
  return lines;
}

const ACCEPT_HELP = (wikiPath: string): string[] => [
  '',
  '<details><summary>Accepting a finding</summary>',
  '',
  `A finding that is right as it is can be accepted: list it in \`${wikiPath}/${ACCEPTED_FILE}\` and lint stays quiet about it until one of its pages changes.`,
  '',
  '```yaml',
  '- rule: stale',
  '  page: api/tokens',
  '  fingerprint: 0123456789ab # the code after the finding',
  '  reason: the rotation count is not on the page',
  '```',
  '',
  '</details>',
];

/** The action's section: markers, state, the counts, the findings with their fixes. */
export function renderSection(input: SectionInput): string {
  const { findings } = input;
  const clean = findings.length === 0;
  const accepted = input.accepted
    ? ` (${plural(input.accepted, 'accepted finding')} not listed)`
    : '';
  const where = `${codeSpan(`${input.wikiPath}/`)} at ${codeSpan(input.commit.slice(0, 7))} on ${codeSpan(input.branch)}`;
  const run = input.runUrl ? ` ([the run](${input.runUrl}))` : '';
  return [
    START,
    `<!-- wiki-ingest:lint:state digest=${findingsDigest(findings)} clean=${clean} -->`,
    `### wiki-ingest lint: ${countsLine(findings)}${accepted}`,
    '',
    clean
      ? `The wiki ${where} has no findings${run}. This issue was closed by the lint run; it reopens it when findings return.`
      : `The wiki ${where}, as the scheduled lint run found it${run}. This section is rewritten when the findings change; text above or below it is kept.`,
    ...findingsMarkdown(findings, MAX_SECTION_CHARS),
    ...(clean ? [] : ACCEPT_HELP(input.wikiPath)),
    END,
  ].join('\n');
}

/** A body with `section` in place of the old one; people's text around it kept. */
export function withSection(body: string | null, section: string): string {
  const parts = body === null ? null : splitBody(body);
  if (!parts) return section;
  return `${parts.before}${section}${parts.after}`;
}

export type IssuePlan =
  | { kind: 'create'; title: string; body: string }
  | { kind: 'update' | 'close' | 'reopen'; issue: LabeledIssue; body: string }
  | { kind: 'none'; issue: LabeledIssue | null; why: string };

export const ISSUE_TITLE = (wikiPath: string): string =>
  `wiki-ingest lint: findings in ${wikiPath}/`;

/**
 * What to do with the issues found (labelled, any state) for this run's section; `login` is the
 * account the run's token acts as.
 */
export function planIssue(
  found: readonly LabeledIssue[],
  input: SectionInput,
  login: string,
): { plan: IssuePlan; notes: string[] } {
  const section = renderSection(input);
  const digest = findingsDigest(input.findings);
  const clean = input.findings.length === 0;
  const ours = found.filter((i) => isOurs(i, login)).sort((a, b) => a.number - b.number);
  const open = ours.filter((i) => i.state === 'open');
  const notes =
    open.length > 1
      ? [
          `Several open issues carry the lint markers (${open.map((i) => `#${i.number}`).join(', ')}); this run keeps #${open[0]!.number} up to date. Close the others.`,
        ]
      : [];
  const kept = open[0];
  if (kept) {
    const state = splitBody(kept.body)?.state;
    if (clean)
      return { plan: { kind: 'close', issue: kept, body: withSection(kept.body, section) }, notes };
    if (state?.digest === digest)
      return { plan: { kind: 'none', issue: kept, why: 'the findings are unchanged' }, notes };
    return { plan: { kind: 'update', issue: kept, body: withSection(kept.body, section) }, notes };
  }
  if (clean) return { plan: { kind: 'none', issue: null, why: 'there are no findings' }, notes };
  const last = ours[ours.length - 1];
  const state = last ? splitBody(last.body)?.state : undefined;
  if (last && state?.clean)
    return { plan: { kind: 'reopen', issue: last, body: withSection(last.body, section) }, notes };
  if (last && state?.digest === digest)
    return {
      plan: {
        kind: 'none',
        issue: last,
        why: `#${last.number} was closed by hand while listing these findings; it is not reopened, and a new issue opens when the findings change`,
      },
      notes,
    };
  return { plan: { kind: 'create', title: ISSUE_TITLE(input.wikiPath), body: section }, notes };
}
