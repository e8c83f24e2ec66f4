// The published package as a user gets it: `npm pack`, then `npx ./wiki-ingest-*.tgz` in an empty
// folder, offline and with an empty npm cache, so it works only if dist/ needs no dependency.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';

interface Packed {
  filename: string;
  files: { path: string }[];
}

const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-pack-'));
const packed = (
  JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as Packed[]
)[0]!;
const paths = packed.files.map((file) => file.path).sort();

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Ann', '-c', 'user.email=ann@example.com', ...args], {
    cwd,
    stdio: 'ignore',
  });
}

/** A document without its code blocks and code spans, where a link is only an example. */
const prose = (text: string): string => text.replace(/```[\s\S]*?```|`[^`\n]*`/g, '');

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces to "-", repeats numbered. */
function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of text
    .replace(/```[\s\S]*?```/g, '')
    .matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading!
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

describe('npm pack', () => {
  it('holds dist/, action.yml and the documents, and no tests, sources or fixtures', () => {
    for (const path of paths)
      expect(path).toMatch(
        /^(dist\/.+\.(js|js\.map|txt|json)|docs\/[a-z-]+\.(md|png)|bench\/RESULTS\.md|action\.yml|README\.md|LICENSE|CHANGELOG\.md|package\.json)$/,
      );
    expect(paths).toEqual(
      expect.arrayContaining([
        'dist/cli.js',
        'dist/index.js',
        // The source maps, so a stack trace from the installed CLI names src/ lines.
        'dist/cli.js.map',
        'dist/index.js.map',
        'dist/licenses.txt',
        'action.yml',
        'LICENSE',
        'CHANGELOG.md',
      ]),
    );
    expect(
      paths.filter((path) => /__tests__|fixtures|^src\/|^bench\/(?!RESULTS\.md$)|\.ts$/.test(path)),
    ).toEqual([]);
  });

  it('holds every file its documents link to, so the links work where the package is read', () => {
    const documents = paths.filter((path) => path.endsWith('.md'));
    const broken = documents.flatMap((doc) =>
      [...prose(readFileSync(doc, 'utf8')).matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)]
        .map((m) => posix.normalize(posix.join(posix.dirname(doc), m[1]!)))
        .filter((target) => !paths.includes(target))
        .map((target) => `${doc} -> ${target}`),
    );
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/cli.md']));
    expect(paths).toEqual(expect.arrayContaining(['docs/job-summary.png', 'bench/RESULTS.md']));
    expect(broken).toEqual([]);
  });

  it("links to a heading only where the heading is (GitHub's anchors)", () => {
    const documents = paths.filter((path) => path.endsWith('.md'));
    const anchors = new Map(
      documents.map((doc) => [doc, headingAnchors(readFileSync(doc, 'utf8'))]),
    );
    const broken = documents.flatMap((doc) =>
      [
        ...prose(readFileSync(doc, 'utf8')).matchAll(
          /\]\((?!https?:|mailto:)([^)#\s]*)#([^)\s]+)\)/g,
        ),
      ]
        .map((m) => ({
          target: m[1] ? posix.normalize(posix.join(posix.dirname(doc), m[1])) : doc,
          anchor: m[2]!,
        }))
        .filter(({ target, anchor }) => target.endsWith('.md') && !anchors.get(target)?.has(anchor))
        .map(({ target, anchor }) => `${doc} -> ${target}#${anchor}`),
    );
    expect(anchors.get('README.md')).toContain('ask-in-issues-and-discussions--wiki');
    expect(broken).toEqual([]);
  });

  it('runs `npx ./wiki-ingest-*.tgz simulate` in an empty folder, offline', () => {
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, 'src', 'api'), { recursive: true });
    git(repo, 'init', '-q');
    writeFileSync(join(repo, 'README.md'), 'hello\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'chore: init');
    writeFileSync(join(repo, 'src', 'api', 'tokens.ts'), 'export const a = 1;\n'.repeat(40));
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'feat(api): token rotation');

    const empty = join(dir, 'empty');
    mkdirSync(empty);
    const out = execFileSync(
      'npx',
      ['--yes', join('..', packed.filename), 'simulate', '--repo', repo, '--json'],
      {
        cwd: empty,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          npm_config_cache: join(dir, 'npm-cache'),
          npm_config_offline: 'true',
          npm_config_update_notifier: 'false',
        },
      },
    );
    const result = JSON.parse(out) as {
      commits: { title: string; decision: string; rule: string | null }[];
      summary: { total: number; skipped: number; continued: number };
    };
    expect(result.summary).toMatchObject({ total: 2, skipped: 1, continued: 1 });
    expect(result.commits.map(({ title, decision, rule }) => [title, decision, rule])).toEqual([
      ['feat(api): token rotation', 'continue', null],
      ['chore: init', 'skip', 'trivial-type'],
    ]);
  });
});
