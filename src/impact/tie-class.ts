// What a tie is worth. Each tie has a class, and each class a strength and a confidence: the
// share of pages tied that way that the pull request's author then edited, measured by replaying
// real histories (bench/RESULTS.md, "75-impact-history"; docs/impact.md). Strong ties lead the
// comment, the check run and `impacted-pages`; weak ones are folded ("possibly also …") or left
// out, as `impact-ties` says. Pure.

/**
 * covers: the page's `covers` lists the changed file. history: the page was edited together with
 * the changed file in past commits (./history.ts), as a learned cover would say. embed: the page
 * includes the changed file's text when it is built (./embeds.ts). identifier: the page names a
 * compound identifier (camelCase, snake_case, with a digit) the diff declares or changes. path: it
 * names the changed file's path (whole, or its last folders). namesake: the page is named for the
 * changed file (`errors.md` for `lib/errors.js`, `logarithmic.md` for `scale.logarithmic.js`; the
 * wiki's front page for the repository's README). package: it names the package the file belongs
 * to. quote: it holds, word for word, a line the diff removes or rewrites. name: a root-level
 * file's bare name. basename: a nested file's bare name. word: a plain-word identifier (`url`,
 * `handler`).
 */
export type TieClass =
  | 'covers'
  | 'history'
  | 'embed'
  | 'identifier'
  | 'namesake'
  | 'path'
  | 'package'
  | 'quote'
  | 'name'
  | 'basename'
  | 'word';

export type Strength = 'strong' | 'weak';

/** The impact-ties input: weak ties left out, folded after the strong ones, or listed with them. */
export type TiesPolicy = 'strong' | 'fold' | 'all';

export const TIES_POLICIES: readonly TiesPolicy[] = ['strong', 'fold', 'all'];

/** The input's default (src/config/inputs.ts; a test keeps the two equal). */
export const DEFAULT_TIES_POLICY: TiesPolicy = 'strong';

const STRENGTH: Record<TieClass, Strength> = {
  covers: 'strong',
  history: 'strong',
  embed: 'strong',
  identifier: 'strong',
  namesake: 'strong',
  path: 'strong',
  package: 'strong',
  quote: 'strong',
  name: 'weak',
  basename: 'weak',
  word: 'weak',
};

/**
 * Measured precision per class, rounded: nine public histories replayed (docs/impact.md, "What it
 * was measured on"); the weak classes, too rare there to measure alone, as issue 44 measured them.
 */
const CONFIDENCE: Record<TieClass, number> = {
  covers: 0.6,
  history: 0.55,
  embed: 0.8,
  namesake: 0.45,
  identifier: 0.45,
  package: 0.45,
  quote: 0.65,
  path: 0.3,
  name: 0.2,
  basename: 0.15,
  word: 0.1,
};

export const strengthOf = (c: TieClass): Strength => STRENGTH[c];

/**
 * Strong ties that lead only with a second tie of the page: a path alone, and an identifier the
 * diff newly declares that a page already names (moved, or a namesake elsewhere). Alone, they named
 * a page its author then edited in 15% and 17% of the replayed pull requests; with another tie, in
 * 43% and 59%.
 */
export const seconded = (c: TieClass, declaration?: string): boolean =>
  c === 'path' || (c === 'identifier' && declaration === 'added');

export const confidenceOf = (c: TieClass): number => CONFIDENCE[c];

/**
 * A compound identifier says which thing it is: camelCase or PascalCase with two humps, an
 * inner underscore (snake_case, UPPER_SNAKE), letters with a digit. A plain word (`url`,
 * `handler`, `Plugin`) is in every page's prose.
 */
export function compound(name: string): boolean {
  const core = name.replace(/^[_$]+|[_$]+$/g, '');
  return (
    /[a-z][A-Z]/.test(core) ||
    /[A-Z]{2}[a-z]/.test(core) ||
    /[A-Za-z0-9]_[A-Za-z0-9]/.test(core) ||
    (/\d/.test(core) && /[A-Za-z]{2}/.test(core))
  );
}
