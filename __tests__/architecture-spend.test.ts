// Every model call's spend passes one gate (src/ledger/gate.ts). The Messages API is called only
// from src/llm/messages.ts (architecture-llm.test.ts holds that), which asks the client's gate
// before the call and tells it after; so what is left to hold is that no client reaches a call
// without a gate: each module that builds a client puts it behind one where it builds it, and
// each module that calls the model either gates the client itself or is given one by a module
// that did.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path.split('\\').join('/')] : [];
  });
}

const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const gates = (text: string): boolean => /\b(gated|through)\(/.test(text);

describe('every model call passes the spend gate', () => {
  it('the one call asks the gate before the request and tells it after', () => {
    const call = readFileSync('src/llm/messages.ts', 'utf8');
    const body = call.slice(call.indexOf('export async function callMessages'));
    const before = body.indexOf('client.spend?.before(');
    const after = body.indexOf('client.spend?.after(');
    const made = Math.min(body.indexOf('messages.stream('), body.indexOf('messages.create('));
    expect(before).toBeGreaterThan(-1);
    expect(before).toBeLessThan(made);
    expect(after).toBeGreaterThan(made);
  });

  it('each module that builds a client puts it behind a gate there', () => {
    const builders = files.filter(
      (f) => f.path !== 'src/llm/client.ts' && /\bcreateClient\(/.test(f.text),
    );
    // The scan finds the edges that build clients (a rename would empty it).
    expect(builders.map((f) => f.path)).toEqual(
      expect.arrayContaining(['src/run/client.ts', 'src/cli/ask.ts', 'src/ask/answer-ledger.ts']),
    );
    expect(builders.filter((f) => !gates(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('each module that calls the model gates its client, or is given a gated one', () => {
    const callers = files
      .filter((f) => !f.path.startsWith('src/llm/'))
      .filter((f) => /\b(runTurn|callForAnswer|callMessages)\(/.test(f.text));
    // Given their client by a module that gated it: Tier 2 (the run's client.ts, cli/triage.ts),
    // an archive's Tier 2 (ask/answer-ledger.ts), init's plan (cli/init.ts).
    const given: Record<string, string[]> = {
      'src/triage/triage.ts': ['src/run/client.ts', 'src/cli/triage.ts'],
      'src/triage/archive.ts': ['src/ask/answer-ledger.ts'],
      'src/init/plan.ts': ['src/cli/init.ts'],
    };
    const ungated = callers.filter((f) => !gates(f.text)).map((f) => f.path);
    expect(ungated.sort()).toEqual(Object.keys(given).sort());
    for (const from of Object.values(given).flat())
      expect(gates(readFileSync(from, 'utf8'))).toBe(true);
    // The agent loops gate their own budget in front of the run's.
    expect(callers.map((f) => f.path)).toEqual(
      expect.arrayContaining(['src/ingest/loop.ts', 'src/ask/conversation.ts']),
    );
  });

  it("the pre-flight checks of the day's cap ask the gate, not the ledger", () => {
    const readers = files
      .filter((f) => !f.path.startsWith('src/ledger/'))
      .filter((f) => /\bspentInLastDay\(/.test(f.text))
      .map((f) => f.path);
    // Only the publish-time check (another run spent meanwhile) reads the day's spend itself.
    expect(readers).toEqual(['src/catchup/run-ledger.ts']);
    for (const path of ['src/run/tiers.ts', 'src/ask/limits.ts'])
      expect(readFileSync(path, 'utf8')).toMatch(/\bdayCap\(/);
  });
});
