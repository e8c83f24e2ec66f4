// The action's ledger: one file in a commit that only the ref `refs/wiki-ingest/ledger/<wiki-path>`
// points at, read and written over the GitHub API (src/github/ledger-ref.ts), the client built on
// first use.
import type { RestClient } from '../github/client.js';
import { fileAtCommit, ledgerRefName, refCommit, writeFileToRef } from '../github/ledger-ref.js';
import type { RepoRef } from '../github/repo.js';
import type { LedgerIO } from '../ledger/store.js';

/** The file in the ledger's commit: one JSON record per line (src/ledger/records.ts). */
export const LEDGER_FILE = 'ledger.jsonl';

export function gitHubLedger(options: {
  repo: RepoRef;
  wikiPath: string;
  github: () => Promise<RestClient>;
}): LedgerIO {
  const { repo } = options;
  const ref = ledgerRefName(options.wikiPath);
  return {
    ref,
    head: async () => refCommit(await options.github(), repo, ref),
    read: async (commit) => fileAtCommit(await options.github(), repo, commit, LEDGER_FILE),
    write: async (text, parent) =>
      writeFileToRef(await options.github(), repo, {
        ref,
        file: LEDGER_FILE,
        text,
        parent,
        message: `wiki-ingest ledger for ${options.wikiPath}`,
      }),
  };
}
