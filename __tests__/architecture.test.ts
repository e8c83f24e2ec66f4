// docs/architecture.md is the map a new maintainer reads first. Its folder table must name every
// folder and top-level module under src/, and nothing that is gone; every file it names must
// exist; its routes must name every action mode (the `mode` input's values in action.yml and the
// runs src/action/modes.ts recognises) and every CLI command (src/cli.ts's COMMANDS), each read
// from its own source, so a new mode or command fails here until the page shows its way through;
// and its glossary must define the project's own words.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { parse } from 'yaml';
import { INPUTS } from '../src/config/inputs.js';

const page = readFileSync('docs/architecture.md', 'utf8');
const section = page.slice(page.indexOf('# Architecture'));
const table = section
  .slice(0, section.indexOf('\n## '))
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .join('\n');
const named = new Set([...table.matchAll(/`(src\/[^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, '')));

/** The lines between a page's markers. */
const between = (start: string, end: string): string =>
  page.slice(page.indexOf(start) + start.length, page.indexOf(end));

/** A section of the page, from its heading to the next. */
const sectionOf = (heading: string): string => {
  const from = page.indexOf(`\n## ${heading}\n`);
  if (from < 0) return '';
  const next = page.indexOf('\n## ', from + 1);
  return page.slice(from, next < 0 ? undefined : next);
};

/** String values of `key:` properties anywhere under the initializer of `const name`. */
function literalsUnder(file: string, name: string, pick: (p: ts.PropertyAssignment) => string[]) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const walk = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node)) found.push(...pick(node));
    ts.forEachChild(node, walk);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer)
      walk(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The `mode` input's values as action.yml words them: `value (…) says …; value …`. */
function actionYmlModes(): string[] {
  const action = parse(readFileSync('action.yml', 'utf8')) as {
    inputs: Record<string, { description: string; default?: string }>;
  };
  const clauses: string[] = [];
  let depth = 0;
  let clause = '';
  for (const ch of action.inputs.mode!.description) {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (ch === ';' && depth === 0) {
      clauses.push(clause);
      clause = '';
    } else clause += ch;
  }
  clauses.push(clause);
  return clauses.map((c) => c.trim().split(/\s/)[0]!);
}

/** The runs src/action/modes.ts recognises, follow-ups included. */
const tableModes = (): string[] =>
  literalsUnder('src/action/modes.ts', 'MODES', (p) =>
    p.name.getText() === 'name' && ts.isStringLiteral(p.initializer) ? [p.initializer.text] : [],
  );

/** The CLI's commands, as src/cli.ts registers them. */
const cliCommands = (): string[] => {
  const source = ts.createSourceFile(
    'src/cli.ts',
    readFileSync('src/cli.ts', 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(source) === 'COMMANDS' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      for (const p of node.initializer.properties)
        names.push(p.name!.getText(source).replace(/^['"]|['"]$/g, ''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
};

describe('docs/architecture.md', () => {
  const entries = readdirSync('src', { withFileTypes: true }).map((e) => `src/${e.name}`);

  it.each(entries)('names %s', (entry) => {
    expect(named).toContain(entry);
  });

  it('names nothing that is not in src/', () => {
    expect([...named].filter((n) => !entries.includes(n))).toEqual([]);
  });

  it('names no file that does not exist', () => {
    const paths = [...page.matchAll(/`(src\/[^`\s<]+)`/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !existsSync(p))).toEqual([]);
    // A file named by itself in a row lives in one of the folders the row (or route) names.
    const orphans = page
      .split('\n')
      .filter((line) => line.startsWith('| `src/'))
      .flatMap((line) => {
        const folders = [...line.matchAll(/`(src\/[^`]*\/)`/g)].map((m) => m[1]!);
        const files = [...line.matchAll(/`([\w.-]+\.ts)`/g)].map((m) => m[1]!);
        return files
          .filter((f) => !folders.some((d) => existsSync(d + f)) && !existsSync(`src/${f}`))
          .map((f) => `${line.slice(0, 30)}… ${f}`);
      });
    expect(orphans).toEqual([]);
  });

  describe('routes', () => {
    const routes = between('<!-- routes:start -->', '<!-- routes:end -->');
    const firstCells = [...routes.matchAll(/^\| ([^|]+) \|/gm)].map((m) => m[1]!);
    const listedModes = firstCells.flatMap((c) =>
      [...c.matchAll(/^action `([\w-]+)`/g)].map((m) => m[1]!),
    );
    const listedCommands = firstCells.flatMap((c) =>
      [...c.matchAll(/^`wiki-ingest ([\w-]+)`/g)].map((m) => m[1]!),
    );

    it("reads the action's modes from action.yml and modes.ts, and the commands from src/cli.ts", () => {
      // action.yml is written from the input table: the parse is seen to find each value.
      const values = INPUTS.find((i) => i.name === 'mode')!.values;
      expect(actionYmlModes()).toEqual(values);
      expect(tableModes()).toEqual(expect.arrayContaining(['ingest', 'lint', 'impact', 'answer']));
      expect(cliCommands()).toEqual(expect.arrayContaining(['run', 'init', 'lint', 'mcp']));
    });

    it('name every action mode, once', () => {
      const modes = new Set([...actionYmlModes(), ...tableModes()]);
      expect([...listedModes].sort()).toEqual([...modes].sort());
    });

    it('name every CLI command, once', () => {
      expect([...listedCommands].sort()).toEqual(cliCommands().sort());
    });

    it('give each route the folders it runs through', () => {
      const rows = [...routes.matchAll(/^\| (?!route|---)[^|]+ \| ([^|]+) \|$/gm)].map(
        (m) => m[1]!,
      );
      expect(rows).toHaveLength(listedModes.length + listedCommands.length);
      // From the edge's module to what does the work: two places at least.
      for (const row of rows) expect(row.match(/`src\/[^`]+`/g)?.length).toBeGreaterThan(1);
    });
  });

  it("has a glossary of the project's own words", () => {
    const glossary = sectionOf('Glossary');
    const terms = [...glossary.matchAll(/^- \*\*([^*]+)\*\* — /gm)].map((m) => m[1]!);
    expect(terms.length).toBeGreaterThanOrEqual(8);
    for (const word of [
      'covers',
      'stamp',
      'watermark',
      'folded map',
      'hub',
      'partial',
      're-ingest',
    ])
      expect(terms).toContain(word);
  });

  it('has a reading order, the recipes, and a link to the wiki', () => {
    expect(sectionOf('Reading order')).toMatch(/^1\. `src\//m);
    const recipes = sectionOf('How to add …');
    for (const what of ['A mode of the action', 'An input', 'A publisher', 'A CLI command'])
      expect(recipes).toContain(`**${what}.**`);
    // Named, not linked: the published package holds docs/ but not the wiki.
    const wiki =
      /project's own wiki,\s+`wiki\/` at the repository's root \(start with `([^`]+)`/.exec(page);
    expect(wiki).not.toBeNull();
    expect(existsSync(wiki![1]!)).toBe(true);
  });
});
