// The fixture events CI's `action` job puts in place before running `uses: ./`: each must keep
// deciding a skip from the payload alone (no secret, no API call), as that job asserts.
import { readFileSync } from 'node:fs';
import { runAction } from '../../test-support/bundle/action.js';
import { closedUrl } from '../../test-support/net.js';

function fixture(event: string): unknown {
  return JSON.parse(readFileSync(`.github/events/${event}.json`, 'utf8'));
}

describe('.github/events fixtures run by CI through uses: ./', () => {
  it('push: every commit is chore or ci, so Tier 1 skips it with trivial-type', async () => {
    const api = await closedUrl();
    const run = await runAction('push', fixture('push'), {}, api);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '1', rule: 'trivial-type' });
  });

  it('pull_request: closed without merging is a no-op that says so', async () => {
    const api = await closedUrl();
    const run = await runAction('pull_request', fixture('pull_request'), {}, api);
    expect(run.code).toBe(0);
    expect(run.outputs.decision).toBe('skip');
    expect(run.outputs.reason).toContain('closed without merging');
  });
});
