import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  WikiNotFoundError,
  errnoCode,
  readBytes
} from "./chunk-FHLLNFKR.js";
import {
  decodeForReading
} from "./chunk-F7UMMSZF.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/held-reads.ts
import { isAscii } from "node:buffer";
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
function stampFiles(stamp) {
  const files = [];
  for (const line of stamp.split("\n")) {
    const fields = line.split("\0");
    if (fields.length === 4) files.push(fields[0]);
  }
  return files;
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
function scanWikiPage(dir, file) {
  let bytes;
  try {
    bytes = readBytes(join(dir, file));
  } catch {
    return null;
  }
  return isAscii(bytes) ? bytes.toString("latin1") : decodeForReading(bytes);
}

export {
  wikiStamp,
  stampFiles,
  readWikiPage,
  scanWikiPage
};
//# sourceMappingURL=chunk-LZV5N57T.js.map
