import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fileAtCommit,
  ledgerRefName,
  refCommit,
  writeFileToRef
} from "./chunk-UFXPTZ66.js";

// src/workspace/github-ledger.ts
var LEDGER_FILE = "ledger.jsonl";
function gitHubLedger(options) {
  const { repo } = options;
  const ref = ledgerRefName(options.wikiPath);
  return {
    ref,
    head: async () => refCommit(await options.github(), repo, ref),
    read: async (commit) => fileAtCommit(await options.github(), repo, commit, LEDGER_FILE),
    write: async (text, parent) => writeFileToRef(await options.github(), repo, {
      ref,
      file: LEDGER_FILE,
      text,
      parent,
      message: `wiki-ingest ledger for ${options.wikiPath}`
    })
  };
}

export {
  LEDGER_FILE,
  gitHubLedger
};
//# sourceMappingURL=chunk-S6GCYEL2.js.map
