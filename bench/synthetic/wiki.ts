// Synthetic wikis of any size that follow wiki/SCHEMA.md's conventions: front-matter (title, a
// one-sentence description of at most 110 characters, type, tags, related, sources) on every page,
// ~1,070 words a page under typed H2 sections (a decision has Context, Decision, Consequences),
// [[slug]] links, folders as sections (sub-folders once a folder passes ~100 pages), an overview
// hub per folder and a few hubs at the root. Deterministic: the same size gives the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cutAtWord } from '../../src/wiki/text.js';
import type { WikiFile } from '../../src/wiki/load.js';
import {
  ADJECTIVES,
  AREAS,
  DECISION_VERBS,
  ENTITIES,
  ASPECTS,
  FILLER,
  GUIDE_TITLES,
  HEADINGS,
  NOUNS,
  PARTS,
  VERBS,
} from './vocabulary.js';

/** Words in a generated page's body (as in the measurements the scale figures compare with). */
export const WORDS_PER_PAGE = 1070;
const TYPES: [string, number][] = [
  ['entity', 0.25],
  ['feature', 0.25],
  ['concept', 0.2],
  ['guide', 0.2],
  ['decision', 0.1],
];

// One generator at a time: module-level state and helpers (no closure per call, which keeps
// the 20,000-page wiki's ~21 million words to seconds).
let state = 0;
function r(): number {
  state = (state * 1664525 + 1013904223) >>> 0;
  return state / 2 ** 32;
}
function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

interface Planned {
  slug: string;
  title: string;
  type: string;
  folder: string;
  entity: string;
  aspect: string;
  /** Hubs list these slugs. */
  links?: string[];
}

const kebab = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const human = (area: string): string => area.replace(/-/g, ' ');

/** Folders for `pages` pages: about √pages / 2 areas, split into parts past ~100 pages each. */
function folders(pages: number): { area: string; parts: string[] }[] {
  const count = Math.min(AREAS.length, Math.max(3, Math.round(Math.sqrt(pages) / 2)));
  const per = pages / count;
  const parts = per > 100 ? Math.min(PARTS.length, Math.ceil(per / 60)) : 0;
  return AREAS.slice(0, count).map((area, i) => ({
    area,
    parts: Array.from({ length: parts }, (_, k) => PARTS[(i + k) % PARTS.length]!),
  }));
}

function titleFor(type: string, entity: string, aspect: string): string {
  switch (type) {
    case 'entity':
      return `${cap(entity)} ${aspect === 'lifecycle' ? 'lifecycle' : 'object'}`;
    case 'guide':
      return `${pick(GUIDE_TITLES)} ${entity} ${aspect}`;
    case 'decision':
      return `Decision: ${pick(DECISION_VERBS)} ${entity} ${aspect}`;
    default:
      return `${cap(entity)} ${aspect}`;
  }
}

/** Every page's slug, title and type first, so bodies can link to pages generated later. */
function plan(pages: number): Planned[] {
  const layout = folders(pages);
  const rootHubs = ['architecture', 'glossary', 'getting-started'];
  const hubs = layout.reduce((n, { parts }) => n + 1 + parts.length, rootHubs.length);
  const leaves = pages - hubs;
  const taken = new Set<string>();
  const out: Planned[] = [];
  const slots = layout.flatMap(({ area, parts }) =>
    parts.length ? parts.map((p) => `${area}/${p}`) : [area],
  );
  for (let i = 0; i < leaves; i++) {
    const folder = slots[i % slots.length]!;
    let type = 'concept';
    for (let x = r(), k = 0; k < TYPES.length; k++)
      if ((x -= TYPES[k]![1]) < 0) {
        type = TYPES[k]![0];
        break;
      }
    const entity = pick(ENTITIES);
    const aspect = pick(ASPECTS);
    const title = titleFor(type, entity, aspect);
    let slug = `${folder}/${kebab(title)}`;
    for (let n = 2; taken.has(slug); n++) slug = `${folder}/${kebab(title)}-${n}`;
    taken.add(slug);
    out.push({ slug, title, type, folder, entity, aspect });
  }
  // Hubs: an overview per folder listing its pages; an area split into parts lists the parts' overviews.
  const overview = (folder: string, links: string[]): Planned => ({
    slug: `${folder}/overview`,
    title: `${cap(human(folder.split('/').join(' ')))} overview`,
    type: 'concept',
    folder,
    entity: human(folder.split('/')[0]!),
    aspect: 'ownership',
    links,
  });
  for (const { area, parts } of layout) {
    for (const part of parts) {
      const folder = `${area}/${part}`;
      out.push(
        overview(
          folder,
          out.filter((p) => p.folder === folder).map((p) => p.slug),
        ),
      );
    }
    out.push(
      overview(
        area,
        parts.length
          ? parts.map((part) => `${area}/${part}/overview`)
          : out.filter((p) => p.folder === area).map((p) => p.slug),
      ),
    );
  }
  const overviews = layout.map(({ area }) => `${area}/overview`);
  const concepts = out.filter((p) => p.type === 'concept' && !p.links).map((p) => p.slug);
  const guides = out.filter((p) => p.type === 'guide').map((p) => p.slug);
  const hub = (slug: string, title: string, links: string[]): Planned => ({
    slug,
    title,
    type: 'guide',
    folder: '',
    entity: 'project',
    aspect: 'ownership',
    links,
  });
  out.push(
    hub('architecture', 'Architecture', overviews),
    hub('glossary', 'Glossary', concepts.slice(0, 120)),
    hub('getting-started', 'Getting started', guides.slice(0, 40)),
  );
  return out;
}

function description(p: Planned): string {
  const area = human(p.folder.split('/')[0] || 'project');
  const text: Record<string, string> = {
    entity: `The ${p.entity} record in ${area}: its fields, lifecycle states, ${p.aspect} and who may change it.`,
    feature: `How ${p.entity} ${p.aspect} works in ${area}: configuration, limits and the errors it returns.`,
    concept: `What ${p.entity} ${p.aspect} means in ${area}, why it matters and how the services apply it.`,
    decision: `Why ${area} chose this for ${p.entity} ${p.aspect}: the context, the decision and its consequences.`,
    guide: `Step by step: ${p.title.toLowerCase()} in ${area}, with the checks to run and the usual failures.`,
  };
  const hub = p.links
    ? `Map of ${p.folder ? `the ${human(p.folder.replace('/', ' '))} pages` : 'the project'}: ${p.links.length} pages, who owns them and where to start.`
    : null;
  return cutAtWord(hub ?? text[p.type]!, 110).text;
}

function own(p: Planned): string {
  return r() < 0.5 ? p.entity : p.aspect;
}
function noun(p: Planned): string {
  return r() < 0.3 ? own(p) : pick(NOUNS);
}

/** One sentence, leaning on the page's own terms so search has something to find. */
function sentence(p: Planned, link: string | null): string {
  let s = `The ${noun(p)} service ${pick(VERBS)} ${pick(FILLER)} ${pick(ADJECTIVES)} ${noun(p)}`;
  if (r() < 0.6)
    s += `, ${pick(FILLER)} ${own(p)} ${pick(VERBS)} ${pick(FILLER)} ${noun(p)} ${pick(FILLER)} ${pick(ADJECTIVES)} ${noun(p)}`;
  if (r() < 0.4)
    s += `, ${pick(FILLER)} ${pick(ENTITIES)} ${pick(VERBS)} ${pick(FILLER)} ${noun(p)}`;
  if (link) s += ` (see [[${link}]])`;
  return `${s}.`;
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function body(p: Planned, all: Planned[]): string {
  const out: string[] = [];
  let words = 0;
  const add = (...lines: string[]): void => {
    for (const line of lines) {
      out.push(line);
      words += wordCount(line);
    }
  };
  const paragraph = (linkChance: number): void => {
    const sentences: string[] = [];
    for (let k = 0, n = 3 + Math.floor(r() * 3); k < n; k++)
      sentences.push(sentence(p, r() < linkChance ? pick(all).slug : null));
    add(sentences.join(' '), '');
  };
  add(`# ${p.title}`, '');
  paragraph(0.1);
  const pool = HEADINGS[p.type] ?? HEADINGS.concept!;
  const required = p.type === 'decision' ? pool.slice(0, 3) : [];
  const extra = pool.filter((h) => !required.includes(h) && r() < 0.4);
  const headings = [...required, ...extra, `${cap(p.aspect)} of the ${p.entity}`];
  if (p.links) {
    add('## Pages', '');
    for (const slug of p.links) add(`- [[${slug}]]`);
    add('');
  }
  // A hub is mostly its list of links: half the prose of other pages.
  const budget = p.links ? WORDS_PER_PAGE / 2 : WORDS_PER_PAGE;
  const perSection = Math.max(40, (budget - words) / headings.length);
  for (const h of headings) {
    add(`## ${h}`, '');
    const target = words + perSection;
    // Stop short by about half a paragraph: the last one runs over.
    while (words < target - 35) {
      const x = r();
      if (x < 0.12) {
        for (let k = 0; k < 3; k++) add(`- ${sentence(p, null)}`);
        add('');
      } else if (x < 0.17)
        add(
          '```sh',
          `# ${p.entity} ${p.aspect}`,
          `app ${kebab(p.entity)} ${pick(VERBS)} --${kebab(pick(NOUNS))}`,
          '```',
          '',
        );
      else paragraph(0.08);
    }
  }
  return out.join('\n');
}

function page(p: Planned, all: Planned[]): string {
  const area = p.folder.split('/')[0] || 'docs';
  const related = [pick(all).slug, pick(all).slug].filter(
    (s, i, xs) => s !== p.slug && xs.indexOf(s) === i,
  );
  // Quoted: titles and descriptions hold colons.
  const fm = [
    '---',
    `title: ${JSON.stringify(p.title)}`,
    `description: ${JSON.stringify(description(p))}`,
    `type: ${p.type}`,
    `tags: [${area}, ${kebab(p.aspect)}]`,
    `related: [${related.join(', ')}]`,
    `sources: [src/${area}/${kebab(p.entity)}.ts, src/${area}/${kebab(p.aspect)}.ts]`,
    '---',
    '',
  ];
  return fm.join('\n') + body(p, all) + '\n';
}

const SCHEMA = `# The product's wiki: conventions

This folder describes how the product works, for the people who build and run it. wiki-ingest
keeps it current after every merge; maintainers may edit any page by hand.

## Pages

- One page per entity, feature, concept, decision or guide; one topic per page, linked with \`[[slug]]\`.
- Front-matter on every page: \`title\`, \`description\` (one sentence, at most 110 characters: it is
  what the ingest agent sees in the map), \`type\`, and optionally \`tags\`, \`related\`, \`sources\`.
- Folders are the product's areas; every area has an \`overview\` page listing its pages.
- Slugs are lower-case paths: \`billing/invoice-retry-policy\`.
- \`index.md\` is generated from the map and \`log.md\` is appended by the action: do not edit either.

## Required sections

- decision: Context, Decision, Consequences
`;

export interface SyntheticWiki {
  /** Page files and SCHEMA.md, paths relative to the wiki folder. */
  files: WikiFile[];
  pages: number;
  /** Slugs of the hub pages (each area's overview and the root hubs). */
  hubs: string[];
}

/** A wiki of exactly `pages` pages (at least 10). */
export function syntheticWiki(pages: number, seed = 16): SyntheticWiki {
  state = seed >>> 0;
  const planned = plan(Math.max(10, pages));
  const files = planned.map((p) => ({ path: `${p.slug}.md`, text: page(p, planned) }));
  files.push({ path: 'SCHEMA.md', text: SCHEMA });
  return {
    files,
    pages: planned.length,
    hubs: planned.filter((p) => p.links).map((p) => p.slug),
  };
}

/** Writes the files under `dir` (created as needed). */
export function writeWiki(dir: string, files: readonly WikiFile[]): void {
  const made = new Set<string>();
  for (const f of files) {
    const path = join(dir, f.path);
    const parent = dirname(path);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(path, f.text);
  }
}
