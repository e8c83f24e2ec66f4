// The CLI's publisher: writes the changeset into a checkout without committing. Every file is
// written to a temporary sibling first and renamed into place, so a failure leaves no half file.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileWrite } from './types.js';

export async function writeWorkingTree(dir: string, files: FileWrite[]): Promise<void> {
  const root = resolve(dir);
  const targets = files.map((f) => {
    const target = resolve(root, f.path);
    if (!target.startsWith(root + sep))
      throw new Error(`Refusing to write "${f.path}": it is outside the repository ${root}.`);
    return { target, tmp: `${target}.wiki-ingest.tmp`, f };
  });
  const written: string[] = [];
  try {
    for (const t of targets) {
      await mkdir(dirname(t.target), { recursive: true });
      await writeFile(t.tmp, t.f.content, 'utf8');
      written.push(t.tmp);
    }
  } catch (err) {
    await Promise.all(written.map((p) => rm(p, { force: true })));
    throw err;
  }
  for (const t of targets) await rename(t.tmp, t.target);
}
