import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  NotUtf8Error,
  decodeForReading,
  decodeUtf8,
  notUtf8
} from "./chunk-F7UMMSZF.js";
import {
  mapPageOf
} from "./chunk-VQUICA6I.js";
import {
  parsePage
} from "./chunk-VPRMEN3U.js";
import {
  fileToSlug,
  isPageFile
} from "./chunk-6IFOK4RH.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/load.ts
import { closeSync, constants, openSync, readSync } from "node:fs";
import { lstat, readdir, readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
function parsePages(...args) {
  const steps = pageSteps(...args);
  for (; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
async function parsePagesYielding(every, ...args) {
  const steps = pageSteps(...args);
  for (let n = 1; ; n++) {
    const step = steps.next();
    if (step.done) return step.value;
    if (n % every === 0) await new Promise((resolve2) => setImmediate(resolve2));
  }
}
function* pageSteps(items, pathOf, textOf, parse, mapFileName = "index.md", notUtf8Item = () => false) {
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
    yield;
    if (text === null) continue;
    if (isSchema) schema = text;
    if (!isPage) continue;
    const { page, warnings: w } = parse(path, text);
    warnings.push(...w);
    bySlug.set(slug, notUtf8Item(item) ? readOnlyNotUtf8(page) : page);
  }
  const pages = [...bySlug.values()].sort((a, b) => compareCodePoints(a.slug, b.slug));
  return { pages, schema, warnings };
}
var readOnlyNotUtf8 = (page) => "raw" in page ? {
  ...page,
  locked: true,
  readOnly: "its bytes are not UTF-8, so writing it would destroy them; it is left exactly as it is. A person converts it to UTF-8"
} : { ...page, locked: true };
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
var READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
function readBytes(path) {
  const fd = openSync(path, READ_FLAGS);
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
  const args = [
    listed.paths,
    (path) => path,
    (path) => readText(dir, path, read, refused),
    parse,
    options.mapFile,
    (path) => refused.has(path)
  ];
  const wiki = options.yieldEvery ? await parsePagesYielding(options.yieldEvery, ...args) : parsePages(...args);
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
//# sourceMappingURL=chunk-FHLLNFKR.js.map
