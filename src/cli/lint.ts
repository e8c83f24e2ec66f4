// `wiki-ingest lint`: the wiki as HEAD's tree holds it, checked for free — dead links, covered
// files gone or changed since their stamp, front-matter, index.md drift, orphans, duplicate
// titles, cap cuts. git feeds it (ls-tree, cat-file, one log for `since`); the rules are pure
// (src/lint/). Exit 1 when a finding at or above --fail-on exists.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import {
  FAIL_ON,
  lintExitCode,
  lintWiki,
  sinceTargets,
  type FailOn,
  type LintReport,
} from '../lint/lint-wiki.js';
import { renderLint } from '../lint/text.js';
import { GitError } from '../git/run.js';
import { safeLine } from '../security/output.js';
import type { Page } from '../wiki/types.js';
import { treeListing } from '../wiki/provenance.js';
import { snapshotOfTree, wikiTreeAt } from '../wiki/tree.js';
import { capsOf } from '../wiki/types.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';
import { sinceFromGit } from './git-since.js';
import { gitTrees, headCommit } from '../git/tree.js';

export const spec: CommandSpec = {
  name: 'lint',
  summary:
    "Checks the wiki in HEAD's tree, for free (no model): dead-link, missing-source, front-matter and index-drift are errors; stale, orphan, duplicate-title and cap warnings; uncovered information. Each finding names its page and the fix.",
  usage: '[--repo DIR] [--wiki-path P] [--json] [--fail-on error|warning|never] [caps flags]',
  flags: {
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'Repository to read (default: .); the wiki is read from its HEAD commit.',
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
  },
  inputs: ['map'],
};

function failOnOf(value: unknown): FailOn {
  if (value === undefined) return 'error';
  if (FAIL_ON.includes(value as FailOn)) return value as FailOn;
  throw new UsageError(
    `--fail-on ${String(value)} is not one of ${FAIL_ON.join(', ')}; error (the default) fails on errors, warning on warnings too, never on nothing.`,
  );
}

/**
 * The wiki's own warnings the rules do not already report (the front-matter rule covers what
 * parsePage says about a page's front-matter): slugs taken twice, links skipped, bad UTF-8.
 */
const otherWarnings = (warnings: readonly string[], pages: readonly Page[]): string[] => {
  const MARK = ': front-matter ';
  const files = new Set(pages.map((p) => p.file));
  return warnings.filter((w) => {
    const at = w.indexOf(MARK);
    return at < 0 || !files.has(w.slice(0, at));
  });
};

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

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const failOn = failOnOf(values['fail-on']);
    const config = await loadConfig(inputs, process.env);
    const repo = resolve((values.repo as string | undefined) ?? '.');
    const commit = await head(repo);
    const trees = gitTrees(repo);
    const [at, root] = await Promise.all([
      wikiTreeAt(trees, commit, config.wikiPath),
      trees.rootTree(commit).then((tree) => trees.listTree(tree, true)),
    ]);
    if (at.tree === null) {
      process.stderr.write(
        safeLine(
          `wiki-ingest lint: the wiki folder "${config.wikiPath}" is not in HEAD (${commit.slice(0, 12)}) of ${repo}; pass --wiki-path, or commit the wiki first.`,
        ) + '\n',
      );
      return 1;
    }
    const snapshot = await snapshotOfTree(trees, at, config.wikiPath, config.mapFile);
    const { pages } = snapshot.wiki;
    const tree = treeListing(root.entries);
    const report: LintReport = lintWiki({
      pages,
      index: snapshot.existing.index,
      tree,
      caps: capsOf(config),
      since: await sinceFromGit(repo, commit, sinceTargets(pages, tree)),
    });
    for (const w of otherWarnings(snapshot.wiki.warnings, pages))
      process.stderr.write(safeLine(`wiki-ingest lint: note: ${w}`) + '\n');
    // JSON escapes every control character inside strings: no value can start a line.
    if (values.json === true) process.stdout.write(JSON.stringify(report) + '\n');
    else
      process.stdout.write(renderLint(report, `${config.wikiPath}/ at HEAD ${commit.slice(0, 7)}`));
    return lintExitCode(report, failOn);
  });
}
