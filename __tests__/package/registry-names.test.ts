// wiki-ingest is not published to the npm registry: no document tells anyone to fetch it from there
// by name (whoever published a package of that name first would run their code on the reader's
// machine). The routes that exist install it by git URL or from a tarball packed from a clone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every Markdown document a user reads: the README, the changelog, docs/ and the wiki. */
function documents(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of ['README.md', 'CHANGELOG.md'])
    out[file] = readFileSync(join(ROOT, file), 'utf8');
  for (const folder of ['docs', 'wiki'])
    for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true }))
      if (entry.isFile() && entry.name.endsWith('.md')) {
        const path = join(entry.parentPath, entry.name);
        out[path.slice(ROOT.length + 1)] = readFileSync(path, 'utf8');
      }
  return out;
}

/** A command that takes the package from the registry by its name. */
const BY_NAME =
  /\b(?:npx(?:\s+-y|\s+--yes)?|npm\s+(?:exec|x)|pnpm\s+dlx|yarn\s+dlx|bunx)\s+wiki-ingest\b|\bnpm\s+(?:install|i|add)\s+(?:-g\s+|--global\s+)?wiki-ingest(?:@\S*)?(?=\s|`|$)/m;

describe('the documents', () => {
  it.each(Object.entries(documents()))(
    '%s names no registry install or run of wiki-ingest',
    (_, text) => {
      expect(text.match(BY_NAME)?.[0] ?? null).toBeNull();
    },
  );

  it('the README installs the CLI from a packed tarball, or by git URL as a template', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const installs = [...readme.matchAll(/^npm install --global (\S+)/gm)].map((m) => m[1]);
    expect(installs).toEqual(['./wiki-ingest-1.0.0.tgz']);
    expect(readme).toContain('`npm install --global github:OWNER/wiki-ingest`');
  });

  // No ref that does not exist (a `v1` tag before any release) and no owner of someone else's:
  // the one value to replace is `OWNER`, and the README says so.
  const frontAndReference = Object.entries(documents()).filter(
    ([file]) => file === 'README.md' || file.startsWith('docs'),
  );
  it.each(frontAndReference)('%s uses OWNER/wiki-ingest@main, no your-org or @v1', (_, text) => {
    expect(text.match(/your-org|wiki-ingest@v1\b|wiki-ingest#v1\b/)?.[0] ?? null).toBeNull();
  });

  it('the README says OWNER is the one value to replace', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/replace `OWNER` with [^.]*the one value to replace/);
  });

  // A workflow copied from the documents runs: every input its wiki-ingest step sets is one
  // action.yml declares (a misspelt or removed input is only a warning on the runner).
  const declared = Object.keys(
    (parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs,
  );
  const workflows = Object.entries(documents()).flatMap(([file, text]) =>
    [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .filter((block) => /uses: OWNER\/wiki-ingest@/.test(block) && /^jobs:/m.test(block))
      .map((block, i) => [`${file} #${i + 1}`, block] as const),
  );
  it('the documents hold workflows to copy (the README one for every merge and one for impact)', () => {
    expect(
      workflows.filter(([name]) => name.startsWith('README.md')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      workflows.some(([name, block]) => name.startsWith('README.md') && /mode: impact/.test(block)),
    ).toBe(true);
  });
  it.each(workflows)('%s sets only inputs action.yml declares', (_, block) => {
    const jobs = (
      parse(block) as { jobs: Record<string, { steps?: Array<{ uses?: string; with?: object }> }> }
    ).jobs;
    const set = Object.values(jobs)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => /OWNER\/wiki-ingest@/.test(String(step.uses)))
      .flatMap((step) => Object.keys(step.with ?? {}));
    expect(set.filter((input) => !declared.includes(input))).toEqual([]);
  });
});
