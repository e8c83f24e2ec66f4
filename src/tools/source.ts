// The paths withheld by policy (the secret-paths input): what read_source, the cover checks and the
// stages that read repository files share.
import { Minimatch } from 'minimatch';

/**
 * A predicate over normalized repository paths: true when a pattern matches. Dot files match
 * (`.env`), and case is ignored, since `ID_RSA` on a case-insensitive checkout is `id_rsa`.
 */
export function secretPathMatcher(patterns: readonly string[]): (path: string) => boolean {
  const globs = patterns.map((p) => new Minimatch(p, { dot: true, nocase: true }));
  return (path) => globs.some((g) => g.match(path));
}
