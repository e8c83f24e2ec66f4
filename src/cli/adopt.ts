// `wiki-ingest adopt`: an existing docs folder made ready for the map, for free and the same way
// every time: each page without a title, description or type in its front-matter gets one (the
// first heading or the file name, the first sentence within description-chars, the type its
// folder names), `related` from the pages its Markdown links reach, and `covers`: the repository
// files it links to or names in backticks, stamped at HEAD (src/wiki/adopt-covers.ts), so lint,
// staleness and impact work on the docs from the start. Nothing else changes. Prints what it
// changed, page by page; --dry-run writes nothing.
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { loadConfig } from '../config/parse.js';
import { readPersonFile, UnsafeWriteError, writeWorkingTree } from '../publish/safe-write.js';
import { safeLines } from '../security/output.js';
import type { FileWrite } from '../types.js';
import { adoptFile, type Adopted } from '../wiki/adopt.js';
import { MAX_ADOPTED_COVERS, withAdoptedCovers } from '../wiki/adopt-covers.js';
import type { Cover } from '../wiki/covers.js';
import { loadRepoWiki } from '../wiki/load.js';
import { parsePage } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';
import { keepsBytes } from '../wiki/utf8.js';
import { localCoverProposals } from './adopt-covers.js';
import { coChangeProposal, proposalLines, withLearnedCovers } from './co-change.js';
import { runCommand, type CommandSpec } from './flags.js';
import { adoptNotes } from './adopt-notes.js';

export const spec: CommandSpec = {
  name: 'adopt',
  summary: `Gives every page of an existing docs folder the front-matter the wiki map reads (title, a description within description-chars, a type from its folder, related from its Markdown links) where it has none, and covers: the repository files a page links to or names in backticks (at most ${MAX_ADOPTED_COVERS} a page, stamped at HEAD; never generated, ignored, secret or wiki files), without changing any body; says which pages got which covers, when index.md is a person's page (set map-file) and which pages pass page-char-cap. Free: no model, no network.`,
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

const said = (a: Adopted, covers: readonly Cover[] = []): string =>
  [
    a.title !== undefined ? `title "${a.title}"` : null,
    a.description !== undefined ? `description "${a.description}"` : null,
    a.type !== undefined ? `type ${a.type}` : null,
    a.related !== undefined ? `related ${a.related.join(', ')}` : null,
    covers.length ? `covers ${covers.map((c) => c.path).join(', ')}` : null,
    a.historical ? 'historical (named by mode: impact through its covers only)' : null,
  ]
    .filter(Boolean)
    .join(', ');

/** One page as adopt leaves it: its bytes read, its text after adopting, what was added. */
interface PageAdoption {
  page: Page;
  path: string;
  bytes: Buffer;
  /** The text as read, and after adopting. */
  before: string;
  text: string;
  added: Adopted;
  covers: Cover[];
}

/** Each page's front-matter adopted (or the refusal, by name); pages with nothing to add keep their text. */
async function adoptFrontmatter(
  repo: string,
  config: Config,
  pages: readonly Page[],
  refused: string[],
): Promise<PageAdoption[]> {
  const slugs = new Set(pages.map((p) => p.slug));
  const out: PageAdoption[] = [];
  for (const page of pages) {
    const path = `${config.wikiPath}/${page.file}`;
    // The bytes on disk through the one door (no link, no FIFO), not the text the wiki read: the
    // check is made on what is there.
    const read = await readPersonFile(repo, path, { wikiPath: config.wikiPath }).catch(
      (e: unknown) => {
        if (e instanceof UnsafeWriteError) return e;
        throw e;
      },
    );
    if (read instanceof UnsafeWriteError || read.kind === 'missing') {
      refused.push(`wiki-ingest adopt: ${read instanceof Error ? read.message : `${path}: gone`}`);
      continue;
    }
    const bytes = read.bytes;
    const adopted = adoptFile(page.file, bytes, { ...config, pages: slugs }, path);
    if (adopted && 'refused' in adopted) {
      refused.push(`wiki-ingest adopt: ${adopted.refused}`);
      continue;
    }
    const text = adopted?.text ?? page.raw;
    out.push({
      page: parsePage(page.file, text).page,
      path,
      bytes,
      before: page.raw,
      text,
      added: adopted?.added ?? {},
      covers: [],
    });
  }
  return out;
}

/** The proposed covers spliced into each page's front-matter, only where every byte read is kept. */
function withCovers(
  adoptions: PageAdoption[],
  proposed: ReadonlyMap<string, Cover[]>,
  notes: string[],
): void {
  for (const a of adoptions) {
    const covers = proposed.get(a.page.slug);
    if (!covers) continue;
    const next = withAdoptedCovers(a.page, covers);
    if (!next || !keepsBytes(a.bytes, Buffer.from(next.raw, 'utf8'))) {
      notes.push(
        `note: ${a.path}: its covers (${covers.map((c) => c.path).join(', ')}) could not be added without changing other lines; add them by hand`,
      );
      continue;
    }
    a.text = next.raw;
    a.covers = covers;
  }
}

/**
 * The covers history proposes (src/cli/co-change.ts) for the pages as adopt leaves them, listed;
 * with --co-change-covers, spliced into their texts beside the covers they link. Its lines to print.
 */
async function learnedCovers(
  repo: string,
  config: Config,
  adoptions: PageAdoption[],
  o: { write: boolean; dryRun: boolean },
): Promise<string[]> {
  const current = adoptions.map((a) => parsePage(a.page.file, a.text).page);
  const proposal = await coChangeProposal(repo, config, current).catch((e: Error) => e);
  if (proposal instanceof Error)
    return [`no covers learned: the history was not read (${proposal.message}).`];
  if (!o.write || proposal.covers.length === 0) return proposalLines(proposal, false);
  const learned = withLearnedCovers(current, proposal);
  learned.pages.forEach((p, i) => {
    if (p.raw !== current[i]!.raw) adoptions[i]!.text = p.raw;
  });
  return [...proposalLines(proposal, !o.dryRun), ...learned.refused];
}

/** The closing lines: how many pages got front-matter, how many got covers, how many stay uncovered. */
function closing(
  adoptions: readonly PageAdoption[],
  total: number,
  refused: number,
  dryRun: boolean,
) {
  const fm = adoptions.filter((a) => Object.keys(a.added).length > 0).length;
  const covered = adoptions.filter((a) => a.covers.length > 0).length;
  const uncovered = adoptions.filter((a) => a.page.covers.length === 0 && a.covers.length === 0);
  const got = dryRun ? 'would get' : 'got';
  return [
    `${fm} of ${total} page${total === 1 ? '' : 's'} ${got} front-matter; ${refused ? `${refused} refused (see above), ` : ''}the other ${total - fm - refused} already had it (or their front-matter does not parse). No body was changed.`,
    `${covered} page${covered === 1 ? '' : 's'} ${got} covers (the repository files ${covered === 1 ? 'it links' : 'they link'} or name in backticks, stamped at HEAD; at most ${MAX_ADOPTED_COVERS} a page)${uncovered.length ? `; ${uncovered.length} name${uncovered.length === 1 ? 's' : ''} no repository file and stay${uncovered.length === 1 ? 's' : ''} uncovered: ${uncovered.map((a) => a.page.slug).join(', ')}` : ''}.`,
  ];
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const types = values['page-types'] as string | undefined;
    const config = await loadConfig(
      { ...inputs, ...(types !== undefined ? { 'page-types': types } : {}) },
      process.env,
    );
    const dryRun = values['dry-run'] === true;
    const repo = resolve((values.repo as string | undefined) ?? '.');
    const wiki = await loadRepoWiki(repo, config);
    if ('missing' in wiki) {
      process.stderr.write(safeLines([`wiki-ingest adopt: ${wiki.missing}`]));
      return 1;
    }
    const refused: string[] = [];
    const adoptions = await adoptFrontmatter(repo, config, wiki.pages, refused);
    const notes: string[] = [];
    const proposed = await localCoverProposals(
      repo,
      config,
      adoptions.map((a) => a.page),
    );
    withCovers(adoptions, proposed.covers, notes);
    const learned = await learnedCovers(repo, config, adoptions, {
      write: values['co-change-covers'] === true,
      dryRun,
    });
    const changed = adoptions.filter((a) => a.text !== a.before);
    const writes: FileWrite[] = changed.map((a) => ({
      path: a.path,
      content: a.text,
      action: 'update',
    }));
    if (writes.length && !dryRun)
      await writeWorkingTree(repo, writes, { wikiPath: config.wikiPath });
    const lines = changed.map(
      (a) => `${dryRun ? 'would adopt' : 'adopted'} ${a.path}: ${said(a.added, a.covers)}`,
    );
    lines.push(...closing(adoptions, wiki.pages.length, refused.length, dryRun), ...notes);
    if (proposed.note) lines.push(`note: ${proposed.note}`);
    lines.push(...learned);
    lines.push(...(await adoptNotes(repo, config, wiki.pages)));
    // Titles, descriptions and file names come from the files: one safe line each.
    process.stderr.write(safeLines(refused));
    process.stdout.write(safeLines(lines));
    return refused.length ? 1 : 0;
  });
}
