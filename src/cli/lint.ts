// `wiki-ingest lint`: the wiki as HEAD's tree holds it, checked for free — dead links, covered
// files gone or changed since their stamp, front-matter, index.md drift, orphans, duplicate
// titles, cap cuts. git feeds it (ls-tree, cat-file, one log for `since`); the rules are pure
// (src/lint/). Exit 1 when a finding at or above --fail-on exists.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/parse.js';
import type { Config } from '../config.js';
import { checkWiki, generatedAt, readAccepted } from '../lint/check.js';
import type { DeepPassResult } from '../lint/deep/pass.js';
import { openSpendScope } from '../ledger/scope.js';
import { createClient } from '../llm/client.js';
import { FAIL_ON, lintExitCode, type FailOn } from '../lint/lint-wiki.js';
import { renderLint } from '../lint/text.js';
import { GitError } from '../git/process.js';
import { safeLine, safeLines } from '../security/output.js';
import { treeListing } from '../wiki/provenance.js';
import { snapshotOfTree, wikiTreeAt } from '../wiki/tree.js';
import { capsOf } from '../wiki/types.js';
import { treeDiffersNote, workingTreeSnapshot } from './lint-tree.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';
import { sinceFromGit } from './git-since.js';
import { localDeepPass, recordDeepPass } from './lint-deep.js';
import { gitTrees, headCommit } from '../git/tree.js';
import { gitRenameHistory } from '../git/renames.js';
import { cachedRenameHistory, findRenames } from '../lint/renames.js';
import { fixWorkingTree, type FixedWiki } from './lint-fix.js';
import { localDeadReferences } from './dead-references.js';
import { MAX_ADOPTED_COVERS } from '../wiki/adopt-covers.js';

export const spec: CommandSpec = {
  name: 'lint',
  summary:
    "Checks the wiki in HEAD's tree (or, with --working-tree, on disk), for free (no model): dead-link, missing-source, front-matter and index-drift are errors; stale, generated-cover, orphan, duplicate-title and cap warnings; uncovered information. Each finding names its page and the fix.",
  usage:
    '[--repo DIR] [--wiki-path P] [--working-tree] [--json] [--fail-on error|warning|never] [--fix [--dry-run] [--adopt-covers]] [--deep] [caps flags]',
  flags: {
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'Repository to read (default: .); the wiki is read from its HEAD commit.',
    },
    'working-tree': {
      type: 'boolean',
      description:
        "Lint the wiki folder as the working tree holds it (uncommitted edits, an adopt not yet committed) instead of HEAD's. Either way lint notes when the two differ.",
    },
    json: {
      type: 'boolean',
      description:
        'Print one JSON document: {"pages", "findings": [{"rule", "severity", "page", "detail", "file"?, "since"?}], "counts"}.',
    },
    'fail-on': {
      type: 'string',
      value: 'LEVEL',
      description:
        'Exit 1 when a finding of this severity or worse exists: error (default), warning, or never.',
    },
    fix: {
      type: 'boolean',
      description:
        'Repair the wiki in the working tree for free, then lint it: covers follow the renames history shows (stamp kept) and drop files it shows deleted, a generated map file is regenerated (never a file a person wrote), related gains the pages a body links. Writes uncommitted files.',
    },
    'dry-run': {
      type: 'boolean',
      description: 'With --fix: write nothing; print the repairs as unified diffs.',
    },
    'adopt-covers': {
      type: 'boolean',
      description: `With --fix: each page that covers nothing gains, as covers, the repository files it links to or names in backticks (at most ${MAX_ADOPTED_COVERS}, stamped at HEAD; never generated, ignored, secret or wiki files), as adopt gives them to a new docs folder.`,
    },
    'co-change-covers': {
      type: 'boolean',
      description:
        'With --fix: also give pages the covers git history proposes (a source file changed with the page in 2 or more past commits and in a fifth of its own), as adopt does for a wiki adopted before.',
    },
    deep: {
      type: 'boolean',
      description:
        'Also run the deep rules (contradiction, missing-page): the triage model reads the pages changed since the last deep pass, within max-cost-usd, and the pass is recorded in log.md in the working tree. Needs ANTHROPIC_API_KEY.',
    },
  },
  inputs: ['map', 'deep'],
};

function failOnOf(value: unknown): FailOn {
  if (value === undefined) return 'error';
  if (FAIL_ON.includes(value as FailOn)) return value as FailOn;
  throw new UsageError(
    `--fail-on ${String(value)} is not one of ${FAIL_ON.join(', ')}; error (the default) fails on errors, warning on warnings too, never on nothing.`,
  );
}

/** What `lint --deep --json` adds: what the pass read, left, called and spent. */
const deepJson = (r: DeepPassResult) => ({
  examined: r.examined,
  pending: r.pending,
  calls: r.calls,
  usage: r.usage,
  cost_usd: r.cost_usd,
});

/** The commit HEAD names, or a GitError a person can act on (no folder, no commit yet). */
async function head(repo: string): Promise<string> {
  if (!existsSync(repo)) throw new GitError(`${repo} does not exist; pass a git repository.`);
  try {
    return await headCommit(repo);
  } catch (e) {
    if (e instanceof GitError && /Needed a single revision/.test(e.message))
      throw new GitError(`${repo} has no commits yet; commit something first.`);
    throw e;
  }
}

/** What `lint --fix --json` adds: each repair, what was left alone, the files (or diffs). */
const fixJson = (f: FixedWiki, dryRun: boolean) => ({
  fixes: f.result.fixes,
  refused: f.result.refused,
  files: f.result.files.map((x) => x.file),
  ...(dryRun ? { diffs: f.diffs } : {}),
});

/** The repairs for people: one line each, then (--dry-run) the diffs. */
function fixText(f: FixedWiki, dryRun: boolean): string {
  const lines = f.result.fixes.map(
    (x) => `${dryRun ? 'would fix' : 'fixed'}  ${x.page}: ${x.detail}`,
  );
  if (lines.length === 0) lines.push('nothing to fix');
  const diffs = f.diffs.flatMap((d) => ['', ...d.replace(/\n$/, '').split('\n')]);
  // Paths and diff lines quote page text: one safe line each.
  return safeLines([...lines, ...diffs, '']);
}

/** --fix, --dry-run, --working-tree and --deep, checked against each other before any read. */
function modeFlags(values: Record<string, unknown>) {
  const fix = values.fix === true;
  const dryRun = values['dry-run'] === true;
  const workingTree = values['working-tree'] === true;
  if (values['co-change-covers'] === true && !fix)
    throw new UsageError('--co-change-covers goes with --fix (it writes covers into the pages).');
  if (dryRun && !fix)
    throw new UsageError(
      '--dry-run goes with --fix (it prints the repairs instead of writing them).',
    );
  if (values['adopt-covers'] === true && !fix)
    throw new UsageError(
      '--adopt-covers goes with --fix: `wiki-ingest lint --fix --adopt-covers` stamps the covers in the working tree.',
    );
  if (fix && values.deep === true)
    throw new UsageError(
      '--fix and --deep run apart: repair with --fix, commit, then run --deep on what was committed.',
    );
  if (workingTree && (fix || values.deep === true))
    throw new UsageError(
      '--working-tree lints what is on disk; --fix already reads and repairs the working tree, and --deep reads what was committed.',
    );
  return { fix, dryRun, workingTree, adoptCovers: values['adopt-covers'] === true };
}

/** What a lint read: the working tree (fixed, or as it is) or HEAD. */
function lintedWhere(
  wikiPath: string,
  commit: string,
  fixed: boolean,
  dryRun: boolean,
  workingTree: boolean,
): string {
  const at = commit.slice(0, 7);
  if (fixed)
    return `${wikiPath}/ in the working tree${dryRun ? ' (as --fix would leave it)' : ', fixed'}, against HEAD ${at}`;
  return workingTree
    ? `${wikiPath}/ in the working tree (HEAD ${at})`
    : `${wikiPath}/ at HEAD ${at}`;
}

/** `--deep`'s client, in a scope of the run's max-cost-usd: the one budget of its calls. */
async function deepClient(config: Config, secrets: Parameters<typeof createClient>[2]) {
  return openSpendScope({ budget: config.maxCostUsd }).through(
    await createClient(config, process.env, secrets),
  );
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const failOn = failOnOf(values['fail-on']);
    const { fix, dryRun, workingTree, adoptCovers } = modeFlags(values);
    const config = await loadConfig(inputs, process.env);
    // Before any read: a missing key fails fast, naming the input.
    const client = values.deep === true ? await deepClient(config, secrets) : null;
    const repo = resolve((values.repo as string | undefined) ?? '.');
    const commit = await head(repo);
    const trees = gitTrees(repo);
    const [at, root] = await Promise.all([
      wikiTreeAt(trees, commit, config.wikiPath),
      trees.rootTree(commit).then((tree) => trees.listTree(tree, true)),
    ]);
    if (at.tree === null && !(workingTree && existsSync(resolve(repo, config.wikiPath)))) {
      process.stderr.write(
        safeLine(
          `wiki-ingest lint: the wiki folder "${config.wikiPath}" is not in HEAD (${commit.slice(0, 12)}) of ${repo}; pass --wiki-path, or commit the wiki first.`,
        ) + '\n',
      );
      return 1;
    }
    const listing = treeListing(root.entries);
    const generated = await generatedAt(trees, listing, config.ignorePaths);
    const fixed = fix
      ? await fixWorkingTree(repo, commit, listing, config, {
          dryRun,
          generated,
          adoptCovers,
          coChange: values['co-change-covers'] === true,
        })
      : null;
    const snapshot =
      fixed?.snapshot ??
      (workingTree
        ? await workingTreeSnapshot(repo, config)
        : await snapshotOfTree(trees, at, config.wikiPath, { mapFile: config.mapFile }));
    const differs = fix ? null : await treeDiffersNote(repo, config.wikiPath, workingTree);
    const { pages } = snapshot.wiki;
    const deep = client
      ? localDeepPass({ repo, commit, trees, at, config, client, headLog: snapshot.existing.log })
      : null;
    const tree = listing;
    // One rename history for the missing covers and the dead paths: each path is looked up once.
    const history = cachedRenameHistory(gitRenameHistory(repo, commit));
    const checked = await checkWiki({
      wiki: {
        snapshot,
        tree,
        accepted: await readAccepted(trees, at),
        generated,
      },
      caps: capsOf(config),
      since: (targets) => sinceFromGit(repo, commit, targets),
      renames: async (missing) =>
        (await findRenames(missing, (p) => listing.has(p), history)).renames,
      deadReferences: localDeadReferences(repo, commit, listing, config.wikiPath, history),
      ...(deep ? { deep: () => deep.hook(pages) } : {}),
    });
    const ran = deep?.done();
    if (deep && ran) checked.notes.push(await recordDeepPass(deep.input, ran));
    const linted = ran ? { ...checked.report, deep: deepJson(ran.result) } : checked.report;
    const report = fixed ? { ...linted, fix: fixJson(fixed, dryRun) } : linted;
    if (differs) checked.notes.push(differs);
    for (const note of [...(fixed?.notes ?? []), ...checked.notes])
      process.stderr.write(safeLine(`wiki-ingest lint: note: ${note}`) + '\n');
    // JSON escapes every control character inside strings: no value can start a line.
    if (values.json === true) process.stdout.write(JSON.stringify(report) + '\n');
    else {
      if (fixed) process.stdout.write(fixText(fixed, dryRun));
      const where = lintedWhere(config.wikiPath, commit, fixed !== null, dryRun, workingTree);
      process.stdout.write(renderLint(linted, where));
    }
    return lintExitCode(report, failOn);
  });
}
