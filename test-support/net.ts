// Network helpers for tests and benches.
import { createServer } from 'node:net';

/** A loopback port nobody listens on: bound, then released (connections are refused). */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

/** An http:// URL on a closed loopback port: every request to it is refused. */
export const closedUrl = async (): Promise<string> => `http://127.0.0.1:${await closedPort()}`;
