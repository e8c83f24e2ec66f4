// Before any model call: which files are generated (their patches stripped), and every merge
// redacted once.
import type { Candidate } from '../fold.js';
import type { ClassifiedFile, MergeInfo } from '../types.js';
import type { Run } from './state.js';

/**
 * Which files are generated, decided once for the run — ignore-paths, the root .gitattributes at
 * the newest merge (one read through the workspace's file reader) and the nested ones when the
 * workspace lists them for free (git; the API workspace does not), content signs — and every
 * merge's generated files stripped of their patch before anything reads it (redaction, every
 * prompt); the report's files table says which rule made each one generated.
 */
export async function markGeneratedFiles(run: Run): Promise<void> {
  const { loadGeneratedFiles, markGenerated } = await import('../paths/generated.js');
  const { readText } = await import('../tools/source-reader.js');
  const newest = run.candidates[run.candidates.length - 1]!.merge;
  const workspace = run.deps.repo ? await run.workspace() : null;
  const reader = workspace ? readText(workspace.readSource(newest)) : null;
  let unread: string | null = null;
  const read = async (path: string): Promise<string | null> => {
    if (!reader) return null;
    try {
      return await reader(path);
    } catch (e) {
      unread = e instanceof Error ? e.message : String(e);
      return null;
    }
  };
  let unlisted: string | null = null;
  const fromTree = await workspace
    ?.generatedFiles?.(newest, run.config.ignorePaths)
    .catch((e: unknown) => {
      unlisted = e instanceof Error ? e.message : String(e);
      return undefined;
    });
  const generated = (run.generated =
    fromTree ?? (await loadGeneratedFiles(run.config.ignorePaths, read)));
  const said = [
    ...(unlisted !== null && unread === null
      ? [
          `The repository's .gitattributes files could not be listed (${unlisted}); the root's alone decided which files are generated.`,
        ]
      : []),
    ...(unread !== null
      ? [
          `The repository's .gitattributes could not be read (${unread}); only ignore-paths and what each file holds decided which files are generated.`,
        ]
      : []),
  ];
  if (said.length) run.report = { ...run.report, warnings: [...run.report.warnings, ...said] };
  run.candidates = run.candidates.map((c) => {
    const marked = markGenerated(c.merge, generated);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: marked };
      if (run.report.files)
        run.report = { ...run.report, files: withGenerated(run.report.files, marked) };
    }
    return { ...c, merge: marked };
  });
}

/**
 * A `.gitattributes` change that makes covered files generated, said: each merge's attribute file
 * is marked with the rule, the files and the pages (Tiers 2 and 3 see them beside its diff), and
 * the report names them, with the fix. After markGeneratedFiles, before any model call.
 */
export async function sayHiddenCovers(run: Run): Promise<void> {
  if (!run.generated || !run.snapshot) return;
  const { rulesHidingCovers, markHiding, hidingSentence } =
    await import('../paths/attribute-changes.js');
  const { coversIndexOf } = await import('../wiki/covers-index.js');
  const index = coversIndexOf(run.snapshot.wiki.pages);
  const said = new Set<string>();
  run.candidates = run.candidates.map((c) => {
    const rules = rulesHidingCovers(c.merge, index, run.generated);
    for (const r of rules) said.add(hidingSentence(r));
    const marked = markHiding(c.merge, rules);
    if (c.merge === run.primary.merge) run.primary = { ...run.primary, merge: marked };
    return { ...c, merge: marked };
  });
  const fix =
    "If those files are not generated, remove the rule; if they are, drop them from the pages' covers (wiki-ingest lint --fix does).";
  if (said.size)
    run.report = {
      ...run.report,
      warnings: [...run.report.warnings, ...[...said].map((s) => `${s}. ${fix}`)],
    };
}

/**
 * A merge every changed file of which is generated gives a model nothing to read: skipped before
 * Tier 2 is paid, saying the rules. The report's decision when it is the run's own merge.
 */
export function skipAllGenerated(run: Run): void {
  run.candidates = run.candidates.map((c) => {
    const files = c.merge.files;
    if (c.decision.decision !== 'process' || files.length === 0) return c;
    if (files.some((f) => f.generated === undefined)) return c;
    const rules = [...new Set(files.map((f) => f.generated!))];
    const reason = `every changed file is generated (${rules.slice(0, 3).join('; ')}${rules.length > 3 ? `; and ${rules.length - 3} more` : ''}): nothing a model could read, so none is paid for it.`;
    if (c.merge === run.primary.merge)
      run.report = { ...run.report, decision: { tier: 1, decision: 'skip', rule: null, reason } };
    return { ...c, decision: { ...c.decision, tier: 1, decision: 'skip', rule: null, reason } };
  });
}

/** Tier 1's file classes with the rule that made each generated file so (1:1 with the merge's files). */
const withGenerated = (files: readonly ClassifiedFile[], merge: MergeInfo): ClassifiedFile[] =>
  files.map((f, i) => {
    const rule = merge.files[i]?.generated;
    return rule === undefined ? f : { ...f, generated: rule };
  });

/**
 * Every merge redacted once, before any model sees it: Tiers 2 and 3 prompt from the redacted
 * merges, and log.md, the commit message and the summary name them by their redacted titles, so a
 * token-shaped title neither reaches a model nor stops the publish check.
 */
export async function redactMerges(run: Run): Promise<void> {
  const { Redactor, redactMerge } = await import('../security/redact.js');
  const redactor = (run.redactor = new Redactor(run.deps.secrets));
  const candidates: Candidate[] = [];
  for (const c of run.candidates) {
    const redacted = await redactMerge(c.merge, redactor);
    if (c.merge === run.primary.merge) {
      run.primary = { ...run.primary, merge: redacted };
      run.report = { ...run.report, merge: { ...run.report.merge, title: redacted.title } };
    }
    candidates.push({ ...c, merge: redacted, decision: { ...c.decision, title: redacted.title } });
  }
  run.candidates = candidates;
}
