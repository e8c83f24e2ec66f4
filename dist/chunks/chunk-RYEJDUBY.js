import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  decodeUtf8,
  notUtf8
} from "./chunk-F7UMMSZF.js";
import {
  DEFAULT_MAP_TOKEN_BUDGET,
  mapBudget,
  outlineMap
} from "./chunk-JCIIUJ5C.js";
import {
  buildMap
} from "./chunk-VQUICA6I.js";
import {
  DEFAULT_CAPS
} from "./chunk-IJIACYQJ.js";
import {
  blockTokens
} from "./chunk-VPRMEN3U.js";

// src/wiki/agents-md.ts
var AGENTS_START = "<!-- wiki-ingest:agents-md:start -->";
var AGENTS_END = "<!-- wiki-ingest:agents-md:end -->";
var LOCKED_SHOWN = 20;
var SECTIONS_SHOWN = 30;
var AgentsMdError = class extends Error {
  name = "AgentsMdError";
};
function blockNameProblem(name) {
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name))
    return "it holds a line break or control character";
  if (name.includes("<!--") || name.includes("-->") || name.includes("wiki-ingest:agents-md"))
    return "it holds the block's marker text";
  return null;
}
function agentsShape(wiki, o) {
  for (const name of [o.wikiPath, o.mapFile]) {
    const problem = blockNameProblem(name);
    if (problem)
      throw new AgentsMdError(
        `the wiki folder or map file ${JSON.stringify(name)} cannot be named in the block: ${problem}. Nothing was written.`
      );
  }
  const outline = outlineMap(buildMap(wiki.pages), wiki.pages);
  const refused = [];
  const named = (names, what) => names.filter((name) => {
    const problem = blockNameProblem(name);
    if (problem)
      refused.push(
        `${what} ${JSON.stringify(name)} is left out of the block: ${problem}; rename it`
      );
    return problem === null;
  });
  const served = o.withheld ? wiki.pages.filter((p) => !o.withheld(p.file)) : wiki.pages;
  const map = buildMap(served, o.caps ?? DEFAULT_CAPS);
  return {
    wikiPath: o.wikiPath,
    mapFile: o.mapFile,
    schema: wiki.schema !== null,
    sections: named(
      outline.sections.filter((s) => s.kind !== "top").map((s) => s.id),
      "the section"
    ),
    locked: named(
      wiki.pages.filter((p) => p.locked).map((p) => p.file),
      "the locked page"
    ),
    ...refused.length ? { refused } : {},
    folded: mapBudget(map, o.mapTokenBudget ?? DEFAULT_MAP_TOKEN_BUDGET).over
  };
}
function agentsTools(shape) {
  return [
    "read_pages",
    "read_section",
    ...shape.folded ? ["search_wiki", "open_section"] : [],
    "stale_pages",
    "impacted_pages"
  ];
}
function impactCommand(shape) {
  return [
    "wiki-ingest impact --working-tree",
    ...shape.wikiPath === "wiki" ? [] : [`--wiki-path ${shape.wikiPath}`]
  ].join(" ");
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
    `- Over MCP: ${code(command)} serves the map and the pages as resources, and the tools ${agentsTools(shape).map(code).join(", ")} (Claude Code: ${code(`claude mcp add wiki -- ${command}`)}).`,
    ...sections.length ? [`- Sections: ${sections.join(", ")}${moreSections ? `, and ${moreSections} more` : ""}.`] : [],
    `- Freshness: a page's front-matter ${code("covers")} lists the files it describes, each stamped with the version it was checked against. When a covered file changed since, the code is the truth.`,
    "",
    "Before you finish a change:",
    "",
    `- List the wiki pages it makes stale: ${code(impactCommand(shape))}, or the MCP tool ${code("impacted_pages")}. Each covers a file you changed, deleted or renamed, or names a path or identifier you changed.`,
    "- Update each of them in the same change where you can (read it, check it against your code, edit it); say in the pull request which you left for review.",
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
var markerLine = (line, marker) => /^ {0,3}$/.test(line.slice(0, Math.max(0, line.indexOf(marker)))) && line.trim() === marker;
function codeLines(text) {
  const lines = /* @__PURE__ */ new Set();
  for (const t of blockTokens(text.replace(/\r\n?/g, "\n")))
    if ((t.type === "fence" || t.type === "code_block") && t.map)
      for (let i = t.map[0]; i < t.map[1]; i++) lines.add(i);
  return lines;
}
function blockAt(text, file) {
  const code2 = codeLines(text);
  const starts = [];
  const ends = [];
  let at = 0;
  text.split(/(?<=\n)|(?<=\r)(?!\n)/).forEach((raw, i) => {
    const line = raw.replace(/\r?\n$|\r$/, "");
    const span = { from: at, to: at + line.length };
    at += raw.length;
    if (code2.has(i)) return;
    if (markerLine(line, AGENTS_START)) starts.push(span);
    else if (markerLine(line, AGENTS_END)) ends.push(span);
  });
  if (starts.length === 0 && ends.length === 0) return null;
  if (starts.length !== 1 || ends.length !== 1 || ends[0].from < starts[0].from)
    throw new AgentsMdError(
      `${file} holds ${starts.length} "${AGENTS_START}" and ${ends.length} "${AGENTS_END}" marker line${ends.length === 1 ? "" : "s"}${starts.length === 1 && ends.length === 1 ? " in the wrong order" : ""}; wiki-ingest keeps exactly one pair, each marker alone on its line. Delete the stray markers (or the whole block, to have it written anew) and run again. Nothing was written.`
    );
  return { from: starts[0].from, to: ends[0].to };
}
var eolOf = (text) => /\r\n/.test(text) ? "\r\n" : "\n";
function edit(text, lines, file) {
  const eol = eolOf(text);
  const block = lines.join(eol);
  const at = blockAt(text, file);
  if (at) return { ...at, insert: block };
  const end = text.length;
  if (text === "") return { from: 0, to: 0, insert: block + eol };
  const sep = text.endsWith(`${eol}${eol}`) ? "" : text.endsWith(eol) ? eol : eol + eol;
  return { from: end, to: end, insert: sep + block + eol };
}
function withAgentsBlockBytes(bytes, lines, file = "AGENTS.md") {
  const before = Buffer.from(bytes ?? new Uint8Array());
  const text = decodeUtf8(before);
  if (text === null)
    throw new AgentsMdError(
      `${notUtf8(file)}. wiki-ingest splices its block into the file's own bytes and would destroy the rest; nothing was written.`
    );
  const e = edit(text, lines, file);
  const from = Buffer.byteLength(text.slice(0, e.from), "utf8");
  const to = Buffer.byteLength(text.slice(0, e.to), "utf8");
  const out = Buffer.concat([
    before.subarray(0, from),
    Buffer.from(e.insert, "utf8"),
    before.subarray(to)
  ]);
  return { bytes: out, text: text.slice(0, e.from) + e.insert + text.slice(e.to) };
}

export {
  AgentsMdError,
  agentsShape,
  agentsBlock,
  withAgentsBlockBytes
};
//# sourceMappingURL=chunk-RYEJDUBY.js.map
