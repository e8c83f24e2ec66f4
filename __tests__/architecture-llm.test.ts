// The Messages API is called from src/llm/ only: one door for cache breakpoints, usage, cost and
// telemetry, and the one place a Bedrock or Vertex client would plug in. Outside src/llm/ a file
// may name the SDK's types, never load it or call messages.create / messages.stream itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const SDK = /^@anthropic-ai\/sdk(\/|$)/;

/** A node's position as `line:column`, 1-based, for a failure a reader can open. */
const at = (file: ts.SourceFile, node: ts.Node): string => {
  const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${line + 1}:${character + 1}`;
};

/** Imports that load nothing at run time: `import type …`, or only `type` specifiers. */
function typeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false; // `import '…'` runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** `x.messages.create(` / `messages.stream(`: a Messages API call made by hand. */
function callsMessages(node: ts.CallExpression): string | null {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee)) return null;
  const method = callee.name.text;
  if (method !== 'create' && method !== 'stream') return null;
  const owner = callee.expression;
  const named = ts.isPropertyAccessExpression(owner)
    ? owner.name.text
    : ts.isIdentifier(owner)
      ? owner.text
      : '';
  return named === 'messages' ? `calls .messages.${method}(` : null;
}

const specifier = (n: ts.Expression | undefined): string =>
  n && ts.isStringLiteral(n) ? n.text : '';

/** What a source file does that only src/llm/ may do, each with its line:column. */
function llmViolations(source: string, name = 'file.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && SDK.test(specifier(node.moduleSpecifier))) {
      if (!typeOnly(node.importClause)) found.push(`${at(file, node)} imports the SDK as a value`);
    } else if (ts.isExportDeclaration(node) && SDK.test(specifier(node.moduleSpecifier))) {
      if (!node.isTypeOnly) found.push(`${at(file, node)} re-exports the SDK as a value`);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly) {
      const ref = node.moduleReference;
      if (ts.isExternalModuleReference(ref) && SDK.test(specifier(ref.expression)))
        found.push(`${at(file, node)} requires the SDK`);
    } else if (ts.isCallExpression(node)) {
      const loads =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require');
      if (loads && SDK.test(specifier(node.arguments[0])))
        found.push(`${at(file, node)} loads the SDK`);
      const call = callsMessages(node);
      if (call) found.push(`${at(file, node)} ${call}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path.split('\\').join('/')] : [];
  });
}

describe('the Messages API is called from src/llm/ only', () => {
  const outside = sourceFiles('src').filter((p) => !p.startsWith('src/llm/'));

  it('scans the source tree', () => {
    expect(outside).toEqual(expect.arrayContaining(['src/ask/conversation.ts', 'src/main.ts']));
  });

  it('no file outside src/llm/ loads the SDK or calls messages.create / messages.stream', () => {
    const offences = outside.flatMap((p) =>
      llmViolations(readFileSync(p, 'utf8'), p).map((v) => `${p}:${v}`),
    );
    expect(offences).toEqual([]);
  });

  it('src/llm/ is where the SDK is loaded and called (the rule guards a real door)', () => {
    const inside = sourceFiles('src/llm').flatMap((p) => llmViolations(readFileSync(p, 'utf8')));
    expect(inside.some((v) => v.includes('imports the SDK as a value'))).toBe(true);
    // messages.ts makes the calls; booked.ts (init's books) forwards them with a signal.
    expect(inside.filter((v) => v.includes('calls .messages.')).length).toBe(4);
  });

  describe('the check itself', () => {
    it.each([
      // How ask called the API before it went through src/llm/turn.ts.
      [
        'a streamed call by hand',
        'const s = deps.client.messages.stream(params, deps.signal ? { signal: deps.signal } : undefined);',
        '1:11 calls .messages.stream(',
      ],
      ['a plain call', 'await client.messages.create({ model });', '1:7 calls .messages.create('],
      ['a destructured client', 'messages.create(p);', '1:1 calls .messages.create('],
      ['a default import', "import Anthropic from '@anthropic-ai/sdk';", 'imports the SDK'],
      ['a subpath value', "import { APIError } from '@anthropic-ai/sdk/error';", 'imports the SDK'],
      ['a namespace import', "import * as sdk from '@anthropic-ai/sdk';", 'imports the SDK'],
      ['a side-effect import', "import '@anthropic-ai/sdk/shims';", 'imports the SDK'],
      ['a mixed import', "import { type A, B } from '@anthropic-ai/sdk';", 'imports the SDK'],
      ['a re-export', "export { APIError } from '@anthropic-ai/sdk';", 're-exports the SDK'],
      ['a dynamic import', "const m = await import('@anthropic-ai/sdk');", 'loads the SDK'],
    ])('flags %s', (_label, source, expected) => {
      const found = llmViolations(source);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(expected);
    });

    it.each([
      ["import type Anthropic from '@anthropic-ai/sdk';"],
      ["import type { Message } from '@anthropic-ai/sdk/resources/messages';"],
      ["import { type Message, type Tool } from '@anthropic-ai/sdk/resources/messages';"],
      ["export type { Message } from '@anthropic-ai/sdk/resources/messages';"],
      ['const m = [] as string[]; m.push("messages.create(");'],
      ['await callMessages(client, params, opts); pages.create(x); messages.batches.create(x);'],
    ])('allows %s', (source) => {
      expect(llmViolations(source)).toEqual([]);
    });
  });
});
