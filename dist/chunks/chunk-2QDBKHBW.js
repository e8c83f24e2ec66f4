import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parsePage
} from "./chunk-6I6PDQPC.js";
import {
  fileToSlug,
  isPageFile
} from "./chunk-QGWUQKYJ.js";
import {
  compareCodePoints,
  mapPageOf
} from "./chunk-72A6L3JC.js";

// src/wiki/load.ts
import { closeSync, openSync, readSync } from "node:fs";
import { lstat, readdir, readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
function parsePages(items, pathOf, textOf, parse, mapFileName = "index.md") {
  const mapFile = mapFileName.toLowerCase();
  const warnings = [];
  let schema = null;
  const bySlug = /* @__PURE__ */ new Map();
  const sorted = [...items].sort((a, b) => compareCodePoints(pathOf(a), pathOf(b)));
  for (const item of sorted) {
    const path = pathOf(item).replace(/\\/g, "/").replace(/^\.\//, "");
    const isSchema = path === "SCHEMA.md" || schema === null && path.toLowerCase() === "schema.md";
    const isPage = isPageFile(path) && path.toLowerCase() !== mapFile;
    if (!isSchema && !isPage) continue;
    const slug = fileToSlug(path);
    const existing = isPage ? bySlug.get(slug) : void 0;
    if (existing) {
      warnings.push(
        `${path}: slug "${slug}" is already taken by ${existing.file}; ${path} is left out of the map. Rename one of them.`
      );
      continue;
    }
    const text = textOf(item);
    if (text === null) continue;
    if (isSchema) schema = text;
    if (!isPage) continue;
    const { page, warnings: w } = parse(path, text);
    warnings.push(...w);
    bySlug.set(slug, page);
  }
  const pages = [...bySlug.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages, schema, warnings };
}
function parseWiki(files, options = {}) {
  return parsePages(
    files,
    (f) => f.path,
    (f) => f.text,
    options.parse ?? parsePage,
    options.mapFile
  );
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
async function listWiki(dir, options) {
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
  return { paths, warnings };
}
var readBuffer = Buffer.allocUnsafe(1 << 16);
function readBytes(path) {
  const fd = openSync(path, "r");
  try {
    let length = 0;
    for (; ; ) {
      if (length === readBuffer.length) {
        const bigger = Buffer.allocUnsafe(readBuffer.length * 2);
        readBuffer.copy(bigger);
        readBuffer = bigger;
      }
      const n = readSync(fd, readBuffer, length, readBuffer.length - length, null);
      if (n === 0) return readBuffer.subarray(0, length);
      length += n;
    }
  } finally {
    closeSync(fd);
  }
}
function readText(dir, path, warnings) {
  let bytes;
  try {
    bytes = readBytes(join(dir, path));
  } catch (e) {
    const code = e.code;
    warnings.push(`${path}: not readable (${code ?? String(e)}); left out of the map.`);
    return null;
  }
  try {
    return decoder.decode(bytes);
  } catch {
    warnings.push(`${path}: not valid UTF-8; unreadable bytes shown as \uFFFD.`);
    return lenient.decode(bytes);
  }
}
async function readWiki(dir, options, parse) {
  const listed = await listWiki(dir, options);
  const read = [];
  const wiki = parsePages(
    listed.paths,
    (path) => path,
    (path) => readText(dir, path, read),
    parse,
    options.mapFile
  );
  const first = [...listed.warnings, ...read].sort(compareCodePoints);
  return { ...wiki, warnings: [...first, ...wiki.warnings] };
}
function loadWiki(dir, options = {}) {
  return readWiki(dir, options, parsePage);
}
function loadWikiMap(dir, options = {}) {
  return readWiki(dir, options, (path, text) => {
    const { page, warnings } = parsePage(path, text);
    return { page: mapPageOf(page), warnings };
  });
}

export {
  parseWiki,
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  readWikiFile,
  loadWiki,
  loadWikiMap
};
//# sourceMappingURL=chunk-2QDBKHBW.js.map
