// The Tier 1 skip path must not load the Markdown and YAML parsers: the action's entry and every
// chunk it imports statically stay free of them (the wiki code is reached only via import()).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Files loaded at start-up: the entry and, transitively, its static `from"./chunks/…"` imports. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(DIST + file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*"\.\/(?:chunks\/)?([^"]+\.js)"/g))
      visit(`chunks/${m[1]!.replace(/^chunks\//, '')}`);
  };
  visit(entry);
  return [...seen];
}

describe('bundle', () => {
  it('keeps markdown-it and yaml off the action entry and the CLI start-up', () => {
    for (const entry of ['index.js', 'cli.js']) {
      const files = staticClosure(entry);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const text = readFileSync(DIST + file, 'utf8');
        expect({ file, markdownIt: text.includes('commonmark') }).toEqual({
          file,
          markdownIt: false,
        });
        expect({ file, yaml: text.includes('uniqueKeys') }).toEqual({ file, yaml: false });
      }
    }
  });

  it('still ships the wiki code as a lazy chunk', () => {
    const cli = readFileSync(DIST + 'cli.js', 'utf8');
    const lazy = [...cli.matchAll(/import\("\.\/(chunks\/[^"]+\.js)"\)/g)].map((m) => m[1]!);
    const reached = lazy.flatMap((f) => staticClosure(f));
    expect(reached.some((f) => readFileSync(DIST + f, 'utf8').includes('commonmark'))).toBe(true);
  });
});
