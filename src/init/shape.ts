// What the planner of `wiki-ingest init` sees of a repository: its shape, never every file. Four
// parts, each with a note saying how it was cut, so the model knows what it did not see:
// - a folder outline: every folder's file count and languages, source files listed shallowest
//   first up to a budget ("+312 more paths under `apps/web/`"); tests, fixtures, generated and
//   ignored files counted per folder, never listed;
// - the README: its headings in full, then the first characters of its text;
// - docs chosen by relevance: those the README links first, then top-level ones, then the rest;
// - manifests (package.json, go.mod, pyproject.toml, Cargo.toml, …) one line each.
// Every part is the repository's text: the caller redacts and fences it (plan.ts).
import type { RepoFile } from '../types.js';
import type { SourceReader } from '../tools/source-reader.js';
import { languageOf, type FileKind } from './sorting.js';

/** Source paths the outline lists; past it, folders are counted. */
export const OUTLINE_PATHS = 600;
/** Folder lines of the outline; past it, the rest of a folder's subfolders are one line. */
const OUTLINE_FOLDERS = 400;
export const README_CHARS = 6000;
/** Heading lines of the README shown (in full below this). */
const README_HEADINGS = 1000;
const DOCS_CHARS = 16000;
const DOC_CHARS = 2000;
const MANIFESTS = 60;

/** One part of the planner's view: what it is, how it was cut (trusted), and its text. */
export interface ViewPart {
  kind: 'outline' | 'readme' | 'doc' | 'manifests';
  /** Our own words on what the part is and how it was cut; never repository text. */
  note: string;
  text: string;
  path?: string;
}

const n = (x: number): string => x.toLocaleString('en-US');
const plural = (x: number, one: string, many = `${one}s`) => `${n(x)} ${x === 1 ? one : many}`;

interface Folder {
  path: string;
  files: RepoFile[];
  children: Map<string, Folder>;
  counts: Record<FileKind, number>;
  languages: Map<string, number>;
  listed: number;
  /** Source files in the subtree not listed. */
  unlisted: number;
}

const emptyCounts = (): Record<FileKind, number> => ({
  source: 0,
  test: 0,
  fixture: 0,
  generated: 0,
  ignored: 0,
});

function folder(path: string): Folder {
  return {
    path,
    files: [],
    children: new Map(),
    counts: emptyCounts(),
    languages: new Map(),
    listed: 0,
    unlisted: 0,
  };
}

/** The folder tree with every subtree's counts. */
function treeOf(
  files: readonly RepoFile[],
  kindOf: (path: string) => FileKind | null,
  listed: ReadonlySet<string>,
): Folder {
  const root = folder('');
  for (const f of files) {
    const kind = kindOf(f.path);
    if (kind === null) continue;
    const segments = f.path.split('/');
    let at = root;
    const chain = [root];
    for (const s of segments.slice(0, -1)) {
      const path = at.path ? `${at.path}/${s}` : s;
      let next = at.children.get(s);
      if (!next) at.children.set(s, (next = folder(path)));
      at = next;
      chain.push(at);
    }
    if (kind === 'source') at.files.push(f);
    const language = kind === 'source' ? languageOf(f.path) : null;
    for (const node of chain) {
      node.counts[kind]++;
      if (language) node.languages.set(language, (node.languages.get(language) ?? 0) + 1);
      if (kind === 'source') {
        if (listed.has(f.path)) node.listed++;
        else node.unlisted++;
      }
    }
  }
  return root;
}

/** "412 files: TypeScript 380, CSS 20; not listed: 40 tests, 12 generated". */
function summary(node: Folder): string {
  const c = node.counts;
  const total = c.source + c.test + c.fixture + c.generated + c.ignored;
  const langs = [...node.languages]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([l, k]) => `${l} ${n(k)}`);
  const hidden = [
    c.test ? plural(c.test, 'test') : '',
    c.fixture ? plural(c.fixture, 'fixture') : '',
    c.generated ? `${n(c.generated)} generated` : '',
    c.ignored ? `${n(c.ignored)} ignored` : '',
  ].filter(Boolean);
  return [
    `${plural(total, 'file')}${langs.length ? `: ${langs.join(', ')}` : ''}`,
    hidden.length ? `counted, not listed: ${hidden.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The outline's lines under `node` (its own header written by the caller). */
function outlineLines(
  node: Folder,
  depth: number,
  listed: ReadonlySet<string>,
  budget: { folders: number },
): string[] {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  const mine = node.files.filter((f) => listed.has(f.path));
  for (const f of mine) lines.push(`${pad}${f.path}`);
  const ownUnlisted = node.files.length - mine.length;
  if (ownUnlisted > 0)
    lines.push(
      `${pad}+${plural(ownUnlisted, 'more path')} in \`${node.path ? `${node.path}/` : '(root)'}\``,
    );
  // A folder of tests, fixtures or generated code alone is counted in its parent's line only.
  const children = [...node.children.values()]
    .filter((c) => c.counts.source > 0)
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  for (const [i, child] of children.entries()) {
    if (budget.folders <= 0) {
      const rest = children.slice(i);
      const paths = rest.reduce((k, c) => k + c.unlisted, 0);
      lines.push(
        `${pad}+${plural(paths, 'more path')} in ${plural(rest.length, 'more folder')} under \`${node.path ? `${node.path}/` : '(root)'}\``,
      );
      break;
    }
    budget.folders--;
    const head = `${pad}${child.path}/ — ${summary(child)}`;
    if (child.listed === 0) {
      lines.push(
        child.unlisted
          ? `${head}; +${plural(child.unlisted, 'more path')} under \`${child.path}/\``
          : head,
      );
      continue;
    }
    lines.push(head, ...outlineLines(child, depth + 1, listed, budget));
  }
  return lines;
}

/** The folder outline: counts and languages everywhere, source paths shallowest first. */
export function outlinePart(
  files: readonly RepoFile[],
  sources: readonly RepoFile[],
  kindOf: (path: string) => FileKind | null,
): ViewPart {
  const listed = new Set(sources.slice(0, OUTLINE_PATHS).map((f) => f.path));
  const root = treeOf(files, kindOf, listed);
  const c = root.counts;
  const hidden = c.test + c.fixture + c.generated + c.ignored;
  const note = `The repository's outline: ${plural(c.source + hidden, 'file')}; ${plural(c.source, 'source file')}, ${n(listed.size)} of them listed by path (shallowest first, "+N more paths" where a folder is cut); ${n(c.test)} tests, ${n(c.fixture)} fixtures, ${n(c.generated)} generated (build output such as dist/, protobuf and other generators' code, ignore-paths) and ${n(c.ignored)} ignored files (secrets, dot-folders, binaries) are counted per folder, never listed.`;
  const lines = [
    `(root) — ${summary(root)}`,
    ...outlineLines(root, 0, listed, { folders: OUTLINE_FOLDERS }),
  ];
  return { kind: 'outline', note, text: lines.join('\n') };
}

/** Markdown headings outside fenced code blocks. */
export function headingsOf(text: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const f = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (f) {
      if (fence === null) fence = f[0]!;
      else if (f[0] === fence) fence = null;
      continue;
    }
    if (fence === null && /^#{1,6}\s+\S/.test(line)) out.push(line.trimEnd());
  }
  return out;
}

/** The first `max` characters of `text`, cut at a line or word end, never mid-word. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const at = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf(' '));
  return at > max / 2 ? cut.slice(0, at) : cut;
}

const README = /^readme(\.md|\.markdown|\.rst|\.txt)?$/i;

/** The README: its headings in full, then its first README_CHARS characters. */
export function readmePart(path: string, text: string): ViewPart {
  const headings = headingsOf(text);
  const shown = headings.slice(0, README_HEADINGS);
  const body = excerpt(text, README_CHARS);
  const cut = body.length < text.length;
  const headingsNote =
    shown.length < headings.length
      ? `its first ${n(shown.length)} of ${n(headings.length)} headings`
      : `its ${plural(headings.length, 'heading')} in full`;
  const note = `README (${path}, ${plural(text.length, 'character')}): ${headingsNote}, then ${cut ? `the first ${n(body.length)} characters of its text (cut at a word's end; the rest is not shown)` : 'its whole text'}.`;
  const parts = [
    ...(shown.length ? ['Headings:', ...shown, '', 'Text:'] : []),
    body + (cut ? '\n[… cut]' : ''),
  ];
  return { kind: 'readme', note, text: parts.join('\n'), path };
}

/** The root README, or undefined. */
export const readmeOf = (files: readonly RepoFile[]): RepoFile | undefined =>
  files
    .filter((f) => README.test(f.path))
    .sort((a, b) => (/\.md$/i.test(a.path) ? -1 : /\.md$/i.test(b.path) ? 1 : 0))[0];

const DOC = /\.(md|mdx|markdown|rst|adoc)$/i;
const LOW = /(^|\/)(changelog|changes|history|license|licence|code_of_conduct|notice)[^/]*$/i;

/** Relative links of a Markdown text, as repository paths (from the root). */
function linkedPaths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>#?]+)/g)) {
    const raw = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('/')) continue;
    const parts: string[] = [];
    for (const s of raw.split('/')) {
      if (s === '' || s === '.') continue;
      if (s === '..') parts.pop();
      else parts.push(decodeURIComponentSafe(s));
    }
    out.push(parts.join('/'));
  }
  return out;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The docs in the order they are worth reading: those the README links (in its order), then
 * top-level ones (the root, docs/), then the rest shallowest first; changelogs and licences last.
 */
export function rankDocs(
  sources: readonly RepoFile[],
  readmeText: string | null,
): { ranked: RepoFile[]; linked: number } {
  const docs = sources.filter((f) => DOC.test(f.path) && !README.test(f.path));
  const byPath = new Map(docs.map((f) => [f.path, f]));
  const linked = readmeText
    ? [...new Set(linkedPaths(readmeText))].flatMap((p) => byPath.get(p) ?? [])
    : [];
  const seen = new Set(linked.map((f) => f.path));
  const depth = (f: RepoFile) => {
    const s = f.path.split('/');
    return s.length === 1 ? 0 : s.length === 2 && /^docs?$/i.test(s[0]!) ? 1 : s.length;
  };
  const rest = docs
    .filter((f) => !seen.has(f.path))
    .sort(
      (a, b) =>
        Number(LOW.test(a.path)) - Number(LOW.test(b.path)) ||
        depth(a) - depth(b) ||
        (a.path < b.path ? -1 : 1),
    );
  return { ranked: [...linked, ...rest], linked: linked.length };
}

/** The docs shown: their excerpts within DOCS_CHARS, the first of them with the cut note. */
export async function docParts(
  ranked: readonly RepoFile[],
  read: SourceReader,
  linkedCount: number,
  /** Whether a doc may be shown, by what it holds (a generated one is not); default: any. */
  shown: (path: string, text: string) => boolean = () => true,
): Promise<{ note: string; parts: ViewPart[] }> {
  const parts: ViewPart[] = [];
  let budget = DOCS_CHARS;
  for (const doc of ranked) {
    if (budget < 200) break;
    const got = await read(doc.path);
    if (got.kind !== 'text' || !shown(doc.path, got.text)) continue;
    const body = excerpt(got.text, Math.min(DOC_CHARS, budget));
    budget -= body.length;
    const cut = body.length < got.text.length;
    parts.push({
      kind: 'doc',
      path: doc.path,
      note: `Doc ${doc.path} (${plural(got.text.length, 'character')}${cut ? `; the first ${n(body.length)} shown` : ''}):`,
      text: body + (cut ? '\n[… cut]' : ''),
    });
  }
  const note = ranked.length
    ? `Docs: ${n(parts.length)} of ${n(ranked.length)} shown, at most ${n(DOC_CHARS)} characters each and ${n(DOCS_CHARS)} in all, chosen by relevance (${linkedCount ? `the ${plural(linkedCount, 'doc')} the README links first, then ` : ''}top-level docs, then the rest shallowest first; changelogs and licences last)${ranked.length > parts.length ? `; ${n(ranked.length - parts.length)} more are only in the outline` : ''}.`
    : 'Docs: none besides the README.';
  return { note, parts };
}

const MANIFEST =
  /(^|\/)(package\.json|go\.mod|pyproject\.toml|Cargo\.toml|setup\.py|requirements\.txt|pom\.xml|build\.gradle(\.kts)?|Gemfile|composer\.json|mix\.exs|pubspec\.yaml|[^/]+\.csproj|deno\.json)$/;

const quoted = (s: unknown, max = 120): string =>
  typeof s === 'string' && s.trim() ? JSON.stringify(s.trim().slice(0, max)) : '';

/** One line saying what a manifest declares: its name, description, and what it depends on. */
export function manifestLine(path: string, text: string): string {
  const name = path.split('/').pop()!;
  const bits: string[] = [];
  const toml = (key: string) =>
    quoted(new RegExp(`^${key}\\s*=\\s*"([^"\\n]*)"`, 'm').exec(text)?.[1]);
  if (name === 'package.json' || name === 'composer.json' || name === 'deno.json') {
    try {
      const j = JSON.parse(text) as Record<string, unknown>;
      const deps = Object.keys({
        ...((j.dependencies as object | undefined) ?? {}),
        ...((j.require as object | undefined) ?? {}),
      });
      bits.push(quoted(j.name), quoted(j.description));
      if (Array.isArray(j.workspaces) || (j.workspaces && typeof j.workspaces === 'object'))
        bits.push('workspaces');
      if (j.bin) bits.push('has bin');
      if (deps.length)
        bits.push(
          `dependencies (${n(deps.length)}): ${deps.slice(0, 8).join(', ')}${deps.length > 8 ? ', …' : ''}`,
        );
    } catch {
      bits.push('(not valid JSON)');
    }
  } else if (name === 'go.mod') {
    const mod = /^module\s+(\S+)/m.exec(text)?.[1];
    const go = /^go\s+(\S+)/m.exec(text)?.[1];
    const requires = (text.match(/^\s+[\w.-]+\.[\w./-]+\s+v\S+/gm) ?? []).length;
    bits.push(
      mod ? `module ${mod}` : '',
      go ? `go ${go}` : '',
      requires ? `${n(requires)} requires` : '',
    );
  } else if (name === 'pyproject.toml' || name === 'Cargo.toml') {
    bits.push(toml('name'), toml('description'));
    if (/^\[workspace\]/m.test(text)) bits.push('workspace');
  }
  const said = bits.filter(Boolean).join(' · ');
  return said ? `${path}: ${said}` : path;
}

/** The manifests, one line each, shallowest first. */
export async function manifestsPart(
  sources: readonly RepoFile[],
  read: SourceReader,
): Promise<ViewPart | null> {
  const all = sources.filter((f) => MANIFEST.test(f.path));
  if (!all.length) return null;
  const shown = all.slice(0, MANIFESTS);
  const lines: string[] = [];
  for (const f of shown) {
    const got = await read(f.path);
    lines.push(got.kind === 'text' ? manifestLine(f.path, got.text) : f.path);
  }
  const note = `Manifests: ${n(shown.length)} of ${n(all.length)}, one line each (name, description, dependencies)${all.length > shown.length ? `; ${n(all.length - shown.length)} more are only in the outline` : ''}.`;
  return { kind: 'manifests', note, text: lines.join('\n') };
}
