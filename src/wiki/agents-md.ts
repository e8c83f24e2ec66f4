// The block wiki-ingest keeps in a repository's AGENTS.md (or CLAUDE.md): it tells coding agents
// the wiki exists, where its map is, how to read it (the MCP server, naming only the tools it
// lists for this wiki), to check the pages their change makes stale before finishing it, and the
// rules for editing it.
// One marked block; the text outside its markers is never touched, byte for byte. Its content
// depends only on the wiki's shape (its folder, map file, top-level sections and hubs, SCHEMA.md,
// the locked pages, whether its map is folded) — never on counts or dates — so an ingest that
// adds a page to an existing section leaves it as it is, and writing it twice changes nothing.
import { DEFAULT_MAP_TOKEN_BUDGET, mapBudget, outlineMap } from './folded-map.js';
import { buildMap } from './map.js';
import { blockTokens } from './markdown.js';
import { DEFAULT_CAPS, type Caps, type Page } from './types.js';
import { decodeUtf8, notUtf8 } from './utf8.js';

export const AGENTS_START = '<!-- wiki-ingest:agents-md:start -->';
export const AGENTS_END = '<!-- wiki-ingest:agents-md:end -->';

/** Locked pages named in the block; past it, a count and how to find them. */
const LOCKED_SHOWN = 20;
/** Sections named in the block; past it, a count. */
const SECTIONS_SHOWN = 30;

/** The block's markers are not one well-formed pair: nothing is written. */
export class AgentsMdError extends Error {
  override name = 'AgentsMdError';
}

export interface AgentsShape {
  /** Repository-relative wiki folder, no trailing slash. */
  wikiPath: string;
  /** The generated map's file name at the wiki's root (map-file). */
  mapFile: string;
  /** The wiki has a SCHEMA.md. */
  schema: boolean;
  /** Top-level sections as the folded map names them: folders (`api/`) and hubs, sorted. */
  sections: string[];
  /** Files (relative to the wiki folder) of the pages their maintainers locked, sorted. */
  locked: string[];
  /** Names left out of the block (a line break, a control character, marker text), each with why. */
  refused?: string[];
  /**
   * The map passes map-token-budget, as the MCP server folds it: the server then lists
   * search_wiki and open_section, and the block names them (src/mcp/tools.ts decides the same).
   */
  folded: boolean;
}

/** What decides the fold, as the MCP server is configured (its map flags and secret-paths). */
export interface AgentsMapOptions {
  mapTokenBudget?: number;
  caps?: Caps;
  /** A page file (relative to the wiki folder) the server never serves. */
  withheld?: (file: string) => boolean;
}

/**
 * Why `name` (a folder, a page's file, from the repository) may not enter the block, or null: a
 * line break or control character would start a line of its own (a marker line, say), and marker
 * text would be taken for the block's bounds by a person reading it.
 */
export function blockNameProblem(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name))
    return 'it holds a line break or control character';
  if (name.includes('<!--') || name.includes('-->') || name.includes('wiki-ingest:agents-md'))
    return "it holds the block's marker text";
  return null;
}

/** The shape of a wiki: what the block says about it. */
export function agentsShape(
  wiki: { pages: readonly Page[]; schema: string | null },
  o: { wikiPath: string; mapFile: string } & AgentsMapOptions,
): AgentsShape {
  for (const name of [o.wikiPath, o.mapFile]) {
    const problem = blockNameProblem(name);
    if (problem)
      throw new AgentsMdError(
        `the wiki folder or map file ${JSON.stringify(name)} cannot be named in the block: ${problem}. Nothing was written.`,
      );
  }
  const outline = outlineMap(buildMap(wiki.pages), wiki.pages);
  const refused: string[] = [];
  const named = (names: string[], what: string): string[] =>
    names.filter((name) => {
      const problem = blockNameProblem(name);
      if (problem)
        refused.push(
          `${what} ${JSON.stringify(name)} is left out of the block: ${problem}; rename it`,
        );
      return problem === null;
    });
  const served = o.withheld ? wiki.pages.filter((p) => !o.withheld!(p.file)) : wiki.pages;
  const map = buildMap(served, o.caps ?? DEFAULT_CAPS);
  return {
    wikiPath: o.wikiPath,
    mapFile: o.mapFile,
    schema: wiki.schema !== null,
    sections: named(
      outline.sections.filter((s) => s.kind !== 'top').map((s) => s.id),
      'the section',
    ),
    locked: named(
      wiki.pages.filter((p) => p.locked).map((p) => p.file),
      'the locked page',
    ),
    ...(refused.length ? { refused } : {}),
    folded: mapBudget(map, o.mapTokenBudget ?? DEFAULT_MAP_TOKEN_BUDGET).over,
  };
}

/** The MCP server's tools for a wiki of this shape, as the block names them. */
export function agentsTools(shape: Pick<AgentsShape, 'folded'>): string[] {
  return [
    'read_pages',
    'read_section',
    ...(shape.folded ? ['search_wiki', 'open_section'] : []),
    'stale_pages',
    'impacted_pages',
  ];
}

/** The local command that lists the pages a change in progress makes stale. */
export function impactCommand(shape: Pick<AgentsShape, 'wikiPath'>): string {
  return [
    'wiki-ingest impact --working-tree',
    ...(shape.wikiPath === 'wiki' ? [] : [`--wiki-path ${shape.wikiPath}`]),
  ].join(' ');
}

const code = (s: string): string => `\`${s.replace(/`/g, "'")}\``;

/** The `wiki-ingest mcp` command line for this wiki. */
export function mcpCommand(shape: Pick<AgentsShape, 'wikiPath' | 'mapFile'>): string {
  return [
    'wiki-ingest mcp',
    ...(shape.wikiPath === 'wiki' ? [] : [`--wiki-path ${shape.wikiPath}`]),
    ...(shape.mapFile === 'index.md' ? [] : [`--map-file ${shape.mapFile}`]),
  ].join(' ');
}

/** The block's lines, markers included. */
export function agentsBlock(shape: AgentsShape): string[] {
  const w = shape.wikiPath;
  const command = mcpCommand(shape);
  const sections = shape.sections.slice(0, SECTIONS_SHOWN).map(code);
  const moreSections = shape.sections.length - sections.length;
  const locked = shape.locked.slice(0, LOCKED_SHOWN).map((f) => code(`${w}/${f}`));
  const moreLocked = shape.locked.length - locked.length;
  return [
    AGENTS_START,
    '<!-- Written by wiki-ingest (agents-md) from the wiki; edits inside these markers are replaced. -->',
    '## Project wiki',
    '',
    `This repository keeps a Markdown wiki in ${code(`${w}/`)}, updated by wiki-ingest after every merge. Read it before exploring the code to learn how something works or why it is built that way.`,
    '',
    `- Map: ${code(`${w}/${shape.mapFile}`)}, one line per page (\`slug | title | description | sections\`).`,
    `- Over MCP: ${code(command)} serves the map and the pages as resources, and the tools ${agentsTools(shape).map(code).join(', ')} (Claude Code: ${code(`claude mcp add wiki -- ${command}`)}).`,
    ...(sections.length
      ? [`- Sections: ${sections.join(', ')}${moreSections ? `, and ${moreSections} more` : ''}.`]
      : []),
    `- Freshness: a page's front-matter ${code('covers')} lists the files it describes, each stamped with the version it was checked against. When a covered file changed since, the code is the truth.`,
    '',
    'Before you finish a change:',
    '',
    `- List the wiki pages it makes stale: ${code(impactCommand(shape))}, or the MCP tool ${code('impacted_pages')}. Each covers a file you changed, deleted or renamed, or names a path or identifier you changed.`,
    '- Update each of them in the same change where you can (read it, check it against your code, edit it); say in the pull request which you left for review.',
    '',
    'Editing the wiki:',
    '',
    ...(shape.schema
      ? [`- Follow ${code(`${w}/SCHEMA.md`)}: page types, required sections, conventions.`]
      : []),
    `- Never edit ${code(`${w}/${shape.mapFile}`)} or ${code(`${w}/log.md`)}: wiki-ingest writes them.`,
    locked.length
      ? `- Never edit a locked page (front-matter ${code('wiki-ingest: locked')}): ${locked.join(', ')}${moreLocked ? `, and ${moreLocked} more` : ''}.`
      : `- Never edit a page whose front-matter says ${code('wiki-ingest: locked')}.`,
    `- Give a page front-matter (title, description, type) and link other pages as ${code('[[slug]]')}.`,
    AGENTS_END,
  ];
}

/** A marker line: the marker alone on its line (up to three spaces before it, spaces after). */
const markerLine = (line: string, marker: string): boolean =>
  /^ {0,3}$/.test(line.slice(0, Math.max(0, line.indexOf(marker)))) && line.trim() === marker;

/** The lines of `text` inside code (fenced or indented code blocks): markers there are quoted. */
function codeLines(text: string): Set<number> {
  const lines = new Set<number>();
  for (const t of blockTokens(text.replace(/\r\n?/g, '\n')))
    if ((t.type === 'fence' || t.type === 'code_block') && t.map)
      for (let i = t.map[0]; i < t.map[1]; i++) lines.add(i);
  return lines;
}

/**
 * Where the block is in `text`: from the start of its start marker's line to the end of its end
 * marker's (line break excluded). A marker counts only as a whole line outside code — one quoted
 * in a code span, a sentence or a code block is a person's text and is left as it is.
 */
function blockAt(text: string, file: string): { from: number; to: number } | null {
  const code = codeLines(text);
  const starts: { from: number; to: number }[] = [];
  const ends: { from: number; to: number }[] = [];
  let at = 0;
  text.split(/(?<=\n)|(?<=\r)(?!\n)/).forEach((raw, i) => {
    const line = raw.replace(/\r?\n$|\r$/, '');
    const span = { from: at, to: at + line.length };
    at += raw.length;
    if (code.has(i)) return;
    if (markerLine(line, AGENTS_START)) starts.push(span);
    else if (markerLine(line, AGENTS_END)) ends.push(span);
  });
  if (starts.length === 0 && ends.length === 0) return null;
  if (starts.length !== 1 || ends.length !== 1 || ends[0]!.from < starts[0]!.from)
    throw new AgentsMdError(
      `${file} holds ${starts.length} "${AGENTS_START}" and ${ends.length} "${AGENTS_END}" marker line${ends.length === 1 ? '' : 's'}${starts.length === 1 && ends.length === 1 ? ' in the wrong order' : ''}; wiki-ingest keeps exactly one pair, each marker alone on its line. Delete the stray markers (or the whole block, to have it written anew) and run again. Nothing was written.`,
    );
  return { from: starts[0]!.from, to: ends[0]!.to };
}

/** The line break a file uses (CRLF when it uses CRLF). */
const eolOf = (text: string): string => (/\r\n/.test(text) ? '\r\n' : '\n');

/** What goes where: the span of `text` replaced (empty at the end: appended) and the new text. */
function edit(
  text: string,
  lines: readonly string[],
  file: string,
): { from: number; to: number; insert: string } {
  const eol = eolOf(text);
  const block = lines.join(eol);
  const at = blockAt(text, file);
  if (at) return { ...at, insert: block };
  const end = text.length;
  if (text === '') return { from: 0, to: 0, insert: block + eol };
  const sep = text.endsWith(`${eol}${eol}`) ? '' : text.endsWith(eol) ? eol : eol + eol;
  return { from: end, to: end, insert: sep + block + eol };
}

/**
 * `text` (null: the file does not exist) with the block written: between the marker lines when
 * they are there, else appended after a blank line. Lines are joined the way the file joins its
 * own (CRLF when it uses CRLF). Everything outside the markers is kept. Throws AgentsMdError when
 * the markers are not one pair.
 */
export function withAgentsBlock(
  text: string | null,
  lines: readonly string[],
  file = 'AGENTS.md',
): string {
  const old = text ?? '';
  const e = edit(old, lines, file);
  return old.slice(0, e.from) + e.insert + old.slice(e.to);
}

/**
 * The file's bytes (null: it does not exist) with the block written, spliced at byte offsets: the
 * bytes before and after the block are the bytes read, whatever decoding would say. Throws
 * AgentsMdError, writing nothing, when the bytes are not UTF-8 (a Latin-1 or UTF-16 file would come
 * back with U+FFFD for good), the markers are not one pair, or a name in the block is refused.
 */
export function withAgentsBlockBytes(
  bytes: Uint8Array | null,
  lines: readonly string[],
  file = 'AGENTS.md',
): { bytes: Buffer; text: string } {
  const before = Buffer.from(bytes ?? new Uint8Array());
  const text = decodeUtf8(before);
  if (text === null)
    throw new AgentsMdError(
      `${notUtf8(file)}. wiki-ingest splices its block into the file's own bytes and would destroy the rest; nothing was written.`,
    );
  const e = edit(text, lines, file);
  const from = Buffer.byteLength(text.slice(0, e.from), 'utf8');
  const to = Buffer.byteLength(text.slice(0, e.to), 'utf8');
  const out = Buffer.concat([
    before.subarray(0, from),
    Buffer.from(e.insert, 'utf8'),
    before.subarray(to),
  ]);
  return { bytes: out, text: text.slice(0, e.from) + e.insert + text.slice(e.to) };
}
