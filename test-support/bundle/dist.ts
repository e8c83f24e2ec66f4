// The bundle as node loads it: an entry of dist/ and the chunks it imports statically.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The CLI's entry point, `node dist/cli.js …` as a user runs it. */
export const CLI = DIST + 'cli.js';

export const distText = (file: string): string => readFileSync(DIST + file, 'utf8');

/** Where a relative specifier found in a dist/ file points, as a dist/-relative path. */
const target = (from: string, spec: string): string => posix.join(posix.dirname(from), spec);

/**
 * Files loaded at start-up: the entry and, transitively, its static `from"./chunks/…"` imports
 * (an `import("…")` loads later, only when called, and is not followed).
 */
export function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of distText(file).matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.js)"/g))
      visit(target(file, m[1]!));
  };
  visit(entry);
  return [...seen];
}

/** Files an entry loads with `import("…")`: the CLI's commands, the action's later tiers. */
export const lazyChunks = (entry: string): string[] =>
  [...distText(entry).matchAll(/import\("(\.\.?\/[^"]+\.js)"\)/g)].map((m) => target(entry, m[1]!));
