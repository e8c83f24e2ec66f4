// The MCP server in process as a coding agent's client meets it: the SDK's own Client over the
// SDK's in-memory transport, against wikiServer with the instructions serveStdio gives it (named
// from the tools this wiki's server lists), over a wiki folder on disk.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { WikiDisk } from '../src/mcp/held-wiki.js';
import { wikiServer } from '../src/mcp/server.js';
import type { WikiService } from '../src/mcp/service.js';
import { readWikiPage, scanWikiPage, wikiStamp } from '../src/wiki/held-reads.js';
import { loadWiki } from '../src/wiki/load.js';

/** The wiki folder `dir` as the server reads it. */
export const diskOf = (dir: string): WikiDisk => ({
  stamp: () => wikiStamp(dir),
  load: () => loadWiki(dir),
  readPage: (file) => readWikiPage(dir, file),
  scanPage: (file) => scanWikiPage(dir, file),
});

/** A connected client of a server over `service`. */
export async function clientOf(service: WikiService): Promise<Client> {
  const server = wikiServer(
    service,
    { name: 'wiki-ingest', version: '0.0.0' },
    await service.instructions(),
  );
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1' });
  await Promise.all([server.connect(a), client.connect(b)]);
  return client;
}

type Text = { text?: string };
/** A tool result's text. */
export const resultText = (result: unknown): string =>
  ((result as { content?: Text[] }).content ?? []).map((c) => c.text ?? '').join('\n');
