// The bundled action run once on a push to the git-backed fake GitHub, against the fake Messages
// API playing `replies`: both servers up for the run and closed after it, whatever it did; the
// fake keeps the requests it accepted, for the test to read.
import type { GitBackedGitHub } from '../github/git-backed-github.js';
import { startFakeMessagesApi, type FakeMessagesApi, type Script } from '../fake-messages-api.js';
import { runAction, type Run } from './action.js';

/** The inputs of a run that is not about retries or keys. */
export const E2E_INPUTS = { 'anthropic-api-key': 'sk-ant-e2e', 'max-retries': '0' };

export async function runPushOnHub(
  hub: GitBackedGitHub,
  event: unknown,
  replies: Script[],
  inputs: Record<string, string> = E2E_INPUTS,
): Promise<{ run: Run; llm: FakeMessagesApi }> {
  const server = await hub.listen();
  const llm = await startFakeMessagesApi({ replies });
  try {
    const env = { ANTHROPIC_BASE_URL: llm.url };
    return { run: await runAction('push', event, inputs, server.url, env), llm };
  } finally {
    await server.close();
    await llm.close();
  }
}
