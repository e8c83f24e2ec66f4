// Dollars in one wording wherever a person or the model reads them (the summary, the CLI, log.md,
// the prompt's budgets, the gate's refusals, replies): cents always, a fourth decimal only when it
// says something, so a budget of 0.25 reads `$0.25` everywhere and never `$0.2500` beside it.
// Machine outputs (the `cost-usd` step output, JSON reports) keep their numbers as numbers.

/** Decimals shown at most; a smaller non-zero amount shows its first significant digits instead. */
const MAX_DECIMALS = 4;

/** `$0.25`, `$0.1976`, `$1.50`, `$0.00`; a tiny non-zero amount as `$0.00004`, never as `$0.00`. */
export function usd(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const decimals =
    abs > 0 && abs < 10 ** -MAX_DECIMALS
      ? Math.min(12, MAX_DECIMALS + Math.ceil(-Math.log10(abs * 10 ** MAX_DECIMALS)))
      : MAX_DECIMALS;
  const fixed = abs.toFixed(decimals);
  // Trailing zeros past the cents say nothing.
  const trimmed = fixed.replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${sign}$${trimmed}`;
}

/** A cost that may be unknown (a model without a price): `unknown` stands for it. */
export const money = (n: number | null, unknown = '—'): string => (n === null ? unknown : usd(n));
