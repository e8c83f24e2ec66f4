// "Did you mean": the known name closest to a mistyped one (a flag, an INPUT_ variable), so an
// error or warning names the fix instead of only the mistake.
import { distance } from 'fastest-levenshtein';

/**
 * The name in `names` nearest to `given`, comparing case-insensitively with `_` read as `-`; null
 * when the nearest one differs in more than a third of its characters (then it is no typo).
 */
export function closestName(names: readonly string[], given: string): string | null {
  const wanted = given.toLowerCase().replace(/_/g, '-');
  let best: { name: string; d: number } | null = null;
  for (const name of names) {
    const d = distance(name.toLowerCase(), wanted);
    if (!best || d < best.d) best = { name, d };
  }
  return best && best.d <= Math.max(1, Math.floor(best.name.length / 3)) ? best.name : null;
}
