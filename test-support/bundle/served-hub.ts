// The bundled action against the git-backed fake GitHub, served over HTTP, and the catch-up fake
// Messages API: one scene a test file shares, made before its tests and taken down after them,
// so every run of the file sees the branch the earlier ones left.
import { startLlm, type Llm } from '../catch-up.js';
import { GitBackedGitHub } from '../github/git-backed-github.js';
import { runAction, type Run } from './action.js';

export interface ServedHub {
  /** A README and an empty log.md at first. */
  hub: GitBackedGitHub;
  llm: Llm;
  /** The bundled action's run of `event`, with an API key and no retries besides `inputs`. */
  action(
    event: string,
    payload: unknown,
    inputs?: Record<string, string>,
    env?: NodeJS.ProcessEnv,
  ): Promise<Run>;
  /** The run a push from `before` to `after` starts. */
  push(
    before: string,
    after: string,
    inputs?: Record<string, string>,
    env?: NodeJS.ProcessEnv,
  ): Promise<Run>;
}

/** Registers the scene's beforeAll and afterAll; its fields are there once the tests run. */
export function servedHub(): ServedHub {
  let server: { url: string; close: () => Promise<void> };
  const scene: ServedHub = {
    hub: undefined as never,
    llm: undefined as never,
    action: (event, payload, inputs = {}, env = {}) =>
      runAction(
        event,
        payload,
        { 'anthropic-api-key': 'sk-ant-e2e', 'max-retries': '0', ...inputs },
        server.url,
        { ANTHROPIC_BASE_URL: scene.llm.api.url, ...env },
      ),
    push: async (before, after, inputs = {}, env = {}) =>
      scene.action('push', await scene.hub.pushEvent(before, after), inputs, {
        GITHUB_SHA: after,
        ...env,
      }),
  };
  beforeAll(async () => {
    scene.hub = await GitBackedGitHub.create({
      files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n' },
    });
    scene.llm = await startLlm();
    server = await scene.hub.listen();
  });
  afterAll(async () => {
    await server.close();
    await scene.llm.api.close();
    scene.hub.remove();
  });
  return scene;
}
