// Which repository paths a page may cover when wiki-ingest moves a cover itself (a renamed file
// followed, lint --fix): never a generated file (the one decision of src/paths/generated.ts:
// ignore-paths, the .gitattributes files), a secret path, or a file of the wiki folder. A rename
// onto such a path drops the cover instead of moving it.
import type { Config } from '../config.js';
import { GeneratedFiles } from '../paths/generated.js';
import { normalizePath } from '../paths/globs.js';
import { secretPathMatcher } from '../tools/source.js';
import { coverPathProblem } from '../wiki/covers.js';

export type CoverableConfig = Pick<Config, 'wikiPath' | 'ignorePaths' | 'secretPaths'>;

/**
 * A predicate over repository-relative paths: true when a page may cover the path. `generated`
 * is the run's decision when it has one (with .gitattributes); else ignore-paths alone decide.
 */
export function coverablePath(
  config: CoverableConfig,
  generated: Pick<GeneratedFiles, 'byPath'> = new GeneratedFiles(config.ignorePaths),
): (path: string) => boolean {
  const secret = secretPathMatcher(config.secretPaths);
  const wiki = `${config.wikiPath}/`;
  return (raw) => {
    const path = normalizePath(raw);
    return (
      coverPathProblem(path) === null &&
      !path.startsWith(wiki) &&
      generated.byPath(path) === null &&
      !secret(path)
    );
  };
}
