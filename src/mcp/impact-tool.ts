// impacted_pages: the pages a change in progress makes stale, for the coding agent making it — the
// answer mode: impact gives on the pull request, asked before there is one. What is compared and
// which pages are tied is the edge's port (src/impact/local.ts through src/cli/mcp.ts: local git,
// impactOf, mode: impact's wording); this tool fences what others wrote, adds each page's
// freshness against HEAD, and says what to do with the list. Read-only, free: no model.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { toolError } from '../tools/errors.js';
import { tool } from '../tools/tool.js';
import type { ToolOutcome } from '../tools/types.js';
import { plural } from '../wiki/text.js';
import { freshnessNote, freshnessAtHead, type RepoReader } from './freshness.js';
import type { HeldWiki } from './held-wiki.js';

/** What the agent asks: the working tree against a base, or named paths. */
export interface ImpactAsk {
  base?: string;
  paths?: string[];
}

/** One impacted page as the port words it. */
export interface ImpactedPageAnswer {
  slug: string;
  /** The page's file, repository-relative. */
  file: string;
  title: string;
  /** Each tie in mode: impact's words ("covers src/a.ts, which this PR changes"). */
  ties: string[];
  /** The change edits the page's own file. */
  edited: boolean;
}

export interface ImpactAnswer {
  /** One sentence of ours: what was compared with what (no text others wrote). */
  compared: string;
  /** The changed files considered. */
  files: number;
  pages: ImpactedPageAnswer[];
  notes: string[];
}

/** The edge's answer; throws an Error whose message names the input and the fix. */
export type ImpactPort = (ask: ImpactAsk) => Promise<ImpactAnswer>;

/** Paths one call may name, and characters of one path or base. */
export const IMPACT_MAX_PATHS = 200;
/** Pages listed with their ties and freshness; past it, the rest by slug. */
export const IMPACT_SHOWN = 50;
const NAME_CHARS = 1000;

const d = z.describe;

const schema = () =>
  z.strictObject({
    base: z
      .optional(z.string().check(z.minLength(1), z.maxLength(NAME_CHARS)))
      .check(
        d(
          'The branch the change will merge into (a branch, tag or commit of this clone). Default: the default branch (origin/HEAD, else main, else master).',
        ),
      ),
    paths: z
      .optional(
        z
          .array(z.string().check(z.minLength(1), z.maxLength(NAME_CHARS)))
          .check(z.minLength(1), z.maxLength(IMPACT_MAX_PATHS)),
      )
      .check(
        d(
          'Only these files (repository-relative; a folder means every file under it), changed already or about to be: an unchanged one counts as changed. Leave it out for every change in the working tree.',
        ),
      ),
  });

const DESCRIPTION = [
  'Lists the wiki pages a change in progress makes stale: the pages mode: impact would name on its pull request. A page is tied when its front-matter covers a file the change changes, deletes or renames, or its text names a path or an identifier the change changes or removes; each page comes with why (the tie and the file) and its freshness.',
  "By default the change is everything in the working tree against its merge base with the default branch: the branch's commits, staged, unstaged and untracked files. `base` names another branch; `paths` asks about those files only, including files you are about to change.",
  'Call it before you finish a change, and update the pages it names in the same change where you can (read_pages, then edit the page file).',
  `Free: it reads the repository's local git, no model. At most ${IMPACT_MAX_PATHS} paths per call; past ${IMPACT_SHOWN} pages, the rest are named by slug only.`,
].join(' ');

export interface ImpactContext {
  held: HeldWiki;
  repo: RepoReader;
  impact: ImpactPort | null;
}

async function run(
  ask: z.infer<ReturnType<typeof schema>>,
  ctx: ImpactContext,
): Promise<ToolOutcome> {
  if (!ctx.impact)
    return toolError(
      'impacted_pages reads the git repository holding the wiki, and there is none with a commit: start the server inside the repository (or pass --repo DIR).',
    );
  let answer: ImpactAnswer;
  try {
    answer = await ctx.impact({
      ...(ask.base ? { base: ask.base } : {}),
      ...(ask.paths ? { paths: ask.paths } : {}),
    });
  } catch (e) {
    return toolError(`impacted_pages: ${e instanceof Error ? e.message : String(e)}`);
  }
  const notes = answer.notes.map((n) => `Note: ${n}`);
  const head = `${answer.compared}; ${plural(answer.files, 'changed file')}.`;
  if (answer.pages.length === 0)
    return {
      content: [`No wiki page is impacted: ${head}`, ...notes].join('\n'),
    };
  const shown = answer.pages.slice(0, IMPACT_SHOWN);
  const rest = answer.pages.slice(IMPACT_SHOWN).map((p) => `[[${p.slug}]]`);
  const lines = [
    ...shown.map(
      (p) => `[[${p.slug}]] ${JSON.stringify(p.title)} (${p.file}): ${p.ties.join('; ')}`,
    ),
    ...(rest.length ? [`${rest.length} more: ${rest.join(', ')}`] : []),
  ];
  const held = shown.flatMap((p) => {
    const page = ctx.held.bySlug.get(p.slug);
    return page ? [page] : [];
  });
  const freshness = await freshnessAtHead(held, await ctx.repo(), false);
  const fresh = shown.map((p) => {
    const f = freshness.get(p.slug);
    return f
      ? freshnessNote(p.slug, f)
      : `[freshness of ${JSON.stringify(p.slug)}: unknown — the page is not in the wiki folder now.]`;
  });
  const edited = answer.pages.filter((p) => p.edited).map((p) => p.slug);
  return {
    content: [
      `${plural(answer.pages.length, 'page')} may go stale with this change: ${head}`,
      untrusted('impacted pages', lines.join('\n')),
      ...fresh,
      ...(rest.length
        ? [
            `The first ${IMPACT_SHOWN} pages are listed with their ties and freshness; ask with paths to see the others'.`,
          ]
        : []),
      ...(edited.length ? [`This change already edits: ${edited.join(', ')}.`] : []),
      'Review each page against the change and update it in this same change where you can (read_pages, then edit its file); a page it no longer describes correctly is what mode: impact will flag on the pull request.',
      ...notes,
    ].join('\n'),
  };
}

export const impactedPages = tool('impacted_pages', DESCRIPTION, schema, run);
