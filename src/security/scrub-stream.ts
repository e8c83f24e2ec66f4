// The CLI's edge for secrets: while a command runs, everything it writes to stdout and stderr
// passes the registry's scrubber and loses every credential header's value, so a key an upstream
// error echoed (a 401 body) never reaches
// a terminal or a CI log, and token shapes are redacted as the action's edge redacts them.
// Commands write whole lines or documents at once, so a secret is never split across two writes.
import { redactShapes } from './secret-scan.js';
import { scrubCredentialHeaders, type SecretRegistry } from './secrets.js';

type Write = NodeJS.WriteStream['write'];

/** Scrubs every write to `streams` until the returned function restores them. */
export function scrubWrites(
  secrets: SecretRegistry,
  streams: NodeJS.WriteStream[] = [process.stdout, process.stderr],
): () => void {
  const originals = streams.map((stream) => stream.write);
  streams.forEach((stream, i) => {
    const original = originals[i]!;
    stream.write = function (chunk: unknown, ...rest: unknown[]) {
      const text =
        typeof chunk === 'string'
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk).toString('utf8')
            : null;
      const out = text === null ? chunk : redactShapes(secrets.scrub(scrubCredentialHeaders(text)));
      return (original as (...args: unknown[]) => boolean).call(stream, out, ...rest);
    } as Write;
  });
  return () => streams.forEach((stream, i) => (stream.write = originals[i]!));
}
