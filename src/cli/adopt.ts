// `wiki-ingest adopt`: an existing docs folder made ready for the map, for free and the same way
// every time: each page without a title, description or type in its front-matter gets one (the
// first heading or the file name, the first sentence within description-chars, the type its
// folder names), `related` from the pages its Markdown links reach, and nothing else changes. Prints what it changed; --dry-run writes nothing.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { writeWorkingTree } from '../publish/safe-write.js';
import { safeLines } from '../security/output.js';
import type { FileWrite } from '../types.js';
import { adoptFile, type Adopted } from '../wiki/adopt.js';
import { loadRepoWiki } from '../wiki/load.js';
import { parsePage } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';
import { coChangeProposal, proposalLines, withLearnedCovers } from './co-change.js';
import { runCommand, type CommandSpec } from './flags.js';
import { adoptNotes } from './adopt-notes.js';

export const spec: CommandSpec = {
  name: 'adopt',
  summary:
    "Gives every page of an existing docs folder the front-matter the wiki map reads (title, a description within description-chars, a type from its folder, related from its Markdown links) where it has none, without changing any body; says when index.md is a person's page (set map-file) and which pages pass page-char-cap. Free: no model, no network.",
  usage: '[--repo DIR] [--wiki-path P] [--dry-run] [--page-types LIST] [map flags]',
  inputs: ['map'],
  flags: {
    repo: { type: 'string', value: 'DIR', description: 'Repository root (default: .).' },
    'dry-run': { type: 'boolean', description: 'Print what would change; write nothing.' },
    'page-types': {
      type: 'string',
      value: 'LIST',
      description:
        'Page types a folder may name (decisions/ → decision); default: the page-types input.',
    },
    'co-change-covers': {
      type: 'boolean',
      description:
        'Also write the covers learned from git history (a source file changed with the page in 2 or more past commits and in a fifth of its own; listed for review without this flag), so mode: impact names a page when its files change.',
    },
  },
};

const said = (a: Adopted): string =>
  [
    a.title !== undefined ? `title "${a.title}"` : null,
    a.description !== undefined ? `description "${a.description}"` : null,
    a.type !== undefined ? `type ${a.type}` : null,
    a.related !== undefined ? `related ${a.related.join(', ')}` : null,
    a.historical ? 'historical (named by mode: impact through its covers only)' : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The covers history proposes (src/cli/co-change.ts), listed; with --co-change-covers, spliced
 * into the adopted texts (`writes`, gaining the pages adopt left alone). Its lines to print.
 */
async function learnedCovers(
  repo: string,
  config: Config,
  pages: readonly Page[],
  writes: FileWrite[],
  values: Record<string, unknown>,
): Promise<string[]> {
  const proposal = await coChangeProposal(repo, config, pages).catch((e: Error) => e);
  if (proposal instanceof Error)
    return [`no covers learned: the history was not read (${proposal.message}).`];
  const write = values['co-change-covers'] === true;
  if (!write || proposal.covers.length === 0) return proposalLines(proposal, false);
  const path = (p: Page) => `${config.wikiPath}/${p.file}`;
  const adopted = new Map(writes.map((w) => [w.path, w]));
  const current = pages.map((p) => {
    const w = adopted.get(path(p));
    return w ? parsePage(p.file, w.content).page : p;
  });
  const learned = withLearnedCovers(current, proposal);
  learned.pages.forEach((p, i) => {
    if (p.raw === current[i]!.raw) return;
    const w = adopted.get(path(p));
    if (w) w.content = p.raw;
    else writes.push({ path: path(p), content: p.raw, action: 'update' });
  });
  return [...proposalLines(proposal, values['dry-run'] !== true), ...learned.refused];
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const types = values['page-types'] as string | undefined;
    const config = await loadConfig(
      { ...inputs, ...(types !== undefined ? { 'page-types': types } : {}) },
      process.env,
    );
    const repo = resolve((values.repo as string | undefined) ?? '.');
    const wiki = await loadRepoWiki(repo, config);
    if ('missing' in wiki) {
      process.stderr.write(safeLines([`wiki-ingest adopt: ${wiki.missing}`]));
      return 1;
    }
    const slugs = new Set(wiki.pages.map((p) => p.slug));
    const writes: FileWrite[] = [];
    const lines: string[] = [];
    const refused: string[] = [];
    for (const page of wiki.pages) {
      const path = `${config.wikiPath}/${page.file}`;
      // The bytes on disk, not the text the wiki read: the check is made on what is there.
      const bytes = readFileSync(join(repo, config.wikiPath, page.file));
      const adopted = adoptFile(page.file, bytes, { ...config, pages: slugs }, path);
      if (!adopted) continue;
      if ('refused' in adopted) {
        refused.push(`wiki-ingest adopt: ${adopted.refused}`);
        continue;
      }
      writes.push({ path, content: adopted.text, action: 'update' });
      lines.push(
        `${values['dry-run'] === true ? 'would adopt' : 'adopted'} ${path}: ${said(adopted.added)}`,
      );
    }
    const got = writes.length;
    const covers = await learnedCovers(repo, config, wiki.pages, writes, values);
    if (writes.length && values['dry-run'] !== true)
      await writeWorkingTree(repo, writes, { wikiPath: config.wikiPath });
    const n = wiki.pages.length;
    const left = n - got - refused.length;
    lines.push(
      `${got} of ${n} page${n === 1 ? '' : 's'} ${values['dry-run'] === true ? 'would get' : 'got'} front-matter; ${refused.length ? `${refused.length} refused (see above), ` : ''}the other ${left} already had it (or their front-matter does not parse). No body was changed.`,
      ...covers,
    );
    lines.push(...(await adoptNotes(repo, config, wiki.pages)));
    // Titles, descriptions and file names come from the files: one safe line each.
    process.stderr.write(safeLines(refused));
    process.stdout.write(safeLines(lines));
    return refused.length ? 1 : 0;
  });
}
