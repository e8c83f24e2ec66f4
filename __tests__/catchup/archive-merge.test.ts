// When an archive pull request (`/wiki save`) merges, its merge is logged in log.md as an
// `archive` — recognised by the Wiki-Ingest-Archive trailer its commit carries (in a squash
// merge's message, or GitHub's merge title for its branch) — not as an anonymous wiki-only skip.
import { parseConfig } from '../../src/config/parse.js';
import { classify } from '../../src/prefilter/rules.js';
import { archiveMessage } from '../../src/publish/commit-message.js';
import type { FileChange } from '../../src/types.js';
import {
  apiChange,
  catchUpScene,
  runPush,
  seedRun,
  startLlm,
} from '../../test-support/catch-up.js';
import { TOKENS_PAGE } from '../../test-support/token-rotation.js';

const ANSWER_URL = 'https://github.com/o/r/issues/4#issuecomment-1004';
const PAGE =
  '---\ntitle: Token rotation\ndescription: Rotation keeps the old token for 24 hours.\ntype: concept\nrelated:\n  - api/tokens\nsources:\n  - ' +
  ANSWER_URL +
  '\n---\n\n# Token rotation\n\nA rotated token keeps working for 24 hours.\n';

const wikiFile = (path: string): FileChange => ({
  path,
  status: 'added',
  additions: 9,
  deletions: 0,
});

describe('Tier 1 rule archive', () => {
  const config = parseConfig({});
  const wikiOnly = [wikiFile('wiki/concepts/token-rotation.md'), wikiFile('wiki/log.md')];

  it('names the merge of an archive pull request by its trailer or its branch, inside the wiki only', () => {
    const squash = {
      title: 'docs(wiki): archive — tokens (#9)',
      body: archiveMessage('tokens', ANSWER_URL),
      files: wikiOnly,
    };
    expect(classify(squash, config)).toMatchObject({ decision: 'skip', rule: 'archive' });
    const mergeCommit = {
      title: 'Merge pull request #9 from o/wiki-ingest/archive/1004',
      body: 'docs(wiki): archive — tokens',
      files: wikiOnly,
    };
    expect(classify(mergeCommit, config).rule).toBe('archive');
    const pushed = {
      title: 'Merge pull request #9 from o/other',
      commits: [archiveMessage('t', ANSWER_URL), 'Merge'],
      files: wikiOnly,
    };
    expect(classify(pushed, config).rule).toBe('archive');
    // The trailer never hides a change outside the wiki, and a wiki-only merge without it stays wiki-only.
    const forged = {
      ...squash,
      files: [
        ...wikiOnly,
        { path: 'src/api/x.ts', status: 'modified', additions: 90, deletions: 0 },
      ],
    };
    expect(classify(forged, config).decision).toBe('continue');
    expect(classify({ title: 'docs: wiki', files: wikiOnly }, config).rule).toBe('wiki-only');
  });
});

describe('an archive pull request merged by a person', () => {
  const scene = catchUpScene({ 'wiki/api/tokens.md': TOKENS_PAGE }, startLlm);

  it('is logged in log.md as an archive with the next wiki commit', async () => {
    const { hub, llm } = scene;
    const seeded = await seedRun(hub, llm);
    expect(seeded.report.decision.decision).toBe('process');

    // GitHub's squash merge: the PR title, then the branch's commit messages (trailer included).
    const archived = await hub.merge({
      title: 'docs(wiki): archive — How do tokens rotate?',
      body: `* ${archiveMessage('How do tokens rotate?', ANSWER_URL)}`,
      write: {
        'wiki/concepts/token-rotation.md': PAGE,
      },
    });
    const own = await runPush(hub, llm, seeded.sha, archived.sha);
    expect(own.decision).toMatchObject({ tier: 1, decision: 'skip', rule: 'archive' });

    const next = await hub.merge({ title: 'feat(api): add expiry', write: apiChange('expiry') });
    const report = await runPush(hub, llm, archived.sha, next.sha);
    expect(report.decision.decision).toBe('process');
    const after = (await hub.readFile('wiki/log.md'))!;
    expect(after).toContain(
      `- \`${archived.sha}\` docs(wiki): archive — How do tokens rotate? · Tier 1 archive: the merge of an archive pull request (the Wiki-Ingest-Archive trailer): a /wiki answer filed as a wiki page.`,
    );
    expect(after).toMatch(/- Skipped by: archive 1/);
    expect(after).not.toMatch(new RegExp(`${archived.sha}.*wiki-only`));
  });
});
