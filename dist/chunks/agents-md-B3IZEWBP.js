import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  repoTop
} from "./chunk-TQXNOVWR.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  UsageError,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import {
  unifiedDiff
} from "./chunk-7LO3LBM3.js";
import {
  UnsafeWriteError,
  readPersonFile,
  writeWorkingTree
} from "./chunk-EUVW3UGZ.js";
import "./chunk-5B34HZLY.js";
import {
  loadRepoWiki
} from "./chunk-FHLLNFKR.js";
import "./chunk-32O5A2MR.js";
import {
  wikiPathProblem
} from "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-HAWVUYQF.js";
import {
  safeLine,
  safeLines
} from "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import {
  AgentsMdError,
  agentsBlock,
  agentsShape,
  withAgentsBlockBytes
} from "./chunk-RYEJDUBY.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import {
  secretPathMatcher
} from "./chunk-DHVRHUOL.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-ALWFP5YV.js";

// src/cli/agents-md.ts
import { resolve } from "node:path";
var spec = {
  name: "agents-md",
  summary: "Writes or updates one marked block in AGENTS.md (or CLAUDE.md) telling coding agents the wiki exists, where its map is, how to read it (wiki-ingest mcp, naming the tools it lists for this wiki), to check the pages their change makes stale before finishing it (wiki-ingest impact, impacted_pages) and the rules for editing it. A second run changes nothing; text outside the block's markers is never touched. Free.",
  usage: "[--file AGENTS.md|CLAUDE.md] [--dry-run] [--repo DIR] [map flags]",
  flags: {
    file: {
      type: "string",
      value: "PATH",
      description: "The file, relative to the repository root: AGENTS.md (default), CLAUDE.md or another .md file. Created when missing."
    },
    "dry-run": {
      type: "boolean",
      description: "Print the change as a unified diff and write nothing."
    },
    repo: {
      type: "string",
      value: "DIR",
      description: "The repository (default: the git repository holding the current folder, else the current folder). The wiki is read from its working tree."
    }
  },
  inputs: ["map"]
};
function fileProblem(path, wikiPath) {
  const problem = wikiPathProblem(path);
  if (problem) return `"${path}" ${problem}`;
  if (!/\.md$/i.test(path)) return `"${path}" is not a .md file`;
  if (path.toLowerCase().startsWith(`${wikiPath.toLowerCase()}/`))
    return `"${path}" is inside the wiki folder, whose files wiki-ingest keeps itself`;
  return null;
}
async function blockEdit(root, file, wiki, config) {
  try {
    const read = await readPersonFile(root, file);
    if (read.kind === "not-utf8")
      return { refused: `${read.refusal}. Its block was not written; nothing was written.` };
    const isSecret = secretPathMatcher(config.secretPaths);
    const shape = agentsShape(wiki, {
      wikiPath: config.wikiPath,
      mapFile: config.mapFile,
      // Folded as `wiki-ingest mcp` folds it, so the block names only the tools it lists.
      mapTokenBudget: config.mapTokenBudget,
      caps: capsOf(config),
      withheld: (page) => isSecret(`${config.wikiPath}/${page}`)
    });
    const bytes = read.kind === "text" ? read.bytes : null;
    const after = withAgentsBlockBytes(bytes, agentsBlock(shape), file);
    if (!Buffer.from(after.text, "utf8").equals(after.bytes))
      return { refused: `${file}: its bytes could not be kept as they are; nothing was written.` };
    const before = read.kind === "text" ? read.text : null;
    return { before, after: after.text, warnings: shape.refused ?? [] };
  } catch (e) {
    if (e instanceof AgentsMdError || e instanceof UnsafeWriteError) return { refused: e.message };
    throw e;
  }
}
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const file = (typeof values.file === "string" ? values.file : "AGENTS.md").replace(/^\.\//, "");
    const problem = fileProblem(file, config.wikiPath);
    if (problem)
      throw new UsageError(
        `--file: ${problem}; name a Markdown file relative to the repository root, e.g. AGENTS.md or CLAUDE.md.`
      );
    const start = resolve(typeof values.repo === "string" ? values.repo : ".");
    const root = await repoTop(start).catch(() => null) ?? start;
    const say = (line) => process.stderr.write(safeLine(`wiki-ingest agents-md: ${line}`) + "\n");
    const fail = (message) => {
      say(message);
      return 1;
    };
    const wiki = await loadRepoWiki(root, config);
    if ("missing" in wiki) return fail(wiki.missing);
    const edit = await blockEdit(root, file, wiki, config);
    if ("refused" in edit) return fail(edit.refused);
    for (const w of edit.warnings) say(`warning: ${w}.`);
    const { before, after } = edit;
    if (after === before) {
      process.stdout.write(
        safeLine(`${file}: the wiki block is up to date; nothing written.`) + "\n"
      );
      return 0;
    }
    if (values["dry-run"] === true) {
      const diff = unifiedDiff(file, before, after).replace(/\n$/, "");
      process.stdout.write(safeLines(diff.split("\n")));
      process.stdout.write(safeLine(`(dry run: ${file} not written)`) + "\n");
      return 0;
    }
    try {
      await writeWorkingTree(root, [
        { path: file, content: after, action: before === null ? "create" : "update" }
      ]);
    } catch (e) {
      if (e instanceof UnsafeWriteError) return fail(e.message);
      throw e;
    }
    process.stdout.write(
      safeLine(`${file}: wiki block ${before === null ? "written (new file)" : "updated"}.`) + "\n"
    );
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=agents-md-B3IZEWBP.js.map
