// The bundled action against a git-backed fake GitHub holding the fixture wiki, served over HTTP,
// and a fake Messages API the test enqueues replies on: a fresh scene a test, made in beforeEach
// and taken down in afterEach.
import { startFakeMessagesApi, type FakeMessagesApi } from '../fake-messages-api.js';
import { GitBackedGitHub } from '../github/git-backed-github.js';
import { repoWikiFiles } from '../wiki-files.js';
import { runAction, type Run } from './action.js';

export interface ActionScene {
  /** A README and the fixture wiki at first. */
  hub: GitBackedGitHub;
  llm: FakeMessagesApi;
  /** The bundled action's run of `event`: the scene's inputs, then `inputs`; the fake's URL. */
  run(
    event: string,
    payload: unknown,
    inputs?: Record<string, string>,
    env?: NodeJS.ProcessEnv,
  ): Promise<Run>;
}

/**
 * Registers the scene's beforeEach and afterEach; `inputs` are every run's (with the API key).
 * Runs have no retries, and so no write throttling (a second between writes), unless `inputs` or
 * the run's own set max-retries: dist/action-lint.test runs with the defaults.
 */
export function actionScene(inputs: Record<string, string>): ActionScene {
  let server: { url: string; close: () => Promise<void> };
  const scene: ActionScene = {
    hub: undefined as never,
    llm: undefined as never,
    run: (event, payload, more = {}, env = {}) =>
      runAction(event, payload, { 'max-retries': '0', ...inputs, ...more }, server.url, {
        ANTHROPIC_BASE_URL: scene.llm.url,
        ...env,
      }),
  };
  beforeEach(async () => {
    scene.hub = await GitBackedGitHub.create({
      files: { 'README.md': '# r\n', ...repoWikiFiles() },
    });
    server = await scene.hub.listen();
    scene.llm = await startFakeMessagesApi({ minCacheableTokens: 1024 });
  });
  afterEach(async () => {
    await server.close();
    await scene.llm.close();
    scene.hub.remove();
  });
  return scene;
}
