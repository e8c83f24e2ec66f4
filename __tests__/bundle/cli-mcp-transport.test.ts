// The bundled MCP server's stdio under requests no client should send: a 12 MB request is answered
// with a JSON-RPC error (the client's call fails, said) and the server serves the next call; a line
// that is not JSON is answered too; both are said on stderr. A server whose stdout is gone ends
// with a non-zero exit code and says why, rather than exiting 0 in silence. secret-paths are
// repository paths: `wiki/private/**` withholds the wiki's private/ pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv } from '../../test-support/bundle/spawn.js';
import { localRepo } from '../../test-support/git-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wiki-mcp-io-'));
  const repo = localRepo(dir);
  repo.write('wiki/tokens.md', '---\ntitle: Tokens\ndescription: API tokens.\n---\n# Tokens\n');
  repo.write(
    'wiki/private/x.md',
    '---\ntitle: Private\n---\n# Private\n\n## Keys\n\nnot-for-agents\n',
  );
  repo.commit('docs: the wiki');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wiki-ingest mcp over stdio', () => {
  it('answers a 12 MB request with an error, says so on stderr, and serves the next call', async () => {
    let stderr = '';
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      cwd: dir,
      env: cleanEnv() as Record<string, string>,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const client = new Client({ name: 'wiki-ingest-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const huge = client.callTool({
        name: 'search_wiki',
        arguments: { query: 'x'.repeat(12 * 1024 * 1024) },
      });
      await expect(huge).rejects.toThrow(/Request too large: \d+ bytes, over the \d+-byte limit/);
      const next = await client.callTool({ name: 'read_pages', arguments: { slugs: ['tokens'] } });
      expect(JSON.stringify(next)).toContain('API tokens.');
      expect(stderr).toMatch(/wiki-ingest mcp: refused a request \(id \d+\): Request too large/);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('answers a line that is not JSON, and exits non-zero, said, when its stdout is gone', async () => {
    const child = spawn(process.execPath, [CLI, 'mcp'], { cwd: dir, env: cleanEnv() });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const answered = new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (stdout.includes('\n')) resolve();
      }),
    );
    child.stdin.write('{not json\n');
    await answered;
    expect(JSON.parse(stdout.split('\n')[0]!)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: expect.stringMatching(/^Parse error/) },
    });
    child.stdout.destroy();
    const code = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n`);
    child.stdin.write('{again not json\n');
    expect(await code).toBe(1);
    expect(stderr).toMatch(/wiki-ingest mcp: the connection failed: .*EPIPE/);
  }, 60_000);

  it('withholds the pages secret-paths names by their repository path (wiki/private/**)', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp', '--secret-paths', 'wiki/private/**'],
      cwd: dir,
      env: cleanEnv() as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'wiki-ingest-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const uris = (await client.listResources()).resources.map((r) => r.uri);
      expect(uris).toContain('wiki://page/tokens');
      expect(uris).not.toContain('wiki://page/private/x');
      const read = await client.callTool({
        name: 'read_section',
        arguments: { slug: 'private/x', heading: 'Keys' },
      });
      expect(JSON.stringify(read)).toContain('withheld by policy (secret-paths)');
      expect(JSON.stringify(read)).not.toContain('not-for-agents');
    } finally {
      await client.close();
    }
  }, 60_000);
});
