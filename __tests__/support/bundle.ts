// The bundle as node loads it: an entry of dist/ and the chunks it imports statically.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

export const distText = (file: string): string => readFileSync(DIST + file, 'utf8');

/**
 * Files loaded at start-up: the entry and, transitively, its static `from"./chunks/…"` imports
 * (an `import("…")` loads later, only when called, and is not followed).
 */
export function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of distText(file).matchAll(/(?:from|import)\s*"\.\/(?:chunks\/)?([^"]+\.js)"/g))
      visit(`chunks/${m[1]!.replace(/^chunks\//, '')}`);
  };
  visit(entry);
  return [...seen];
}

/** Chunks an entry loads with `import("…")`, e.g. the CLI's commands. */
export const lazyChunks = (entry: string): string[] =>
  [...distText(entry).matchAll(/import\("\.\/(chunks\/[^"]+\.js)"\)/g)].map((m) => m[1]!);
