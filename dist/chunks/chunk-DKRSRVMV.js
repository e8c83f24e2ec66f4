import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/warnings.ts
var KINDS = [
  {
    re: /^(.+?): description cut from \d+ to (\d+) chars \(description-chars\);/,
    say: (n, pages, m) => `${n} descriptions cut to ${m[2]} chars (description-chars): ${pages}. Shorten their front-matter descriptions (or first paragraphs); wiki-ingest adopt writes a short one where none is set.`
  },
  {
    re: /^(.+?): \d+ chars, over page-char-cap (\d+) by \d+;/,
    say: (n, pages, m) => `${n} pages over page-char-cap ${m[2]}: ${pages}; read_pages serves the first ${m[2]} chars of each with a truncation note. Split them or raise page-char-cap.`
  },
  {
    re: /^(.+?): \d+ H2 headings, the map keeps (\d+) \(headings-per-page\);/,
    say: (n, pages, m) => `${n} pages have more than ${m[2]} H2 headings (headings-per-page): ${pages}; the map keeps the first ${m[2]} of each.`
  }
];
var NAMED = 5;
var named = (pages) => pages.length <= NAMED ? pages.join(", ") : `${pages.slice(0, NAMED).join(", ")} and ${pages.length - NAMED} more`;
function groupWarnings(warnings) {
  const unique = [...new Set(warnings)];
  const groups = /* @__PURE__ */ new Map();
  const keyOf = (w) => {
    for (const [i, kind] of KINDS.entries()) {
      const m = kind.re.exec(w);
      if (m) return `${i}:${m.slice(2).join("|")}`;
    }
    return null;
  };
  for (const w of unique) {
    const key = keyOf(w);
    if (key === null) continue;
    const kind = KINDS[Number(key.split(":")[0])];
    const m = kind.re.exec(w);
    const group = groups.get(key) ?? { kind, m, pages: [] };
    group.pages.push(m[1]);
    groups.set(key, group);
  }
  const out = [];
  const said = /* @__PURE__ */ new Set();
  for (const w of unique) {
    const key = keyOf(w);
    const group = key === null ? void 0 : groups.get(key);
    if (!group || group.pages.length < 2) out.push(w);
    else if (!said.has(key)) {
      said.add(key);
      out.push(group.kind.say(group.pages.length, named(group.pages), group.m));
    }
  }
  return out;
}

export {
  groupWarnings
};
//# sourceMappingURL=chunk-DKRSRVMV.js.map
