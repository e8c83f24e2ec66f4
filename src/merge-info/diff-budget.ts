// How a prompt's diff budget (ingest-diff-chars, triage-diff-chars) is split over a merge's files:
// a fair share each, so one huge file cannot crowd out the rest. Tier 2 and Tier 3 both excerpt
// a merge's diff, so the split lives beside the merge rather than in either tier.

/**
 * Splits `budget` characters over the patches: every file gets an equal share, and what a short
 * patch leaves unused goes to the longer ones (so one huge file cannot crowd out the rest).
 */
export function shareBudget(lengths: readonly number[], budget: number): number[] {
  const out = lengths.map(() => 0);
  const order = lengths.map((_, i) => i).sort((x, y) => lengths[x]! - lengths[y]! || x - y);
  let left = Math.max(0, budget);
  order.forEach((i, k) => {
    const take = Math.min(lengths[i]!, Math.floor(left / (order.length - k)));
    out[i] = take;
    left -= take;
  });
  return out;
}

/**
 * Splits `budget` over `first` files before the rest: the first group shares the whole budget,
 * and the rest share what it leaves. Returns the shares in the order given (first, then rest).
 */
export function shareFirst(
  first: readonly number[],
  rest: readonly number[],
  budget: number,
): { first: number[]; rest: number[] } {
  const a = shareBudget(first, budget);
  const used = a.reduce((n, x) => n + x, 0);
  return { first: a, rest: shareBudget(rest, budget - used) };
}
