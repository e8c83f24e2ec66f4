// impact-reviewers: codeowners — who owns the files the impacted pages cover, by the repository's
// CODEOWNERS (parsed and matched by codeowners-utils: GitHub's rules, the last matching line
// wins, gitignore-style patterns through the `ignore` package). Users and teams are asked apart,
// never the author, never one already asked, at most MAX_REVIEWERS. Pure.
import { matchFile, parse } from 'codeowners-utils';

/** Reviewers asked at most per run. */
export const MAX_REVIEWERS = 3;

export interface ReviewerAsk {
  users: string[];
  /** Team slugs of this repository's organization (`@org/team` → `team`). */
  teams: string[];
}

/**
 * The owners to ask for `paths` (in order: the first paths' owners first), less the author and
 * those already requested; email owners are left out (the API asks by login).
 */
export function reviewersFor(
  codeowners: string,
  paths: readonly string[],
  org: string,
  skip: { author: string; users: readonly string[]; teams: readonly string[] },
): ReviewerAsk {
  const entries = parse(codeowners);
  const seen = new Set<string>();
  const out: ReviewerAsk = { users: [], teams: [] };
  const lower = (s: string) => s.toLowerCase();
  const skipUsers = new Set([skip.author, ...skip.users].map(lower));
  const skipTeams = new Set(skip.teams.map(lower));
  for (const path of paths)
    for (const owner of matchFile(path, entries)?.owners ?? []) {
      if (out.users.length + out.teams.length >= MAX_REVIEWERS) return out;
      if (!owner.startsWith('@') || seen.has(lower(owner))) continue;
      seen.add(lower(owner));
      const [who, team] = owner.slice(1).split('/');
      if (team === undefined) {
        if (!skipUsers.has(lower(who!))) out.users.push(who!);
      } else if (lower(who!) === lower(org) && !skipTeams.has(lower(team))) out.teams.push(team);
    }
  return out;
}
