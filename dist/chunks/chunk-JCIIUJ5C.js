import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  linkGraph
} from "./chunk-K5FLXCZD.js";
import {
  mapField
} from "./chunk-VQUICA6I.js";
import {
  codePoints,
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/fold-sections.ts
var described = (s) => [mapField(s.id), s.count, ...s.description ? [s.description] : []].join(" | ");
var counted = (s) => `${mapField(s.id)} | ${s.count}`;
var UNFOLD = "open_section with a section (its first field) lists its pages, search_wiki finds pages by their words";
var NOTES = {
  described: `(Section lines without their most linked titles, to keep the map within its budget: ${UNFOLD}.)`,
  counted: `(Section lines with their page counts only, to keep the map within its budget: ${UNFOLD}.)`
};
var size = (lines) => lines.reduce((n, l) => n + codePoints(l) + 1, 0);
function largest(sections, room) {
  const ranked = [...sections].sort(
    (a, b) => b.slugs.length - a.slugs.length || compareCodePoints(a.id, b.id)
  );
  const kept = [];
  let used = 0;
  for (const s of ranked) {
    const more = codePoints(counted(s)) + 1;
    if (used + more > room) break;
    kept.push(s);
    used += more;
  }
  const shown = new Set(kept);
  const rest = sections.filter((s) => !shown.has(s));
  return {
    lines: kept.sort((a, b) => compareCodePoints(a.id, b.id)).map(counted),
    unlisted: { sections: rest.length, pages: rest.reduce((n, s) => n + s.slugs.length, 0) }
  };
}
function foldSections(sections, maxChars) {
  const none = { sections: 0, pages: 0 };
  const full = sections.map((s) => s.line);
  if (size(full) <= maxChars) return { lines: full, unlisted: none };
  for (const [note, lineOf] of [
    [NOTES.described, described],
    [NOTES.counted, counted]
  ]) {
    const lines = [...sections.map(lineOf), note];
    if (size(lines) <= maxChars) return { lines, unlisted: none };
  }
  const tail = (n2, pages2) => `+${n2} more section${n2 === 1 ? "" : "s"} (${pages2} pages): search_wiki finds their pages.`;
  const room = maxChars - size([NOTES.counted, tail(sections.length, 10 ** 9)]);
  const kept = largest(sections, Math.max(0, room));
  const { sections: n, pages } = kept.unlisted;
  return { lines: [...kept.lines, tail(n, pages), NOTES.counted], unlisted: kept.unlisted };
}

// src/wiki/folded-map.ts
var DEFAULT_MAP_TOKEN_BUDGET = 24e3;
var tagsCharBudget = (mapTokenBudget) => Math.floor(mapTokenBudget / 5);
var HUB_MIN_LINKS = 8;
var TOP_SECTION = "/";
var FOLDER_HUBS = ["overview", "index", "readme"];
function approxTokens(text) {
  return Math.ceil(codePoints(text) / 4);
}
function mapBudget(map, budget = DEFAULT_MAP_TOKEN_BUDGET) {
  const tokens = approxTokens(map.text);
  return { tokens, budget, over: tokens > budget };
}
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
function folderHub(entries, prefix) {
  for (const name of FOLDER_HUBS) if (entries.has(prefix + name)) return prefix + name;
  const top = prefix.slice(0, -1);
  return !top.includes("/") && entries.has(top) ? top : null;
}
function subfolders(slugs, prefix) {
  const out = /* @__PURE__ */ new Set();
  for (const slug of slugs) {
    const rest = slug.slice(prefix.length);
    const cut = rest.indexOf("/");
    if (slug.startsWith(prefix) && cut > 0) out.add(prefix + rest.slice(0, cut + 1));
  }
  return [...out].sort(compareCodePoints);
}
function sectionFields(outline, id, slugs, hub, folders) {
  const ranked = slugs.filter((s) => s !== hub).map((slug) => ({ slug, n: outline.links.inbound.get(slug) ?? 0 })).sort((a, b) => b.n - a.n || compareCodePoints(a.slug, b.slug)).slice(0, outline.titles).map(({ slug }) => mapField(outline.entries.get(slug).title));
  const count = `${plural(slugs.length, "page")}${folders > 0 ? ` (${plural(folders, "folder")})` : ""}`;
  const description = mapField(hub ? outline.entries.get(hub).description : "");
  const line = [mapField(id), count, description, ranked.join(" \xB7 ")].join(" | ").trimEnd();
  return { count, description, line };
}
function folderSection(outline, prefix, all) {
  const hub = folderHub(outline.entries, prefix);
  const under = all.filter((s) => s.startsWith(prefix));
  const slugs = hub && !hub.startsWith(prefix) ? [hub, ...under] : under;
  const folders = subfolders(under, prefix).length;
  return {
    id: prefix,
    kind: "folder",
    slugs,
    hub,
    ...sectionFields(outline, prefix, slugs, hub, folders)
  };
}
function outlineMap(map, pages) {
  const entries = new Map(map.entries.map((e) => [e.slug, e]));
  const outline = {
    entries,
    links: linkGraph(pages.filter((p) => entries.has(p.slug))),
    titles: map.caps.headingsPerPage
  };
  const slugs = map.entries.map((e) => e.slug);
  const folders = subfolders(slugs, "").map((prefix) => folderSection(outline, prefix, slugs));
  const folderHubs = new Set(folders.map((f) => f.hub));
  const hubs = [];
  const top = [];
  for (const slug of slugs) {
    if (slug.includes("/") || folderHubs.has(slug)) continue;
    const links = outline.links.out.get(slug) ?? [];
    if (links.length < HUB_MIN_LINKS) top.push(slug);
    else
      hubs.push({
        id: slug,
        kind: "hub",
        slugs: links,
        hub: slug,
        ...sectionFields(outline, slug, links, slug, 0)
      });
  }
  const rest = top.length ? [
    {
      id: TOP_SECTION,
      kind: "top",
      slugs: top,
      hub: null,
      ...sectionFields(outline, TOP_SECTION, top, null, 0)
    }
  ] : [];
  const sections = [...rest, ...folders, ...hubs].sort((a, b) => compareCodePoints(a.id, b.id));
  return { ...outline, sections };
}
var render = (sections, lines, note = "") => [
  "## Sections",
  ...sections,
  ...lines.length ? ["", "## Pages in full", ...lines] : [],
  ...note ? [note] : []
].join("\n") + "\n";
var leftNote = (n) => `(${n} more hub${n === 1 ? "" : "s"} and recently changed pages not shown in full: open_section on their section lists their lines.)`;
function fitFull(outline, full, room) {
  const shown = /* @__PURE__ */ new Set();
  const left = [];
  let cut = 0;
  let used = 0;
  for (const slug of full) {
    const entry = outline.entries.get(slug);
    if (shown.has(slug) || left.includes(slug)) continue;
    const more = entry ? 1 + codePoints(entry.line) : 0;
    if (!entry || used + more > room) {
      left.push(slug);
      if (entry) cut++;
      continue;
    }
    shown.add(slug);
    used += more;
  }
  return { shown: [...shown].sort(compareCodePoints), left, cut };
}
function foldMap(outline, options = {}) {
  const sectionChars = options.sections === void 0 ? Infinity : options.sections * 4;
  const lines = foldSections(outline.sections, sectionChars).lines;
  const budgetChars = options.budget === void 0 ? Infinity : options.budget * 4;
  const base = codePoints(render(lines, [])) + codePoints("\n## Pages in full\n");
  const lineOf = (s) => outline.entries.get(s).line;
  const wanted = options.full ?? [];
  let fit = fitFull(outline, wanted, budgetChars - base);
  let note = "";
  if (fit.cut > 0) {
    const room = budgetChars - base - codePoints(leftNote(wanted.length)) - 1;
    fit = fitFull(outline, wanted, room);
    note = leftNote(fit.cut);
  }
  const text = render(lines, fit.shown.map(lineOf), note);
  return {
    sections: outline.sections,
    full: fit.shown,
    left: fit.left,
    text,
    tokens: approxTokens(text)
  };
}
function openOutline(outline, id, maxLines = 200) {
  const wanted = id.trim().toLowerCase();
  const all = [...outline.entries.keys()];
  const lineOf = (slug) => outline.entries.get(slug).line;
  const cap = (slugs, room) => ({
    lines: slugs.slice(0, Math.max(0, room)).map(lineOf),
    omitted: Math.max(0, slugs.length - Math.max(0, room))
  });
  const known = outline.sections.find((s) => s.id === wanted && s.kind !== "folder");
  if (known) return { id: known.id, ...cap(known.slugs, maxLines) };
  const prefix = wanted.endsWith("/") ? wanted : `${wanted}/`;
  if (prefix === "/" || !all.some((s) => s.startsWith(prefix))) return null;
  const section = folderSection(outline, prefix, all);
  if (section.slugs.length <= maxLines)
    return { id: prefix, lines: section.slugs.map(lineOf), omitted: 0 };
  const folders = subfolders(section.slugs, prefix).map((p) => folderSection(outline, p, all));
  const inFolders = new Set(folders.flatMap((f) => f.slugs));
  const own = section.slugs.filter((s) => !inFolders.has(s));
  const pages = cap(own, maxLines - folders.length);
  return {
    id: prefix,
    lines: [...folders.map((f) => f.line), ...pages.lines],
    omitted: pages.omitted
  };
}

export {
  DEFAULT_MAP_TOKEN_BUDGET,
  tagsCharBudget,
  approxTokens,
  mapBudget,
  outlineMap,
  foldMap,
  openOutline
};
//# sourceMappingURL=chunk-JCIIUJ5C.js.map
