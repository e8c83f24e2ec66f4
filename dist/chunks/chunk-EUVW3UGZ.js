import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  decodeUtf8,
  notUtf8
} from "./chunk-F7UMMSZF.js";

// src/publish/safe-write.ts
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { lstat, mkdir, open, realpath, rename, rm, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
var UnsafeWriteError = class extends Error {
  name = "UnsafeWriteError";
};
var isInside = (parent, child) => {
  const rel = relative(parent, child);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};
var lstatOrNull = (path) => lstat(path).catch((e) => {
  if (e.code === "ENOENT") return null;
  throw e;
});
async function checkTarget(root, realRoot, confine, file, verb = "write") {
  const refuse = (why) => {
    throw new UnsafeWriteError(
      `Refusing to ${verb} "${file.path}": ${why}. Nothing was ${verb === "read" ? "read or written" : "written"}. Only plain files inside ${confine} are ${verb === "read" ? "read and written" : "written"}; replace any symbolic link under it with a real file or folder.`
    );
  };
  if (file.path === "" || isAbsolute(file.path) || file.path.includes("\\"))
    refuse('the path must be relative and "/"-separated');
  const target = resolve(root, file.path);
  if (!isInside(confine, target)) refuse(`it is outside ${confine}`);
  const segments = relative(root, target).split(sep);
  let current = root;
  let deepest = root;
  const missing = [];
  for (const [i, segment] of segments.entries()) {
    current = join(current, segment);
    const last = i === segments.length - 1;
    const info = missing.length ? null : await lstatOrNull(current);
    if (!info) {
      if (!last) missing.push(current);
      continue;
    }
    deepest = current;
    const shown = relative(root, current);
    if (info.isSymbolicLink()) refuse(`"${shown}" is a symbolic link`);
    if (!last && !info.isDirectory()) refuse(`"${shown}" is not a folder`);
    if (last && !info.isFile()) refuse(`"${shown}" exists and is not a plain file`);
  }
  const real = await realpath(deepest);
  if (real !== join(realRoot, relative(root, deepest)))
    refuse(`"${relative(root, deepest) || "."}" resolves to ${real}, not where its name says`);
  return { file, target, missing };
}
function confinement(root, options) {
  const confine = options.wikiPath === void 0 ? root : resolve(root, options.wikiPath);
  if (confine !== root && !isInside(root, confine))
    throw new UnsafeWriteError(
      `Refusing to write: the wiki folder "${options.wikiPath}" is not inside the repository ${root}. Set wiki-path to a relative folder such as "wiki".`
    );
  return confine;
}
async function readPersonFile(repoDir, path, options = {}) {
  const root = resolve(repoDir);
  const confine = confinement(root, options);
  const { target } = await checkTarget(root, await realpath(root), confine, { path }, "read");
  const seen = await lstatOrNull(target);
  if (!seen) return { kind: "missing" };
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(target, flags).catch((e) => {
    if (e.code === "ELOOP")
      throw new UnsafeWriteError(`Refusing to read "${path}": it became a symbolic link.`);
    throw e;
  });
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.ino !== seen.ino || info.dev !== seen.dev)
      throw new UnsafeWriteError(
        `Refusing to read "${path}": it changed while it was opened (no longer the plain file it was). Nothing was read or written.`
      );
    const bytes = await handle.readFile();
    const text = decodeUtf8(bytes);
    return text === null ? { kind: "not-utf8", bytes, refusal: notUtf8(path) } : { kind: "text", bytes, text };
  } finally {
    await handle.close();
  }
}
async function writeWorkingTree(repoDir, files, options = {}) {
  const root = resolve(repoDir);
  const confine = confinement(root, options);
  const realRoot = await realpath(root);
  const targets = [];
  for (const file of files)
    targets.push({ ...await checkTarget(root, realRoot, confine, file), file });
  const written = [];
  const renames = [];
  try {
    for (const t of targets) {
      for (const folder of t.missing)
        await mkdir(folder).catch(async (e) => {
          if (e.code !== "EEXIST" || !(await lstat(folder)).isDirectory()) throw e;
        });
      const tmp = `${t.target}.${randomBytes(6).toString("hex")}.wiki-ingest.tmp`;
      await writeFile(tmp, t.file.content, { encoding: "utf8", flag: "wx" });
      written.push(tmp);
      renames.push([tmp, t.target]);
    }
  } catch (err) {
    await Promise.all(written.map((p) => rm(p, { force: true })));
    throw err;
  }
  for (const [tmp, target] of renames) await rename(tmp, target);
}

export {
  UnsafeWriteError,
  readPersonFile,
  writeWorkingTree
};
//# sourceMappingURL=chunk-EUVW3UGZ.js.map
