import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  headReader,
  repoTop
} from "./chunk-2RLCEANV.js";
import "./chunk-MYULCSDX.js";
import {
  runCommand
} from "./chunk-YKMMJKJN.js";
import "./chunk-XEODKNDM.js";
import "./chunk-YVJWTK4I.js";
import "./chunk-UVMFEQPW.js";
import {
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  loadWiki,
  readWikiPage,
  wikiStamp
} from "./chunk-3T6LB7E7.js";
import "./chunk-363AVV2A.js";
import {
  loadConfig
} from "./chunk-TX7WH4O7.js";
import "./chunk-6MHYMJ5H.js";
import {
  secretPathMatcher
} from "./chunk-AQUOXTEK.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-72PQLGMD.js";
import {
  safeLine
} from "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import "./chunk-LPDO27WZ.js";
import "./chunk-VN722EMA.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import {
  package_default
} from "./chunk-C2IGTMUL.js";
import "./chunk-ALWFP5YV.js";

// src/cli/mcp.ts
import { relative, resolve, sep, isAbsolute } from "node:path";
var spec = {
  name: "mcp",
  summary: "Serves the wiki to coding agents over the Model Context Protocol (stdio): the map (wiki://map, folded past map-token-budget) and each page (wiki://page/<slug>) as resources; read_pages, read_section, search_wiki and open_section (past the budget) and stale_pages as tools. Every page read ends with its freshness against HEAD. Reads only the wiki folder and local git: no model, no key.",
  usage: "[--wiki DIR] [--repo DIR] [map flags]",
  flags: {
    wiki: {
      type: "string",
      value: "DIR",
      description: "The wiki folder, any folder on disk (default: wiki in the repository)."
    },
    repo: {
      type: "string",
      value: "DIR",
      description: "The repository whose HEAD the pages' covered files are compared with (stale_pages, freshness). Default: the git repository holding the current folder."
    }
  },
  inputs: ["map", "mcp"]
};
var inside = (root, path) => {
  const rel = relative(root, path);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const fail = (message) => {
      process.stderr.write(safeLine(`wiki-ingest mcp: ${message}`) + "\n");
      return 1;
    };
    const start = resolve(typeof values.repo === "string" ? values.repo : ".");
    const top = await repoTop(start).catch(() => null);
    const root = top ?? start;
    const dir = resolve(
      typeof values.wiki === "string" ? values.wiki : resolve(root, config.wikiPath)
    );
    if (!inside(root, dir))
      return fail(
        `the wiki folder ${dir} is not inside the repository ${root}; pass --repo DIR for the repository that holds it.`
      );
    const wikiRel = relative(root, dir).split(sep).join("/");
    try {
      await assertPlainWikiRoot(root, wikiRel);
      wikiStamp(dir);
    } catch (e) {
      if (e instanceof WikiNotFoundError || e instanceof WikiSymlinkError) return fail(e.message);
      throw e;
    }
    const isSecret = secretPathMatcher(config.secretPaths);
    const { WikiService } = await import("./service-5ZZPSEHU.js");
    const { serveStdio } = await import("./server-VQ7PTLX7.js");
    process.stderr.write(
      safeLine(
        `wiki-ingest mcp: serving ${wikiRel}/ of ${root}${top ? "" : " (no git repository: freshness unknown)"} on stdin/stdout.`
      ) + "\n"
    );
    await serveStdio(
      (notify) => {
        const service = new WikiService(
          {
            stamp: () => wikiStamp(dir),
            load: () => loadWiki(dir, { repoRoot: root, mapFile: config.mapFile }),
            readPage: (file) => readWikiPage(dir, file)
          },
          top ? headReader(top) : async () => null,
          {
            caps: capsOf(config),
            pageCharCap: config.pageCharCap,
            mapTokenBudget: config.mapTokenBudget,
            withheld: (file) => isSecret(`${wikiRel}/${file}`)
          },
          notify
        );
        service.warnings().then(
          (warnings) => {
            for (const w of warnings)
              process.stderr.write(safeLine(`wiki-ingest mcp: warning: ${w}`) + "\n");
          },
          (e) => {
            process.stderr.write(safeLine(`wiki-ingest mcp: ${String(e)}`) + "\n");
          }
        );
        return service;
      },
      { name: "wiki-ingest", version: package_default.version }
    );
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=mcp-SSQ4O5ZK.js.map
