// The free pass that links an init's pages once its batches are done (no model call): each page
// the plan wrote gets the related pages the plan named for it, the overview relates every page
// of the wiki (so no page is an orphan), and — once the plan is complete — a
// link to a planned page that was never written is taken out (its `[[slug]]` left as its label),
// so a fresh init leaves no dead link. Only pages the plan wrote are touched, never a page a
// person wrote.
import type { Page } from '../wiki/types.js';
import { wikiLinks } from '../wiki/links.js';
import { patchPage } from '../wiki/page.js';

/** What the pass reads of a planned page (init-task.ts PlannedPage). */
type Planned = { slug: string; related?: string[] };

const CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
const LINK = /\[\[([^\]|#\n]+)((?:[#|][^\]\n]*)?)\]\]/g;

/** `body` with links to `gone` slugs (outside code) replaced by their label or slug. */
function unlink(body: string, gone: ReadonlySet<string>): string {
  const code: string[] = [];
  const masked = body.replace(CODE, (m) => `\u0000${code.push(m) - 1}\u0000`);
  const out = masked.replace(LINK, (m, slug: string, rest: string) => {
    if (!gone.has(slug.trim().toLowerCase())) return m;
    return rest.startsWith('|') ? rest.slice(1) : slug.trim();
  });
  // eslint-disable-next-line no-control-regex -- the placeholders set above
  return out.replace(/\u0000(\d+)\u0000/g, (_, i: string) => code[Number(i)]!);
}

/**
 * The pages the pass changes (written by the plan, `mine`), each with its related completed and,
 * when `complete`, its links to planned pages never written taken out.
 */
export function linkPlannedPages(
  pages: readonly Page[],
  plan: readonly Planned[],
  mine: ReadonlySet<string>,
  opts: { overview: string; complete: boolean },
): Page[] {
  const exists = new Set(pages.map((p) => p.slug));
  const planned = new Map(plan.map((p) => [p.slug, p]));
  const gone = new Set(plan.map((p) => p.slug).filter((s) => !exists.has(s)));
  const written = plan.map((p) => p.slug).filter((s) => exists.has(s) && mine.has(s));
  // A small plan's overview is no hub (lint: fewer than 3 links) and needs a link back.
  const linksOverview = pages.some(
    (p) =>
      p.slug !== opts.overview &&
      (wikiLinks(p.body).includes(opts.overview) ||
        p.related.some((r) => r.trim().toLowerCase() === opts.overview)),
  );
  const back =
    exists.has(opts.overview) && mine.has(opts.overview) && !linksOverview && written.length <= 3;
  // The overview relates every page of the wiki: the plan's in its order, then any other (a page
  // the agent added beside the plan, one the wiki had), so none is left an orphan.
  const every = [...written, ...pages.map((p) => p.slug).filter((s) => !written.includes(s))];
  const changed: Page[] = [];
  for (const page of pages) {
    if (!mine.has(page.slug) || !planned.has(page.slug)) continue;
    const wanted =
      page.slug === opts.overview
        ? every.filter((s) => s !== page.slug)
        : [...(planned.get(page.slug)!.related ?? []), ...(back ? [opts.overview] : [])].filter(
            (s) => exists.has(s) && s !== page.slug,
          );
    const had = page.related.map((r) => r.trim().toLowerCase());
    let related = [...new Set([...had, ...wanted])];
    let body = page.body;
    if (opts.complete && gone.size) {
      related = related.filter((r) => !gone.has(r));
      if (wikiLinks(body).some((l) => gone.has(l))) body = unlink(body, gone);
    }
    const same = body === page.body && related.join('\n') === had.join('\n');
    if (!same) changed.push(patchPage(page, { related, body }));
  }
  return changed;
}
