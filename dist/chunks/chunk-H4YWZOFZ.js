import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  outlineMap
} from "./chunk-PZWFC3OC.js";
import {
  buildMap
} from "./chunk-LCQIEUCI.js";

// src/wiki/agents-md.ts
var AGENTS_START = "<!-- wiki-ingest:agents-md:start -->";
var AGENTS_END = "<!-- wiki-ingest:agents-md:end -->";
var LOCKED_SHOWN = 20;
var SECTIONS_SHOWN = 30;
var AgentsMdError = class extends Error {
  name = "AgentsMdError";
};
function agentsShape(wiki, o) {
  const outline = outlineMap(buildMap(wiki.pages), wiki.pages);
  return {
    wikiPath: o.wikiPath,
    mapFile: o.mapFile,
    schema: wiki.schema !== null,
    sections: outline.sections.filter((s) => s.kind !== "top").map((s) => s.id),
    locked: wiki.pages.filter((p) => p.locked).map((p) => p.file)
  };
}
var code = (s) => `\`${s.replace(/`/g, "'")}\``;
function mcpCommand(shape) {
  return [
    "wiki-ingest mcp",
    ...shape.wikiPath === "wiki" ? [] : [`--wiki-path ${shape.wikiPath}`],
    ...shape.mapFile === "index.md" ? [] : [`--map-file ${shape.mapFile}`]
  ].join(" ");
}
function agentsBlock(shape) {
  const w = shape.wikiPath;
  const command = mcpCommand(shape);
  const sections = shape.sections.slice(0, SECTIONS_SHOWN).map(code);
  const moreSections = shape.sections.length - sections.length;
  const locked = shape.locked.slice(0, LOCKED_SHOWN).map((f) => code(`${w}/${f}`));
  const moreLocked = shape.locked.length - locked.length;
  return [
    AGENTS_START,
    "<!-- Written by wiki-ingest (agents-md) from the wiki; edits inside these markers are replaced. -->",
    "## Project wiki",
    "",
    `This repository keeps a Markdown wiki in ${code(`${w}/`)}, updated by wiki-ingest after every merge. Read it before exploring the code to learn how something works or why it is built that way.`,
    "",
    `- Map: ${code(`${w}/${shape.mapFile}`)}, one line per page (\`slug | title | description | sections\`).`,
    `- Over MCP: ${code(command)} serves the map, the pages, search and ${code("stale_pages")} (Claude Code: ${code(`claude mcp add wiki -- ${command}`)}).`,
    ...sections.length ? [`- Sections: ${sections.join(", ")}${moreSections ? `, and ${moreSections} more` : ""}.`] : [],
    `- Freshness: a page's front-matter ${code("covers")} lists the files it describes, each stamped with the version it was checked against. When a covered file changed since, the code is the truth.`,
    "",
    "Editing the wiki:",
    "",
    ...shape.schema ? [`- Follow ${code(`${w}/SCHEMA.md`)}: page types, required sections, conventions.`] : [],
    `- Never edit ${code(`${w}/${shape.mapFile}`)} or ${code(`${w}/log.md`)}: wiki-ingest writes them.`,
    locked.length ? `- Never edit a locked page (front-matter ${code("wiki-ingest: locked")}): ${locked.join(", ")}${moreLocked ? `, and ${moreLocked} more` : ""}.` : `- Never edit a page whose front-matter says ${code("wiki-ingest: locked")}.`,
    `- Give a page front-matter (title, description, type) and link other pages as ${code("[[slug]]")}.`,
    AGENTS_END
  ];
}
function blockAt(text, file) {
  const starts = [...text.matchAll(new RegExp(escape(AGENTS_START), "g"))].map((m) => m.index);
  const ends = [...text.matchAll(new RegExp(escape(AGENTS_END), "g"))].map((m) => m.index);
  if (starts.length === 0 && ends.length === 0) return null;
  if (starts.length !== 1 || ends.length !== 1 || ends[0] < starts[0])
    throw new AgentsMdError(
      `${file} holds ${starts.length} "${AGENTS_START}" and ${ends.length} "${AGENTS_END}" marker${ends.length === 1 ? "" : "s"}${starts.length === 1 && ends.length === 1 ? " in the wrong order" : ""}; wiki-ingest keeps exactly one pair. Delete the stray markers (or the whole block, to have it written anew) and run again. Nothing was written.`
    );
  return { from: starts[0], to: ends[0] + AGENTS_END.length };
}
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function withAgentsBlock(text, lines, file = "AGENTS.md") {
  const old = text ?? "";
  const eol = /\r\n/.test(old) ? "\r\n" : "\n";
  const block = lines.join(eol);
  const at = blockAt(old, file);
  if (at) return old.slice(0, at.from) + block + old.slice(at.to);
  if (old === "") return block + eol;
  const sep = old.endsWith(eol) ? eol : eol + eol;
  return old + (old.endsWith(`${eol}${eol}`) ? "" : sep) + block + eol;
}

export {
  AgentsMdError,
  agentsShape,
  agentsBlock,
  withAgentsBlock
};
//# sourceMappingURL=chunk-H4YWZOFZ.js.map
