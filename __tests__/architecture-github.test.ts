// docs/architecture.md promises that `src/github/` holds every GitHub API call. This test holds it to that:
// no file outside src/github/ calls Octokit (`.rest.`, `.graphql()`, `.paginate()`,
// `.request()`) or imports @octokit/* or @actions/github as a value (a type-only import is fine).
// The source is parsed (TypeScript's own parser), so strings and comments never count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const OCTOKIT_MODULE = /^(@octokit\/|@actions\/github$)/;
const CLIENT_CALLS = new Set(['graphql', 'paginate', 'request']);

/** Every way `text` reaches GitHub's client, one line each (`line: what`). */
function octokitUses(text: string, file = 'file.ts'): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const valueImport = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean => {
    if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
    const clause = node.importClause;
    if (!clause) return true; // a side-effect import runs the module
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.some((e) => !e.isTypeOnly);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      OCTOKIT_MODULE.test(node.moduleSpecifier.text) &&
      valueImport(node)
    )
      at(node, `imports ${node.moduleSpecifier.text}`);
    // `client.rest.git…`: the REST namespace, not any property that happens to be named rest.
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'rest' &&
      ts.isPropertyAccessExpression(node.parent) &&
      node.parent.expression === node
    )
      at(node, '.rest.');
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && CLIENT_CALLS.has(callee.name.text))
        at(node, `.${callee.name.text}()`);
      const [arg] = node.arguments;
      if (
        callee.kind === ts.SyntaxKind.ImportKeyword &&
        arg &&
        ts.isStringLiteral(arg) &&
        OCTOKIT_MODULE.test(arg.text)
      )
        at(node, `import('${arg.text}')`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? tsFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('GitHub IO lives in src/github/', () => {
  const files = tsFiles('src');

  it('no file outside src/github/ calls Octokit or imports it as a value', () => {
    const outside = files.filter((f) => !f.startsWith(join('src', 'github')));
    const offences = outside.flatMap((f) =>
      octokitUses(readFileSync(f, 'utf8'), f).map((use) => `${f}:${use}`),
    );
    expect(offences).toEqual([]);
  });

  it('the check sees the calls src/github/ makes (so it would see them anywhere)', () => {
    const inside = files.filter((f) => f.startsWith(join('src', 'github')));
    const uses = inside.flatMap((f) => octokitUses(readFileSync(f, 'utf8'), f));
    for (const kind of ['.rest.', '.paginate()', '.graphql()', 'imports @actions/github'])
      expect(uses.some((u) => u.endsWith(kind))).toBe(true);
  });

  it('finds every form of a call or a value import, and nothing in types, strings or comments', () => {
    const text = [
      "import type { GitHub } from '@actions/github';",
      "import { type Octokit } from '@octokit/core';",
      "import { getOctokit } from '@actions/github';",
      "import '@octokit/plugin-retry';",
      "export { retry } from '@octokit/plugin-retry';",
      "const m = await import('@octokit/plugin-throttling');",
      'await client.rest.git.getRef({});',
      'await client.paginate(list, {});',
      'await client.graphql<T>(QUERY, {});',
      "await octokit.request('GET /x');",
      "// client.rest.git.getRef(); import '@octokit/core'",
      "const glob = '**/*.graphql'; const s = 'client.paginate(x)';",
      'const link = `[[${parsed.slug}${parsed.rest}]]`;',
    ].join('\n');
    expect(octokitUses(text)).toEqual([
      '3: imports @actions/github',
      '4: imports @octokit/plugin-retry',
      '5: imports @octokit/plugin-retry',
      "6: import('@octokit/plugin-throttling')",
      '7: .rest.',
      '8: .paginate()',
      '9: .graphql()',
      '10: .request()',
    ]);
  });
});
