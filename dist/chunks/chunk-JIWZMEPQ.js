import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mapPageOf
} from "./chunk-LCQIEUCI.js";
import {
  parsePage
} from "./chunk-XVKDWCBG.js";
import {
  compareCodePoints
} from "./chunk-VCD3TOSB.js";
import {
  fileToSlug,
  isPageFile
} from "./chunk-6IFOK4RH.js";

// src/wiki/load.ts
import { closeSync, openSync, readSync } from "node:fs";
import { lstat, readdir, readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

// src/wiki/utf8.ts
var strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var lenient = new TextDecoder("utf-8", { ignoreBOM: true });
function decodeUtf8(bytes) {
  try {
    return strict.decode(bytes);
  } catch {
    return null;
  }
}
var decodeForReading = (bytes) => lenient.decode(bytes);
var notUtf8 = (path) => `${path}: not UTF-8: convert it, or add it to ignore (move it out of the wiki folder, or start its name with ".", which the wiki skips)`;
var NotUtf8Error = class extends Error {
  name = "NotUtf8Error";
};
function keepsBytes(before, after) {
  if (after.length < before.length) return false;
  let head = 0;
  while (head < before.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail])
    tail++;
  return head + tail === before.length;
}

// src/wiki/load.ts
function parsePages(items, pathOf, textOf, parse, mapFileName = "index.md", notUtf8Item = () => false) {
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
    bySlug.set(slug, notUtf8Item(item) ? { ...page, locked: true } : page);
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
    options.mapFile,
    (f) => f.notUtf8 === true
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
  const text = decodeUtf8(await readFile(path));
  if (text === null)
    throw new NotUtf8Error(
      `${notUtf8(join(dir, name))}. wiki-ingest rewrites ${name} and would destroy its bytes; nothing was written.`
    );
  return text;
}
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
function readText(dir, path, warnings, refused) {
  let bytes;
  try {
    bytes = readBytes(join(dir, path));
  } catch (e) {
    const code = e.code;
    warnings.push(`${path}: not readable (${code ?? String(e)}); left out of the map.`);
    return null;
  }
  const text = decodeUtf8(bytes);
  if (text !== null) return text;
  warnings.push(refusedPage(path));
  refused.add(path);
  return decodeForReading(bytes);
}
var refusedPage = (path) => `${notUtf8(path)}. Until then it is locked: read with \uFFFD for the bytes that do not decode, and never written.`;
async function readWiki(dir, options, parse) {
  const listed = await listWiki(dir, options);
  const read = [];
  const refused = /* @__PURE__ */ new Set();
  const wiki = parsePages(
    listed.paths,
    (path) => path,
    (path) => readText(dir, path, read, refused),
    parse,
    options.mapFile,
    (path) => refused.has(path)
  );
  const first = [...listed.warnings, ...read].sort(compareCodePoints);
  return { ...wiki, warnings: [...first, ...wiki.warnings] };
}
function loadWiki(dir, options = {}) {
  return readWiki(dir, options, parsePage);
}
async function loadRepoWiki(repo, config) {
  try {
    return await loadWiki(resolve(repo, config.wikiPath), {
      repoRoot: repo,
      mapFile: config.mapFile
    });
  } catch (e) {
    if (e instanceof WikiNotFoundError || e instanceof WikiSymlinkError)
      return { missing: e.message };
    throw e;
  }
}
function loadWikiMap(dir, options = {}) {
  return readWiki(dir, options, (path, text) => {
    const { page, warnings } = parsePage(path, text);
    return { page: mapPageOf(page), warnings };
  });
}

export {
  decodeUtf8,
  decodeForReading,
  notUtf8,
  NotUtf8Error,
  keepsBytes,
  parseWiki,
  WikiNotFoundError,
  WikiSymlinkError,
  errnoCode,
  assertPlainWikiRoot,
  readWikiFile,
  readBytes,
  refusedPage,
  loadWiki,
  loadRepoWiki,
  loadWikiMap
};
//# sourceMappingURL=chunk-JIWZMEPQ.js.map
