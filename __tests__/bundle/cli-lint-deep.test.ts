// `node dist/cli.js lint --deep` on a temporary repository whose two pages disagree, against the
// fake Messages API: the contradiction reported quoting both pages and the pass recorded in
// log.md; once that record and an acceptance are committed, a second deep run makes no model
// call and the accepted finding stays silent.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { localRepo } from '../../test-support/git-cli.js';
import { contradictingWiki, deepReplies, TOKENS_SOURCE } from '../../test-support/deep-lint.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
let dir = '';
let api: FakeMessagesApi;

beforeAll(async () => {
  api = await startFakeMessagesApi({ replies: (body) => deepReplies()(body) });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

function repository(): (message: string) => void {
  dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-deep-'));
  const { write, commit } = localRepo(dir);
  const files = { 'src/api/tokens.ts': TOKENS_SOURCE, ...contradictingWiki() };
  for (const [path, text] of Object.entries(files)) write(path, text);
  commit('docs: the wiki');
  return commit;
}

const deep = () =>
  runNode(
    [CLI, 'lint', '--repo', dir, '--deep', '--json'],
    cleanEnv({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: api.url }),
  );

describe('node dist/cli.js lint --deep', () => {
  it('reports the contradiction, records the pass, and is silent and free the second time', async () => {
    const commit = repository();
    const first = await deep();
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout);
    const contradiction = report.findings.find((f: { rule: string }) => f.rule === 'contradiction');
    expect(contradiction).toMatchObject({
      page: 'api/tokens',
      pages: ['guides/auth'],
      quotes: [
        { page: 'api/tokens', text: 'Tokens expire after 30 days and are rotated by the owner.' },
        { page: 'guides/auth', text: 'Tokens never expire unless revoked by an admin.' },
      ],
    });
    expect(report.counts).toMatchObject({ contradiction: 1, 'missing-page': 1 });
    expect(report.deep).toMatchObject({
      examined: ['api/tokens', 'guides/auth', 'overview'],
      calls: 3,
    });
    expect(first.stderr).toMatch(
      /deep pass: 3 pages examined in 3 model calls \(\$0\.\d+\); recorded in wiki\/log\.md/,
    );
    const log = readFileSync(join(dir, 'wiki/log.md'), 'utf8');
    expect(log).toMatch(
      /^# Wiki log\n\n## \[\d{4}-\d{2}-\d{2}\] lint \| deep pass: 3 pages examined, 2 findings open\n/,
    );

    writeFileSync(
      join(dir, 'wiki/lint-accepted.yml'),
      `- rule: contradiction\n  page: api/tokens\n  fingerprint: ${contradiction.fingerprint}\n  reason: both hold, for v1 and v2\n`,
    );
    commit('docs: the deep pass, and an accepted contradiction');
    const calls = api.accepted.length;
    const second = await deep();
    expect(second.code).toBe(0);
    expect(api.accepted.length).toBe(calls);
    const again = JSON.parse(second.stdout);
    expect(again.findings.map((f: { rule: string }) => f.rule)).not.toContain('contradiction');
    expect(again).toMatchObject({ accepted: 1, deep: { calls: 0, examined: [] } });
    expect(again.counts).toMatchObject({ contradiction: 0, 'missing-page': 1 });
    expect(second.stderr).toContain(
      'deep pass: no page changed since the last deep pass; no model call.',
    );
  });

  it('exits 2 without a key, before reading anything', async () => {
    repository();
    const r = await runNode([CLI, 'lint', '--repo', dir, '--deep'], cleanEnv());
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(/Input "anthropic-api-key"/);
  });
});
