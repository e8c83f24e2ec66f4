// The agent's six tools: deterministic definitions (part of the cached prefix) and their
// execution against the changeset. Every failure is a tool_result with is_error and a message
// the model can act on; nothing here throws into the loop.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import { createPage, replaceSection, sectionsOf, serializePage, updatePage } from '../wiki/page.js';
import { slugProblem } from '../wiki/slug.js';
import { readPages, readSectionOf, readTools } from '../wiki/read.js';
import { codePoints, sliceCodePoints } from '../wiki/text.js';
import type { Page, PageFields } from '../wiki/types.js';
import type { Changeset } from './changeset.js';
import type { ToolHost, ToolOutcome } from './loop.js';
import { normalizeSourcePath, sourcePathProblem, type SourceReader } from './source-reader.js';

export interface ToolContext {
  changeset: Changeset;
  pageTypes: string[];
  /** Required H2 sections per page type (page-sections input, else SCHEMA.md). */
  requiredSections: Record<string, string[]>;
  pageCharCap: number;
  maxPagesChanged: number;
  readSource: SourceReader;
  /** Characters of a source file served by read_source. */
  sourceCharCap?: number;
}

export const SOURCE_CHAR_CAP = 20000;

/** Root files of the wiki the action owns or the maintainer writes; never agent pages. */
const RESERVED = new Set(['index', 'log', 'schema']);

const d = z.describe;
const slug = z.string().check(d('Page slug as listed in the wiki map, e.g. "api/token-rotation".'));
const tags = z.array(z.string()).check(d('Short lowercase tags.'));
const related = z
  .array(z.string())
  .check(d('Slugs of related pages; each must exist in the wiki or be created in this run.'));
const nonEmpty = () => z.string().check(z.minLength(1));

function schemas(pageTypes: readonly string[]) {
  const type = z.enum(pageTypes as [string, ...string[]]).check(d('Page type.'));
  return {
    read_source: z.strictObject({
      path: z
        .string()
        .check(d('A file path relative to the repository root, at the merged commit.')),
    }),
    create_page: z.strictObject({
      slug: z
        .string()
        .check(
          d(
            'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation".',
          ),
        ),
      type,
      title: nonEmpty().check(d('Page title.')),
      description: nonEmpty().check(d('One sentence saying what the page covers.')),
      tags,
      related,
      body: nonEmpty().check(
        d('Markdown body without front-matter; H2 (##) sections; link pages as [[slug]].'),
      ),
    }),
    update_page: z.strictObject({
      slug,
      body: z
        .string()
        .check(
          d('New Markdown: the whole body, or with "section" only the content of that H2 section.'),
        ),
      section: z
        .optional(z.string())
        .check(d('H2 heading whose content "body" replaces; a missing heading is appended.')),
      title: z.optional(nonEmpty()),
      description: z.optional(nonEmpty()),
      type: z.optional(type),
      tags: z.optional(tags),
      related: z.optional(related),
    }),
    finish: z.strictObject({
      summary: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(2000),
          d('What changed in the wiki and why (or why nothing needed to), for the log.'),
        ),
    }),
  };
}

const DESCRIPTIONS: Record<keyof ReturnType<typeof schemas>, string> = {
  read_source: 'Read a repository file at the merged commit (text files only, capped).',
  create_page:
    'Create a new wiki page. Fails if the slug exists: update that page instead. Links and related slugs must point at existing pages.',
  update_page:
    'Update an existing page: replace its whole body, or only one H2 section. Omitted fields stay as they are.',
  finish: 'End the run. Call once, after all writes, with a short summary for the wiki log.',
};

/** Tool definitions: same wiki + config → same bytes (they lead the cached prefix). */
export function toolDefinitions(mapSlugs: readonly string[], pageTypes: readonly string[]): Tool[] {
  const s = schemas(pageTypes);
  const own = (Object.keys(s) as Array<keyof typeof s>).map((name) => {
    const { $schema: _drop, ...input_schema } = z.toJSONSchema(s[name], { io: 'input' }) as Record<
      string,
      unknown
    >;
    return {
      name,
      description: DESCRIPTIONS[name],
      input_schema: input_schema as Tool['input_schema'],
    };
  });
  // read_pages / read_section come from the wiki side (slug enum = the map's slugs, sorted).
  return [...(readTools(mapSlugs) as Tool[]), ...own];
}

const error = (content: string): ToolOutcome => ({ content, is_error: true });

function zodMessage(tool: string, err: z.core.$ZodError): string {
  const issues = err.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : 'input'}: ${i.message}`)
    .join('; ');
  return `Invalid input for ${tool}: ${issues}. Fix these fields and call ${tool} again.`;
}

/** `[[slug]]` and `[[slug|label]]` targets outside code. */
export function wikiLinks(body: string): string[] {
  const prose = body.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g, '');
  const out = new Set<string>();
  for (const m of prose.matchAll(/\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]/g))
    out.add(m[1]!.trim().toLowerCase());
  return [...out];
}

export function createToolHost(ctx: ToolContext): ToolHost {
  const cs = ctx.changeset;
  const s = schemas(ctx.pageTypes);
  const sourceCap = ctx.sourceCharCap ?? SOURCE_CHAR_CAP;

  const unknownSlug = (slugValue: string): string => {
    const near = cs
      .slugs()
      .filter((x) => x.includes(slugValue.split('/').pop() ?? slugValue) || slugValue.includes(x))
      .slice(0, 5);
    return `Unknown page "${slugValue}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} Use a slug from the wiki map${cs.size ? ' or one created in this run' : ''}.`;
  };

  const writeSlugProblem = (slugValue: string): string | null => {
    if (slugValue.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(slugValue))
      return `"${slugValue}" is an absolute path; a slug is relative to the wiki folder, e.g. "api/token-rotation".`;
    if (slugValue.split(/[\\/]/).includes('..'))
      return `"${slugValue}" leaves the wiki folder (".."); a slug is relative to the wiki folder, e.g. "api/token-rotation".`;
    if (slugValue.endsWith('.md'))
      return `"${slugValue}" ends in ".md"; give the slug without the extension.`;
    const p = slugProblem(slugValue);
    if (p) return `${p}.`;
    if (RESERVED.has(slugValue))
      return `"${slugValue}" is reserved: index.md, log.md and SCHEMA.md are maintained outside the agent.`;
    return null;
  };

  const missingSections = (page: Page): string[] => {
    const required = page.type ? (ctx.requiredSections[page.type] ?? []) : [];
    const have = new Set(sectionsOf(page.body).map((x) => x.heading.trim().toLowerCase()));
    return required.filter((r) => !have.has(r.trim().toLowerCase()));
  };

  /** Every check a page must pass before it enters the changeset. */
  const validatePage = (page: Page, before?: Page): string | null => {
    // Dead links the page already had are the maintainers' business; only new ones are refused.
    const hadRelated = new Set(before?.related.map((r) => r.toLowerCase()) ?? []);
    const hadLinks = new Set(before ? wikiLinks(before.body) : []);
    const problems: string[] = [];
    const size = codePoints(serializePage(page));
    if (size > ctx.pageCharCap)
      problems.push(
        `the page would be ${size} characters, over the cap of ${ctx.pageCharCap}; shorten it or split it into several pages`,
      );
    const missingRelated = page.related.filter(
      (r) => r !== page.slug && !cs.has(r.toLowerCase()) && !hadRelated.has(r.toLowerCase()),
    );
    if (missingRelated.length)
      problems.push(
        `related slug(s) ${missingRelated.map((r) => `"${r}"`).join(', ')} exist neither in the wiki nor in this run; remove them or create those pages first`,
      );
    const dead = wikiLinks(page.body).filter(
      (l) => l !== page.slug && !cs.has(l) && !hadLinks.has(l),
    );
    if (dead.length)
      problems.push(
        `link(s) ${dead.map((l) => `[[${l}]]`).join(', ')} point at no page; link only existing pages or create them first`,
      );
    if (page.type !== null && page.type !== before?.type && !ctx.pageTypes.includes(page.type))
      problems.push(`type "${page.type}" is not one of: ${ctx.pageTypes.join(', ')}`);
    const missing = missingSections(page).filter(
      (m) => !before || before.type !== page.type || missingSections(before).includes(m) === false,
    );
    if (missing.length)
      problems.push(
        `a "${page.type}" page needs the H2 section(s) ${missing.map((m) => `"## ${m}"`).join(', ')}`,
      );
    return problems.length ? problems.join('; ') : null;
  };

  const budget = (slugValue: string): ToolOutcome | null =>
    !cs.isChanged(slugValue) && cs.size >= ctx.maxPagesChanged
      ? {
          content: `Budget max-pages-changed (${ctx.maxPagesChanged}) reached.`,
          is_error: true,
          stop: `Budget max-pages-changed (${ctx.maxPagesChanged}) reached: the agent tried to change page ${cs.size + 1} ("${slugValue}").`,
        }
      : null;

  const handlers: Record<string, (input: unknown) => Promise<ToolOutcome> | ToolOutcome> = {
    // Reads see this run's writes: pages created earlier are served though not in the enum.
    read_pages(input) {
      const slugs = (input as { slugs?: unknown } | null)?.slugs;
      return readPages(cs.pages(), slugs, ctx.pageCharCap);
    },
    read_section(input) {
      const i = (input ?? {}) as { slug?: unknown; heading?: unknown };
      return readSectionOf(cs.pages(), i.slug, i.heading);
    },
    async read_source(input) {
      const r = z.safeParse(s.read_source, input);
      if (!r.success) return error(zodMessage('read_source', r.error));
      const problem = sourcePathProblem(r.data.path);
      if (problem) return error(`Cannot read source: ${problem}.`);
      const path = normalizeSourcePath(r.data.path);
      const file = await ctx.readSource(path);
      switch (file.kind) {
        case 'missing':
          return error(
            `"${path}" does not exist at the merged commit. Use a path from the changed files or one they mention.`,
          );
        case 'binary':
          return error(`"${path}" is a binary file; only text files can be read.`);
        case 'too-large':
          return error(`"${path}" is too large to read (${file.bytes} bytes).`);
        case 'text': {
          const n = codePoints(file.text);
          return {
            content:
              n <= sourceCap
                ? file.text
                : `${sliceCodePoints(file.text, sourceCap)}\n\n[truncated: showed ${sourceCap} of ${n} characters]`,
          };
        }
      }
    },
    create_page(input) {
      const r = z.safeParse(s.create_page, input);
      if (!r.success) return error(zodMessage('create_page', r.error));
      const d = r.data;
      const bad = writeSlugProblem(d.slug);
      if (bad) return error(`Cannot create page: ${bad}`);
      if (cs.has(d.slug))
        return error(
          `Page "${d.slug}" already exists${cs.isChanged(d.slug) ? ' (created in this run)' : ''}; use update_page to change it.`,
        );
      const over = budget(d.slug);
      if (over) return over;
      const page = createPage(d.slug, {
        title: d.title,
        description: d.description,
        type: d.type,
        tags: d.tags,
        related: d.related.map((x) => x.toLowerCase()),
        body: d.body,
      });
      const problem = validatePage(page);
      if (problem) return error(`Page "${d.slug}" was not created: ${problem}.`);
      cs.put(page);
      return { content: `Created page "${d.slug}" (${page.headings.length} sections).` };
    },
    update_page(input) {
      const r = z.safeParse(s.update_page, input);
      if (!r.success) return error(zodMessage('update_page', r.error));
      const d = r.data;
      const bad = writeSlugProblem(d.slug);
      const page = cs.get(d.slug);
      if (!page) return error(bad ? `Cannot update page: ${bad}` : unknownSlug(d.slug));
      if (page.locked)
        return error(
          `Page "${d.slug}" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.`,
        );
      const over = budget(d.slug);
      if (over) return over;
      const patch: Partial<PageFields> = {};
      if (d.title !== undefined) patch.title = d.title;
      if (d.description !== undefined) patch.description = d.description;
      if (d.type !== undefined) patch.type = d.type;
      if (d.tags !== undefined) patch.tags = d.tags;
      if (d.related !== undefined) patch.related = d.related.map((x) => x.toLowerCase());
      if (d.section !== undefined) {
        if (d.section.trim() === '') return error('"section" is empty; name an H2 heading.');
        patch.body = replaceSection(page.body, d.section, d.body);
      } else {
        if (d.body.trim() === '') return error('"body" is empty; give the whole new page body.');
        patch.body = d.body;
      }
      const next = updatePage(page, patch);
      const problem = validatePage(next, page);
      if (problem) return error(`Page "${d.slug}" was not updated: ${problem}.`);
      cs.put(next);
      return {
        content: `Updated page "${d.slug}"${d.section !== undefined ? ` (section "${d.section}")` : ''}.`,
      };
    },
    finish(input) {
      const r = z.safeParse(s.finish, input);
      if (!r.success) return error(zodMessage('finish', r.error));
      return { content: 'Finished.', finished: r.data.summary.trim() };
    },
  };

  return {
    execute(name, input) {
      const h = handlers[name];
      if (!h)
        return error(`There is no tool "${name}". Tools: ${Object.keys(handlers).join(', ')}.`);
      return h(input);
    },
  };
}
