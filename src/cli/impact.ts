// `wiki-ingest impact`: the wiki pages a local change makes stale, before the pull request exists
// — for a person, a pre-push hook or CI. The change against the merge base with the base branch
// (src/impact/local.ts), the pages through mode: impact's own ties and in its words
// (src/impact/ties.ts, render.ts; local-words.ts); as text or one JSON document. Free: no model, no network.
// Exit 0 unless --fail-on-impact asks for 1 when a page is impacted.
import { resolve } from 'node:path';
import { loadConfig } from '../config/parse.js';
import { localImpact } from '../impact/local.js';
import { impactJson, impactLines } from '../impact/local-words.js';
import { safeLines } from '../security/output.js';
import { runCommand, type CommandSpec } from './flags.js';
import { repoTop } from './git-head.js';

export const spec: CommandSpec = {
  name: 'impact',
  summary:
    'Lists the wiki pages a local change makes stale, as mode: impact would on its pull request: the pages covering a file it changes, deletes or renames, and the pages naming a path or identifier it changes. The change is HEAD against its merge base with the base branch (the default branch unless --base), with --working-tree the uncommitted files too. Free: no model, no network.',
  usage: '[--base REV] [--working-tree] [--json] [--fail-on-impact] [--repo DIR] [--wiki-path P]',
  flags: {
    base: {
      type: 'string',
      value: 'REV',
      description:
        'The branch the change would merge into (a branch, tag or commit of this clone). Default: the default branch, as origin/HEAD names it, else main, else master. The wiki is read there; the change is diffed from the merge base.',
    },
    'working-tree': {
      type: 'boolean',
      description:
        'Also the changes not committed yet: staged, unstaged and untracked files (not ignored ones).',
    },
    json: {
      type: 'boolean',
      description:
        'Print one JSON document: {"base": {"ref", "how", "commit", "merge_base"}, "head", "working_tree", "files": [{"path", "status", "previous_path"?}], "pages": [{"slug", "file", "title", "ties": [{"kind", "name", "change", "to"?, "file", "text"}], "edited"}], "scanned", "total", "history" (past commits read for co-changes), "notes"}.',
    },
    'fail-on-impact': {
      type: 'boolean',
      description:
        'Exit 1 when a page is impacted (a pre-push hook or a CI step that should stop until the pages are reviewed). Without it the exit is 0 whatever is impacted.',
    },
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'The repository (default: the git repository holding the current folder).',
    },
  },
  inputs: ['impact'],
};

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const start = resolve(typeof values.repo === 'string' ? values.repo : '.');
    const top = await repoTop(start).catch(() => {
      throw new Error(`${start} is not in a git repository; run it inside one or pass --repo DIR.`);
    });
    const result = await localImpact(top, config, {
      ...(typeof values.base === 'string' ? { base: values.base } : {}),
      workingTree: values['working-tree'] === true,
    });
    process.stdout.write(
      values.json === true
        ? `${JSON.stringify(impactJson(result), null, 2)}\n`
        : safeLines(impactLines(result, config.wikiPath)),
    );
    return values['fail-on-impact'] === true && result.impact.pages.length > 0 ? 1 : 0;
  });
}
