import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/publish/safe-write.ts
import { randomBytes } from "node:crypto";
import { lstat, mkdir, realpath, rename, rm, writeFile } from "node:fs/promises";
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
async function checkTarget(root, realRoot, confine, file) {
  const refuse = (why) => {
    throw new UnsafeWriteError(
      `Refusing to write "${file.path}": ${why}. Nothing was written. Only plain files inside ${confine} are written; replace any symbolic link under it with a real file or folder.`
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
async function writeWorkingTree(repoDir, files, options = {}) {
  const root = resolve(repoDir);
  const confine = options.wikiPath === void 0 ? root : resolve(root, options.wikiPath);
  if (confine !== root && !isInside(root, confine))
    throw new UnsafeWriteError(
      `Refusing to write: the wiki folder "${options.wikiPath}" is not inside the repository ${root}. Set wiki-path to a relative folder such as "wiki".`
    );
  const realRoot = await realpath(root);
  const targets = [];
  for (const file of files) targets.push(await checkTarget(root, realRoot, confine, file));
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
  writeWorkingTree
};
//# sourceMappingURL=chunk-EEWGWXIG.js.map
