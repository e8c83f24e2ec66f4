// The Architecture table (docs/architecture.md, linked from the README) is the module map a new
// maintainer reads first: it must name every folder and top-level module under src/, and nothing
// that is gone.
import { readdirSync, readFileSync } from 'node:fs';

const page = readFileSync('docs/architecture.md', 'utf8');
const section = page.slice(page.indexOf('# Architecture'));
const table = section.slice(0, section.indexOf('\n## '));
const named = new Set([...table.matchAll(/`(src\/[^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, '')));

describe('docs/architecture.md', () => {
  const entries = readdirSync('src', { withFileTypes: true }).map((e) => `src/${e.name}`);

  it.each(entries)('names %s', (entry) => {
    expect(named).toContain(entry);
  });

  it('names nothing that is not in src/', () => {
    expect([...named].filter((n) => !entries.includes(n))).toEqual([]);
  });
});
