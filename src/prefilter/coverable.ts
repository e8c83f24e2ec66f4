// Which repository paths a page may cover when wiki-ingest moves a cover itself (a renamed file
// followed, lint --fix): never a path Tier 1 ignores (ignore-paths: lock files, generated and
// minified code), a secret path, or a file of the wiki folder. A rename onto such a path drops the
// cover instead of moving it.
import type { Config } from '../config.js';
import { secretPathMatcher } from '../tools/source.js';
import { coverPathProblem } from '../wiki/covers.js';
import { GlobSet, normalizePath } from './globs.js';

export type CoverableConfig = Pick<Config, 'wikiPath' | 'ignorePaths' | 'secretPaths'>;

/** A predicate over repository-relative paths: true when a page may cover the path. */
export function coverablePath(config: CoverableConfig): (path: string) => boolean {
  const ignored = new GlobSet(config.ignorePaths);
  const secret = secretPathMatcher(config.secretPaths);
  const wiki = `${config.wikiPath}/`;
  return (raw) => {
    const path = normalizePath(raw);
    return (
      coverPathProblem(path) === null &&
      !path.startsWith(wiki) &&
      ignored.match(path) === null &&
      !secret(path)
    );
  };
}
