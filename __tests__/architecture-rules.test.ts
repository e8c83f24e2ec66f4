// The Architecture page (docs/architecture.md) states rules the code keeps; this test holds the code to
// the ones lint does not (the layers and cycles are .dependency-cruiser.cjs's, in `npm run lint`;
// the Messages API and Octokit doors have their own tests). The source is parsed with
// TypeScript's own parser, so strings and comments never count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { PUBLISH_MODES } from '../src/types.js';

const sources = (dir = 'src'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
const FILES = sources();
const parsed = new Map(
  FILES.map((f) => [
    f,
    ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true),
  ]),
);

/** Files whose code names `identifier` (a call, a reference or an import), outside `own`. */
function referencing(identifier: string, own: string[]): string[] {
  const found = new Set<string>();
  for (const [file, source] of parsed) {
    if (own.includes(file)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === identifier) found.add(file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].sort();
}

/** Files that import `module` as a value (a type-only import erases). */
function valueImporters(module: string): string[] {
  const found: string[] = [];
  for (const [file, source] of parsed)
    for (const s of source.statements)
      if (
        ts.isImportDeclaration(s) &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        s.moduleSpecifier.text === module &&
        !s.importClause?.isTypeOnly
      )
        found.push(file);
  return found.sort();
}

describe('the Architecture rules (docs/architecture.md)', () => {
  const readme = readFileSync('docs/architecture.md', 'utf8');

  it('one way through: only the pipeline runs triage and ingest, and publishes', () => {
    // src/pipeline.ts is the entry; its parts in src/run/ hold the stages' call sites.
    expect(referencing('runPublish', ['src/publish/stage.ts'])).toEqual([
      'src/run/publish.ts',
      'src/run/skip-publish.ts',
    ]);
    expect(referencing('runTriage', ['src/triage/stage.ts'])).toEqual(['src/run/tiers.ts']);
    expect(referencing('runIngest', ['src/ingest/stage.ts'])).toEqual([
      'src/run/catch-up-loop.ts',
      'src/run/task.ts',
    ]);
  });

  it('@actions/core is loaded only by the action edge', () => {
    expect(valueImporters('@actions/core')).toEqual(['src/action/edge.ts', 'src/main.ts']);
  });

  it('each publish mode is one file in src/publish/ and one line of its registry', () => {
    const registry = readFileSync('src/publish/registry.ts', 'utf8');
    for (const mode of Object.keys(PUBLISH_MODES)) {
      expect(existsSync(`src/publish/${mode}.ts`)).toBe(true);
      expect(registry).toMatch(new RegExp(`['"]?${mode}['"]?\\s*:`));
    }
  });

  it('index.ts is the entry point only: no barrel, so a module is imported from its own file', () => {
    expect(FILES.filter((f) => f.endsWith('/index.ts'))).toEqual(['src/index.ts']);
  });

  it('every file under src/ opens with a comment saying why it exists', () => {
    const bare = FILES.filter((f) => !/^(#![^\n]*\n)?\/\/ \S/.test(readFileSync(f, 'utf8')));
    expect(bare).toEqual([]);
  });

  it('no function runs past 80 lines', () => {
    const long: string[] = [];
    for (const [file, source] of parsed) {
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
          const lines = line(node.getEnd()) - line(node.getStart()) + 1;
          if (lines > 80) long.push(`${file}:${line(node.getStart()) + 1} (${lines} lines)`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });

  it("lists the lint rule's layers, in its order, with their paths", () => {
    const require = createRequire(import.meta.url);
    const { forbidden } = require('../.dependency-cruiser.cjs') as {
      forbidden: { name: string; comment: string }[];
    };
    // Each upward rule names its layer and, in its comment, the layer's paths.
    const rules = forbidden
      .filter((r) => r.name.startsWith('layer: '))
      .map((r) => `${r.name.slice(7)} — ${/\((.*)\) imports/.exec(r.comment)![1]}`);
    const block = readme.slice(
      readme.indexOf('<!-- layers:start -->'),
      readme.indexOf('<!-- layers:end -->'),
    );
    const listed = [...block.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]!.replace(/`/g, ''));
    // The top layer imports everything below it, so it has no rule of its own.
    expect(listed.slice(0, -1)).toEqual(rules);
    expect(listed.at(-1)).toBe('entry points — index.ts, cli.ts');
  });
});
