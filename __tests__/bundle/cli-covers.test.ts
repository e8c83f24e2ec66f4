// Pages that know what they describe, end to end with the bundled CLI on a test repository: a
// scripted ingest writes a page that covers the files the agent declares, each read whole,
// stamped at the merged commit; a later commit to one of them makes
// `lint --json` report that page stale (only it) and `ask --json` say so; a run that re-checks the
// page confirms it (only its covers line changes) and lint is clean again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { CLI } from '../../test-support/bundle/dist.js';

const lines = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => `export const ${name}${i} = () => ${i};`).join('\n') + '\n';

function repository() {
  const { dir, write, commit } = localRepo(mkdtempSync(join(tmpdir(), 'wiki-ingest-covers-')));
  write('src/api/tokens.ts', 'export const x = 1;\n');
  write('src/util.ts', lines('util', 3));
  write('src/other.ts', 'export const other = 1;\n');
  commit('chore: init');
  const other = git(dir, 'rev-parse', 'HEAD:src/other.ts').trim();
  write(
    'wiki/other.md',
    `---\ntitle: Other\ndescription: The other module.\ncovers:\n  - src/other.ts@${other}\n---\n# Other\n\nSee [[api/tokens]].\n`,
  );
  write('src/api/tokens.ts', lines('rotate', 40));
  commit('feat(api): token rotation');
  return { dir, write, commit };
}

type Finding = { rule: string; page: string; file?: string; since?: string };

describe('covers end to end (the bundle)', () => {
  let fake: FakeMessagesApi | undefined;
  let dir = '';
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('an ingest records covers, a commit makes the page stale, a re-check clears it', async () => {
    const repo = repository();
    dir = repo.dir;
    fake = await startFakeMessagesApi({
      replies: [
        // A new cover needs the whole file seen: both read (the diff of tokens.ts is not the file).
        {
          content: [
            { type: 'tool_use', name: 'read_source', input: { path: 'src/util.ts' } },
            { type: 'tool_use', name: 'read_source', input: { path: 'src/api/tokens.ts' } },
          ],
        },
        toolCall('create_page', {
          slug: 'api/tokens',
          type: 'feature',
          title: 'Tokens',
          description: 'API token rotation.',
          tags: ['api'],
          related: [],
          body: '# Tokens\n\nTokens rotate with `rotate0`, using the helpers in util.\n\n## Rotation\n\nAutomatic.\n',
          covers: ['src/api/tokens.ts', 'src/util.ts'],
        }),
        toolCall('finish', { summary: 'Documented token rotation.' }),
        // ask, after the util change
        text('Tokens rotate automatically [[api/tokens]].'),
        // the re-check run
        toolCall('read_pages', { slugs: ['api/tokens'] }),
        toolCall('confirm_page', { slug: 'api/tokens' }),
        toolCall('finish', { summary: 'The tokens page is still right.' }),
      ],
    });
    const env = cleanEnv({ ANTHROPIC_API_KEY: 'sk-ant-x', ANTHROPIC_BASE_URL: fake.url });
    const blob = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
    const lint = async () => {
      const r = await runNode([CLI, 'lint', '--repo', dir, '--json'], cleanEnv());
      const report = JSON.parse(r.stdout) as { findings: Finding[] };
      return {
        code: r.code,
        provenance: report.findings.filter(
          (f) => f.rule === 'stale' || f.rule === 'missing-source',
        ),
      };
    };

    const first = await runNode([CLI, 'run', '--repo', dir, '--json', '--triage', 'false'], env);
    expect([first.code, first.stderr]).toEqual([0, '']);
    const page = readFileSync(join(dir, 'wiki/api/tokens.md'), 'utf8');
    // The files it read whole, each at the merged commit.
    expect(page).toContain(
      `covers:\n  - src/api/tokens.ts@${blob('src/api/tokens.ts')}\n  - src/util.ts@${blob('src/util.ts')}\n`,
    );
    repo.commit('docs: the wiki');
    expect(await lint()).toEqual({ code: 0, provenance: [] });

    repo.write('src/util.ts', lines('util', 40));
    repo.commit('fix: util edge cases');
    const changedBy = git(dir, 'rev-parse', 'HEAD').trim();
    const stale = await lint();
    expect(stale.code).toBe(0); // a warning: below the default --fail-on error
    expect(stale.provenance).toEqual([
      expect.objectContaining({
        rule: 'stale',
        page: 'api/tokens',
        file: 'src/util.ts',
        since: changedBy,
      }),
    ]);

    const ask = await runNode(
      [CLI, 'ask', '--json', '--wiki', join(dir, 'wiki'), 'How do tokens rotate?'],
      env,
    );
    expect(ask.code).toBe(0);
    expect(JSON.parse(ask.stdout).stale).toEqual([
      { page: 'api/tokens', file: 'src/util.ts', since: changedBy },
    ]);

    const recheck = await runNode([CLI, 'run', '--repo', dir, '--json', '--triage', 'false'], env);
    expect([recheck.code, recheck.stderr]).toEqual([0, '']);
    // The first message named the covering page and showed util.ts's whole change since the
    // page's stamp (no read needed); the confirmation changed its covers line only.
    const firstOfRecheck = fake.accepted
      .map((r) => JSON.stringify(r.body?.messages ?? []))
      .find((m) => m.includes('fix: util edge cases'));
    expect(firstOfRecheck).toContain('Pages covering the changed files');
    expect(firstOfRecheck).toContain('api/tokens: src/util.ts');
    const after = readFileSync(join(dir, 'wiki/api/tokens.md'), 'utf8');
    expect(
      git(dir, 'diff', '-U0', '--', 'wiki/api/tokens.md')
        .split('\n')
        .filter((l) => /^[-+][^-+]/.test(l)),
    ).toEqual([
      `-  - src/util.ts@${git(dir, 'rev-parse', 'HEAD~1:src/util.ts').trim()}`,
      `+  - src/util.ts@${blob('src/util.ts')}`,
    ]);
    expect(after).toContain('Automatic.');
    expect(readFileSync(join(dir, 'wiki/log.md'), 'utf8')).toContain('- Confirmed: [[api/tokens]]');
    repo.commit('docs: re-checked');
    expect(await lint()).toEqual({ code: 0, provenance: [] });
  });
});
