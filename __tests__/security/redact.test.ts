// What goes into a prompt is redacted: every registered secret in each of its forms (raw, URL-,
// JSON-, base64-encoded, split over lines or string pieces) and everything the page scanner finds.
import { Redactor, redactMerge } from '../../src/security/redact.js';
import { SecretRegistry } from '../../src/security/secrets.js';
import { leakedSecrets } from '../../test-support/hostile.js';

// Of no provider's shape: only the registry knows it.
const KEY = 'corp-gateway-7f3a9c1e5b2d4f6a8c0e9d1b';
const TOKEN = 'ghs_' + 'Q7r8T3bLbkFJa1B2c3D4e5F6g7H8i9J0k1L2';

function redactor(): Redactor {
  const secrets = new SecretRegistry();
  secrets.register(KEY);
  secrets.register(TOKEN);
  return new Redactor(secrets);
}

describe('Redactor', () => {
  it.each([
    ['raw', `const key = "${KEY}";`],
    ['URL-encoded', `https://x.example/?k=${encodeURIComponent(KEY + '/ü')}`],
    ['base64', `auth: ${Buffer.from(`user:${KEY}`).toString('base64')}`],
    [
      'base64, wrapped',
      Buffer.from(`x${KEY}${KEY}`)
        .toString('base64')
        .replace(/(.{20})/g, '$1\n'),
    ],
    ['split over diff lines', `+const k = "${KEY.slice(0, 15)}" +\n+  "${KEY.slice(15)}";`],
    ['split in pieces on a line', `k = '${KEY.slice(0, 10)}' + '${KEY.slice(10)}'`],
    ['JSON-escaped', JSON.stringify({ token: TOKEN })],
  ])('finds a registered secret %s', async (_, text) => {
    const r = redactor();
    const out = await r.redact(text);
    expect(leakedSecrets([KEY, TOKEN], { out })).toEqual([]);
    expect(out).toContain('[redacted: ');
    expect(r.redactions.total).toBeGreaterThan(0);
  });

  it('finds a registered secret of exactly 16 letters and digits split over two diff lines; below 16 a split is chance', async () => {
    const secrets = new SecretRegistry();
    const sixteen = 'Zq7Xw2Lp9Rt4Mn8K';
    const fifteen = 'Hd3Jv6Qc1Wy5Bf0';
    secrets.register(sixteen);
    secrets.register(fifteen);
    const r = new Redactor(secrets);
    const split = (v: string) => `+const a = "${v.slice(0, 8)}" +\n+  "${v.slice(8)}";`;
    const out = await r.redact(split(sixteen));
    expect(out).not.toContain(sixteen.slice(0, 8));
    expect(out).not.toContain(sixteen.slice(8));
    expect(out).toContain('[redacted: registered-secret]');
    // Fifteen letters and digits apart could be anything: only the whole value is redacted.
    expect(await r.redact(split(fifteen))).toBe(split(fifteen));
    expect(await r.redact(`k = ${fifteen}`)).toBe('k = [redacted: registered-secret]');
  });

  it('finds the token shapes the page scanner knows, with no secret registered', async () => {
    const r = new Redactor();
    const pem =
      '-----BEGIN RSA PRIVATE KEY-----\n+MIIEowIBAAKCAQEA1b2C3d4E5f6\n+G7h8I9j0K1l2M3n4\n';
    const out = await r.redact(
      [
        `gh: ghp_${'A1b2C3d4E5f6G7h8I9j0'}`,
        'aws: AKIAIOSFODNN7EXAMPLE',
        `anthropic: sk-ant-api03-${'x'.repeat(40)}`,
        pem,
      ].join('\n'),
    );
    expect(out).toBe(
      [
        'gh: [redacted: github-token]',
        'aws: [redacted: aws-access-key-id]',
        'anthropic: [redacted: anthropic-key]',
        '[redacted: private-key]',
      ].join('\n'),
    );
    expect(r.redactions).toEqual({
      total: 4,
      rules: { 'anthropic-key': 1, 'aws-access-key-id': 1, 'github-token': 1, 'private-key': 1 },
    });
  });

  it('leaves ordinary text and code as it is', async () => {
    const r = redactor();
    const code = 'export function rotate(token: string) {\n  return sha256(token + salt);\n}\n';
    expect(await r.redact(code)).toBe(code);
    expect(r.redactions.total).toBe(0);
  });

  it('redacts a merge once: title, description, commit messages and every patch', async () => {
    const r = redactor();
    const merge = await redactMerge(
      {
        sha: 'a'.repeat(40),
        title: `feat: rotate ${TOKEN}`,
        body: `Uses ${KEY}.`,
        commits: [`feat: rotate ${TOKEN}`],
        files: [
          { path: 'src/k.ts', status: 'added', additions: 1, deletions: 0, patch: `+${KEY}` },
        ],
      },
      r,
    );
    expect(leakedSecrets([KEY, TOKEN], { merge: JSON.stringify(merge) })).toEqual([]);
    expect(merge.title).toBe('feat: rotate [redacted: registered-secret]');
    expect(merge.files[0]!.path).toBe('src/k.ts');
    expect(r.redactions).toEqual({ total: 4, rules: { 'registered-secret': 4 } });
  });

  it("scans a merge's patches in one pass, each redacted as alone, and leaves no timing marks", async () => {
    const r = new Redactor();
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0'}`;
    const npm = `//registry.npmjs.org/:_authToken=${'a1B2c3D4-e5F6-g7H8-i9J0-k1L2m3N4o5P6'}`;
    const files = Array.from({ length: 300 }, (_, i) => ({
      path: `src/f${i}.ts`,
      status: 'modified',
      additions: 1,
      deletions: 0,
      patch: i === 150 ? `+const t = "${token}";` : `+export const f${i} = ${i};`,
    }));
    files.push({ path: '.npmrc', status: 'added', additions: 1, deletions: 0, patch: `+${npm}` });
    performance.clearMarks();
    const merge = await redactMerge({ title: 'feat: many', files }, r);
    expect(merge.files[150]!.patch).toBe('+const t = "[redacted: github-token]";');
    expect(merge.files[151]!.patch).toBe('+export const f151 = 151;');
    // A file whose name a rule reads is scanned under it.
    expect(merge.files[300]!.patch).not.toContain('a1B2c3D4-e5F6');
    // secretlint's profiler is off: no mark piles up for its observer to search.
    expect(performance.getEntriesByType('mark')).toEqual([]);
  });
});
