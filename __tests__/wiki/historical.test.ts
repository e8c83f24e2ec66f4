// Historical pages: adopt proposes `historical: true` for blog posts, release notes, changelogs and
// migration guides (by folder, file name or title), and nothing else; mode: impact reads the field.
import { adoptPage } from '../../src/wiki/adopt.js';
import { historical, looksHistorical, proposeHistorical } from '../../src/wiki/historical.js';
import { parsePage } from '../../src/wiki/page.js';

const options = { descriptionChars: 110, pageTypes: ['guide'] };

describe('looksHistorical', () => {
  it.each([
    ['blog/announcing-vite5.md', 'Vite 5.0 is out!'],
    ['guides/migration-guide-v4.md', 'V4 Migration Guide'],
    ['guide/migration.md', 'Migration from v5'],
    ['release-notes.md', 'Release Notes'],
    ['CHANGELOG.md', 'Changelog'],
    ['upgrading/v2.md', 'v2'],
    ['news/2024-05-01-launch.md', 'We launched'],
    ['guide/whats-new.md', "What's new in 3.0"],
  ])('%s is historical', (file, title) => expect(looksHistorical(file, title)).toBe(true));

  it.each([
    ['reference/server.md', 'Server'],
    ['guide/env-and-mode.md', 'Env Variables and Modes'],
    ['api/migrate-command.md', 'The db command'],
    ['reference/errors.md', 'Errors'],
  ])('%s is not', (file, title) => expect(looksHistorical(file, title)).toBe(false));
});

describe('adopt and the historical field', () => {
  it('adds historical: true to a migration guide, and reads it back', () => {
    const out = adoptPage(
      'guides/migration-guide-v4.md',
      '# V4 Migration Guide\n\nWhat changed.\n',
      options,
    )!;
    expect(out.added.historical).toBe(true);
    expect(out.text).toMatch(/^---\ntitle: V4 Migration Guide\n[\s\S]*historical: true\n---\n/);
    expect(historical(parsePage('guides/migration-guide-v4.md', out.text).page)).toBe(true);
  });

  it('leaves a reference page alone, and a person’s `historical: false` as it is', () => {
    expect(
      adoptPage('reference/server.md', '# Server\n\nOptions.\n', options)!.added.historical,
    ).toBeUndefined();
    const kept = '---\ntitle: Changelog\ndescription: x.\nhistorical: false\n---\n# Changelog\n';
    expect(adoptPage('CHANGELOG.md', kept, options)).toBeNull();
    expect(historical(parsePage('CHANGELOG.md', kept).page)).toBe(false);
  });
});

describe('proposeHistorical (a page init creates)', () => {
  it('adds the one line to release notes, in the file’s own line endings', () => {
    const raw =
      '---\r\ntitle: Release notes\r\ndescription: Each release.\r\n---\r\n# Release notes\r\n';
    const page = proposeHistorical(parsePage('release-notes.md', raw).page);
    expect(page.raw).toBe(
      '---\r\ntitle: Release notes\r\ndescription: Each release.\r\nhistorical: true\r\n---\r\n# Release notes\r\n',
    );
    expect(historical(page)).toBe(true);
  });

  it('leaves any other page as it is', () => {
    const page = parsePage('api/tokens.md', '---\ntitle: Tokens\n---\n# Tokens\n').page;
    expect(proposeHistorical(page)).toBe(page);
  });
});
