// Covers for adopted docs, free, end to end: `wiki-ingest adopt` on a docs folder whose pages link
// and name source files stamps those files as covers (never an ignored, secret or wiki path; a
// page naming none stays uncovered) and says which page got which; after a later commit changes
// one of them, `lint` reports the page stale, and `mode: impact` names it on a pull request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI } from '../../test-support/bundle/dist.js';
import { runAction } from '../../test-support/bundle/action.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const tempDir = tempDirs('wiki-ingest-adopt-covers-');

const TOKENS = 'export function rotate() {\n  return 1;\n}\n';
const LEDGER = 'export const ledger = [];\n';
const FILES: Record<string, string> = {
  'src/api/tokens.ts': TOKENS,
  'src/billing/ledger.ts': LEDGER,
  'web/app.min.js': 'x\n',
  '.env': 'TOKEN=1\n',
  'docs/tokens.md':
    '# Tokens\n\nTokens rotate: see [the code](../src/api/tokens.ts) and `billing/ledger.ts`.\nBuilt into `web/app.min.js`, configured by `.env`; see [intro](intro.md).\n',
  'docs/intro.md': '# Intro\n\nA `phrase` and [a site](https://example.com/x.ts).\n',
};

/** The repository's files at HEAD, as a fake GitHub is built from them. */
const filesAt = (dir: string): Record<string, string> =>
  Object.fromEntries(
    git(dir, 'ls-files')
      .trim()
      .split('\n')
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );

describe('adopt stamps the files pages name as covers; lint and mode: impact then see them', () => {
  let hub: GitBackedGitHub | undefined;
  afterEach(() => hub?.remove());

  it('covers from links and backticks, then stale after a change, then named by impact', async () => {
    const { dir, write, commit } = localRepo(tempDir());
    for (const [path, text] of Object.entries(FILES)) write(path, text);
    commit('feat: a repository with docs');
    const adopted = await runNode([CLI, 'adopt', '--repo', dir, '--wiki-path', 'docs'], cleanEnv());
    expect([adopted.code, adopted.stderr]).toEqual([0, '']);
    expect(adopted.stdout).toMatch(
      /^adopted docs\/tokens\.md: .*covers src\/api\/tokens\.ts, src\/billing\/ledger\.ts$/m,
    );
    expect(adopted.stdout).toMatch(
      /^1 page got covers .*at most 8 a page\); 1 names no repository file and stays uncovered: intro\.$/m,
    );
    const page = readFileSync(join(dir, 'docs/tokens.md'), 'utf8');
    const blob = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
    expect(page).toContain(
      `covers:\n  - src/api/tokens.ts@${blob('src/api/tokens.ts')}\n  - src/billing/ledger.ts@${blob('src/billing/ledger.ts')}\n`,
    );
    // The body is the same to the byte.
    expect(page.endsWith(FILES['docs/tokens.md']!)).toBe(true);
    expect(readFileSync(join(dir, 'docs/intro.md'), 'utf8')).not.toContain('covers:');
    commit('docs: adopted');
    const files = filesAt(dir);

    write('src/api/tokens.ts', TOKENS.replace('1', '2'));
    const changed = commit('fix(api): rotate returns 2');
    const lint = await runNode(
      [CLI, 'lint', '--repo', dir, '--wiki-path', 'docs', '--json', '--fail-on', 'never'],
      cleanEnv(),
    );
    const report = JSON.parse(lint.stdout) as {
      findings: { rule: string; page: string; file?: string; since?: string }[];
      freshness: { covered_pages: number; current_pages: number };
    };
    expect(report.findings.filter((f) => f.rule === 'stale')).toEqual([
      expect.objectContaining({ page: 'tokens', file: 'src/api/tokens.ts', since: changed }),
    ]);
    expect(report.freshness).toMatchObject({ covered_pages: 1, current_pages: 0 });

    hub = await GitBackedGitHub.create({ files });
    const server = await hub.listen();
    try {
      const pr = await hub.openPull({
        title: 'fix(api): rotate returns 2',
        write: { 'src/api/tokens.ts': TOKENS.replace('1', '2') },
      });
      const run = await runAction(
        'pull_request',
        hub.pullEvent(pr.number),
        { mode: 'impact', 'wiki-path': 'docs' },
        server.url,
        { GITHUB_RUN_ID: '7' },
      );
      expect(run.code).toBe(0);
      expect(JSON.parse(run.outputs['impacted-pages']!)).toEqual(['tokens']);
    } finally {
      await server.close();
    }
  });
});
