// How a local change's impact reads, wherever it is asked: `wiki-ingest impact` (text and JSON)
// and the MCP server's impacted_pages. Each tie in mode: impact's own words (render.ts); what was
// compared said once, in one sentence of ours. Pure.
import type { LocalBase } from '../git/base.js';
import type { ImpactAnswer } from '../mcp/impact-tool.js';
import type { LocalImpact } from './local.js';
import { plainTies, tieText } from './render.js';

const plain = (name: string): string => name;

/** How the base reads: `main (the default branch, from origin/HEAD)`. */
function baseText(b: LocalBase): string {
  const why =
    b.how === 'given'
      ? 'as given'
      : b.how === 'origin/HEAD'
        ? 'the default branch, from origin/HEAD'
        : `the default branch: no origin/HEAD, a local ${b.how}`;
  return `${b.ref} (${why})`;
}

/** What was compared: `HEAD 1a2b3c4 against main (…), merge base 5d6e7f8; the wiki read at 9a8b7c6`. */
export function comparedText(r: LocalImpact): string {
  const what = r.workingTree ? 'the working tree' : `HEAD ${r.head.slice(0, 7)}`;
  const n = r.impact.history ?? 0;
  const past = n ? `; past co-changes read from ${n} commit${n === 1 ? '' : 's'}` : '';
  return `${what} against ${baseText(r.base)}, merge base ${r.base.mergeBase.slice(0, 7)}; the wiki read at ${r.base.commit.slice(0, 7)}${past}`;
}

const pages = (n: number): string => (n === 0 ? 'No page' : `${n} page${n === 1 ? '' : 's'}`);

/** The impact for people, one line each (not yet made safe for a terminal). */
export function impactLines(r: LocalImpact, wikiPath: string): string[] {
  const n = r.impact.pages.length;
  const files = `${r.files.length} changed file${r.files.length === 1 ? '' : 's'}`;
  const edited = new Set(r.edited);
  return [
    `${pages(n)} of ${wikiPath}/ ${n > 1 ? 'are' : 'is'} impacted: ${comparedText(r)}; ${files}.`,
    ...r.impact.pages.map(
      (p) =>
        `  ${plainTies(p)}${edited.has(p.slug) ? ` [this change edits ${wikiPath}/${p.file}]` : ''}`,
    ),
    ...(n > 0
      ? [
          `Review ${n === 1 ? 'it' : 'them'} with the code, and update ${n === 1 ? 'it' : 'them'} in the same change where you can.`,
        ]
      : []),
    ...(r.workingTree ? [] : ['(Committed work only: add --working-tree for the rest.)']),
    ...r.notes.map((x) => `note: ${x}`),
  ];
}

/** The impact as one JSON document: impactOf's pages as they are, each tie with its words. */
export function impactJson(r: LocalImpact) {
  const edited = new Set(r.edited);
  return {
    base: { ref: r.base.ref, how: r.base.how, commit: r.base.commit, merge_base: r.base.mergeBase },
    head: r.head,
    working_tree: r.workingTree,
    files: r.files.map((f) => ({
      path: f.path,
      status: f.status,
      ...(f.previous_path ? { previous_path: f.previous_path } : {}),
    })),
    pages: r.impact.pages.map((p) => ({
      ...p,
      ties: p.ties.map((t) => ({ ...t, text: tieText(t, plain) })),
      edited: edited.has(p.slug),
    })),
    scanned: r.impact.scanned,
    total: r.impact.total,
    history: r.impact.history ?? 0,
    notes: r.notes,
  };
}

/** The impact as the MCP server's impacted_pages serves it. */
export function impactAnswer(r: LocalImpact, wikiPath: string): ImpactAnswer {
  const edited = new Set(r.edited);
  return {
    compared: comparedText(r),
    files: r.files.length,
    pages: r.impact.pages.map((p) => ({
      slug: p.slug,
      file: `${wikiPath}/${p.file}`,
      title: p.title,
      ties: p.ties.map((t) => tieText(t, plain)),
      edited: edited.has(p.slug),
    })),
    notes: r.notes,
  };
}
