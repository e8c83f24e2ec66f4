// Which changed files tie no page by mention, in every place the impact is computed (mode: impact,
// `wiki-ingest impact`, the MCP server's impacted_pages): the wiki's own pages, and generated
// files (src/paths/generated.ts: ignore-paths, .gitattributes, what a file's diff shows). Pure.
import type { Config } from '../config.js';
import type { GeneratedFiles } from '../paths/generated.js';
import type { FileChange } from '../types.js';

/** Files that tie no page by mention: the wiki's own pages, and generated files. */
export function ignoredFiles(
  config: Pick<Config, 'wikiPath'>,
  files: readonly FileChange[],
  generated: GeneratedFiles,
): (path: string) => boolean {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return (path) => {
    if (path === config.wikiPath || path.startsWith(`${config.wikiPath}/`)) return true;
    const f = byPath.get(path);
    return (f ? generated.ofChange(f) : generated.byPath(path)) !== null;
  };
}
