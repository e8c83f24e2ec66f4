// What node loads before the first line of the action runs: the Tier 1 skip path's start-up is
// bounded by the size and contents of dist/index.js's static import closure (a size and contents
// guard; the timing itself is `npm run bench -- 10-tier1`). Markers are strings each library
// keeps through minification. @actions/core (with its HTTP client) is the edge's toolkit and
// loads at start-up by design.
import { readdirSync } from 'node:fs';
import {
  DIST,
  distText,
  lazyChunks,
  startUpClosure,
  staticClosure,
} from '../../test-support/bundle/dist.js';

const HEAVY: [string, RegExp][] = [
  ['classic zod', /["']ZodType["']/],
  ['@anthropic-ai/sdk', /anthropic-version/],
  ['markdown-it', /commonmark/],
  ['yaml', /uniqueKeys/],
  ['octokit', /octokit-core/],
  ['@modelcontextprotocol/sdk', /io\.modelcontextprotocol\/related-task/],
];

/** Total bytes and the heavy libraries found in what an entry loads at start-up. */
function load(entry: string): { bytes: number; found: string[] } {
  const texts = startUpClosure(entry).map(distText);
  return {
    bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0),
    found: HEAVY.filter(([, marker]) => texts.some((t) => marker.test(t))).map(([name]) => name),
  };
}

describe('start-up closure', () => {
  // The bundle is unminified (names, comments and whitespace kept): the same closures weigh about
  // 2.05× what they did minified, so the limits are re-based from 600 KB and 160 KB to these.
  it('dist/index.js loads under 400 KB and none of the heavy libraries (zod/mini for the config only)', () => {
    const files = startUpClosure('index.js');
    expect(files.some((f) => f.startsWith('chunks/main-'))).toBe(true);
    const { bytes, found } = load('index.js');
    expect(found).toEqual([]);
    expect(bytes).toBeLessThan(400_000);
  });

  it.each(['classify', 'simulate'])('the CLI %s command starts light too', (command) => {
    const chunk = lazyChunks('cli.js').find((f) => f.startsWith(`chunks/${command}-`));
    expect(chunk).toBeDefined();
    const { bytes, found } = load(chunk!);
    expect(found).toEqual([]);
    expect(bytes).toBeLessThan(330_000);
  });

  it('the CLI mcp command loads the MCP SDK only when it serves, and never a model client', () => {
    const chunk = lazyChunks('cli.js').find((f) => f.startsWith('chunks/mcp-'));
    expect(chunk).toBeDefined();
    // The command reads the wiki (markdown-it, yaml) before it loads the SDK to serve it.
    expect(load(chunk!).found).not.toContain('@modelcontextprotocol/sdk');
    expect(load(chunk!).found).not.toContain('@anthropic-ai/sdk');
    const all = [...staticClosure(chunk!), ...lazyChunks(chunk!).flatMap((f) => staticClosure(f))];
    const texts = all.map(distText);
    expect(texts.some((t) => /io\.modelcontextprotocol\/related-task/.test(t))).toBe(true);
    expect(texts.some((t) => /anthropic-version/.test(t))).toBe(false);
  });

  it('the markers do find the libraries in the lazy chunks', () => {
    const all = readdirSync(DIST + 'chunks')
      .filter((f) => f.endsWith('.js'))
      .map((f) => distText(`chunks/${f}`));
    const missing = HEAVY.filter(
      ([name, m]) => name !== 'classic zod' && !all.some((t) => m.test(t)),
    );
    expect(missing.map(([name]) => name)).toEqual([]);
  });
});

describe('the secret scanner', () => {
  // A message string of secretlint's recommended preset, kept through minification.
  const SECRETLINT = /found GitHub Token/;
  it("is bundled, but loads only on the Tier 3 path (not at the action's or the CLI's start-up)", () => {
    expect(startUpClosure('index.js').some((f) => SECRETLINT.test(distText(f)))).toBe(false);
    expect(staticClosure('cli.js').some((f) => SECRETLINT.test(distText(f)))).toBe(false);
    const all = readdirSync(DIST + 'chunks')
      .filter((f) => f.endsWith('.js'))
      .map((f) => distText(`chunks/${f}`));
    expect(all.some((t) => SECRETLINT.test(t))).toBe(true);
  });
});
