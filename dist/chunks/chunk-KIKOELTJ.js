import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";

// src/security/inert-markdown.ts
var ZWSP = "\u200B";
function inertText(text, max = 1e3) {
  return oneLine(text, max).replace(/[\\`*_[\]<>#|!~&]/g, (c) => `\\${c}`).replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(gh)-(?=\d)/gi, `$1${ZWSP}-`).replace(/:\/\//g, `:${ZWSP}//`).replace(/\b(www)\./gi, `$1${ZWSP}.`).replace(/\b(mailto|xmpp):/gi, `$1${ZWSP}:`);
}
function codeSpan(text, max = 300) {
  const s = oneLine(text, max);
  if (s === "") return "\u2014";
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(s) ? " " : "";
  return `${fence}${pad}${s}${pad}${fence}`;
}

export {
  inertText,
  codeSpan
};
//# sourceMappingURL=chunk-KIKOELTJ.js.map
