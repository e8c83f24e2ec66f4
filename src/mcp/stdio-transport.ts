// The MCP server's stdio: one JSON-RPC message a line. The SDK's own stdio transport closed the
// connection on a request past its buffer (a 12 MB line) and dropped a line that did not parse,
// both without a word: the client waited forever and the server ended with exit code 0. Here a
// request that is too large, does not parse or is no JSON-RPC message is answered with a JSON-RPC
// error (with its id when it can be told), said on stderr, and the server serves on; a line is
// never held past the limit, whatever its size. The SDK is not imported here (server.ts is its one
// door): the message check comes in as a function.

/** The bytes one request may hold: more than any call to this server needs, far less than a heap. */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

/** Bytes kept of a line's start and end, where a request's id is written. */
const EDGE_BYTES = 4096;

/** JSON-RPC 2.0's error codes for what a line can be. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

type Id = string | number;

/** A message the server reads or writes (the SDK's JSONRPCMessage, structurally). */
export type Message = Record<string, unknown>;

export interface LineTransportOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Whether a parsed value is a JSON-RPC message the server takes (the SDK's schema). */
  isMessage: (value: unknown) => boolean;
  /** One line for a person (stderr). */
  log: (line: string) => void;
  maxBytes?: number;
}

/** A request's id from the start or the end of a line too large to parse, or null. */
export function idOfLine(head: string, tail: string): Id | null {
  const value = /"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")/;
  // First among the leading string-valued keys ({"jsonrpc":"2.0","id":1,…}) …
  const first = new RegExp(String.raw`^\s*\{\s*(?:"\w+"\s*:\s*"[^"\\]*"\s*,\s*)*` + value.source);
  // … or last, right before the closing brace ({…,"jsonrpc":"2.0","id":1}).
  const last = new RegExp(value.source + String.raw`\s*\}\s*$`);
  const found = first.exec(head) ?? last.exec(tail);
  if (!found) return null;
  try {
    return JSON.parse(found[1]!) as Id;
  } catch {
    return null;
  }
}

const idOf = (value: unknown): Id | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

/** One line being read: its parts while it fits, its edges once it does not. */
interface Line {
  parts: Buffer[];
  size: number;
  head: Buffer;
  tail: Buffer;
}

const fresh = (): Line => ({
  parts: [],
  size: 0,
  head: Buffer.alloc(0),
  tail: Buffer.alloc(0),
});

/** Newline-delimited JSON-RPC over a pair of streams: the MCP SDK's Transport, structurally. */
export class LineTransport {
  onmessage?: (message: Message) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  /** Why the connection ended badly, or null while it did not (a clean end of input). */
  failure: Error | null = null;
  private line = fresh();
  private closed = false;
  private readonly max: number;

  constructor(private readonly o: LineTransportOptions) {
    this.max = o.maxBytes ?? MAX_REQUEST_BYTES;
  }

  async start(): Promise<void> {
    this.o.input.on('data', this.onData);
    this.o.input.on('error', this.onInputError);
    this.o.input.on('end', this.onEnd);
    this.o.output.on('error', this.onInputError);
  }

  private readonly onData = (chunk: Buffer | string): void => {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let at = 0;
    for (let nl = data.indexOf(10, at); nl !== -1; nl = data.indexOf(10, at)) {
      this.take(data.subarray(at, nl));
      this.endLine();
      at = nl + 1;
    }
    if (at < data.length) this.take(data.subarray(at));
  };

  /** stdin or stdout failed (a closed pipe): the connection cannot go on. */
  private readonly onInputError = (e: Error): void => this.fail(e);
  private readonly onEnd = (): void => void this.close();

  /** Adds bytes to the line; past the limit only its edges are kept. */
  private take(bytes: Buffer): void {
    const line = this.line;
    line.size += bytes.length;
    if (line.head.length < EDGE_BYTES)
      line.head = Buffer.concat([line.head, bytes.subarray(0, EDGE_BYTES - line.head.length)]);
    line.tail = Buffer.concat([line.tail, bytes]).subarray(-EDGE_BYTES);
    if (line.size <= this.max) line.parts.push(bytes);
    else line.parts = [];
  }

  private endLine(): void {
    const line = this.line;
    this.line = fresh();
    if (line.size > this.max) {
      const id = idOfLine(line.head.toString('utf8'), line.tail.toString('utf8'));
      this.refuse(
        id,
        INVALID_REQUEST,
        `Request too large: ${line.size} bytes, over the ${this.max}-byte limit of this server; nothing of it was read`,
      );
      return;
    }
    const text = Buffer.concat(line.parts).toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      this.refuse(null, PARSE_ERROR, `Parse error: the line is not JSON (${(e as Error).message})`);
      return;
    }
    if (!this.o.isMessage(value)) {
      this.refuse(idOf(value), INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message');
      return;
    }
    this.onmessage?.(value as Message);
  }

  /** Answers a line the server cannot take with a JSON-RPC error, and says so on stderr. */
  private refuse(id: Id | null, code: number, message: string): void {
    this.o.log(`refused a request${id === null ? '' : ` (id ${JSON.stringify(id)})`}: ${message}.`);
    void this.send({ jsonrpc: '2.0', id, error: { code, message } }).catch((e: unknown) =>
      this.fail(e as Error),
    );
  }

  send(message: Message): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the connection is closed'));
      const ok = this.o.output.write(`${JSON.stringify(message)}\n`, (e) => e && reject(e));
      if (ok) resolve();
      else this.o.output.once('drain', resolve);
    });
  }

  /** Ends the connection because of `e`: said, kept as the failure, then closed. */
  private fail(e: Error): void {
    this.failure ??= e;
    this.onerror?.(e);
    void this.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.o.input.off('data', this.onData);
    this.o.input.off('error', this.onInputError);
    this.o.input.off('end', this.onEnd);
    // The output's error listener stays: a write still in flight may fail after the close.
    // A stream still flowing keeps the process alive: paused unless someone else reads it.
    if (this.o.input.listenerCount('data') === 0) this.o.input.pause();
    this.onclose?.();
  }
}
