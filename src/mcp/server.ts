// The one door to the MCP SDK: the WikiService's answers as an MCP server (tools, resources, the
// list_changed notifications a re-read calls for). The low-level Server, not McpServer: the tools
// are the ask side's own definitions (their JSON Schemas, descriptions and handlers that already
// validate and answer every failure as a tool error), so McpServer's zod re-validation would only
// replace their "did you mean" answers with its own; and resources/list pages by cursor, which a
// 5,000-page wiki needs. Loaded only by `wiki-ingest mcp` (a dynamic import): nothing else bundles
// the SDK's code into its start-up.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  JSONRPCMessageSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { ALWAYS_LISTED, instructionsFor } from './instructions.js';
import { ResourceError, type WikiService } from './service.js';
import { LineTransport } from './stdio-transport.js';

/** JSON-RPC's code for a resource that does not exist (MCP's resources/read). */
const RESOURCE_NOT_FOUND = -32002;

export interface ServerInfo {
  name: string;
  version: string;
}

/**
 * An MCP server over `service`, not yet connected. `instructions` (service.instructions()) name
 * the tools it lists for the wiki; by default only those every wiki's server lists.
 */
export function wikiServer(
  service: WikiService,
  info: ServerInfo,
  instructions = instructionsFor(ALWAYS_LISTED),
): Server {
  const server = new Server(info, {
    capabilities: { tools: { listChanged: true }, resources: { listChanged: true } },
    instructions,
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await service.tools() }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const out = await service.call(request.params.name, request.params.arguments ?? {});
    return {
      content: [{ type: 'text' as const, text: out.content }],
      ...(out.is_error ? { isError: true } : {}),
    };
  });
  const asMcpError = (e: unknown, code: number): never => {
    if (e instanceof ResourceError) throw new McpError(code, e.message);
    throw e;
  };
  server.setRequestHandler(ListResourcesRequestSchema, async (request) =>
    service.resources(request.params?.cursor).catch((e) => asMcpError(e, ErrorCode.InvalidParams)),
  );
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: service.templates(),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => ({
    contents: [
      await service.read(request.params.uri).catch((e) => asMcpError(e, RESOURCE_NOT_FOUND)),
    ],
  }));
  return server;
}

/** Sends the list_changed notifications a re-read of the wiki called for (best effort). */
export function notifyChanges(
  server: Server,
  changes: { tools: boolean; resources: boolean },
): void {
  if (changes.tools) void server.sendToolListChanged().catch(() => {});
  if (changes.resources) void server.sendResourceListChanged().catch(() => {});
}

/** The connection ended badly (stdin or stdout failed): the server exits non-zero, said. */
export class McpConnectionError extends Error {
  override name = 'McpConnectionError';
}

/**
 * Serves `service` on stdin/stdout until the client closes the connection: one JSON-RPC message a
 * line, a request too large or malformed answered with a JSON-RPC error (./stdio-transport.ts),
 * every error the protocol meets said through `log` (stderr). `connected` runs once the server
 * listens (the edge starts its background reads there, after the handshake's answer). Throws
 * McpConnectionError when the connection ends because stdin or stdout failed, rather than
 * returning as a clean end (the client closing its pipe) does.
 */
export async function serveStdio(
  make: (notify: (changes: { tools: boolean; resources: boolean }) => void) => WikiService,
  info: ServerInfo,
  options: {
    transport?: Transport;
    log?: (line: string) => void;
    connected?: (service: WikiService) => void;
  } = {},
): Promise<void> {
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  // The service hears a re-read before the server exists only in theory: calls come through it.
  const ref: { server?: Server } = {};
  const service = make((changes) => ref.server && notifyChanges(ref.server, changes));
  // The tools this wiki's server lists, before the client's initialize is answered: a large
  // wiki's from its folder listing (no page read), a small one's once read (a fraction of a second).
  const instructions = await service.instructions().catch(() => instructionsFor(ALWAYS_LISTED));
  const server = (ref.server = wikiServer(service, info, instructions));
  server.onerror = (e) => log(`error: ${e.message}`);
  const lines = options.transport
    ? null
    : new LineTransport({
        input: process.stdin,
        output: process.stdout,
        isMessage: (value) => JSONRPCMessageSchema.safeParse(value).success,
        log,
      });
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  await server.connect(options.transport ?? (lines as unknown as Transport));
  options.connected?.(service);
  await closed;
  if (lines?.failure)
    throw new McpConnectionError(`the connection failed: ${lines.failure.message}`);
}
