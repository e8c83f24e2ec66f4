import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readWikiPage,
  scanWikiPage,
  wikiStamp
} from "./chunk-LZV5N57T.js";
import {
  headReader,
  repoTop
} from "./chunk-TQXNOVWR.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-5B34HZLY.js";
import {
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  loadWiki
} from "./chunk-FHLLNFKR.js";
import "./chunk-32O5A2MR.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-G6ZCRMTX.js";
import {
  safeLine
} from "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
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
import {
  package_default
} from "./chunk-KXCAI76L.js";
import "./chunk-ALWFP5YV.js";

// src/cli/mcp.ts
import { relative, resolve, sep, isAbsolute } from "node:path";
var spec = {
  name: "mcp",
  summary: "Serves the wiki to coding agents over the Model Context Protocol (stdio): the map (wiki://map, folded past map-token-budget) and each page (wiki://page/<slug>) as resources; read_pages, read_section, search_wiki and open_section (past the budget), stale_pages and impacted_pages (the pages the change in the working tree makes stale) as tools. Every page read ends with its freshness against HEAD. Reads only the wiki folder and local git: no model, no key.",
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
  inputs: ["map", "mcp", "impact"]
};
var inside = (root, path) => {
  const rel = relative(root, path);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};
function impactPort(top, settings) {
  let wikiAt;
  return async (ask) => {
    const local = await import("./local-CXLVF4YU.js");
    const { impactAnswer } = await import("./local-words-OVTAJAPW.js");
    wikiAt ??= local.baseWikiReader(top, settings);
    const change = { ...ask, workingTree: true };
    return impactAnswer(await local.localImpact(top, settings, change, wikiAt), settings.wikiPath);
  };
}
function startUp(service, started) {
  const say = (line) => process.stderr.write(safeLine(`wiki-ingest mcp: ${line}`) + "\n");
  const seconds = () => ((performance.now() - started) / 1e3).toFixed(1);
  service.warnings(true).then((warnings) => {
    for (const w of warnings) say(`warning: ${w}`);
    return service.searchReady(true);
  }).then(
    (indexed) => {
      if (indexed !== null)
        say(`search index ready: ${indexed} pages, ${seconds()} s after start.`);
    },
    (e) => say(String(e))
  );
}
var READ_SLICE = 200;
function wikiDisk(dir, root, mapFile) {
  return {
    stamp: () => wikiStamp(dir),
    // Read in slices, so the server answers while a large wiki is read.
    load: () => loadWiki(dir, { repoRoot: root, mapFile, yieldEvery: READ_SLICE }),
    readPage: (file) => readWikiPage(dir, file),
    scanPage: (file) => scanWikiPage(dir, file)
  };
}
function main(argv) {
  const started = performance.now();
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
    let stamp;
    try {
      await assertPlainWikiRoot(root, wikiRel);
      stamp = wikiStamp(dir);
    } catch (e) {
      if (e instanceof WikiNotFoundError || e instanceof WikiSymlinkError) return fail(e.message);
      throw e;
    }
    const isSecret = secretPathMatcher(config.secretPaths);
    const impact = top ? impactPort(top, { ...config, wikiPath: wikiRel }) : null;
    const { WikiService } = await import("./service-IWVUAAD5.js");
    const { serveStdio } = await import("./server-5P5UQ4CQ.js");
    process.stderr.write(
      safeLine(
        `wiki-ingest mcp: serving ${wikiRel}/ of ${root}${top ? "" : " (no git repository: freshness unknown)"} on stdin/stdout.`
      ) + "\n"
    );
    await serveStdio(
      (notify) => {
        const service = new WikiService(
          wikiDisk(dir, root, config.mapFile),
          top ? headReader(top) : async () => null,
          {
            caps: capsOf(config),
            pageCharCap: config.pageCharCap,
            mapTokenBudget: config.mapTokenBudget,
            withheld: (file) => isSecret(`${wikiRel}/${file}`),
            mapFile: config.mapFile,
            ...impact ? { impact } : {}
          },
          notify
        );
        service.start(stamp);
        return service;
      },
      { name: "wiki-ingest", version: package_default.version },
      {
        log: (line) => void process.stderr.write(safeLine(`wiki-ingest mcp: ${line}`) + "\n"),
        connected: (service) => startUp(service, started)
      }
    );
    setImmediate(() => process.exit(0));
    return 0;
  });
}
export {
  impactPort,
  main,
  spec,
  wikiDisk
};
//# sourceMappingURL=mcp-RZICYSAY.js.map
