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
import { DEFAULT_CAPS, type Caps, type Page } from './types.js';

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

/** The shape of a wiki: what the block says about it. */
export function agentsShape(
  wiki: { pages: readonly Page[]; schema: string | null },
  o: { wikiPath: string; mapFile: string } & AgentsMapOptions,
): AgentsShape {
  const outline = outlineMap(buildMap(wiki.pages), wiki.pages);
  const served = o.withheld ? wiki.pages.filter((p) => !o.withheld!(p.file)) : wiki.pages;
  const map = buildMap(served, o.caps ?? DEFAULT_CAPS);
  return {
    wikiPath: o.wikiPath,
    mapFile: o.mapFile,
    schema: wiki.schema !== null,
    sections: outline.sections.filter((s) => s.kind !== 'top').map((s) => s.id),
    locked: wiki.pages.filter((p) => p.locked).map((p) => p.file),
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

/** Where the block is in `text`: the offsets of its start marker and of the end of its end marker. */
function blockAt(text: string, file: string): { from: number; to: number } | null {
  const starts = [...text.matchAll(new RegExp(escape(AGENTS_START), 'g'))].map((m) => m.index);
  const ends = [...text.matchAll(new RegExp(escape(AGENTS_END), 'g'))].map((m) => m.index);
  if (starts.length === 0 && ends.length === 0) return null;
  if (starts.length !== 1 || ends.length !== 1 || ends[0]! < starts[0]!)
    throw new AgentsMdError(
      `${file} holds ${starts.length} "${AGENTS_START}" and ${ends.length} "${AGENTS_END}" marker${ends.length === 1 ? '' : 's'}${starts.length === 1 && ends.length === 1 ? ' in the wrong order' : ''}; wiki-ingest keeps exactly one pair. Delete the stray markers (or the whole block, to have it written anew) and run again. Nothing was written.`,
    );
  return { from: starts[0]!, to: ends[0]! + AGENTS_END.length };
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` (null: the file does not exist) with the block written: between the markers when they are
 * there, else appended after a blank line. Lines are joined the way the file joins its own (CRLF
 * when it uses CRLF). Everything outside the markers is kept byte for byte. Throws AgentsMdError
 * when the markers are not one pair.
 */
export function withAgentsBlock(
  text: string | null,
  lines: readonly string[],
  file = 'AGENTS.md',
): string {
  const old = text ?? '';
  const eol = /\r\n/.test(old) ? '\r\n' : '\n';
  const block = lines.join(eol);
  const at = blockAt(old, file);
  if (at) return old.slice(0, at.from) + block + old.slice(at.to);
  if (old === '') return block + eol;
  const sep = old.endsWith(eol) ? eol : eol + eol;
  return old + (old.endsWith(`${eol}${eol}`) ? '' : sep) + block + eol;
}
