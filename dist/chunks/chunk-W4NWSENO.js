import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parsePage
} from "./chunk-F2NIVWGQ.js";
import {
  fileToSlug,
  isPageFile
} from "./chunk-QGWUQKYJ.js";
import {
  compareCodePoints
} from "./chunk-MWHA3O2D.js";

// src/wiki/load.ts
import { readFileSync } from "node:fs";
import { lstat, readdir, readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
function parseWiki(files, options = {}) {
  const parse = options.parse ?? parsePage;
  const mapFile = (options.mapFile ?? "index.md").toLowerCase();
  const warnings = [];
  let schema = null;
  const bySlug = /* @__PURE__ */ new Map();
  const sorted = [...files].sort((a, b) => compareCodePoints(a.path, b.path));
  for (const f of sorted) {
    const path = f.path.replace(/\\/g, "/").replace(/^\.\//, "");
    if (path === "SCHEMA.md" || schema === null && path.toLowerCase() === "schema.md")
      schema = f.text;
    if (!isPageFile(path) || path.toLowerCase() === mapFile) continue;
    const slug = fileToSlug(path);
    const existing = bySlug.get(slug);
    if (existing) {
      warnings.push(
        `${path}: slug "${slug}" is already taken by ${existing.file}; ${path} is left out of the map. Rename one of them.`
      );
      continue;
    }
    const { page, warnings: w } = parse(path, f.text);
    warnings.push(...w);
    bySlug.set(slug, page);
  }
  const pages = [...bySlug.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages, schema, warnings };
}
var WikiNotFoundError = class extends Error {
  name = "WikiNotFoundError";
};
var WikiSymlinkError = class extends Error {
  name = "WikiSymlinkError";
};
var errnoCode = (e) => e.code;
async function assertPlainWikiRoot(repoRoot, wikiPath) {
  const root = resolve(repoRoot);
  const rel = relative(root, resolve(root, wikiPath));
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    throw new WikiSymlinkError(
      `Wiki folder "${wikiPath}" is not a folder inside the repository ${root}; set wiki-path (--wiki) to a relative folder such as "wiki".`
    );
  let current = root;
  for (const segment of rel.split(sep)) {
    current = join(current, segment);
    const info = await lstat(current).catch((e) => {
      if (errnoCode(e) === "ENOENT" || errnoCode(e) === "ENOTDIR") return null;
      throw e;
    });
    if (!info) return;
    if (info.isSymbolicLink())
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}" passes through the symbolic link "${relative(root, current)}" (${current}); wiki-ingest reads and writes only a plain folder inside the repository. Replace the link with the folder itself, or set wiki-path (--wiki) to the real folder.`
      );
  }
  const [realRoot, realWiki] = await Promise.all([realpath(root), realpath(current)]);
  if (!realWiki.startsWith(realRoot + sep))
    throw new WikiSymlinkError(
      `Wiki folder "${wikiPath}" resolves to ${realWiki}, outside the repository ${realRoot}; set wiki-path (--wiki) to a plain folder inside the repository.`
    );
}
async function readWikiFile(dir, name) {
  const path = join(dir, name);
  const info = await lstat(path).catch((e) => {
    if (errnoCode(e) === "ENOENT" || errnoCode(e) === "ENOTDIR") return null;
    throw e;
  });
  if (!info) return null;
  if (info.isSymbolicLink())
    throw new WikiSymlinkError(
      `"${name}" in the wiki folder ${dir} is a symbolic link; wiki-ingest rewrites it and follows no link. Replace it with a plain file (or delete it).`
    );
  return readFile(path, "utf8");
}
var decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var lenient = new TextDecoder("utf-8", { ignoreBOM: true });
async function loadWiki(dir, options = {}) {
  if (options.repoRoot !== void 0)
    await assertPlainWikiRoot(options.repoRoot, relative(resolve(options.repoRoot), resolve(dir)));
  else if ((await lstat(resolve(dir)).catch(() => null))?.isSymbolicLink())
    throw new WikiSymlinkError(
      `Wiki folder "${dir}" is a symbolic link; wiki-ingest reads only a plain folder. Pass the real folder (--wiki) or replace the link with the folder itself.`
    );
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory())
    throw new WikiNotFoundError(
      `Wiki folder "${dir}" ${info ? "is not a folder" : "does not exist"}; pass --wiki DIR or set the wiki-path input.`
    );
  const warnings = [];
  const paths = [];
  const walk = async (rel) => {
    let entries;
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch (e) {
      warnings.push(
        `${rel || "."}: folder not readable (${e.code ?? e}); skipped.`
      );
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink())
        warnings.push(
          `${path}: symbolic link skipped; wiki pages must be plain files inside the wiki folder.`
        );
      else if (e.isDirectory()) await walk(path);
      else if (e.isFile() && /\.md$/i.test(e.name)) paths.push(path);
    }
  };
  await walk("");
  const files = [];
  for (const path of paths) {
    let bytes;
    try {
      bytes = readFileSync(join(dir, path));
    } catch (e) {
      const code = e.code;
      warnings.push(`${path}: not readable (${code ?? String(e)}); left out of the map.`);
      continue;
    }
    let text;
    try {
      text = decoder.decode(bytes);
    } catch {
      text = lenient.decode(bytes);
      warnings.push(`${path}: not valid UTF-8; unreadable bytes shown as \uFFFD.`);
    }
    files.push({ path, text });
  }
  const wiki = parseWiki(files, options.mapFile ? { mapFile: options.mapFile } : {});
  return { ...wiki, warnings: [...warnings.sort(compareCodePoints), ...wiki.warnings] };
}

export {
  parseWiki,
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  readWikiFile,
  loadWiki
};
//# sourceMappingURL=chunk-W4NWSENO.js.map
