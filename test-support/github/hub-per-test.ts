// A git-backed fake GitHub for each test of a describe block: made before the test, removed after.
import { GitBackedGitHub } from './git-backed-github.js';

/** Registers the hooks; `hub` is the current test's, holding `files` (a README by default). */
export function hubPerTest(files: Record<string, string> = { 'README.md': '# r\n' }) {
  const current: { hub: GitBackedGitHub } = { hub: undefined as never };
  beforeEach(async () => {
    current.hub = await GitBackedGitHub.create({ files });
  });
  afterEach(() => current.hub.remove());
  return current;
}
