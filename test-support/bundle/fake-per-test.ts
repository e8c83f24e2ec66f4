// The bundled CLI against a fake Messages API of the test's own: each test starts the fake its
// script needs, and the fake is closed after that test whatever its end.
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type FakeOptions,
} from '../fake-messages-api.js';
import { cleanEnv } from './spawn.js';

/** Registers the cleanup; `env` is the CLI's environment: `key` and the running fake's URL. */
export function fakePerTest(key: string) {
  let fake: FakeMessagesApi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  return {
    start: async (opts: FakeOptions): Promise<FakeMessagesApi> =>
      (fake = await startFakeMessagesApi(opts)),
    env: () => cleanEnv({ ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: fake!.url }),
  };
}
