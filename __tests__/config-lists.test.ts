// List inputs: comma-separated globs split outside braces, `none` empties a list, and the extra-…
// inputs add to the defaults instead of replacing them.
import { DEFAULT_IGNORE_PATHS, DEFAULT_RICH_PATHS } from '../src/config/inputs.js';
import { parseConfig } from '../src/config/parse.js';
import { splitGlobs } from '../src/config/kinds.js';
import { main as classifyMain } from '../src/cli/classify.js';

describe('glob lists', () => {
  it('splits on commas outside braces and on newlines', () => {
    expect(splitGlobs('lib/**, src/api/**')).toEqual(['lib/**', 'src/api/**']);
    expect(splitGlobs('**/openapi.{json,yaml,yml}, a/**\nb/*.{x,y}')).toEqual([
      '**/openapi.{json,yaml,yml}',
      'a/**',
      'b/*.{x,y}',
    ]);
    expect(parseConfig({ 'rich-paths': 'lib/**, src/api/**' }).richPaths).toEqual([
      'lib/**',
      'src/api/**',
    ]);
  });

  it('refuses an unbalanced brace with the fix', () => {
    expect(() => parseConfig({ 'rich-paths': 'a/*.{yml, b/**' })).toThrow(
      /Input "rich-paths": "a\/\*\.\{yml, b\/\*\*" has unbalanced braces; write e.g./,
    );
  });

  it('empties a list with none, where empty means the default', () => {
    const none = {
      'rich-paths': 'none',
      'ignore-paths': 'None',
      'skip-authors': 'none',
      'skip-commit-types': 'none',
    };
    const c = parseConfig(none);
    expect(c.richPaths).toEqual([]);
    expect(c.ignorePaths).toEqual([]);
    expect(c.skipAuthors).toEqual([]);
    expect(c.skipCommitTypes).toEqual([]);
    expect(parseConfig({ 'rich-paths': '' }).richPaths).toEqual(DEFAULT_RICH_PATHS);
  });

  it('extends the defaults with extra-rich-paths, extra-ignore-paths and extra-skip-authors', () => {
    const c = parseConfig({
      'extra-rich-paths': 'lib/core/**, src/api/**',
      'extra-ignore-paths': '**/*.gen.ts',
      'extra-skip-authors': 'release-bot',
    });
    expect(c.richPaths).toEqual([...DEFAULT_RICH_PATHS, 'lib/core/**', 'src/api/**']);
    expect(c.ignorePaths).toEqual([...DEFAULT_IGNORE_PATHS, '**/*.gen.ts']);
    expect(c.skipAuthors).toEqual(['dependabot[bot]', 'renovate[bot]', 'release-bot']);
    // Replacing and extending combine: the replaced list plus the extras.
    expect(parseConfig({ 'rich-paths': 'a/**', 'extra-rich-paths': 'b/**' }).richPaths).toEqual([
      'a/**',
      'b/**',
    ]);
  });

  it('classify --help shows default globs as separate quoted items, never joined by ", "', async () => {
    let out = '';
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (
      (out += chunk),
      true
    )) as typeof process.stdout.write;
    try {
      await classifyMain(['--help']);
    } finally {
      process.stdout.write = write;
    }
    expect(out).toContain("'**/models.py' '**/models/**'");
    expect(out).not.toContain('**/models.py, ');
    expect(out).toContain('--extra-rich-paths GLOB');
  });
});
