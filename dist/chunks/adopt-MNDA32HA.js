import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runCommand
} from "./chunk-V6T7U2TN.js";
import "./chunk-XEODKNDM.js";
import {
  writeWorkingTree
} from "./chunk-EEWGWXIG.js";
import {
  decodeUtf8,
  keepsBytes,
  loadRepoWiki,
  notUtf8,
  readWikiFile
} from "./chunk-JIWZMEPQ.js";
import {
  markdownLinks
} from "./chunk-PRWAT3M4.js";
import {
  isGeneratedMap
} from "./chunk-4MFDPNYM.js";
import "./chunk-363AVV2A.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  buildMap
} from "./chunk-LCQIEUCI.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import {
  frontmatterProblem,
  parsePage,
  require_dist
} from "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import {
  cutAtWord,
  oneLine
} from "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import {
  loadConfig
} from "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import {
  __toESM
} from "./chunk-ALWFP5YV.js";

// src/cli/adopt.ts
import { readFileSync } from "node:fs";
import { join, resolve as resolve2 } from "node:path";

// src/wiki/adopt.ts
var import_yaml = __toESM(require_dist(), 1);
var FOLDER_TYPES = {
  adr: "decision",
  adrs: "decision",
  "how-to": "guide",
  howto: "guide",
  tutorial: "guide",
  tutorials: "guide"
};
function typeFromFolder(file, pageTypes) {
  const folders = file.split("/").slice(0, -1).reverse();
  for (const folder of folders.map((f) => f.toLowerCase())) {
    const named = FOLDER_TYPES[folder] ?? folder.replace(/s$/, "");
    const type = pageTypes.find((t) => t === named || t === folder);
    if (type) return type;
  }
  return null;
}
function firstSentence(paragraph, max) {
  const plain = oneLine(paragraph);
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  return cutAtWord(sentence, max).text;
}
var text = (v) => typeof v === "string" && v.trim() !== "";
function adoptPage(file, raw, options) {
  if (frontmatterProblem(raw) !== null) return null;
  const { page } = parsePage(file, raw);
  const fm = page.frontmatter ?? {};
  const added = {};
  if (!text(fm.title)) added.title = page.title;
  if (!text(fm.description)) {
    const description = firstSentence(page.description, options.descriptionChars);
    if (description !== "") added.description = description;
  }
  if (!text(fm.type)) {
    const type = typeFromFolder(file, options.pageTypes);
    if (type) added.type = type;
  }
  const related = Array.isArray(fm.related) ? fm.related : [];
  if (related.length === 0 && options.pages) {
    const linked = markdownLinks(page.slug, page.body).map((l) => l.slug).filter((slug) => slug !== page.slug && options.pages.has(slug));
    if (linked.length) added.related = linked;
  }
  if (Object.keys(added).length === 0) return null;
  const out = withFields(raw, added);
  if (parsePage(file, out).page.body !== page.body) return null;
  return { added, text: out };
}
function withFields(raw, fields) {
  const bom = raw.startsWith("\uFEFF") ? "\uFEFF" : "";
  const rest = raw.slice(bom.length);
  const eol = rest.includes("\r\n") ? "\r\n" : "\n";
  const lines = (0, import_yaml.stringify)(fields, { lineWidth: 0 }).replace(/\n$/, "").split("\n");
  const yaml = lines.map((l) => l + eol).join("");
  const first = /^---[ \t]*\r?\n/.exec(rest);
  if (!first) return `${bom}---${eol}${yaml}---${eol}${rest}`;
  const fence = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;
  const after = rest.slice(first[0].length);
  const close = fence.exec(after);
  if (!close) return `${bom}---${eol}${yaml}---${eol}${rest}`;
  const at = first[0].length + close.index;
  return `${bom}${rest.slice(0, at)}${yaml}${rest.slice(at)}`;
}
function adoptFile(file, bytes, options, path = file) {
  const raw = decodeUtf8(bytes);
  if (raw === null) return { refused: `${notUtf8(path)}; not adopted, its bytes left as they are` };
  const adopted = adoptPage(file, raw, options);
  if (adopted === null) return null;
  if (!keepsBytes(bytes, Buffer.from(adopted.text, "utf8")))
    return {
      refused: `${path}: adopting it would change bytes of its text, not only add front-matter lines; not adopted, left as it is`
    };
  return adopted;
}

// src/cli/adopt-notes.ts
import { resolve } from "node:path";
async function adoptNotes(repo, config, pages) {
  const notes = [];
  const map = await readWikiFile(resolve(repo, config.wikiPath), config.mapFile);
  if (map !== null && !isGeneratedMap(map))
    notes.push(
      `note: ${config.wikiPath}/${config.mapFile} is a page a person wrote, and wiki-ingest never overwrites it: give the map a file of its own with the map-file input (--map-file wiki-map.md here, map-file: wiki-map.md in the workflow).`
    );
  const built = buildMap(pages, capsOf(config));
  const over = built.cuts.filter((c) => / chars, over page-char-cap /.test(c.warning));
  if (over.length) {
    const longest = Math.max(...over.map((c) => Number(/: (\d+) chars/.exec(c.warning)?.[1] ?? 0)));
    notes.push(
      `warning: ${over.length} page${over.length === 1 ? " is" : "s are"} longer than page-char-cap (${config.pageCharCap} characters), so the agent would read ${over.length === 1 ? "it" : "them"} cut: ${over.map((c) => c.slug).join(", ")}. Raise the page-char-cap input (--page-char-cap ${Math.min(1e5, longest)}, page-char-cap: ${Math.min(1e5, longest)} in the workflow) or split ${over.length === 1 ? "it" : "them"}.`
    );
  }
  return notes;
}

// src/cli/adopt.ts
var spec = {
  name: "adopt",
  summary: "Gives every page of an existing docs folder the front-matter the wiki map reads (title, a description within description-chars, a type from its folder, related from its Markdown links) where it has none, without changing any body; says when index.md is a person's page (set map-file) and which pages pass page-char-cap. Free: no model, no network.",
  usage: "[--repo DIR] [--wiki-path P] [--dry-run] [--page-types LIST] [map flags]",
  inputs: ["map"],
  flags: {
    repo: { type: "string", value: "DIR", description: "Repository root (default: .)." },
    "dry-run": { type: "boolean", description: "Print what would change; write nothing." },
    "page-types": {
      type: "string",
      value: "LIST",
      description: "Page types a folder may name (decisions/ \u2192 decision); default: the page-types input."
    }
  }
};
var said = (a) => [
  a.title !== void 0 ? `title "${a.title}"` : null,
  a.description !== void 0 ? `description "${a.description}"` : null,
  a.type !== void 0 ? `type ${a.type}` : null,
  a.related !== void 0 ? `related ${a.related.join(", ")}` : null
].filter(Boolean).join(", ");
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const types = values["page-types"];
    const config = await loadConfig(
      { ...inputs, ...types !== void 0 ? { "page-types": types } : {} },
      process.env
    );
    const repo = resolve2(values.repo ?? ".");
    const wiki = await loadRepoWiki(repo, config);
    if ("missing" in wiki) {
      process.stderr.write(safeLines([`wiki-ingest adopt: ${wiki.missing}`]));
      return 1;
    }
    const slugs = new Set(wiki.pages.map((p) => p.slug));
    const writes = [];
    const lines = [];
    const refused = [];
    for (const page of wiki.pages) {
      const path = `${config.wikiPath}/${page.file}`;
      const bytes = readFileSync(join(repo, config.wikiPath, page.file));
      const adopted = adoptFile(page.file, bytes, { ...config, pages: slugs }, path);
      if (!adopted) continue;
      if ("refused" in adopted) {
        refused.push(`wiki-ingest adopt: ${adopted.refused}`);
        continue;
      }
      writes.push({ path, content: adopted.text, action: "update" });
      lines.push(
        `${values["dry-run"] === true ? "would adopt" : "adopted"} ${path}: ${said(adopted.added)}`
      );
    }
    if (writes.length && values["dry-run"] !== true)
      await writeWorkingTree(repo, writes, { wikiPath: config.wikiPath });
    const n = wiki.pages.length;
    const left = n - writes.length - refused.length;
    lines.push(
      `${writes.length} of ${n} page${n === 1 ? "" : "s"} ${values["dry-run"] === true ? "would get" : "got"} front-matter; ${refused.length ? `${refused.length} refused (see above), ` : ""}the other ${left} already had it (or their front-matter does not parse). No body was changed.`
    );
    lines.push(...await adoptNotes(repo, config, wiki.pages));
    process.stderr.write(safeLines(refused));
    process.stdout.write(safeLines(lines));
    return refused.length ? 1 : 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=adopt-MNDA32HA.js.map
