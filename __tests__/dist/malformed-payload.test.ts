// Malformed event payloads through the bundled action: one line naming what is wrong, exit 1, no
// property-access message, no network call.
import { runAction } from '../../test-support/bundle/action.js';
import { closedUrl } from '../../test-support/net.js';

describe('dist/index.js with a malformed payload', () => {
  it.each([
    ['push', null, /push event payload \(GITHUB_EVENT_PATH\) is null, not an object/],
    ['push', [1, 2], /push event payload \(GITHUB_EVENT_PATH\) is a list/],
    [
      'push',
      { ref: 'refs/heads/main', commits: 'all' },
      /payload\.commits is "all", expected a list/,
    ],
    ['pull_request', { action: 'closed', pull_request: null }, /payload\.pull_request is null/],
    ['issue_comment', { action: 'created', comment: 42 }, /payload\.comment is the number 42/],
    ['schedule', null, /schedule event payload \(GITHUB_EVENT_PATH\) is null/],
  ])('%s with %j fails with one line naming it', async (event, payload, message) => {
    const run = await runAction(event, payload, {}, await closedUrl());
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
    expect(run.stdout + run.stderr).not.toMatch(/Cannot read properties|TypeError|at .*\.js:\d+/);
    expect(run.outputs.decision).toBe('failed');
  });
});
