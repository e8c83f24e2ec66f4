import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  headReader,
  repoTop
} from "./chunk-OV5U3MAC.js";
import "./chunk-MYULCSDX.js";
import {
  runCommand
} from "./chunk-V6T7U2TN.js";
import "./chunk-XEODKNDM.js";
import "./chunk-2MJ6UVPB.js";
import {
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  decodeForReading,
  errnoCode,
  loadWiki,
  readBytes
} from "./chunk-JIWZMEPQ.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-Z6FHBA3X.js";
import "./chunk-363AVV2A.js";
import {
  secretPathMatcher
} from "./chunk-AQUOXTEK.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-LXSCDGY5.js";
import {
  safeLine
} from "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import {
  compareCodePoints
} from "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import {
  loadConfig
} from "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import {
  package_default
} from "./chunk-WTPNBCY4.js";
import "./chunk-ALWFP5YV.js";

// src/cli/mcp.ts
import { relative, resolve as resolve2, sep as sep2, isAbsolute as isAbsolute2 } from "node:path";

// src/wiki/held-reads.ts
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import { isAbsolute, join, resolve, sep } from "node:path";
function wikiStamp(dir) {
  const info = lstatSync(dir, { throwIfNoEntry: false });
  if (!info?.isDirectory())
    throw new WikiNotFoundError(
      `Wiki folder "${dir}" ${info ? "is not a folder" : "does not exist"}; pass --wiki DIR or set the wiki-path input.`
    );
  const out = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch (e) {
      out.push(`${rel}\0unreadable\0${errnoCode(e) ?? ""}`);
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path);
      else if (e.isSymbolicLink()) out.push(`${path}\0link`);
      else if (e.isFile() && /\.md$/i.test(e.name)) {
        const s = lstatSync(join(dir, path), { throwIfNoEntry: false });
        out.push(s ? `${path}\0${s.size}\0${s.mtimeMs}\0${s.ino}` : `${path}\0gone`);
      }
    }
  };
  walk("");
  return out.sort(compareCodePoints).join("\n");
}
var WikiFileError = class extends Error {
  name = "WikiFileError";
};
function readWikiPage(dir, file) {
  const parts = file.split("/");
  if (file === "" || isAbsolute(file) || file.includes("\\") || parts.some((p) => p === ".." || p === "." || p === ""))
    throw new WikiFileError(`"${file}" is not a path inside the wiki folder.`);
  let current = resolve(dir);
  for (const part of parts) {
    current = join(current, part);
    const info = lstatSync(current, { throwIfNoEntry: false });
    if (!info) throw new WikiFileError(`"${file}" no longer exists in the wiki folder.`);
    if (info.isSymbolicLink())
      throw new WikiFileError(
        `"${file}" passes through a symbolic link; only plain files inside the wiki folder are read.`
      );
  }
  const root = realpathSync(resolve(dir));
  if (!realpathSync(current).startsWith(root + sep))
    throw new WikiFileError(`"${file}" resolves outside the wiki folder.`);
  return decodeForReading(readBytes(current));
}

// src/cli/mcp.ts
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
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep2}`) && !isAbsolute2(rel);
};
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const fail = (message) => {
      process.stderr.write(safeLine(`wiki-ingest mcp: ${message}`) + "\n");
      return 1;
    };
    const start = resolve2(typeof values.repo === "string" ? values.repo : ".");
    const top = await repoTop(start).catch(() => null);
    const root = top ?? start;
    const dir = resolve2(
      typeof values.wiki === "string" ? values.wiki : resolve2(root, config.wikiPath)
    );
    if (!inside(root, dir))
      return fail(
        `the wiki folder ${dir} is not inside the repository ${root}; pass --repo DIR for the repository that holds it.`
      );
    const wikiRel = relative(root, dir).split(sep2).join("/");
    try {
      await assertPlainWikiRoot(root, wikiRel);
      wikiStamp(dir);
    } catch (e) {
      if (e instanceof WikiNotFoundError || e instanceof WikiSymlinkError) return fail(e.message);
      throw e;
    }
    const isSecret = secretPathMatcher(config.secretPaths);
    const { WikiService } = await import("./service-YKJUDLWU.js");
    const { serveStdio } = await import("./server-KYEQL4S7.js");
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
//# sourceMappingURL=mcp-WSWY6ME3.js.map
