// The MCP server's stdio transport: a request too large, a line that is not JSON and a value that is
// no JSON-RPC message are each answered with a JSON-RPC error (the request's id when it can be
// told), said on stderr, and the next request is served; a failed pipe ends the connection as a
// failure, a clean end of input as none.
import { PassThrough } from 'node:stream';
import { idOfLine, LineTransport, type Message } from '../../src/mcp/stdio-transport.js';

function wire(maxBytes?: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const logged: string[] = [];
  const received: Message[] = [];
  const sent: Message[] = [];
  let pending = '';
  output.on('data', (d: Buffer) => {
    pending += d.toString();
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
      sent.push(JSON.parse(pending.slice(0, nl)) as Message);
      pending = pending.slice(nl + 1);
    }
  });
  const transport = new LineTransport({
    input,
    output,
    isMessage: (v) => typeof v === 'object' && v !== null && (v as Message).jsonrpc === '2.0',
    log: (line) => logged.push(line),
    ...(maxBytes ? { maxBytes } : {}),
  });
  transport.onmessage = (m) => received.push(m);
  let closed = false;
  transport.onclose = () => (closed = true);
  return { input, output, transport, logged, received, sent, closed: () => closed };
}

const settle = () => new Promise((r) => setImmediate(r));
const ping = (id: number) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`;

describe('LineTransport', () => {
  it('answers a 12 MB request with a JSON-RPC error naming its id, says so, and serves the next', async () => {
    const w = wire();
    await w.transport.start();
    // As the SDK's client writes a request: its params first, its id last.
    const huge = JSON.stringify({
      method: 'tools/call',
      params: { name: 'search_wiki', arguments: { query: 'x'.repeat(12 * 1024 * 1024) } },
      jsonrpc: '2.0',
      id: 7,
    });
    for (let at = 0; at < huge.length; at += 65536) w.input.write(huge.slice(at, at + 65536));
    w.input.write('\n');
    w.input.write(ping(8));
    await settle();
    expect(w.sent).toEqual([
      {
        jsonrpc: '2.0',
        id: 7,
        error: {
          code: -32600,
          message: expect.stringMatching(
            /^Request too large: 1258\d{4} bytes, over the 4194304-byte limit/,
          ),
        },
      },
    ]);
    expect(w.logged).toEqual([
      expect.stringMatching(/^refused a request \(id 7\): Request too large/),
    ]);
    expect(w.received).toEqual([{ jsonrpc: '2.0', id: 8, method: 'ping' }]);
    expect(w.closed()).toBe(false);
  });

  it('answers a line that is not JSON (-32700, id null) and one that is no JSON-RPC message (-32600)', async () => {
    const w = wire();
    await w.transport.start();
    w.input.write('{"jsonrpc":"2.0","id":1,\n');
    w.input.write('{"id":"a","method":"ping"}\r\n\n');
    w.input.write(ping(2));
    await settle();
    expect(w.sent).toEqual([
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: expect.stringMatching(/^Parse error/) },
      },
      {
        jsonrpc: '2.0',
        id: 'a',
        error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) },
      },
    ]);
    expect(w.logged).toHaveLength(2);
    expect(w.received).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });

  it('a failed pipe is a failure; the end of input a clean close', async () => {
    const bad = wire();
    await bad.transport.start();
    bad.input.emit('error', new Error('EPIPE'));
    expect(bad.closed()).toBe(true);
    expect(bad.transport.failure?.message).toBe('EPIPE');
    const clean = wire();
    await clean.transport.start();
    clean.input.end();
    await settle();
    expect(clean.closed()).toBe(true);
    expect(clean.transport.failure).toBeNull();
  });

  it('tells the id of an oversized line from its start or its end, never from nested params', () => {
    expect(idOfLine('{"jsonrpc":"2.0","id":3,"method":"x","params":{', '')).toBe(3);
    expect(idOfLine('{"method":"x","params":{"id":9', '...,"jsonrpc":"2.0","id":"r-1"}')).toBe(
      'r-1',
    );
    expect(idOfLine('{"method":"x","params":{"id":9', '..."id":4}}')).toBeNull();
  });
});
