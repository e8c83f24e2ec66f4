import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/merge-info/diff-budget.ts
function shareBudget(lengths, budget) {
  const out = lengths.map(() => 0);
  const order = lengths.map((_, i) => i).sort((x, y) => lengths[x] - lengths[y] || x - y);
  let left = Math.max(0, budget);
  order.forEach((i, k) => {
    const take = Math.min(lengths[i], Math.floor(left / (order.length - k)));
    out[i] = take;
    left -= take;
  });
  return out;
}
function shareFirst(first, rest, budget) {
  const a = shareBudget(first, budget);
  const used = a.reduce((n, x) => n + x, 0);
  return { first: a, rest: shareBudget(rest, budget - used) };
}

export {
  shareBudget,
  shareFirst
};
//# sourceMappingURL=chunk-FK23P45Y.js.map
