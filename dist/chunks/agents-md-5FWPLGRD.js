import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  repoTop
} from "./chunk-OV5U3MAC.js";
import "./chunk-MYULCSDX.js";
import {
  UsageError,
  runCommand
} from "./chunk-V6T7U2TN.js";
import "./chunk-XEODKNDM.js";
import "./chunk-2MJ6UVPB.js";
import {
  unifiedDiff
} from "./chunk-7LO3LBM3.js";
import {
  writeWorkingTree
} from "./chunk-EEWGWXIG.js";
import {
  loadRepoWiki
} from "./chunk-JIWZMEPQ.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-Z6FHBA3X.js";
import {
  AgentsMdError,
  agentsBlock,
  agentsShape,
  withAgentsBlock
} from "./chunk-H4YWZOFZ.js";
import "./chunk-PZWFC3OC.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-363AVV2A.js";
import "./chunk-HAWVUYQF.js";
import {
  safeLine,
  safeLines
} from "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import {
  loadConfig,
  wikiPathProblem
} from "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";

// src/cli/agents-md.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
var spec = {
  name: "agents-md",
  summary: "Writes or updates one marked block in AGENTS.md (or CLAUDE.md) telling coding agents the wiki exists, where its map is, how to read it (wiki-ingest mcp) and the rules for editing it. A second run changes nothing; text outside the block's markers is never touched. Free.",
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
    const fail = (message) => {
      process.stderr.write(safeLine(`wiki-ingest agents-md: ${message}`) + "\n");
      return 1;
    };
    const wiki = await loadRepoWiki(root, config);
    if ("missing" in wiki) return fail(wiki.missing);
    const before = await readFile(resolve(root, file), "utf8").catch((e) => {
      if (e.code === "ENOENT") return null;
      throw e;
    });
    let after;
    try {
      after = withAgentsBlock(
        before,
        agentsBlock(agentsShape(wiki, { wikiPath: config.wikiPath, mapFile: config.mapFile })),
        file
      );
    } catch (e) {
      if (e instanceof AgentsMdError) return fail(e.message);
      throw e;
    }
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
    await writeWorkingTree(root, [
      { path: file, content: after, action: before === null ? "create" : "update" }
    ]);
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
//# sourceMappingURL=agents-md-5FWPLGRD.js.map
