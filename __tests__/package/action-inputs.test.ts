// scripts/action-inputs.mjs: action.yml's inputs are written from the input table, so an input is
// one table entry, and --check fails when action.yml is edited by hand.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const script = resolve('scripts/action-inputs.mjs');

function inputs(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
}

describe('action.yml inputs from the input table', () => {
  it('passes --check on the committed action.yml', () => {
    const check = inputs(process.cwd(), '--check');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('fails --check on a hand edit, and a rewrite restores the table while keeping the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-action-'));
    copyFileSync('action.yml', join(dir, 'action.yml'));
    const committed = readFileSync('action.yml', 'utf8');
    const edited = committed
      .replace("default: '30'", "default: '40'")
      .replace('  triage-model:\n', '  not-an-input:\n    default: x\n  triage-model:\n');
    writeFileSync(join(dir, 'action.yml'), edited);

    const check = inputs(dir, '--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Run 'npm run docs'");
    expect(readFileSync(join(dir, 'action.yml'), 'utf8')).toBe(edited);

    expect(inputs(dir).status).toBe(0);
    expect(readFileSync(join(dir, 'action.yml'), 'utf8')).toBe(committed);
  });
});
