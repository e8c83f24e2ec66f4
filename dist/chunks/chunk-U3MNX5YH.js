import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  linkGraph
} from "./chunk-QMCSKJWZ.js";
import {
  mapField
} from "./chunk-GK2BIUY4.js";
import {
  codePoints,
  compareCodePoints
} from "./chunk-MWHA3O2D.js";

// src/wiki/folded-map.ts
var DEFAULT_MAP_TOKEN_BUDGET = 24e3;
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
function sectionLine(outline, id, slugs, hub, folders) {
  const ranked = slugs.filter((s) => s !== hub).map((slug) => ({ slug, n: outline.links.inbound.get(slug) ?? 0 })).sort((a, b) => b.n - a.n || compareCodePoints(a.slug, b.slug)).slice(0, outline.titles).map(({ slug }) => mapField(outline.entries.get(slug).title));
  const count = `${plural(slugs.length, "page")}${folders > 0 ? ` (${plural(folders, "folder")})` : ""}`;
  const description = hub ? outline.entries.get(hub).description : "";
  return [mapField(id), count, mapField(description), ranked.join(" \xB7 ")].join(" | ").trimEnd();
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
    line: sectionLine(outline, prefix, slugs, hub, folders)
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
        line: sectionLine(outline, slug, links, slug, 0)
      });
  }
  const rest = top.length ? [
    {
      id: TOP_SECTION,
      kind: "top",
      slugs: top,
      hub: null,
      line: sectionLine(outline, TOP_SECTION, top, null, 0)
    }
  ] : [];
  const sections = [...rest, ...folders, ...hubs].sort((a, b) => compareCodePoints(a.id, b.id));
  return { ...outline, sections };
}
var render = (sections, lines) => [
  "## Sections",
  ...sections.map((s) => s.line),
  ...lines.length ? ["", "## Pages in full", ...lines] : []
].join("\n") + "\n";
function foldMap(outline, options = {}) {
  let chars = codePoints(render(outline.sections, [])) + codePoints("\n## Pages in full");
  const shown = /* @__PURE__ */ new Set();
  const left = [];
  for (const slug of options.full ?? []) {
    const entry = outline.entries.get(slug);
    if (shown.has(slug)) continue;
    const more = entry ? 1 + codePoints(entry.line) : 0;
    if (!entry || options.budget !== void 0 && Math.ceil((chars + more) / 4) > options.budget) {
      if (!left.includes(slug)) left.push(slug);
      continue;
    }
    shown.add(slug);
    chars += more;
  }
  const full = [...shown].sort(compareCodePoints);
  const text = render(
    outline.sections,
    full.map((s) => outline.entries.get(s).line)
  );
  return { sections: outline.sections, full, left, text, tokens: approxTokens(text) };
}
function openSection(outline, id, maxLines = 200) {
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
  approxTokens,
  mapBudget,
  outlineMap,
  foldMap,
  openSection
};
//# sourceMappingURL=chunk-U3MNX5YH.js.map
