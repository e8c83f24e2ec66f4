// Structure survives every write: a write that leaves a code fence (or an HTML comment) open —
// which would swallow every section after it, and the map with them — is refused, so is one that
// leaves a heading line in the text but no longer a heading; replace_text never removes a section
// heading, and a section's new content holds no H1 and not its own heading again.
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import type { ToolHost } from '../../src/tools/types.js';
import { parseWiki } from '../../src/wiki/load.js';

const PAGE =
  '---\ntitle: Deploy\ndescription: How to deploy.\n---\n# Deploy\n\nIntro.\n\n## Build\n\nRun `make`.\n\n## Release\n\nTag it.\n\n## Rollback\n\nRevert the tag.\n';

async function reading(text = PAGE): Promise<{ host: ToolHost; changeset: Changeset }> {
  const changeset = new Changeset(parseWiki([{ path: 'deploy.md', text }]));
  const host = createToolHost({
    changeset,
    pageTypes: ['guide'],
    requiredSections: {},
    pageCharCap: 4000,
    maxPagesChanged: 3,
    readSource: async () => ({ kind: 'missing' }),
  });
  await host.execute('read_pages', { slugs: ['deploy'] });
  return { host, changeset };
}

const refusedWith = async (
  made: { host: ToolHost; changeset: Changeset },
  name: string,
  input: Record<string, unknown>,
  said: RegExp,
) => {
  const out = await made.host.execute(name, input);
  expect(out.is_error).toBe(true);
  expect(out.content).toMatch(said);
  expect(made.changeset.size).toBe(0);
};

const NEVER_CLOSED = /is never closed, so it would run to the end of the page/;

describe('a write that leaves a block open', () => {
  it('is refused from a section update, whose fence would swallow the sections after it', async () => {
    await refusedWith(
      await reading(),
      'update_page',
      { slug: 'deploy', section: 'Build', body: 'Run:\n\n```sh\nmake all\n' },
      NEVER_CLOSED,
    );
  });

  it('is refused from replace_text, also when it adds a heading to keep the count', async () => {
    const made = await reading();
    await refusedWith(
      made,
      'replace_text',
      { slug: 'deploy', old: 'Run `make`.', new: 'Run:\n\n~~~\nmake' },
      NEVER_CLOSED,
    );
    await refusedWith(
      made,
      'replace_text',
      { slug: 'deploy', old: 'Tag it.', new: 'Tag it.\n\n````\n## Extra' },
      NEVER_CLOSED,
    );
  });

  it('is refused from a whole body, from create_page, and for an HTML comment', async () => {
    const made = await reading();
    await refusedWith(
      made,
      'update_page',
      { slug: 'deploy', body: '# Deploy\n\n## Build\n\n<!-- draft\n\n## Release\n\nTag.\n' },
      /an HTML comment .* is never closed/,
    );
    await refusedWith(
      made,
      'create_page',
      {
        slug: 'other',
        title: 'Other',
        description: 'Other page.',
        type: 'guide',
        tags: [],
        related: [],
        body: '# Other\n\n```\ncode\n\n## Later\n',
      },
      NEVER_CLOSED,
    );
  });

  it('a fence closed by a longer marker, or a page already ending in an open fence, is fine', async () => {
    const made = await reading();
    const out = await made.host.execute('update_page', {
      slug: 'deploy',
      section: 'Build',
      body: 'Run:\n\n```sh\nmake all\n`````',
    });
    expect(out.is_error).toBeFalsy();
    const open = PAGE + '\n```\nleft open by a person\n';
    const again = await reading(open);
    const ok = await again.host.execute('update_page', {
      slug: 'deploy',
      section: 'Release',
      body: 'Tag it, then push.',
    });
    expect(ok.is_error).toBeFalsy();
  });
});

describe('every H2 survives as a heading', () => {
  it('refuses a whole body that keeps a heading line only inside a code block', async () => {
    await refusedWith(
      await reading(),
      'update_page',
      {
        slug: 'deploy',
        body: '# Deploy\n\n## Build\n\nRun `make`.\n\n```\n## Release\n\nTag it.\n```\n\n## Rollback\n\nRevert.\n',
      },
      /the heading "## Release" would still be in the text but no longer an H2 section/,
    );
  });

  it('lets a whole body drop a section on purpose (its heading line gone)', async () => {
    const made = await reading();
    const out = await made.host.execute('update_page', {
      slug: 'deploy',
      body: '# Deploy\n\n## Build\n\nRun `make`.\n\n## Release\n\nTag it.\n',
    });
    expect(out.is_error).toBeFalsy();
    expect(made.changeset.get('deploy')!.headings).toEqual(['Build', 'Release']);
  });

  it('replace_text removing a section heading is refused', async () => {
    await refusedWith(
      await reading(),
      'replace_text',
      { slug: 'deploy', old: 'Tag it.\n\n## Rollback\n\nRevert the tag.', new: 'Tag it.' },
      /"new" would remove a section heading/,
    );
  });

  it('a section body holding an H1, or its own heading again, is refused', async () => {
    const made = await reading();
    await refusedWith(
      made,
      'update_page',
      { slug: 'deploy', section: 'Build', body: 'Run make.\n\n# Build notes\n\nMore.' },
      /holds the heading "# Build notes", which would start another section/,
    );
    await refusedWith(
      made,
      'update_page',
      { slug: 'deploy', section: 'Build', body: 'Run make.\n\n## Build\n\nAgain.' },
      /holds the heading "## Build", which would start another section/,
    );
  });
});
