// The checkout holds the commit that triggered the run, but the run publishes on the branch's
// current head — which may already carry a later wiki-ingest commit (the concurrency group runs
// merges one after another). Overlaying the wiki files changed since the checkout keeps this
// run from writing index.md / log.md over what the previous run added. The head is pinned by sha
// (getRef first) and recorded as the snapshot's base, so publishing can tell whether the wiki
// moved again after this read.
import type { WikiSnapshot } from '../stages.js';
import { parseWiki, type WikiFile } from '../wiki/load.js';
import type { GitHub } from './client.js';
import { decodeContent } from './content.js';
import { branchHead } from './ref.js';
import type { RepoRef } from './repo.js';

/** The checkout's wiki as files (pages, SCHEMA.md, index.md, log.md), relative to the wiki. */
function filesOf(s: WikiSnapshot): WikiFile[] {
  const files: WikiFile[] = s.wiki.pages.map((p) => ({ path: p.file, text: p.raw }));
  if (s.wiki.schema !== null) files.push({ path: 'SCHEMA.md', text: s.wiki.schema });
  if (s.existing.index !== null) files.push({ path: 'index.md', text: s.existing.index });
  if (s.existing.log !== null) files.push({ path: 'log.md', text: s.existing.log });
  return files;
}

export async function wikiAtHead(
  client: Pick<GitHub, 'rest'>,
  checkout: WikiSnapshot,
  where: RepoRef & { checkoutSha: string; branch: string; wikiPath: string },
): Promise<WikiSnapshot> {
  const repo = { owner: where.owner, repo: where.repo };
  const head = await branchHead(client, repo, where.branch);
  if (head === where.checkoutSha) return { ...checkout, base: head };
  const { data } = await client.rest.repos.compareCommitsWithBasehead({
    ...repo,
    basehead: `${where.checkoutSha}...${head}`,
  });
  const prefix = `${where.wikiPath}/`;
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
      ...repo,
      path: f.filename,
      ref: head,
    });
    const bytes = Array.isArray(file)
      ? null
      : decodeContent(file as { content?: string; encoding?: string });
    if (bytes === null) continue;
    byPath.set(rel, { path: rel, text: bytes.toString('utf8') });
  }
  const files = [...byPath.values()];
  const root = (name: string) => files.find((f) => f.path.toLowerCase() === name)?.text ?? null;
  const wiki = parseWiki(files);
  wiki.warnings.unshift(...checkout.wiki.warnings.filter((w) => !wiki.warnings.includes(w)));
  return { wiki, existing: { index: root('index.md'), log: root('log.md') }, base: head };
}
