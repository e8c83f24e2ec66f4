// The first hour of a new user at the terminal: a pipe closed early, a mistyped flag, a value
// that looks like a flag, a glob that cannot match, a flag of another stage. Each ends with a
// plain message naming the fix and the documented exit code, never a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { CLI } from '../../test-support/bundle/dist.js';

const cli = (args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', input: '' });

describe('the CLI at its rough edges', () => {
  it('a reader that stops early (simulate --rows | head -3) ends it quietly with 0', async () => {
    const child = spawn(process.execPath, [CLI, 'simulate', '--repo', '.', '--rows'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Like head: read the first chunk, then close the pipe.
    await new Promise<void>((resolve) =>
      child.stdout.once('data', () => {
        child.stdout.destroy();
        resolve();
      }),
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('a value that starts with "-" is explained in plain lines, without %0A', () => {
    const res = cli(['simulate', '--min-diff-lines', '-5']);
    expect(res.status).toBe(2);
    expect(res.stderr).not.toMatch(/%0A/);
    expect(res.stderr).toMatch(/--min-diff-lines needs a value; .* --min-diff-lines=-5/);
    const ranged = cli(['simulate', '--min-diff-lines=-5']);
    expect(ranged.status).toBe(2);
    expect(ranged.stderr).toMatch(/Input "min-diff-lines": "-5" is not a whole number/);
  });

  it('a glob with an unclosed "[" is refused, naming the input', () => {
    const res = cli(['simulate', '--rich-paths', '**/[api', '-n', '1']);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/Input "rich-paths": "\*\*\/\[api" opens a character class/);
    expect(cli(['simulate', '--rich-paths', '**/[Aa]pi/**', '-n', '1']).status).toBe(0);
  });

  it('a mistyped flag gets "did you mean"', () => {
    const res = cli(['simulate', '--wiki_path', 'docs']);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/unknown flag --wiki_path .*Did you mean --wiki-path\?/);
    expect(cli(['simulate', '--rowz']).stderr).toMatch(/Did you mean --rows\?/);
  });

  it.each([
    ['--publish-mode', 'pull-request', /the action only/],
    ['--github-token', 'x', /the action only/],
    ['--ask-model', 'foo', /asking the wiki \(ask\)/],
  ])('run refuses %s, which it does not use, naming what it configures', (flag, value, what) => {
    const res = cli(['run', flag, value, '--dry-run']);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(new RegExp(`${flag} is not used by "wiki-ingest run"`));
    expect(res.stderr).toMatch(what);
  });
});
