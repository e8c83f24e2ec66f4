// The CLI's output scrubber on every kind of write a command (or a library under it) makes:
// strings, Buffers and other byte arrays, with or without an encoding and a callback.
import { PassThrough } from 'node:stream';
import { scrubWrites } from '../../src/security/scrub-stream.js';
import { SecretRegistry } from '../../src/security/secrets.js';

const KEY = 'sk-ant-api03-scrubbed-from-every-write-0123456789';

function captured() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return {
    stream: stream as unknown as NodeJS.WriteStream,
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}

describe('scrubWrites', () => {
  it('scrubs a string, a Buffer and a Uint8Array alike, and restores the stream', async () => {
    const secrets = new SecretRegistry();
    secrets.register(KEY);
    const out = captured();
    const restore = scrubWrites(secrets, [out.stream]);
    out.stream.write(`string ${KEY}\n`);
    out.stream.write(Buffer.from(`buffer ${KEY}\n`, 'utf8'));
    out.stream.write(new TextEncoder().encode(`bytes ${KEY}\n`));
    await new Promise<void>((done) => out.stream.write(`callback ${KEY}\n`, 'utf8', () => done()));
    restore();
    out.stream.write(`after ${KEY}\n`);
    expect(out.text()).toBe(`string ***\nbuffer ***\nbytes ***\ncallback ***\nafter ${KEY}\n`);
  });

  it('redacts a token shape nobody registered, in a Buffer too', () => {
    const out = captured();
    const restore = scrubWrites(new SecretRegistry(), [out.stream]);
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}123456`;
    out.stream.write(Buffer.from(`token ${token}\n`));
    restore();
    expect(out.text()).not.toContain(token);
    expect(out.text()).toBe('token [redacted: github-token]\n');
  });
});
