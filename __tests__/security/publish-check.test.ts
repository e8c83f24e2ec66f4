// The last check before publishing: known secrets scrubbed from every file and the merge title
// (the commit message), new scanner hits refused, secrets a file already held left alone.
import { checkBeforePublishing, SecretInOutputError } from '../../src/security/publish-check.js';
import { SecretRegistry } from '../../src/security/secrets.js';

const KEY = 'sk-live-known-value-0123456789';
const TOKEN = 'ghp_PublishCheck0123456789abcdefghijklmn';
const merge = { title: `feat: rotate ${KEY}`, files: [] };

describe('checkBeforePublishing', () => {
  const secrets = new SecretRegistry();
  secrets.register(KEY);

  it('scrubs known secrets from log.md and the merge title', async () => {
    const out = await checkBeforePublishing(
      {
        files: [{ path: 'wiki/log.md', content: `## entry\n\n${KEY}\n`, action: 'create' }],
        before: {},
        merge,
      },
      secrets,
    );
    expect(out.files[0]!.content).toBe('## entry\n\n***\n');
    expect(out.merge.title).toBe('feat: rotate ***');
  });

  it.each([TOKEN, TOKEN.replace(/_/g, '\\_')])(
    'refuses a new secret (%s) naming the file and the rule',
    async (text) => {
      const err = await checkBeforePublishing(
        {
          files: [{ path: 'wiki/log.md', content: `- Summary: ${text}\n`, action: 'update' }],
          before: { 'wiki/log.md': '# Wiki log\n' },
          merge,
        },
        secrets,
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SecretInOutputError);
      expect((err as Error).message).toMatch(
        /^wiki\/log.md would publish .*@secretlint\/secretlint-rule-github/,
      );
      expect((err as Error).message).not.toContain(TOKEN);
    },
  );

  it('lets a page keep what its maintainers already wrote', async () => {
    const before = `# Page\n\nExample: ${TOKEN}\n`;
    await expect(
      checkBeforePublishing(
        {
          files: [{ path: 'wiki/page.md', content: `${before}\nMore.\n`, action: 'update' }],
          before: { 'wiki/page.md': before },
          merge,
        },
        secrets,
      ),
    ).resolves.toBeDefined();
  });
});
