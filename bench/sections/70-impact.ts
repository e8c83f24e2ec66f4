// mode: impact's GitHub calls for one pull request of 50 changed files (40 covered, 10 not) on a
// wiki of 500 and 5,000 pages (each page covering two files), through the git-backed fake GitHub:
// the run's own count (what the job summary says) and the requests the fake saw, by route, for
// the first run (the comment created) and a second push (the comment edited). Targets: ≤ 10 calls
// at 500 pages, ≤ 40 at 5,000. No model is called.
import { createGitHub } from '../../src/github/client.js';
import { parseConfig } from '../../src/config/parse.js';
import { runImpactMode } from '../../src/impact/mode.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { gitBlobSha } from '../../test-support/lint-pages.js';

const FILES = 50;
const COVERED = 40;

const source = (i: number): string => `src/area-${i % 20}/mod-${i}.ts`;
const text = (i: number, v: number): string => `export const version${i} = ${v};\n`;

function page(i: number): string {
  const covers = [2 * i, 2 * i + 1]
    .map((s) => `  - ${source(s)}@${gitBlobSha(text(s, 0))}`)
    .join('\n');
  return `---\ntitle: Page ${i}\ndescription: Part ${i} of the ledger.\ncovers:\n${covers}\n---\n# Page ${i}\n\n${'The ledger keeps payment tokens per tenant. '.repeat(40)}\n`;
}

async function measure(pages: number): Promise<void> {
  const files: Record<string, string> = { 'wiki/log.md': '# Wiki log\n' };
  for (let i = 0; i < pages; i++) files[`wiki/area-${i % 10}/page-${i}.md`] = page(i);
  for (let s = 0; s < pages * 2; s++) files[source(s)] = text(s, 0);
  for (let u = 0; u < FILES - COVERED; u++) files[`tools/script-${u}.sh`] = `echo ${u}\n`;
  const hub = await GitBackedGitHub.create({ files });
  try {
    // 40 covered files spread over the wiki, 10 uncovered ones.
    const write: Record<string, string> = {};
    for (let k = 0; k < COVERED; k++)
      write[source(Math.floor((k * pages * 2) / COVERED))] = text(k, 1);
    for (let u = 0; u < FILES - COVERED; u++) write[`tools/script-${u}.sh`] = `echo ${u + 1}\n`;
    const pr = await hub.openPull({ title: 'feat: many', write });
    const config = parseConfig({ mode: 'impact', 'github-token': 't', 'max-retries': '0' });
    const run = async (action: string, env: NodeJS.ProcessEnv = {}) => {
      const before = hub.calls.length;
      const t = performance.now();
      const outcome = await runImpactMode({
        config,
        owner: hub.owner,
        repo: hub.name,
        serverUrl: 'https://github.com',
        eventName: 'pull_request',
        payload: hub.pullEvent(pr.number, action),
        defaultBranch: 'main',
        env,
        github: async () => createGitHub('t', { retries: 0, fetch: hub.fetch }),
      });
      const ms = performance.now() - t;
      const seen = hub.calls.slice(before);
      const by = new Map<string, number>();
      for (const c of seen) by.set(c.route ?? c.path, (by.get(c.route ?? c.path) ?? 0) + 1);
      const counted = /\((\d+) GitHub calls\)/.exec(outcome.message)?.[1];
      const routes = [...by]
        .map(([r, n]) => `${r.replace('/repos/{owner}/{repo}', '')} ×${n}`)
        .join(', ');
      console.log(
        `${String(pages).padStart(5)} pages, ${(action + (env.GITHUB_WORKSPACE ? ' + checkout' : '')).padEnd(22)}: ${counted} calls counted by the run, ${seen.length} seen by the fake, ${Math.round(ms)} ms — ${routes}`,
      );
      console.log(`        ${outcome.message}`);
    };
    await run('opened');
    await hub.pushToPull(pr.number, { write: { [source(0)]: text(0, 2) } });
    await run('synchronize');
    // The workflow of docs/impact.md checks the pull request out: unchanged pages are not fetched.
    await run('synchronize', { GITHUB_WORKSPACE: await hub.checkout(pr.head.ref) });
  } finally {
    hub.remove();
  }
}

export async function run(): Promise<void> {
  console.log(
    `mode: impact, a pull request of ${FILES} files (${COVERED} covered), first without a checkout (every page read through the API), then with one:`,
  );
  await measure(500);
  await measure(5000);
}
