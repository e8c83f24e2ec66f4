// A git-backed fake GitHub served over HTTP for a bundled test file: made before each test (or
// once before them all, so runs see the branch the earlier ones left), closed and removed after.
import { GitBackedGitHub } from '../github/git-backed-github.js';

export interface ListeningHub {
  hub: GitBackedGitHub;
  /** Where the bundle's GitHub client reaches it (GITHUB_API_URL). */
  url: string;
}

/** Registers the hooks; the fields are there once the tests run. */
export function listeningHub(
  files: () => Record<string, string>,
  per: 'each' | 'all' = 'each',
): ListeningHub {
  let server: { url: string; close: () => Promise<void> };
  const served: ListeningHub = { hub: undefined as never, url: '' };
  (per === 'each' ? beforeEach : beforeAll)(async () => {
    served.hub = await GitBackedGitHub.create({ files: files() });
    server = await served.hub.listen();
    served.url = server.url;
  });
  (per === 'each' ? afterEach : afterAll)(async () => {
    await server.close();
    served.hub.remove();
  });
  return served;
}
