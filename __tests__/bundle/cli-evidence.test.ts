// Evidence before a stamp, with the bundled CLI on real repositories: nothing is certified that
// the run did not show. A 70,000-character covered file changed near its end (by an earlier
// commit) is read in parts: the confirm after the first part is a tool error naming the next
// part, reading on brings the changed line to the model, then the confirm stamps it; replace_text
// declares a file read whole. A 1,500-file merge with a 60,000-character description: triage and
// Tier 3 cut the description, the first Tier 3 message stays within ingest-diff-chars (the covered
// file's diff first and whole, the file list capped), and a cover on a file whose diff it did not
// show is refused.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Json } from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';
import { runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { fakePerTest } from '../../test-support/bundle/fake-per-test.js';

type Obj = { [key: string]: Json };

/** A message's (or a tool result's) content as text. */
const textOf = (content: Json | undefined): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? (content as Obj[]).map((b) => (typeof b.text === 'string' ? b.text : '')).join('\n')
      : '';

/** The text of every tool result in the request's last message, joined. */
const lastResults = (body: Obj): string => {
  const messages = body.messages as Obj[];
  const content = messages[messages.length - 1]!.content;
  return Array.isArray(content)
    ? (content as Obj[])
        .filter((b) => b.type === 'tool_result')
        .map((b) => textOf(b.content))
        .join('\n')
    : '';
};

/** The first user message of a request. */
const firstUser = (body: Obj | undefined): string => textOf((body!.messages as Obj[])[0]!.content);

/** The description's fenced text in a message. */
const description = (message: string): string =>
  /<untrusted kind="description">\n([\s\S]*?)\n<\/untrusted>/.exec(message)![1]!;

const lines = (name: string, n: number, at = -1, value = '0') =>
  Array.from({ length: n }, (_, i) =>
    i === at
      ? `export const ${name} = ${value};`
      : `export const ${name}_${i} = "${'v'.repeat(24)}";`,
  ).join('\n') + '\n';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repo() {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-evidence-'));
  dirs.push(dir);
  return localRepo(dir);
}

describe('evidence before a stamp (the bundled CLI)', () => {
  const { start, env } = fakePerTest('sk-ant-evidence');

  it('a 70,000-character covered file: a cut read cannot confirm, reading the rest brings the change, then it can', async () => {
    const { dir, write, commit } = repo();
    const manifest = lines('retries', 1750);
    expect(manifest.length).toBeGreaterThan(70_000);
    write('src/manifest.ts', manifest);
    write('src/helper.ts', 'export const helper = 1;\n');
    commit('chore: init');
    const blob = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
    write(
      'wiki/manifest.md',
      `---\ntitle: Manifest\ndescription: The release manifest.\ncovers:\n  - src/helper.ts@${blob('src/helper.ts')}\n  - src/manifest.ts@${blob('src/manifest.ts')}\n---\n# Manifest\n\nThree retries.\n`,
    );
    write('wiki/other.md', '# Other\n\nThe helper is one.\n');
    commit('docs: the wiki');
    // Near its end, by a commit no run ingested: the page is stale and the merge's diff is not it.
    write('src/manifest.ts', lines('retries', 1750, 1700, '5'));
    commit('fix: five retries');
    write('src/helper.ts', 'export const helper = 2;\n');
    commit('feat(helper): two');

    let confirms = 0;
    const fake = await start({
      replies: (body, index) => {
        const said = lastResults(body);
        if (index === 0)
          return {
            content: [
              { type: 'tool_use', name: 'read_pages', input: { slugs: ['manifest', 'other'] } },
              { type: 'tool_use', name: 'read_source', input: { path: 'src/manifest.ts' } },
            ],
          };
        if (index === 1) return toolCall('confirm_page', { slug: 'manifest' });
        const next = /read_source \{"path":"src\/manifest\.ts","offset":(\d+)\}/.exec(said);
        if (next)
          return toolCall('read_source', { path: 'src/manifest.ts', offset: Number(next[1]) });
        if (/Every part of this file has now been read/.test(said) && confirms++ === 0)
          return toolCall('confirm_page', { slug: 'manifest' });
        if (/Confirmed page "manifest"/.test(said))
          return toolCall('read_source', { path: 'src/helper.ts' });
        if (/export const helper = 2;/.test(said))
          return toolCall('replace_text', {
            slug: 'other',
            old: 'The helper is one.',
            new: 'The helper is two.',
            covers: ['src/helper.ts'],
          });
        return toolCall('finish', { summary: 'Checked the manifest; the helper is two.' });
      },
    });
    const r = await runNode([CLI, 'run', '--repo', dir, '--json', '--triage', 'false'], env());
    expect([r.code, r.stderr]).toEqual([0, '']);

    const results = fake.accepted.map((q) => lastResults(q.body!));
    // The first confirm, after the first part: a tool error naming the next part exactly.
    const refused = results[2]!;
    expect(refused).toContain('Page "manifest" was not confirmed');
    const part =
      /"src\/manifest\.ts" was read only in part \(characters ([\d,]+)–[\d,]+ of [\d,]+ not yet\): read the rest with read_source \{"path":"src\/manifest\.ts","offset":(\d+)\}/.exec(
        refused,
      )!;
    // The next part it names is the first character not read yet.
    expect(part[1]!.replace(/,/g, '')).toBe(part[2]);
    // Reading the rest brought the changed line to the model; then the confirm stamped the page.
    expect(results.some((t) => t.includes('export const retries = 5;'))).toBe(true);
    expect(results.some((t) => t.includes('Confirmed page "manifest"'))).toBe(true);
    const page = readFileSync(join(dir, 'wiki/manifest.md'), 'utf8');
    expect(page).toContain(`src/manifest.ts@${blob('src/manifest.ts')}`);
    // Its other covered file: the merge's diff was its whole change since the stamp.
    expect(page).toContain(`src/helper.ts@${blob('src/helper.ts')}`);
    // replace_text declared the file it read whole.
    const other = readFileSync(join(dir, 'wiki/other.md'), 'utf8');
    expect(other).toContain(`covers:\n  - src/helper.ts@${blob('src/helper.ts')}\n`);
    expect(other).toContain('The helper is two.');
  });

  it('a 1,500-file merge: the first messages within their caps, the covered diff whole, a cover on an unshown diff refused', async () => {
    const { dir, write, commit } = repo();
    const N = 1500;
    for (let i = 0; i < N - 1; i++) write(`src/m${i}/f${i}.ts`, `export const v${i} = 1;\n`);
    write('src/config/retries.ts', lines('retries', 30));
    commit('chore: init');
    const blob = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
    write(
      'wiki/retries.md',
      `---\ntitle: Retries\ndescription: How retries work.\ncovers:\n  - src/config/retries.ts@${blob('src/config/retries.ts')}\n---\n# Retries\n\nThree retries.\n`,
    );
    commit('docs: the wiki');
    for (let i = 0; i < N - 1; i++) write(`src/m${i}/f${i}.ts`, `export const v${i} = 2;\n`);
    write('src/config/retries.ts', lines('retries', 30, 12, '5'));
    const body = `${'Why: '.repeat(12_000)}\nCloses #1.`;
    expect(body.length).toBeGreaterThan(60_000);
    commit(`refactor: everything at once\n\n${body}`);

    let unshown = '';
    const fake = await start({
      replies: (req, index) => {
        if (index === 0)
          return text('{"reason": "retries change", "decision": "process", "likely_type": null}');
        if (index === 1) {
          unshown = /- modified (\S+) \(\+1 -1\) \[diff not shown\]/.exec(firstUser(req))![1]!;
          return toolCall('read_pages', { slugs: ['retries'] });
        }
        if (index === 2)
          return toolCall('update_page', {
            slug: 'retries',
            body: '# Retries\n\nFive retries.\n',
            covers: ['src/config/retries.ts', unshown],
          });
        return toolCall('finish', { summary: 'Nothing written.' });
      },
    });
    const r = await runNode([CLI, 'run', '--repo', dir, '--json'], env());
    expect([r.code, r.stderr]).toEqual([0, '']);
    const [triage, tier3] = fake.accepted;

    // Triage: the description cut, its head and tail kept.
    const asked = firstUser(triage!.body);
    expect(asked).toContain('[description cut: 60,');
    expect(asked).toContain('Closes #1.');
    expect(description(asked).length).toBeLessThan(4_100);

    // Tier 3: within ingest-diff-chars (60,000), the description cap (8,000) and fixed text.
    const first = firstUser(tier3!.body);
    expect(first.length).toBeLessThan(60_000 + 8_000 + 2_000);
    expect(first).toContain('[description cut: 60,');
    expect(first).toContain('Closes #1.');
    expect(description(first).length).toBeLessThan(8_100);
    // The covered file's diff comes first, whole; the list is capped.
    expect(first.slice(first.indexOf('<untrusted kind="diff"'))).toMatch(
      /^<untrusted kind="diff" path="src\/config\/retries\.ts">\n@@ [^\n]*\n( [^\n]*\n){3}-export const retries_12 = [^\n]*\n\+export const retries = 5;/,
    );
    expect(first).toMatch(/\[\+1,\d{3} more files not listed/);
    expect(first).toMatch(/- modified src\/config\/retries\.ts \(\+1 -1\)\n/);

    // A cover on a file whose diff was not shown is refused, naming what to read.
    const refusal = lastResults(fake.accepted[3]!.body!);
    expect(refusal).toContain(`the first message did not show the diff of "${unshown}"`);
    expect(readFileSync(join(dir, 'wiki/retries.md'), 'utf8')).toContain('Three retries.');
  });
});
