// A tree as a flat listing of its files (path → mode and blob), changed as the Git Data API and a
// person's commit change it, and written back as nested tree objects, bottom up, as `git
// write-tree` writes an index.
import { canonicalMode, encodeTree, type RawTreeEntry } from './git-objects.js';

export type Files = Map<string, { mode: string; sha: string }>;

/** One change to a flat file listing; `sha: null` deletes the path and everything under it. */
export interface TreeChange {
  path: string;
  mode?: string;
  sha: string | null;
}

/**
 * Applies `changes` in order to `files` (changed in place): a path replaces whatever was there,
 * folder or file; a `040000` change places the files of the tree `expand` lists.
 */
export async function applyChanges(
  files: Files,
  changes: TreeChange[],
  expand: (tree: string) => Promise<Files>,
): Promise<void> {
  // Folders that may hold files: a change to a path that is none skips the scan below.
  const folders = new Set<string>();
  const set = (path: string, file: { mode: string; sha: string }) => {
    files.set(path, file);
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
      folders.add(path.slice(0, at));
  };
  for (const [path, file] of [...files]) set(path, file);
  const removeUnder = (path: string) => {
    files.delete(path);
    if (!folders.has(path)) return;
    for (const p of [...files.keys()]) if (p.startsWith(`${path}/`)) files.delete(p);
  };
  for (const change of changes) {
    removeUnder(change.path);
    if (change.sha === null) continue;
    // A file cannot sit where a folder of the new path is.
    const parts = change.path.split('/');
    for (let i = 1; i < parts.length; i++) files.delete(parts.slice(0, i).join('/'));
    if (change.mode === '040000') {
      for (const [p, f] of await expand(change.sha)) set(`${change.path}/${p}`, f);
    } else {
      set(change.path, { mode: change.mode ?? '100644', sha: change.sha });
    }
  }
}

interface Folder {
  files: RawTreeEntry[];
  folders: Map<string, Folder>;
}

/**
 * The root tree's sha for a listing whose paths and modes git takes as they are (isPlainPath,
 * canonicalMode), each tree handed to `put`, which stores it and answers its sha.
 */
export function writeTrees(files: Files, put: (tree: Buffer) => string): string {
  const root: Folder = { files: [], folders: new Map() };
  for (const [path, f] of files) {
    const parts = path.split('/');
    let at = root;
    for (const part of parts.slice(0, -1)) {
      let next = at.folders.get(part);
      if (!next) at.folders.set(part, (next = { files: [], folders: new Map() }));
      at = next;
    }
    at.files.push({ mode: canonicalMode(f.mode)!, name: parts[parts.length - 1]!, sha: f.sha });
  }
  const write = (folder: Folder): string => {
    const entries = [...folder.files];
    for (const [name, sub] of folder.folders)
      entries.push({ mode: '040000', name, sha: write(sub) });
    return put(encodeTree(entries));
  };
  return write(root);
}
