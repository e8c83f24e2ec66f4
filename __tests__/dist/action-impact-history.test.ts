// dist/index.js with `mode: impact` over a checkout with history, as the runner runs it: a page
// people edited together with a file in past commits is named when a pull request changes that
// file — the page never names it, nothing else ties it — with the evidence in the comment; a
// shallow checkout (actions/checkout's default) ties nothing by history and the summary says how
// to give it the history.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../../test-support/bundle/action.js';
import { git } from '../../test-support/git-cli.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';

const page = (n: number) =>
  `---\ntitle: Error codes\ndescription: What each code means.\n---\n# Error codes\n\nThere are ${n} of them.\n`;

let hub: GitBackedGitHub;
let server: { url: string; close: () => Promise<void> };
const dirs: string[] = [];

beforeAll(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'lib/failures.js': 'module.exports = 1;\n', 'wiki/codes.md': page(1) },
  });
  for (const n of [2, 3])
    await hub.commit({
      message: `feat: code ${n}`,
      write: { 'lib/failures.js': `module.exports = ${n};\n`, 'wiki/codes.md': page(n) },
    });
  server = await hub.listen();
});

afterAll(async () => {
  await server?.close();
  hub?.remove();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const impactAt = (number: number, workspace: string) =>
  runAction(
    'pull_request',
    hub.pullEvent(number),
    { mode: 'impact', 'max-retries': '0' },
    server.url,
    {
      GITHUB_WORKSPACE: workspace,
    },
  );

describe('dist/index.js, mode: impact, ties learned from the history', () => {
  it('names the page edited with the changed file in past commits, with the evidence', async () => {
    const pr = await hub.openPull({
      title: 'feat: code 4',
      write: { 'lib/failures.js': 'module.exports = 4;\n' },
    });
    const run = await impactAt(pr.number, await hub.checkout(pr.head.sha));
    expect(run.code).toBe(0);
    expect(run.outputs['impacted-pages']).toBe('["codes"]');
    expect(hub.comments.get(pr.number)?.[0]?.body).toContain(
      "`codes`: was edited with `lib/failures.js` in 3 of that file's 3 past commits, which this PR changes",
    );
    expect(run.summary).toContain('its past co-changes read from 3 commits');

    // actions/checkout's default: one commit, no history before the base.
    const shallow = mkdtempSync(join(tmpdir(), 'wiki-shallow-'));
    dirs.push(shallow);
    git(
      shallow,
      'clone',
      '-q',
      '--depth',
      '1',
      '--branch',
      pr.head.ref,
      `file://${hub.git.dir}/repo.git`,
      '.',
    );
    const cut = await impactAt(pr.number, shallow);
    expect(cut.code).toBe(0);
    expect(cut.outputs['impacted-pages']).toBe('[]');
    expect(cut.summary).toContain('no page was tied by past co-changes');
    expect(cut.summary).toContain('fetch-depth: 0 on actions/checkout gives it');
  });
});
