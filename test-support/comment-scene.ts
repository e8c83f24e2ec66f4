// The /wiki comment run in process, as the action wires it: a git-backed fake GitHub holding the
// fixture wiki (a fresh one a test) and the real SDK against a fake Messages API that each run
// starts with the script it needs. Registers the test file's beforeEach and afterEach.
import {
  runCommentEvent,
  type CommentOutcome,
  type CommentRunInput,
} from '../src/ask/comment-event.js';
import { parseConfig, type RawInputs } from '../src/config/parse.js';
import { fakeRoot } from './action-root.js';
import { startFakeMessagesApi, type FakeMessagesApi } from './fake-messages-api.js';
import { GitBackedGitHub } from './github/git-backed-github.js';
import type { Script } from './replies.js';
import { sdkFor } from './sdk.js';
import { repoWikiFiles } from './wiki-files.js';

export const KEY = 'sk-ant-api03-never-in-a-reply-0123456789';
export const TOKEN = 'ghs_never_in_a_reply_0123456789';

export interface CommentScene {
  /** A README and the fixture wiki at first. */
  hub: GitBackedGitHub;
  /** The fake the last `start` (or `run`) started. */
  fake: FakeMessagesApi;
  /** Starts a fake answering `replies`, closing the one before. */
  start(replies: Script[]): Promise<FakeMessagesApi>;
  /** What the action hands runCommentEvent: the event, the hub's repository and both clients. */
  input(eventName: string, payload: unknown, inputs?: RawInputs): CommentRunInput;
  /** Answers one event with the model scripted by `replies`. */
  run(
    eventName: string,
    payload: unknown,
    replies: Script[],
    inputs?: RawInputs,
  ): Promise<CommentOutcome>;
}

/** `defaults` are the inputs of every run, besides the keys and a run's own `inputs`. */
export function commentScene(defaults: RawInputs = {}): CommentScene {
  let fake: FakeMessagesApi | undefined;
  const scene: CommentScene = {
    hub: undefined as never,
    get fake() {
      return fake!;
    },
    start: async (replies) => {
      await fake?.close();
      return (fake = await startFakeMessagesApi({ replies, minCacheableTokens: 1024 }));
    },
    input: (eventName, payload, inputs = {}) => {
      const root = fakeRoot(scene.hub, {
        config: parseConfig({
          'github-token': TOKEN,
          'anthropic-api-key': KEY,
          'max-retries': '0',
          ...defaults,
          ...inputs,
        }),
        eventName,
        payload,
        anthropic: sdkFor(fake!),
      });
      return { ...root.scope, eventName, payload };
    },
    run: async (eventName, payload, replies, inputs = {}) => {
      await scene.start(replies);
      return runCommentEvent(scene.input(eventName, payload, inputs));
    },
  };
  beforeEach(async () => {
    scene.hub = await GitBackedGitHub.create({
      files: { 'README.md': '# r\n', ...repoWikiFiles() },
    });
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    scene.hub.remove();
  });
  return scene;
}
