// `wiki-ingest agents-md`: writes or updates the one marked block in AGENTS.md (or CLAUDE.md) that
// tells coding agents the wiki exists, where its map is, how to read it and the rules for editing
// it. Idempotent: a second run writes nothing. Text outside the markers is never touched. Free.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { wikiPathProblem } from '../config/checks.js';
import { unifiedDiff } from '../publish/unified-diff.js';
import { writeWorkingTree } from '../publish/safe-write.js';
import { safeLine, safeLines } from '../security/output.js';
import { agentsBlock, agentsShape, AgentsMdError, withAgentsBlock } from '../wiki/agents-md.js';
import { secretPathMatcher } from '../tools/source.js';
import { loadRepoWiki } from '../wiki/load.js';
import { capsOf } from '../wiki/types.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';
import { repoTop } from './git-head.js';

export const spec: CommandSpec = {
  name: 'agents-md',
  summary:
    "Writes or updates one marked block in AGENTS.md (or CLAUDE.md) telling coding agents the wiki exists, where its map is, how to read it (wiki-ingest mcp, naming the tools it lists for this wiki), to check the pages their change makes stale before finishing it (wiki-ingest impact, impacted_pages) and the rules for editing it. A second run changes nothing; text outside the block's markers is never touched. Free.",
  usage: '[--file AGENTS.md|CLAUDE.md] [--dry-run] [--repo DIR] [map flags]',
  flags: {
    file: {
      type: 'string',
      value: 'PATH',
      description:
        'The file, relative to the repository root: AGENTS.md (default), CLAUDE.md or another .md file. Created when missing.',
    },
    'dry-run': {
      type: 'boolean',
      description: 'Print the change as a unified diff and write nothing.',
    },
    repo: {
      type: 'string',
      value: 'DIR',
      description:
        'The repository (default: the git repository holding the current folder, else the current folder). The wiki is read from its working tree.',
    },
  },
  inputs: ['map'],
};

/** Why `path` cannot hold the block, or null. */
function fileProblem(path: string, wikiPath: string): string | null {
  const problem = wikiPathProblem(path);
  if (problem) return `"${path}" ${problem}`;
  if (!/\.md$/i.test(path)) return `"${path}" is not a .md file`;
  if (path.toLowerCase().startsWith(`${wikiPath.toLowerCase()}/`))
    return `"${path}" is inside the wiki folder, whose files wiki-ingest keeps itself`;
  return null;
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const file = (typeof values.file === 'string' ? values.file : 'AGENTS.md').replace(/^\.\//, '');
    const problem = fileProblem(file, config.wikiPath);
    if (problem)
      throw new UsageError(
        `--file: ${problem}; name a Markdown file relative to the repository root, e.g. AGENTS.md or CLAUDE.md.`,
      );
    const start = resolve(typeof values.repo === 'string' ? values.repo : '.');
    const root = (await repoTop(start).catch(() => null)) ?? start;
    const fail = (message: string): number => {
      process.stderr.write(safeLine(`wiki-ingest agents-md: ${message}`) + '\n');
      return 1;
    };
    const wiki = await loadRepoWiki(root, config);
    const isSecret = secretPathMatcher(config.secretPaths);
    if ('missing' in wiki) return fail(wiki.missing);
    const before = await readFile(resolve(root, file), 'utf8').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    let after: string;
    try {
      after = withAgentsBlock(
        before,
        agentsBlock(
          agentsShape(wiki, {
            wikiPath: config.wikiPath,
            mapFile: config.mapFile,
            // Folded as `wiki-ingest mcp` folds it, so the block names only the tools it lists.
            mapTokenBudget: config.mapTokenBudget,
            caps: capsOf(config),
            withheld: (page) => isSecret(`${config.wikiPath}/${page}`),
          }),
        ),
        file,
      );
    } catch (e) {
      if (e instanceof AgentsMdError) return fail(e.message);
      throw e;
    }
    if (after === before) {
      process.stdout.write(
        safeLine(`${file}: the wiki block is up to date; nothing written.`) + '\n',
      );
      return 0;
    }
    if (values['dry-run'] === true) {
      const diff = unifiedDiff(file, before, after).replace(/\n$/, '');
      process.stdout.write(safeLines(diff.split('\n')));
      process.stdout.write(safeLine(`(dry run: ${file} not written)`) + '\n');
      return 0;
    }
    // The same writer as the working tree's publish: no symbolic link on the way, no half file.
    await writeWorkingTree(root, [
      { path: file, content: after, action: before === null ? 'create' : 'update' },
    ]);
    process.stdout.write(
      safeLine(`${file}: wiki block ${before === null ? 'written (new file)' : 'updated'}.`) + '\n',
    );
    return 0;
  });
}
