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

/**
 * What node loads before the action's first line of work: dist/index.js turns source maps on and
 * then imports the action (src/main.ts) at once, so that chunk and its static imports count too.
 */
export function startUpClosure(entry: string): string[] {
  const first = /^\s*var \{[^}]*\} = await import\("(\.\.?\/[^"]+\.js)"\)/m.exec(distText(entry));
  const closure = staticClosure(entry);
  return first ? [...new Set([...closure, ...staticClosure(target(entry, first[1]!))])] : closure;
}

/** Files an entry loads with `import("…")`: the CLI's commands, the action's later tiers. */
export const lazyChunks = (entry: string): string[] =>
  [...distText(entry).matchAll(/import\("(\.\.?\/[^"]+\.js)"\)/g)].map((m) => target(entry, m[1]!));
