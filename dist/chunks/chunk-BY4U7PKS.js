import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/ledger/money.ts
var MAX_DECIMALS = 4;
function usd(n) {
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  const decimals = abs > 0 && abs < 10 ** -MAX_DECIMALS ? Math.min(12, MAX_DECIMALS + Math.ceil(-Math.log10(abs * 10 ** MAX_DECIMALS))) : MAX_DECIMALS;
  const fixed = abs.toFixed(decimals);
  const trimmed = fixed.replace(/(\.\d\d\d*?)0+$/, "$1");
  return `${sign}$${trimmed}`;
}
var money = (n, unknown = "\u2014") => n === null ? unknown : usd(n);

export {
  usd,
  money
};
//# sourceMappingURL=chunk-BY4U7PKS.js.map
