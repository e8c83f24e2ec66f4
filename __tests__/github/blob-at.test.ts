// The action's workspace stamps covers with the blob a path holds at the merged commit, read
// through the contents API of the git-backed fake GitHub: a file's sha, null for a folder or a
// path that is not there.
import { createHash } from 'node:crypto';
import { loadConfig } from '../../src/config/parse.js';
import type { MergeInfo } from '../../src/types.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { hubWorkspace } from '../../test-support/hub-workspace.js';

const TOKENS = 'export const rotate = () => 1;\n';
const gitBlobSha = (text: string): string =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest('hex');

let hub: GitBackedGitHub;
beforeEach(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'src/api/tokens.ts': TOKENS, 'wiki/a.md': '# A\n' },
  });
});
afterEach(() => hub.remove());

it('blobAt answers the blob sha at the merged commit, null for a folder or a missing path', async () => {
  const config = await loadConfig({ 'github-token': 'ghs_x' }, {});
  const workspace = hubWorkspace(config, hub);
  const merge = { sha: await hub.head(), title: 't', files: [] } as unknown as MergeInfo;
  const blobAt = workspace.blobAt!(merge);
  expect(await blobAt('src/api/tokens.ts')).toBe(gitBlobSha(TOKENS));
  expect(await blobAt('src/api')).toBeNull();
  expect(await blobAt('src/nope.ts')).toBeNull();
});
