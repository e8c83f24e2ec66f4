// One change, three places, one answer: the bundled action's mode: impact on the pull request
// (dist/index.js against the git-backed fake GitHub, with the checkout the documented workflow
// makes), `wiki-ingest impact` (dist/cli.js) in a clone of its head, and the MCP tool
// impacted_pages (the SDK's own client over stdio against `dist/cli.js mcp` in the same clone)
// name the same pages with the same ties — the ties of IMPACTED, which mode: impact computes.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { runAction } from '../../test-support/bundle/action.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { IMPACT_CHANGE, IMPACTED, impactRepoFiles } from '../../test-support/impact-repo.js';
import { resultText } from '../../test-support/mcp-client.js';

let hub: GitBackedGitHub;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  hub = await GitBackedGitHub.create({ files: impactRepoFiles() });
  server = await hub.listen();
});

afterAll(async () => {
  await server?.close();
  hub?.remove();
});

type Ties = Record<string, string[]>;

/** The sticky comment's page lines as slug → ties, code spans read as plain names. */
function commentTies(body: string): Ties {
  const out: Ties = {};
  for (const line of body.split('\n')) {
    const m = /^- \[[^\]]*\]\([^)]*\) `([^`]+)`: (.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!.replace(/`/g, '').split('; ');
  }
  return out;
}

/** impacted_pages' fenced lines (`[[slug]] "Title" (file): ties`) as slug → ties. */
function toolTies(text: string): Ties {
  const out: Ties = {};
  for (const m of text.matchAll(/^\[\[([^\]]+)\]\] "[^"]*" \([^)]*\): (.*)$/gm))
    out[m[1]!] = m[2]!.split('; ');
  return out;
}

describe('one change through mode: impact, wiki-ingest impact and impacted_pages', () => {
  it('gets the same pages with the same ties everywhere', async () => {
    const pr = await hub.openPull({ title: 'feat: rotate keys', ...IMPACT_CHANGE });
    const checkout = await hub.checkout(pr.head.ref);

    const action = await runAction(
      'pull_request',
      hub.pullEvent(pr.number),
      { mode: 'impact', 'max-retries': '0' },
      server.url,
      { GITHUB_WORKSPACE: checkout },
    );
    expect(action.code).toBe(0);
    expect(JSON.parse(action.outputs['impacted-pages']!)).toEqual(Object.keys(IMPACTED));
    expect(commentTies(hub.comments.get(pr.number)![0]!.body)).toEqual(IMPACTED);

    const cli = await runNode([CLI, 'impact', '--repo', checkout, '--json'], cleanEnv());
    expect(cli.code).toBe(0);
    const doc = JSON.parse(cli.stdout) as {
      base: { ref: string; how: string };
      pages: { slug: string; ties: { text: string }[] }[];
    };
    // The clone's default branch, as actions/checkout leaves it: origin/HEAD → origin/main.
    expect(doc.base).toMatchObject({ ref: 'origin/main', how: 'origin/HEAD' });
    expect(Object.fromEntries(doc.pages.map((p) => [p.slug, p.ties.map((t) => t.text)]))).toEqual(
      IMPACTED,
    );

    const client = new Client({ name: 'agreement', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, 'mcp'],
        cwd: checkout,
        env: cleanEnv() as Record<string, string>,
        stderr: 'pipe',
      }),
    );
    try {
      const result = await client.callTool({ name: 'impacted_pages', arguments: {} });
      expect(result.isError).toBeFalsy();
      expect(toolTies(resultText(result))).toEqual(IMPACTED);
    } finally {
      await client.close();
    }
  }, 120_000);
});
