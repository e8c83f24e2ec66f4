// One meaning per name: an exported name is defined in one src file, so a reader who meets it knows
// what it is and where it lives. The only names defined in several files are the CLI command
// modules' contract (`spec`, `main`: each command's flags and its run, the same shape in every
// module, loaded by name from src/cli.ts), and at most three names may be. No module re-exports
// another of ours (no barrels): the one re-export is src/zod.ts, the door to the zod library.
// The source is parsed with TypeScript's own parser, so strings and comments never count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const sources = (dir = 'src'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name).split('\\').join('/')]
        : [],
  );

const parse = (path: string, text: string): ts.SourceFile =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);

const exported = (s: ts.Statement): boolean =>
  ts.canHaveModifiers(s) &&
  (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Each exported declaration of a file: its name and the statement that defines it. */
function declarations(file: ts.SourceFile): { name: string; node: ts.Statement }[] {
  return file.statements.filter(exported).flatMap((node) => {
    if (ts.isVariableStatement(node))
      return node.declarationList.declarations.map((d) => ({ name: d.name.getText(file), node }));
    const name = (node as ts.DeclarationStatement).name;
    return name ? [{ name: name.getText(file), node }] : [];
  });
}

/** Exported names defined in more than one of `files`, each with the files defining it. */
function duplicated(files: ReadonlyMap<string, ts.SourceFile>): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [path, file] of files)
    for (const { name } of declarations(file)) where.set(name, [...(where.get(name) ?? []), path]);
  return new Map([...where].filter(([, paths]) => new Set(paths).size > 1));
}

/** Re-exports (`export … from`) of a file, by module named. */
const reexports = (file: ts.SourceFile): string[] =>
  file.statements.flatMap((s) =>
    ts.isExportDeclaration(s) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)
      ? [s.moduleSpecifier.text]
      : [],
  );

const FILES = new Map(sources().map((f) => [f, parse(f, readFileSync(f, 'utf8'))]));

/** The CLI command modules' contract: the one kind of name several files may define. */
const COMMAND_CONTRACT: Record<string, (node: ts.Statement, file: ts.SourceFile) => string> = {
  spec: (node, file) =>
    ts.isVariableStatement(node)
      ? (node.declarationList.declarations[0]?.type?.getText(file) ?? '')
      : '',
  main: (node, file) =>
    ts.isFunctionDeclaration(node)
      ? `(${node.parameters.map((p) => p.getText(file)).join(', ')}) => ${node.type?.getText(file)}`
      : '',
};
const CONTRACT_SHAPE: Record<string, string> = {
  spec: 'CommandSpec',
  main: '(argv: string[]) => Promise<number>',
};

describe('one meaning per exported name', () => {
  const twice = duplicated(FILES);

  it('at most three exported names are defined in more than one src file', () => {
    expect(twice.size).toBeLessThanOrEqual(3);
    // Those are the command modules' contract, and nothing else.
    expect([...twice.keys()].filter((n) => !(n in COMMAND_CONTRACT))).toEqual([]);
  });

  it('a name defined in several files means one thing: a command module, the same shape in each', () => {
    for (const [name, paths] of twice) {
      expect(paths.filter((p) => !p.startsWith('src/cli/'))).toEqual([]);
      for (const path of paths) {
        const file = FILES.get(path)!;
        const node = declarations(file).find((d) => d.name === name)!.node;
        expect(`${path}: ${COMMAND_CONTRACT[name]!(node, file)}`).toBe(
          `${path}: ${CONTRACT_SHAPE[name]}`,
        );
      }
    }
  });

  it('the scan finds a name two files define, and lets a private name be', () => {
    const files = new Map([
      ['a.ts', parse('a.ts', 'export type RepoFile = { path: string };\nconst oneLine = 1;')],
      ['b.ts', parse('b.ts', 'export interface RepoFile { sha: string }\nexport const x = 1;')],
      ['c.ts', parse('c.ts', 'export function oneLine() {}\nexport const y = 2, x = 3;')],
    ]);
    expect([...duplicated(files)]).toEqual([
      ['RepoFile', ['a.ts', 'b.ts']],
      ['x', ['b.ts', 'c.ts']],
    ]);
  });

  it('no module re-exports another of ours: the one re-export is the door to zod', () => {
    const found = [...FILES].flatMap(([path, file]) =>
      reexports(file).map((m) => `${path} ← ${m}`),
    );
    expect(found).toEqual(['src/zod.ts ← zod/mini']);
    // The scan sees a barrel.
    expect(
      reexports(parse('x.ts', "export { a } from './a.js';\nexport * from './b.js';")),
    ).toEqual(['./a.js', './b.js']);
  });
});
