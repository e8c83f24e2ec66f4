import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runCommand
} from "./chunk-ZN2JLOI7.js";
import "./chunk-XEODKNDM.js";
import {
  writeWorkingTree
} from "./chunk-EEWGWXIG.js";
import {
  WikiNotFoundError,
  WikiSymlinkError,
  decodeUtf8,
  keepsBytes,
  loadWiki,
  notUtf8
} from "./chunk-5ATW6D2W.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  frontmatterProblem,
  parsePage,
  require_dist
} from "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-363AVV2A.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import {
  loadConfig
} from "./chunk-RF3EHKVT.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-HATCYIR3.js";
import {
  cutAtWord,
  oneLine
} from "./chunk-RQGXNV2K.js";
import "./chunk-6LV7K3ZW.js";
import {
  __toESM
} from "./chunk-ALWFP5YV.js";

// src/cli/adopt.ts
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

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

// src/cli/adopt.ts
var spec = {
  name: "adopt",
  summary: "Gives every page of an existing docs folder the front-matter the wiki map reads (title, a description within description-chars, a type from its folder) where it has none, without changing any body. Free: no model, no network.",
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
  a.type !== void 0 ? `type ${a.type}` : null
].filter(Boolean).join(", ");
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const types = values["page-types"];
    const config = await loadConfig(
      { ...inputs, ...types !== void 0 ? { "page-types": types } : {} },
      process.env
    );
    const repo = resolve(values.repo ?? ".");
    let wiki;
    try {
      wiki = await loadWiki(resolve(repo, config.wikiPath), {
        repoRoot: repo,
        mapFile: config.mapFile
      });
    } catch (e) {
      if (!(e instanceof WikiNotFoundError || e instanceof WikiSymlinkError)) throw e;
      process.stderr.write(safeLines([`wiki-ingest adopt: ${e.message}`]));
      return 1;
    }
    const writes = [];
    const lines = [];
    const refused = [];
    for (const page of wiki.pages) {
      const path = `${config.wikiPath}/${page.file}`;
      const bytes = readFileSync(join(repo, config.wikiPath, page.file));
      const adopted = adoptFile(page.file, bytes, config, path);
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
    process.stderr.write(safeLines(refused));
    process.stdout.write(safeLines(lines));
    return refused.length ? 1 : 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=adopt-MEXF2OMP.js.map
