import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coChangeProposal,
  localCoverProposals,
  proposalLines,
  withLearnedCovers
} from "./chunk-UN5OYKEA.js";
import "./chunk-QBKOAGD5.js";
import "./chunk-TQXNOVWR.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-OX4NBEDK.js";
import "./chunk-H5ILJIEG.js";
import "./chunk-GJDZ3LQV.js";
import {
  UnsafeWriteError,
  readPersonFile,
  writeWorkingTree
} from "./chunk-EUVW3UGZ.js";
import "./chunk-5B34HZLY.js";
import {
  loadRepoWiki,
  readWikiFile
} from "./chunk-FHLLNFKR.js";
import "./chunk-ILX6WZOR.js";
import {
  MAX_ADOPTED_COVERS,
  withAdoptedCovers
} from "./chunk-CERFHT6C.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-FDIH543C.js";
import "./chunk-32O5A2MR.js";
import {
  HISTORICAL_FIELD,
  looksHistorical
} from "./chunk-HHAQAYEE.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-B6XFU4U5.js";
import "./chunk-5TS6HNGQ.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import {
  decodeUtf8,
  keepsBytes,
  notUtf8
} from "./chunk-F7UMMSZF.js";
import {
  markdownLinks
} from "./chunk-K5FLXCZD.js";
import {
  buildMap
} from "./chunk-VQUICA6I.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import {
  frontmatterProblem,
  parsePage,
  require_dist
} from "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import {
  collapseSpace,
  cutAtWord
} from "./chunk-P2XLVFBX.js";
import "./chunk-DHVRHUOL.js";
import {
  isGeneratedMap
} from "./chunk-4MFDPNYM.js";
import "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import {
  __toESM
} from "./chunk-ALWFP5YV.js";

// src/cli/adopt.ts
import { resolve as resolve2 } from "node:path";

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
  const plain = collapseSpace(paragraph);
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
  if (fm[HISTORICAL_FIELD] === void 0 && looksHistorical(file, page.title))
    added.historical = true;
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
  summary: `Gives every page of an existing docs folder the front-matter the wiki map reads (title, a description within description-chars, a type from its folder, related from its Markdown links) where it has none, and covers: the repository files a page links to or names in backticks (at most ${MAX_ADOPTED_COVERS} a page, stamped at HEAD; never generated, ignored, secret or wiki files), without changing any body; says which pages got which covers, when index.md is a person's page (set map-file) and which pages pass page-char-cap. Free: no model, no network.`,
  usage: "[--repo DIR] [--wiki-path P] [--dry-run] [--page-types LIST] [map flags]",
  inputs: ["map"],
  flags: {
    repo: { type: "string", value: "DIR", description: "Repository root (default: .)." },
    "dry-run": { type: "boolean", description: "Print what would change; write nothing." },
    "page-types": {
      type: "string",
      value: "LIST",
      description: "Page types a folder may name (decisions/ \u2192 decision); default: the page-types input."
    },
    "co-change-covers": {
      type: "boolean",
      description: "Also write the covers learned from git history (a source file changed with the page in 2 or more past commits and in a fifth of its own; listed for review without this flag), so mode: impact names a page when its files change."
    }
  }
};
var said = (a, covers = []) => [
  a.title !== void 0 ? `title "${a.title}"` : null,
  a.description !== void 0 ? `description "${a.description}"` : null,
  a.type !== void 0 ? `type ${a.type}` : null,
  a.related !== void 0 ? `related ${a.related.join(", ")}` : null,
  covers.length ? `covers ${covers.map((c) => c.path).join(", ")}` : null,
  a.historical ? "historical (named by mode: impact through its covers only)" : null
].filter(Boolean).join(", ");
async function adoptFrontmatter(repo, config, pages, refused) {
  const slugs = new Set(pages.map((p) => p.slug));
  const out = [];
  for (const page of pages) {
    const path = `${config.wikiPath}/${page.file}`;
    const read = await readPersonFile(repo, path, { wikiPath: config.wikiPath }).catch(
      (e) => {
        if (e instanceof UnsafeWriteError) return e;
        throw e;
      }
    );
    if (read instanceof UnsafeWriteError || read.kind === "missing") {
      refused.push(`wiki-ingest adopt: ${read instanceof Error ? read.message : `${path}: gone`}`);
      continue;
    }
    const bytes = read.bytes;
    const adopted = adoptFile(page.file, bytes, { ...config, pages: slugs }, path);
    if (adopted && "refused" in adopted) {
      refused.push(`wiki-ingest adopt: ${adopted.refused}`);
      continue;
    }
    const text2 = adopted?.text ?? page.raw;
    out.push({
      page: parsePage(page.file, text2).page,
      path,
      bytes,
      before: page.raw,
      text: text2,
      added: adopted?.added ?? {},
      covers: []
    });
  }
  return out;
}
function withCovers(adoptions, proposed, notes) {
  for (const a of adoptions) {
    const covers = proposed.get(a.page.slug);
    if (!covers) continue;
    const next = withAdoptedCovers(a.page, covers);
    if (!next || !keepsBytes(a.bytes, Buffer.from(next.raw, "utf8"))) {
      notes.push(
        `note: ${a.path}: its covers (${covers.map((c) => c.path).join(", ")}) could not be added without changing other lines; add them by hand`
      );
      continue;
    }
    a.text = next.raw;
    a.covers = covers;
  }
}
async function learnedCovers(repo, config, adoptions, o) {
  const current = adoptions.map((a) => parsePage(a.page.file, a.text).page);
  const proposal = await coChangeProposal(repo, config, current).catch((e) => e);
  if (proposal instanceof Error)
    return [`no covers learned: the history was not read (${proposal.message}).`];
  if (!o.write || proposal.covers.length === 0) return proposalLines(proposal, false);
  const learned = withLearnedCovers(current, proposal);
  learned.pages.forEach((p, i) => {
    if (p.raw !== current[i].raw) adoptions[i].text = p.raw;
  });
  return [...proposalLines(proposal, !o.dryRun), ...learned.refused];
}
function closing(adoptions, total, refused, dryRun) {
  const fm = adoptions.filter((a) => Object.keys(a.added).length > 0).length;
  const covered = adoptions.filter((a) => a.covers.length > 0).length;
  const uncovered = adoptions.filter((a) => a.page.covers.length === 0 && a.covers.length === 0);
  const got = dryRun ? "would get" : "got";
  return [
    `${fm} of ${total} page${total === 1 ? "" : "s"} ${got} front-matter; ${refused ? `${refused} refused (see above), ` : ""}the other ${total - fm - refused} already had it (or their front-matter does not parse). No body was changed.`,
    `${covered} page${covered === 1 ? "" : "s"} ${got} covers (the repository files ${covered === 1 ? "it links" : "they link"} or name in backticks, stamped at HEAD; at most ${MAX_ADOPTED_COVERS} a page)${uncovered.length ? `; ${uncovered.length} name${uncovered.length === 1 ? "s" : ""} no repository file and stay${uncovered.length === 1 ? "s" : ""} uncovered: ${uncovered.map((a) => a.page.slug).join(", ")}` : ""}.`
  ];
}
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const types = values["page-types"];
    const config = await loadConfig(
      { ...inputs, ...types !== void 0 ? { "page-types": types } : {} },
      process.env
    );
    const dryRun = values["dry-run"] === true;
    const repo = resolve2(values.repo ?? ".");
    const wiki = await loadRepoWiki(repo, config);
    if ("missing" in wiki) {
      process.stderr.write(safeLines([`wiki-ingest adopt: ${wiki.missing}`]));
      return 1;
    }
    const refused = [];
    const adoptions = await adoptFrontmatter(repo, config, wiki.pages, refused);
    const notes = [];
    const proposed = await localCoverProposals(
      repo,
      config,
      adoptions.map((a) => a.page)
    );
    withCovers(adoptions, proposed.covers, notes);
    const learned = await learnedCovers(repo, config, adoptions, {
      write: values["co-change-covers"] === true,
      dryRun
    });
    const changed = adoptions.filter((a) => a.text !== a.before);
    const writes = changed.map((a) => ({
      path: a.path,
      content: a.text,
      action: "update"
    }));
    if (writes.length && !dryRun)
      await writeWorkingTree(repo, writes, { wikiPath: config.wikiPath });
    const lines = changed.map(
      (a) => `${dryRun ? "would adopt" : "adopted"} ${a.path}: ${said(a.added, a.covers)}`
    );
    lines.push(...closing(adoptions, wiki.pages.length, refused.length, dryRun), ...notes);
    if (proposed.note) lines.push(`note: ${proposed.note}`);
    lines.push(...learned);
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
//# sourceMappingURL=adopt-AHXETX6F.js.map
