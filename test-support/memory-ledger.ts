// The ledger ref held in memory, for the tests of spend: its commits are numbered, and a write on a
// parent that is no longer the head is a conflict, as on the real ref.
import type { LedgerIO } from '../src/ledger/store.js';

/** An empty ledger ref; `texts` holds every text written, oldest first. */
export function memoryLedger(): LedgerIO & { texts: string[] } {
  const texts: string[] = [];
  const head = (): string | null => (texts.length ? String(texts.length - 1) : null);
  return {
    ref: 'refs/wiki-ingest/ledger/wiki',
    texts,
    head: async () => head(),
    read: async (commit) => texts[Number(commit)]!,
    write: async (text, parent) => {
      if (parent !== head()) return 'conflict';
      texts.push(text);
      return head()!;
    },
  };
}
