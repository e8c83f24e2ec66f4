// scripts/readme-tables.mjs: the inputs/outputs tables of docs/inputs.md follow action.yml, and
// --check fails when action.yml changes without the page.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const script = resolve('scripts/readme-tables.mjs');

function copyOfRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-readme-'));
  mkdirSync(join(dir, 'docs'));
  copyFileSync('docs/inputs.md', join(dir, 'docs/inputs.md'));
  copyFileSync('action.yml', join(dir, 'action.yml'));
  return dir;
}

function tables(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
}

describe('docs/inputs.md tables from action.yml', () => {
  it('passes --check on the committed page', () => {
    expect(tables(process.cwd(), '--check').status).toBe(0);
  });

  it('fails --check when an input changes in action.yml only, and rewrites the table', () => {
    const dir = copyOfRepo();
    const action = readFileSync(join(dir, 'action.yml'), 'utf8').replace(
      "default: '30'",
      "default: '40'",
    );
    writeFileSync(join(dir, 'action.yml'), action);
    const check = tables(dir, '--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Run 'npm run docs'");

    expect(tables(dir).status).toBe(0);
    expect(readFileSync(join(dir, 'docs/inputs.md'), 'utf8')).toContain(
      '| `min-diff-lines` | `40` |',
    );
    expect(tables(dir, '--check').status).toBe(0);
  });

  it('writes a multi-line default as one code span per line, never as one comma list', () => {
    const page = readFileSync('docs/inputs.md', 'utf8');
    expect(page).toContain('`**/models.py`<br>`**/models/**`');
  });
});
