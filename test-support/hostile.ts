// Helpers for hostile-corpus tests: prove that nothing outside the wiki changed (by hashing whole
// trees before and after) and that no secret value reached any output.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { secretForms } from '../src/security/secrets.js';

/**
 * Every entry under `roots`, keyed `<root>/<relative path>`: a file by the sha-256 of its bytes,
 * a symbolic link by its target (never followed), a folder by `dir`. Each root is walked with
 * lstat, so a link planted to lead outside is recorded, not entered.
 */
export type TreeHashes = Map<string, string>;

export function hashTrees(...roots: string[]): TreeHashes {
  const out: TreeHashes = new Map();
  const walk = (root: string, dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const key = `${root}${sep}${relative(root, path)}`;
      const info = lstatSync(path);
      if (info.isSymbolicLink()) out.set(key, `link -> ${readlinkSync(path)}`);
      else if (info.isDirectory()) {
        out.set(key, 'dir');
        walk(root, path);
      } else out.set(key, createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  for (const root of roots) walk(root, root);
  return out;
}

/** Paths added, removed or changed between two hashings, sorted. */
export function treeChanges(before: TreeHashes, after: TreeHashes): string[] {
  const changed = new Set<string>();
  for (const [path, hash] of before) if (after.get(path) !== hash) changed.add(path);
  for (const path of after.keys()) if (!before.has(path)) changed.add(path);
  return [...changed].sort();
}

/**
 * Runs `act` and returns what changed under `roots` outside the `allowed` folders (absolute
 * paths): the empty list when the action stayed inside them. `act` may throw; its error is
 * returned beside the changes so a test can assert both the refusal and the containment.
 */
export async function changesOutside(
  roots: string[],
  allowed: string[],
  act: () => Promise<unknown>,
): Promise<{ outside: string[]; error: unknown }> {
  const before = hashTrees(...roots);
  let error: unknown = null;
  try {
    await act();
  } catch (e) {
    error = e;
  }
  const inside = (path: string) => allowed.some((a) => path === a || path.startsWith(a + sep));
  return { outside: treeChanges(before, hashTrees(...roots)).filter((p) => !inside(p)), error };
}

/**
 * Which of `secrets` (in any form the scrubber knows: raw, URL-, JSON-, base64-encoded) appear in
 * which of `texts` (name → text), as `name: secret #i`; the empty list when none leaked. Secrets
 * are named by index so a failing assertion does not print them.
 */
export function leakedSecrets(secrets: readonly string[], texts: Record<string, string>): string[] {
  const leaks: string[] = [];
  for (const [name, text] of Object.entries(texts))
    secrets.forEach((secret, i) => {
      if (secretForms(secret).some((form) => text.includes(form)))
        leaks.push(`${name}: secret #${i}`);
    });
  return leaks;
}

/** The text of every file under `roots` (links not followed), keyed by path, for leakedSecrets. */
export function textsOfTrees(...roots: string[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const key of hashTrees(...roots).keys()) {
    const info = lstatSync(key);
    if (info.isFile()) texts[key] = readFileSync(key, 'latin1');
  }
  return texts;
}
