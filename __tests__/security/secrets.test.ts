// The scrubber over known secret values, and the secret scanner run on what the agent publishes.
import { generateKeyPairSync } from 'node:crypto';
import { redactShapes, scanForSecrets, scannerFileName } from '../../src/security/secret-scan.js';
import { MASK, SecretRegistry, secretForms } from '../../src/security/secrets.js';
import { leakedSecrets } from '../../test-support/hostile.js';

// Built at run time so no scanner (ours or a host's) flags this file.
const GITHUB_TOKEN = ['ghp', 'wWPw5k4aXcaT4fNP0UcnZwJUVFk6LO0pINUx'].join('_');
const API_KEY = ['sk', 'ant', 'api03', 'Zq9'.repeat(31) + 'AA'].join('-');
const SHORT_ANTHROPIC = ['sk', 'ant', 'admin01', 'abcDEF123ghiJKL456mnoPQR'].join('-');

describe('SecretRegistry', () => {
  const registry = () => {
    const r = new SecretRegistry();
    r.register(API_KEY);
    r.register(GITHUB_TOKEN);
    return r;
  };

  it('replaces each registered value with ***', () => {
    const text = `401 {"error":"invalid x-api-key ${API_KEY}"} token=${GITHUB_TOKEN}.`;
    const scrubbed = registry().scrub(text);
    expect(scrubbed).toBe(`401 {"error":"invalid x-api-key ${MASK}"} token=${MASK}.`);
    expect(leakedSecrets([API_KEY, GITHUB_TOKEN], { scrubbed })).toEqual([]);
  });

  it('also replaces the common encodings: URL, JSON and base64 at any alignment', () => {
    const r = registry();
    const basicAuth = Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString('base64');
    for (const prefix of ['', 'a', 'ab', 'x-access-token:']) {
      const b64 = Buffer.from(prefix + GITHUB_TOKEN).toString('base64');
      expect(r.leaks(b64)).toBe(true);
      expect(leakedSecrets([GITHUB_TOKEN], { s: r.scrub(b64) })).toEqual([]);
    }
    expect(r.scrub(`Authorization: Basic ${basicAuth}`)).toContain(MASK);
    expect(r.scrub(encodeURIComponent(`k=${API_KEY}`))).not.toContain(API_KEY.slice(0, 20));
  });

  it('scrubs every string of a JSON value, keys included', () => {
    const out = registry().scrubDeep({
      reason: `bad ${API_KEY}`,
      n: 1,
      list: [GITHUB_TOKEN],
      [GITHUB_TOKEN]: null,
    });
    expect(JSON.stringify(out)).toBe(
      `{"reason":"bad ${MASK}","n":1,"list":["${MASK}"],"${MASK}":null}`,
    );
  });

  it('ignores empty and very short values, and registers each line of a multi-line one', () => {
    const r = new SecretRegistry();
    r.register('');
    r.register(undefined);
    r.register('abc');
    expect(r.scrub('abc def')).toBe('abc def');
    r.register('first-line-secret\nsecond-line-secret');
    expect(r.scrub('x second-line-secret y')).toBe(`x ${MASK} y`);
  });

  it('leaves a text without secrets as it is', () => {
    expect(registry().scrub('Tokens rotate every 30 days.')).toBe('Tokens rotate every 30 days.');
    expect(registry().leaks('Tokens rotate every 30 days.')).toBe(false);
  });

  it('lists the raw, URL, JSON and base64 forms of a value', () => {
    const value = 'p@ss"word/+?12';
    expect(secretForms(value)).toEqual(
      expect.arrayContaining([
        value,
        'p%40ss%22word%2F%2B%3F12',
        'p@ss\\"word/+?12',
        Buffer.from(value).toString('base64').slice(0, 16),
      ]),
    );
  });
});

describe('scanForSecrets', () => {
  const rules = async (text: string) => (await scanForSecrets(text, 'page.md')).map((h) => h.rule);
  const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs1', format: 'pem' })
    .toString();

  it.each([
    [
      'an AWS access key id',
      `The key is ${['AKIA', 'QYLPMN5HHHFPZAM2'].join('')} for prod.`,
      '@secretlint/secretlint-rule-aws',
    ],
    [
      'an AWS secret key',
      `aws_secret_access_key = "${'Xb3kR9vLq2TzW8mN4pYs7JcF1hGdE6uA0oIxVnQw'}"`,
      '@secretlint/secretlint-rule-aws',
    ],
    [
      'a GitHub token',
      `Use ${GITHUB_TOKEN} to call the API.`,
      '@secretlint/secretlint-rule-github',
    ],
    ['a private key block', `Deploy key:\n\n${pem}`, '@secretlint/secretlint-rule-privatekey'],
    [
      'a Slack token',
      `SLACK=${['xoxb', '123456789012', '1234567890123', 'AbCdEfGhIjKlMnOpQrStUvWx'].join('-')}`,
      '@secretlint/secretlint-rule-slack',
    ],
    ['an Anthropic key', `ANTHROPIC_API_KEY=${API_KEY}`, '@secretlint/secretlint-rule-anthropic'],
    [
      'a shorter Anthropic admin key (our rule)',
      `key: ${SHORT_ANTHROPIC}`,
      'wiki-ingest/anthropic-key',
    ],
  ])('finds %s', async (_, text, rule) => {
    const hits = await scanForSecrets(text, 'page.md');
    expect(hits.map((h) => h.rule)).toEqual([rule]);
    // The hit says where, never what.
    expect(
      leakedSecrets([GITHUB_TOKEN, API_KEY, SHORT_ANTHROPIC], { message: hits[0]!.message }),
    ).toEqual([]);
    expect(text.slice(...hits[0]!.range).length).toBeGreaterThan(0);
  });

  it('cannot be switched off by a secretlint-disable comment in the page', async () => {
    expect(
      await rules(`<!-- secretlint-disable -->\n${GITHUB_TOKEN}\n<!-- secretlint-enable -->`),
    ).toEqual(['@secretlint/secretlint-rule-github']);
  });

  it('reports one hit for a key both rules match', async () => {
    expect(await rules(`a ${API_KEY} b`)).toEqual(['@secretlint/secretlint-rule-anthropic']);
  });

  it('finds nothing in a clean page', async () => {
    expect(
      await rules(
        '# Tokens\n\nAPI tokens start with `ghp_` and rotate every 30 days; AKIA is the AWS prefix.\n\n' +
          'See [[api/tokens]] and https://example.com/docs?page=2.\n',
      ),
    ).toEqual([]);
  });

  it.each(['ghp', 'gho', 'ghu', 'ghs', 'ghr'])(
    'finds a %s_ GitHub token of any length from 20, in the page scan and on the way out',
    async (prefix) => {
      const token = `${prefix}_${'Ab3'.repeat(8)}`;
      expect((await scanForSecrets(`t ${token} t`, 'page.md')).length).toBe(1);
      expect(redactShapes(`t ${token} t`)).toBe('t [redacted: github-token] t');
    },
  );

  it('scans under a file name holding a line break, `::end` and `||` without crashing the process', async () => {
    const rejections: unknown[] = [];
    const onRejection = (e: unknown) => rejections.push(e);
    process.on('unhandledRejection', onRejection);
    try {
      const name = 'src/x\n# **b** ::end||y\u2028.npmrc';
      const hits = await scanForSecrets(`${GITHUB_TOKEN}\n`, name);
      expect(hits.map((h) => h.rule)).toEqual(['@secretlint/secretlint-rule-github']);
      // The profiler measures its marks a moment later, outside the scan's promise.
      await new Promise((r) => setTimeout(r, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(scannerFileName('a/b\nc ::end||d.md')).toBe('a_b_c___end__d.md');
    expect(scannerFileName('.npmrc')).toBe('.npmrc');
  });
});
