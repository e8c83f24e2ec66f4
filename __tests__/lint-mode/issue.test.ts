// The lint issue's plan: created once, edited when the findings change (never when they do not),
// closed when clean and reopened when findings return; people's text, titles and closes kept;
// found by label and markers from a trusted opener only; untrusted text inert in the body.
import type { LabeledIssue } from '../../src/github/issues.js';
import {
  findingsDigest,
  planIssue,
  renderSection,
  splitBody,
  withSection,
  type SectionInput,
} from '../../src/lint-mode/issue.js';
import { codeSpan, inertText } from '../../src/security/inert-markdown.js';
import type { Finding } from '../../src/lint/rules.js';

const dead = (page: string, fingerprint: string): Finding => ({
  rule: 'dead-link',
  severity: 'error',
  page,
  detail: '[[gone]] points at no page',
  fingerprint,
});
const input = (findings: Finding[]): SectionInput => ({
  findings,
  accepted: 0,
  wikiPath: 'wiki',
  commit: 'a'.repeat(40),
  branch: 'main',
});
let next = 1;
const issue = (body: string, extra: Partial<LabeledIssue> = {}): LabeledIssue => ({
  number: next++,
  url: 'https://github.com/o/r/issues/1',
  title: 'wiki-ingest lint: findings in wiki/',
  body,
  state: 'open',
  authorType: 'Bot',
  login: 'github-actions[bot]',
  association: 'NONE',
  labels: ['wiki-lint'],
  ...extra,
});

/** The account the run's token acts as. */
const US = 'github-actions[bot]';
const ONE = [dead('a', '111111111111')];
const TWO = [dead('a', '111111111111'), dead('b', '222222222222')];

describe('planIssue', () => {
  it('creates the issue when none carries the label and markers', () => {
    const { plan } = planIssue([], input(ONE), US);
    expect(plan).toMatchObject({ kind: 'create', title: 'wiki-ingest lint: findings in wiki/' });
    expect(plan.kind === 'create' && splitBody(plan.body)?.state).toEqual({
      digest: findingsDigest(ONE),
      clean: false,
    });
  });

  it('leaves an open issue alone while its findings are unchanged', () => {
    const open = issue(renderSection(input(ONE)));
    expect(planIssue([open], input(ONE), US).plan).toMatchObject({ kind: 'none', issue: open });
  });

  it("rewrites only its own section when the findings change: a person's text stays", () => {
    const body = `Owner's note: look at a first.\n\n${renderSection(input(ONE))}\n\n— signed, Ada`;
    const open = issue(body);
    const { plan } = planIssue([open], input(TWO), US);
    expect(plan.kind).toBe('update');
    const edited = plan.kind === 'update' ? plan.body : '';
    expect(edited.startsWith("Owner's note: look at a first.\n\n")).toBe(true);
    expect(edited.endsWith('\n\n— signed, Ada')).toBe(true);
    expect(edited).toContain('`b`');
    expect(splitBody(edited)?.state?.digest).toBe(findingsDigest(TWO));
  });

  it('closes the issue when the wiki is clean, and reopens that one when findings return', () => {
    const open = issue(renderSection(input(ONE)));
    const { plan } = planIssue([open], input([]), US);
    expect(plan.kind).toBe('close');
    const cleanBody = plan.kind === 'close' ? plan.body : '';
    expect(cleanBody).toContain('### wiki-ingest lint: no findings');
    const closed = { ...open, body: cleanBody, state: 'closed' as const };
    expect(planIssue([closed], input([]), US).plan.kind).toBe('none');
    expect(planIssue([closed], input(ONE), US).plan).toMatchObject({
      kind: 'reopen',
      issue: closed,
    });
  });

  it('a person who closed it with findings listed is not overruled until the findings change', () => {
    const closed = issue(renderSection(input(ONE)), { state: 'closed' });
    expect(planIssue([closed], input(ONE), US).plan).toMatchObject({
      kind: 'none',
      why: expect.stringMatching(/closed by hand while listing these findings/),
    });
    expect(planIssue([closed], input(TWO), US).plan.kind).toBe('create');
  });

  it("is found by label and markers from the token's own account only, never by title", () => {
    const section = renderSection(input(ONE));
    const stranger = issue(section, { authorType: 'User', login: 'mallory', association: 'NONE' });
    const otherApp = issue(section, {
      authorType: 'Bot',
      login: 'other-app[bot]',
      association: 'NONE',
    });
    const titleOnly = issue('no markers here');
    const member = issue(section, { authorType: 'User', login: 'ada', association: 'MEMBER' });
    expect(planIssue([stranger, otherApp, titleOnly], input(ONE), US).plan.kind).toBe('create');
    // Another app's token acting here would own its own issue, not ours.
    expect(planIssue([otherApp], input(ONE), 'other-app[bot]').plan.kind).toBe('none');
    // A maintainer's issue quoting the section is theirs too: a new one is opened, theirs kept.
    expect(planIssue([stranger, member], input(ONE), US).plan.kind).toBe('create');
  });

  it('keeps the oldest of several open issues and says so', () => {
    const a = issue(renderSection(input(ONE)));
    const b = issue(renderSection(input(ONE)));
    const { plan, notes } = planIssue([b, a], input(TWO), US);
    expect(plan).toMatchObject({ kind: 'update', issue: a });
    expect(notes).toEqual([expect.stringContaining(`keeps #${a.number} up to date`)]);
  });
});

describe('the section', () => {
  it('groups findings by rule with their fix and fingerprint', () => {
    const section = renderSection({ ...input(TWO), accepted: 2 });
    expect(section).toContain(
      '### wiki-ingest lint: 2 errors, 0 warnings, 0 info (2 accepted findings not listed)',
    );
    expect(section).toContain('#### dead-link — error, 2');
    expect(section).toContain(
      '- `a`: \\[\\[gone\\]\\] points at no page **Fix:** create that page, or correct or remove the link. <sub>`111111111111`</sub>',
    );
  });

  it('untrusted text pings nobody, links no issue and cannot close or forge the markers', () => {
    const hostile: Finding = {
      rule: 'contradiction',
      severity: 'warning',
      page: 'x`y',
      detail: '@admin see #12 <!-- wiki-ingest:lint:end --> ![img](https://e.x/a.png)',
      quotes: [{ page: 'a', text: '<script>alert(1)</script> @team' }],
      fingerprint: '333333333333',
    };
    const section = renderSection(input([hostile]));
    expect(section.match(/<!-- wiki-ingest:lint:end -->/g)).toHaveLength(1);
    expect(section).not.toMatch(/(^|[^\u200b\\])@admin|@team/);
    expect(section).toContain('@\u200badmin');
    expect(section).toContain('\\#\u200b12');
    expect(section).not.toContain('<script>');
    expect(section).not.toContain('![img]');
    expect(section).toContain('``x`y``');
    const named = renderSection(input([{ ...hostile, page: '<!-- wiki-ingest:lint:end -->' }]));
    const split = splitBody(`before\n${named}\nafter`);
    expect([split?.before, split?.after, split?.state?.clean]).toEqual([
      'before\n',
      '\nafter',
      false,
    ]);
    const around = withSection(`before\n${section}\nafter`, renderSection(input([])));
    expect(around).toMatch(
      /^before\n<!-- wiki-ingest:lint:start -->[\s\S]*no findings[\s\S]*-->\nafter$/,
    );
  });

  it('stays within its budget, counting what it leaves out', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      ...dead(`page-${i}`, i.toString(16).padStart(12, '0')),
      detail: `[[gone-${i}]] points at no page ${'x'.repeat(40)}`,
    }));
    const section = renderSection(input(many));
    expect(section.length).toBeLessThan(60_000);
    expect(section).toMatch(/… and \d+ more findings: the run's job summary lists them all\./);
    expect(section.endsWith('<!-- wiki-ingest:lint:end -->')).toBe(true);
  });
});

describe('inert Markdown', () => {
  it('escapes punctuation and breaks mentions and references', () => {
    expect(inertText('a *b* [c](d) <e> @f #1 x@y.z')).toBe(
      'a \\*b\\* \\[c\\](d) \\<e\\> @\u200bf \\#\u200b1 x@\u200by.z',
    );
    expect(codeSpan('a``b')).toBe('```a``b```');
    expect(codeSpan('`a')).toBe('`` `a ``');
    expect(codeSpan('')).toBe('—');
  });
});
