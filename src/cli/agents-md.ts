// `wiki-ingest agents-md`: writes or updates the one marked block in AGENTS.md (or CLAUDE.md) that
// tells coding agents the wiki exists, where its map is, how to read it and the rules for editing
// it. Idempotent: a second run writes nothing. Text outside the markers is never touched. Free.
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { loadConfig } from '../config/parse.js';
import { wikiPathProblem } from '../config/checks.js';
import { unifiedDiff } from '../publish/unified-diff.js';
import { readPersonFile, UnsafeWriteError, writeWorkingTree } from '../publish/safe-write.js';
import { safeLine, safeLines } from '../security/output.js';
import {
  agentsBlock,
  agentsShape,
  AgentsMdError,
  withAgentsBlockBytes,
} from '../wiki/agents-md.js';
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

/** The block written into the file's bytes: the text before (null: no file) and after, or why not. */
async function blockEdit(
  root: string,
  file: string,
  wiki: Parameters<typeof agentsShape>[0],
  config: Config,
): Promise<{ before: string | null; after: string; warnings: string[] } | { refused: string }> {
  try {
    // The one door to a person's file: a link, a folder or a FIFO is refused before any read
    // (a dry run too), and the block is spliced into the bytes read, never a decoded copy.
    const read = await readPersonFile(root, file);
    if (read.kind === 'not-utf8')
      return { refused: `${read.refusal}. Its block was not written; nothing was written.` };
    const isSecret = secretPathMatcher(config.secretPaths);
    const shape = agentsShape(wiki, {
      wikiPath: config.wikiPath,
      mapFile: config.mapFile,
      // Folded as `wiki-ingest mcp` folds it, so the block names only the tools it lists.
      mapTokenBudget: config.mapTokenBudget,
      caps: capsOf(config),
      withheld: (page) => isSecret(`${config.wikiPath}/${page}`),
    });
    const bytes = read.kind === 'text' ? read.bytes : null;
    const after = withAgentsBlockBytes(bytes, agentsBlock(shape), file);
    // Written as UTF-8 text: it must be the very bytes spliced (strict UTF-8 both ways).
    if (!Buffer.from(after.text, 'utf8').equals(after.bytes))
      return { refused: `${file}: its bytes could not be kept as they are; nothing was written.` };
    const before = read.kind === 'text' ? read.text : null;
    return { before, after: after.text, warnings: shape.refused ?? [] };
  } catch (e) {
    if (e instanceof AgentsMdError || e instanceof UnsafeWriteError) return { refused: e.message };
    throw e;
  }
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
    const say = (line: string) =>
      process.stderr.write(safeLine(`wiki-ingest agents-md: ${line}`) + '\n');
    const fail = (message: string): number => {
      say(message);
      return 1;
    };
    const wiki = await loadRepoWiki(root, config);
    if ('missing' in wiki) return fail(wiki.missing);
    const edit = await blockEdit(root, file, wiki, config);
    if ('refused' in edit) return fail(edit.refused);
    for (const w of edit.warnings) say(`warning: ${w}.`);
    const { before, after } = edit;
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
    try {
      await writeWorkingTree(root, [
        { path: file, content: after, action: before === null ? 'create' : 'update' },
      ]);
    } catch (e) {
      if (e instanceof UnsafeWriteError) return fail(e.message);
      throw e;
    }
    process.stdout.write(
      safeLine(`${file}: wiki block ${before === null ? 'written (new file)' : 'updated'}.`) + '\n',
    );
    return 0;
  });
}
