// The checkout holds the commit that triggered the run, but the run publishes on the branch's
// current head — which may already carry a later wiki-ingest commit (the concurrency group runs
// merges one after another). Overlaying the wiki files changed since the checkout keeps this
// run from writing index.md / log.md over what the previous run added. The head is pinned by sha
// (getRef first) and recorded as the snapshot's base, so publishing can tell whether the wiki
// moved again after this read.
import { parseWiki, type WikiFile } from '../wiki/load.js';
import type { BranchReader } from './branch-wiki.js';
import type { WikiSnapshot } from './stage.js';

export interface HeadReader {
  rest: {
    git: Pick<BranchReader['rest']['git'], 'getRef'>;
    repos: {
      compareCommitsWithBasehead(p: {
        owner: string;
        repo: string;
        basehead: string;
      }): Promise<{ data: { files?: Array<{ filename: string; status: string }> } }>;
      getContent(p: { owner: string; repo: string; path: string; ref?: string }): Promise<{
        data: unknown;
      }>;
    };
  };
}

/** The checkout's wiki as files (pages, SCHEMA.md, index.md, log.md), relative to the wiki. */
function filesOf(s: WikiSnapshot): WikiFile[] {
  const files: WikiFile[] = s.wiki.pages.map((p) => ({ path: p.file, text: p.raw }));
  if (s.wiki.schema !== null) files.push({ path: 'SCHEMA.md', text: s.wiki.schema });
  if (s.existing.index !== null) files.push({ path: 'index.md', text: s.existing.index });
  if (s.existing.log !== null) files.push({ path: 'log.md', text: s.existing.log });
  return files;
}

export async function wikiAtHead(
  client: HeadReader,
  checkout: WikiSnapshot,
  o: { owner: string; repo: string; checkoutSha: string; branch: string; wikiPath: string },
): Promise<WikiSnapshot> {
  const head = (
    await client.rest.git.getRef({ owner: o.owner, repo: o.repo, ref: `heads/${o.branch}` })
  ).data.object.sha;
  if (head === o.checkoutSha) return { ...checkout, base: head };
  const { data } = await client.rest.repos.compareCommitsWithBasehead({
    owner: o.owner,
    repo: o.repo,
    basehead: `${o.checkoutSha}...${head}`,
  });
  const prefix = `${o.wikiPath}/`;
  const changed = (data.files ?? []).filter(
    (f) => f.filename.startsWith(prefix) && /\.md$/i.test(f.filename),
  );
  if (changed.length === 0) return { ...checkout, base: head };
  const byPath = new Map(filesOf(checkout).map((f) => [f.path, f]));
  for (const f of changed) {
    const rel = f.filename.slice(prefix.length);
    if (f.status === 'removed') {
      byPath.delete(rel);
      continue;
    }
    const { data: file } = await client.rest.repos.getContent({
      owner: o.owner,
      repo: o.repo,
      path: f.filename,
      ref: head,
    });
    const c = file as { content?: string; encoding?: string };
    if (c.encoding !== 'base64' || c.content === undefined) continue;
    byPath.set(rel, { path: rel, text: Buffer.from(c.content, 'base64').toString('utf8') });
  }
  const files = [...byPath.values()];
  const root = (name: string) => files.find((f) => f.path.toLowerCase() === name)?.text ?? null;
  const wiki = parseWiki(files);
  wiki.warnings.unshift(...checkout.wiki.warnings.filter((w) => !wiki.warnings.includes(w)));
  return { wiki, existing: { index: root('index.md'), log: root('log.md') }, base: head };
}
