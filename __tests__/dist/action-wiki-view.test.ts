// The bundled action against a GitHub backed by a real git repository (CAS refs, 300-file compare,
// faults before/after effect): the wiki is read from the branch head's tree — never the checkout —
// so a person's work made between the merge and its run is kept, renames are honoured, and what
// the step reports always matches what exists on GitHub.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction } from '../../test-support/bundle/action.js';
import {
  ACTIONS_MAY_NOT_CREATE_PULLS,
  GitBackedGitHub,
  generatedFiles,
  ROUTES,
} from '../../test-support/github/git-backed-github.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { documentTokenRotation, TOKENS_PAGE } from '../../test-support/token-rotation.js';

const SETUP_PAGE =
  '---\ntitle: Setup\ndescription: Installing the service.\ntype: guide\n---\n# Setup\n\nRun it.\n';
const LOG = '# Wiki log\n\n## [2026-12-01] ingest | the first merge\n';
const SOURCE = Array.from({ length: 40 }, (_, i) => `export const rotate${i} = () => ${i};`).join('\n');
/** The repository before merge A: the source, and a wiki of two pages, an index and a log. */
const REPOSITORY = {
  'README.md': '# r\n',
  'src/api/tokens.ts': 'export const rotate = () => 0;\n',
  'wiki/index.md': '# Index\n',
  'wiki/log.md': LOG,
  'wiki/api/tokens.md': TOKENS_PAGE,
  'wiki/guide/setup.md': SETUP_PAGE,
};

let hub: GitBackedGitHub;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: REPOSITORY });
});

afterEach(() => hub.remove());

/** Merge A lands; returns the push event of its run and the merge commit. */
async function mergeA() {
  const before = (await hub.head())!;
  const merged = await hub.merge({
    title: 'feat(api): token rotation',
    body: 'Rotates tokens automatically.',
    write: { 'src/api/tokens.ts': SOURCE },
  });
  return { event: await hub.pushEvent(before, merged.sha), sha: merged.sha };
}

/** Runs dist/index.js as the runner does, against the hub and a scripted Messages API. */
async function run(
  event: unknown,
  inputs: Record<string, string> = {},
  env: NodeJS.ProcessEnv = {},
) {
  const server = await hub.listen();
  const llm = await startFakeMessagesApi({ replies: documentTokenRotation() });
  try {
    return await runAction(
      'push',
      event,
      { 'anthropic-api-key': 'sk-ant-e2e', triage: 'false', 'max-retries': '0', ...inputs },
      server.url,
      { ANTHROPIC_BASE_URL: llm.url, ...env },
    );
  } finally {
    await server.close();
    await llm.close();
  }
}

describe('dist/index.js reads the wiki from the branch head, with or without a checkout', () => {
  it("keeps a person's page edit and log entry inside a 320-file push made before the run", async () => {
    const a = await mergeA();
    const stale = await hub.checkout(a.sha);
    const personLog = `${LOG}\n## [2026-12-02] note | a person's entry\n`;
    const person = await hub.commit({
      message: 'chore: regenerate fixtures, fix the tokens page',
      write: {
        ...generatedFiles('gen', 320),
        'wiki/api/tokens.md': `${TOKENS_PAGE}\n## Limits\n\nA person's fix: 10 per hour.\n`,
        'wiki/log.md': personLog,
      },
    });
    // The checkout is at the merge (stale), and one page in it was altered after checkout: the
    // action takes from it only bytes whose blob sha matches the head's tree.
    writeFileSync(join(stale, 'wiki/guide/setup.md'), 'TOKEN=ghp_planted\n');
    const r = await run(a.event, {}, { GITHUB_WORKSPACE: stale, GITHUB_SHA: a.sha });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const head = (await hub.head())!;
    expect(r.outputs['commit-sha']).toBe(head);
    expect((await hub.git.commit(head))!.parents).toEqual([person]);

    const tokens = (await hub.readFile('wiki/api/tokens.md'))!;
    expect(tokens).toContain("A person's fix: 10 per hour.");
    expect(tokens).toContain('Automatic, see [[api/token-rotation]].');
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log.startsWith(personLog)).toBe(true);
    expect(log).toMatch(/## \[\d{4}-\d{2}-\d{2}\] ingest \| feat\(api\): token rotation/);
    expect((await hub.readTree('gen')).size).toBe(320);
    // Blobs fetched (in one GraphQL query): exactly those the checkout does not hold as they are
    // at the head.
    const atPerson = await hub.git.files(person);
    const shaOf = (path: string) => atPerson.get(path)!.sha;
    expect([...hub.graphql.objectsAsked].sort()).toEqual(
      ['wiki/api/tokens.md', 'wiki/guide/setup.md', 'wiki/log.md'].map(shaOf).sort(),
    );
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(1);
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
    expect(await hub.readFile('wiki/guide/setup.md')).toBe(SETUP_PAGE);
    expect(r.summary).not.toContain('ghp_planted');
    // Exact view without the compare API's cap: the wiki came from trees and blobs.
    expect(hub.callsTo(ROUTES.getTree).length).toBeGreaterThan(0);
    expect(hub.callsTo(ROUTES.compare).map((c) => c.params.basehead)).toEqual([
      `${a.event.before}...${a.sha}`,
    ]);
  });

  it("without a checkout: reads the wiki from GitHub and keeps log.md's history and every page", async () => {
    const a = await mergeA();
    const before = await hub.readTree('wiki');
    const r = await run(a.event);
    expect(r.code).toBe(0);
    expect(r.summary).not.toMatch(/starting an empty wiki/);
    const after = await hub.readTree('wiki');
    for (const path of before.keys()) expect(after.has(path)).toBe(true);
    expect(after.get('wiki/guide/setup.md')).toBe(SETUP_PAGE);
    expect(after.get('wiki/log.md')!.startsWith(LOG)).toBe(true);
    expect(after.get('wiki/log.md')!.match(/^## \[/gm)).toHaveLength(2);
    expect(after.get('wiki/index.md')).toContain('guide/setup.md');
    // Without a checkout every page's blob comes through the API, in one GraphQL query.
    expect(hub.graphql.objectsAsked).toHaveLength(before.size);
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(1);
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
  });

  it('honours a rename made before the run: no phantom in index.md, the old file never recreated', async () => {
    const a = await mergeA();
    await hub.commit({ message: 'docs: rename setup', rename: { 'wiki/guide/setup.md': 'wiki/guide/install.md' } });
    const r = await run(a.event, {}, { GITHUB_WORKSPACE: await hub.checkout(a.sha), GITHUB_SHA: a.sha });
    expect(r.code).toBe(0);
    const wiki = await hub.readTree('wiki');
    expect(wiki.has('wiki/guide/setup.md')).toBe(false);
    expect(wiki.get('wiki/guide/install.md')).toBe(SETUP_PAGE);
    const index = wiki.get('wiki/index.md')!;
    expect(index).toContain('guide/install.md');
    expect(index).not.toContain('guide/setup');
  });
});

describe('dist/index.js reports what exists on GitHub', () => {
  it('updateRef applied but answered 502: the step reports the commit as written', async () => {
    const a = await mergeA();
    const fault = hub.fault(ROUTES.updateRef, { when: 'after', status: 502 });
    const r = await run(a.event);
    expect(fault.hits).toBe(1);
    expect(r.code).toBe(0);
    const head = (await hub.head())!;
    expect((await hub.git.commit(head))!.message).toContain(`Wiki-Ingest-Source: ${a.sha}`);
    expect(r.outputs['commit-sha']).toBe(head);
    expect(JSON.parse(r.outputs['pages-changed']!)).toContain('wiki/api/token-rotation.md');
    expect(r.summary).toMatch(new RegExp(`Published \\(commit\\):</b> <a href="[^"]+/commit/${head}"><code>${head.slice(0, 7)}</code></a>`));
    expect(r.summary).not.toContain('Nothing was written');
  });

  it('updateRef refused (502 before effect): nothing written, and the step says so', async () => {
    const a = await mergeA();
    hub.fault(ROUTES.updateRef, { when: 'before', status: 502 });
    const r = await run(a.event);
    expect(r.code).toBe(1);
    expect(await hub.head()).toBe(a.sha);
    expect(r.outputs['commit-sha']).toBeUndefined();
    expect(r.outputs['pages-changed']).toBe('[]');
    expect(r.outputs.reason).toMatch(/Fault injected: 502 on PATCH.*Nothing was written\.$/);
  });

  it('pulls.create 403 after the branch commit: the step names the commit and the fix', async () => {
    const a = await mergeA();
    hub.fault(ROUTES.createPull, ACTIONS_MAY_NOT_CREATE_PULLS);
    const r = await run(a.event, { 'publish-mode': 'pull-request' });
    expect(r.code).toBe(1);
    const branch = (await hub.head('wiki-ingest/updates'))!;
    expect(branch).not.toBe(a.sha);
    expect(await hub.readFile('wiki/api/token-rotation.md', branch)).toContain('# Token rotation');
    expect(hub.pulls.filter((p) => p.state === 'open')).toEqual([]);
    expect(r.outputs['commit-sha']).toBe(branch);
    expect(r.outputs['pull-request-url']).toBeUndefined();
    expect(JSON.parse(r.outputs['pages-changed']!)).toContain('wiki/api/token-rotation.md');
    expect(r.outputs.reason).toContain(`The wiki commit ${branch}`);
    expect(r.outputs.reason).toContain('is on branch "wiki-ingest/updates"');
    expect(r.outputs.reason).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(r.outputs.reason).toContain('pull-requests: write');
    expect(r.outputs.reason).not.toContain('Nothing was written');
    expect(r.stdout).toMatch(/::error::wiki-ingest failed \(Tier 3\): Publishing failed \(pull-request\): The wiki commit/);
    expect(r.summary).toContain(`https://github.com/o/r/commit/${branch}`);
  });
});
