// The agents-md input in a publish: the marked block in AGENTS.md (or the file named) brought up
// to date with the wiki the run leaves, added to the files of the same one commit or pull request
// — never a write of its own, and never the model's. Only when the block would change (it is
// missing, or the wiki's sections, locked pages or SCHEMA.md changed it); the file's blob at the
// base is guarded, so a person's edit made while the run worked is never overwritten.
import type { Finalized } from '../ingest/finalize.js';
import type { CommitFile } from '../ports.js';
import {
  agentsBlock,
  agentsShape,
  AgentsMdError,
  withAgentsBlockBytes,
  type AgentsMapOptions,
} from '../wiki/agents-md.js';
import { parsePage } from '../wiki/page.js';
import { isPageFile } from '../wiki/slug.js';
import type { Page, WikiSnapshot, WikiTree } from '../wiki/types.js';

export interface AgentsMdInput {
  /** The agents-md input: a repository-relative .md path. */
  path: string;
  wikiPath: string;
  mapFile: string;
  /** The map's fold as the MCP server decides it (map-token-budget, caps, secret-paths). */
  map?: AgentsMapOptions;
  snapshot: WikiSnapshot;
  /** The file at a commit, through the workspace; absent when the workspace cannot read one. */
  fileAt?: (commit: string, path: string) => Promise<CommitFile | null>;
}

export type AgentsMdOutcome<F extends Finalized = Finalized> =
  | { output: F; base: WikiTree; warnings?: string[] }
  | { warning: string }
  | { unchanged: true; warnings?: string[] };

/** The pages the wiki holds once `output` is published: the snapshot's, with the run's written over. */
function pagesAfter(snapshot: WikiSnapshot, output: Finalized, o: AgentsMdInput): Page[] {
  const bySlug = new Map(snapshot.wiki.pages.map((p) => [p.slug, p]));
  const prefix = `${o.wikiPath}/`;
  for (const file of output.files) {
    if (!file.path.startsWith(prefix)) continue;
    const rel = file.path.slice(prefix.length);
    if (!isPageFile(rel) || rel.toLowerCase() === o.mapFile.toLowerCase()) continue;
    const page = parsePage(rel, file.content).page;
    bySlug.set(page.slug, page);
  }
  return [...bySlug.values()];
}

/**
 * `output` with the agents-md file added when its block would change, and the base that guards
 * it; a warning (the wiki still publishes) when it cannot be kept: inside the wiki folder, a link,
 * markers that are not one pair, a workspace that cannot read it.
 */
export async function withAgentsMd<F extends Finalized>(
  output: F,
  o: AgentsMdInput,
): Promise<AgentsMdOutcome<F>> {
  const skip = (why: string): AgentsMdOutcome<F> => ({
    warning: `agents-md: ${o.path} was not updated: ${why}.`,
  });
  const base = o.snapshot.base;
  if (o.path.toLowerCase().startsWith(`${o.wikiPath.toLowerCase()}/`))
    return skip(
      'it is inside the wiki folder, whose files wiki-ingest keeps itself; name a file outside it, e.g. AGENTS.md',
    );
  if (!base || !o.fileAt) return skip('this run cannot read files outside the wiki');
  const file = await o.fileAt(base.commit, o.path);
  if (file?.through)
    return skip(
      `"${file.through}" on its way is ${file.mode === '120000' ? 'a symbolic link' : 'not a folder'}; set agents-md to a file in a plain folder`,
    );
  if (file && file.mode !== '100644' && file.mode !== '100755')
    return skip(
      `it is ${file.mode === '120000' ? 'a symbolic link' : 'not a plain file'}; set agents-md to the file itself`,
    );
  let after: { bytes: Buffer; text: string };
  let refused: string[] = [];
  try {
    const shape = agentsShape(
      { pages: pagesAfter(o.snapshot, output, o), schema: o.snapshot.wiki.schema },
      { wikiPath: o.wikiPath, mapFile: o.mapFile, ...o.map },
    );
    refused = shape.refused ?? [];
    after = withAgentsBlockBytes(file?.bytes ?? null, agentsBlock(shape), o.path);
  } catch (e) {
    if (e instanceof AgentsMdError) return skip(e.message.replace(/\.$/, ''));
    throw e;
  }
  // Names left out of the block are said, and the block is written without them.
  const said = refused.map((r) => `agents-md: ${o.path}: ${r}.`);
  const warnings = said.length ? { warnings: said } : {};
  if (file && after.bytes.equals(file.bytes)) return { unchanged: true, ...warnings };
  // The commit writes text as UTF-8: it must be the very bytes spliced, or nothing is written.
  if (!Buffer.from(after.text, 'utf8').equals(after.bytes))
    return skip('its bytes could not be kept exactly as they are');
  const action = file ? ('update' as const) : ('create' as const);
  // Valid UTF-8 (withAgentsBlockBytes refused it otherwise): the text a dry run's diff shows.
  const before = file ? Buffer.from(file.bytes).toString('utf8') : null;
  return {
    output: {
      ...output,
      files: [...output.files, { path: o.path, content: after.text, action }],
      before: { ...output.before, [o.path]: before },
      changes: [...output.changes, { path: o.path, action }],
    },
    base: { ...base, guarded: { ...base.guarded, [o.path]: file?.sha ?? null } },
    ...warnings,
  };
}
