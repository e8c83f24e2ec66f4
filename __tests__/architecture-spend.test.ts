// Every model call's spend passes one spend scope per run (src/ledger/scope.ts). The Messages API is
// called only from src/llm/messages.ts (architecture-llm.test.ts holds that), which asks the
// client's scope before the call and tells it after; so what is left to hold is that no client
// reaches a call without a scope — each module that builds a client puts it in one where it builds
// it, and each module that calls the model takes a child of its client's scope or is given a
// client in one — and that the scope alone is built in src/ledger/ and alone says what a budget
// leaves: the entries open it, tasks and loops take a child, and no file outside src/ledger/
// subtracts from a budget or takes the tighter of two.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path.split('\\').join('/')] : [];
  });
}

const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const outside = files.filter((f) => !f.path.startsWith('src/ledger/'));
/** A client put in a scope: opened there, a child taken there, or a client carried through one. */
const scoped = (text: string): boolean => /\.through\(/.test(text);

/** A money figure a budget is made of, or what a scope leaves: the left side of a subtraction. */
const BUDGET = /(maxCostUsd|maxDailyCostUsd|[cC]ostLeft|runLeft|dayLeft|\bleft)(\(\))?$/;
/** What a run spent, subtracted from a budget or a cap. */
const SPENT = /(\bspent|cost_usd|\.spent)(\(\))?$/;
const CAP = /(\bbudget|\bcap|Budget|Cap)$/;

/** Where a source builds a spend gate or does budget arithmetic, each with its line. */
function spendViolations(source: string, name = 'file.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && /^Spend(Gate|Scope)$/.test(node.expression.getText(file)))
      found.push(`${line(node)}: builds a gate (new ${node.expression.getText(file)})`);
    if (
      ts.isClassDeclaration(node) &&
      /\bSpendHook\b/.test(node.heritageClauses?.[0]?.getText(file) ?? '')
    )
      found.push(`${line(node)}: declares a gate (a class implementing SpendHook)`);
    if (
      ts.isCallExpression(node) &&
      /^(gated|spendLedger|budgetLeft)$/.test(node.expression.getText(file))
    )
      found.push(`${line(node)}: builds a gate (${node.expression.getText(file)}())`);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.MinusToken) {
      const [left, right] = [node.left.getText(file), node.right.getText(file)];
      if (BUDGET.test(left) || (CAP.test(left) && SPENT.test(right)))
        found.push(`${line(node)}: subtracts from a budget (${node.getText(file)})`);
    }
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'Math.min') {
      const limits = node.arguments.filter((a) => BUDGET.test(a.getText(file)));
      if (limits.length > 1) found.push(`${line(node)}: takes the tighter of two budgets`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('every model call passes the spend scope', () => {
  it('the one call asks the scope before the request and tells it after', () => {
    const call = readFileSync('src/llm/messages.ts', 'utf8');
    const body = call.slice(call.indexOf('export async function callMessages'));
    const before = body.indexOf('client.spend?.before(');
    const after = body.indexOf('client.spend?.after(');
    const made = Math.min(body.indexOf('messages.stream('), body.indexOf('messages.create('));
    expect(before).toBeGreaterThan(-1);
    expect(before).toBeLessThan(made);
    expect(after).toBeGreaterThan(made);
  });

  it('each module that builds a client puts it in a scope there', () => {
    const builders = files.filter(
      (f) => f.path !== 'src/llm/client.ts' && /\bcreateClient\(/.test(f.text),
    );
    // The scan finds the edges that build clients (a rename would empty it).
    expect(builders.map((f) => f.path)).toEqual(
      expect.arrayContaining(['src/run/client.ts', 'src/cli/ask.ts', 'src/ask/answer-ledger.ts']),
    );
    expect(builders.filter((f) => !scoped(f.text)).map((f) => f.path)).toEqual([]);
  });

  it("each module that calls the model takes a child of its client's scope, or is given one", () => {
    const callers = files
      .filter((f) => !f.path.startsWith('src/llm/'))
      .filter((f) => /\b(runTurn|callForAnswer|callMessages)\(/.test(f.text));
    // Given their client by a module that put it in a scope: Tier 2 (the run's client.ts,
    // cli/triage.ts), an archive's Tier 2 (ask/answer-ledger.ts), init's plan (init/resumable.ts).
    const given: Record<string, string[]> = {
      'src/triage/triage.ts': ['src/run/client.ts', 'src/cli/triage.ts'],
      'src/triage/archive.ts': ['src/ask/answer-ledger.ts'],
      'src/init/plan.ts': ['src/init/resumable.ts'],
    };
    const unscoped = callers.filter((f) => !scoped(f.text)).map((f) => f.path);
    expect(unscoped.sort()).toEqual(Object.keys(given).sort());
    for (const from of Object.values(given).flat())
      expect(scoped(readFileSync(from, 'utf8'))).toBe(true);
    // The agent loops take a child of the run's scope for their own budget.
    const loops = ['src/ingest/loop.ts', 'src/ask/conversation.ts', 'src/lint/deep/pass.ts'];
    expect(callers.map((f) => f.path)).toEqual(expect.arrayContaining(loops.slice(0, 2)));
    for (const loop of loops) expect(readFileSync(loop, 'utf8')).toMatch(/\.child\(/);
  });

  it('a scope is opened only where a run or a command starts', () => {
    const openers = outside
      .filter((f) => /\bopenSpend(Scope|Ledger)\(/.test(f.text))
      .map((f) => f.path)
      .sort();
    expect(openers).toEqual([
      'src/action/impact.ts',
      'src/ask/answer-ledger.ts',
      'src/ask/archive-by-reactions.ts',
      'src/catchup/run-ledger.ts',
      'src/cli/ask.ts',
      'src/cli/lint.ts',
      'src/cli/triage.ts',
      'src/init/resumable.ts',
      'src/run/client.ts',
    ]);
  });

  it('no file outside src/ledger/ builds a gate or does budget arithmetic', () => {
    const found = outside.flatMap((f) =>
      spendViolations(f.text, f.path).map((v) => `${f.path}:${v}`),
    );
    expect(found).toEqual([]);
    // The scope's own file does both, so the scan is seen to find them.
    expect(spendViolations(readFileSync('src/ledger/scope.ts', 'utf8')).length).toBeGreaterThan(2);
  });

  it.each([
    ['a gate built by hand', 'const g = new SpendGate({ budget: 1 });', 'builds a gate'],
    ['a scope built by hand', 'const s = new SpendScope({ budget: 1 });', 'builds a gate'],
    ['a gate of its own', 'class Meter implements SpendHook {}', 'declares a gate'],
    ['the old factory', 'const { client } = gated(c, { budget: 1 });', 'builds a gate'],
    ['max-cost-usd less the spend', 'const left = config.maxCostUsd - out.cost_usd;', 'subtracts'],
    ['a cap less the spend', 'const left = cap - spent;', 'subtracts'],
    ['what is left less a reservation', 'const n = (costLeft - reserve) / step;', 'subtracts'],
    ["a scope's left less a margin", 'if (scope.left() - 0.005 > 0) x();', 'subtracts'],
    ['the tighter of two budgets', 'const left = Math.min(runLeft, dayLeft);', 'the tighter'],
  ])('the scan finds %s', (_, source, said) => {
    expect(spendViolations(source).join('\n')).toContain(said);
  });

  it.each([
    [
      'a character budget',
      'const left = charsLeft - part.length; const room = budget - count * 2;',
    ],
    ['spend summed', 'const cost = entry.cost_usd - earlier.cost_usd;'],
    ['a child taken', 'const client = SpendScope.of(c).child(1).through(c);'],
  ])('the scan lets %s be', (_, source) => {
    expect(spendViolations(source)).toEqual([]);
  });

  it("the pre-flight checks of the day's cap ask the ledger's answer, not its records", () => {
    const readers = outside.filter((f) => /\bspentInLastDay\(/.test(f.text)).map((f) => f.path);
    // Only the publish-time check (another run spent meanwhile) reads the day's spend itself.
    expect(readers).toEqual(['src/catchup/run-ledger.ts']);
    for (const path of ['src/run/tiers.ts', 'src/ask/limits.ts'])
      expect(readFileSync(path, 'utf8')).toMatch(/\bdayCap\(/);
  });
});
