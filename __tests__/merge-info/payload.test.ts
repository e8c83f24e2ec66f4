// The event payload is checked at the edge: anything that is not what GitHub sends is refused in
// one line naming the field, never with a property-access message.
import { checkPayload, PayloadError } from '../../src/merge-info/payload.js';

const SHA = 'a'.repeat(40);
const commit = { id: SHA, message: 'feat: x', added: [], removed: [], modified: ['a.ts'] };

describe('checkPayload', () => {
  it.each([
    ['push', null, /push event payload \(GITHUB_EVENT_PATH\) is null, not an object/],
    ['push', [], /is a list, not an object/],
    ['schedule', 7, /is the number 7, not an object/],
    ['push', { ref: 7 }, /payload\.ref is the number 7, expected text/],
    [
      'push',
      { before: '0x10', after: SHA },
      /payload\.before is "0x10", expected a full commit sha/,
    ],
    ['push', { commits: {} }, /payload\.commits is an object, expected a list/],
    ['push', { commits: [null] }, /payload\.commits\[0\] is null, expected an object/],
    ['push', { commits: [{ ...commit, message: 3 }] }, /commits\[0\]\.message is the number 3/],
    ['push', { commits: [{ ...commit, added: [1] }] }, /commits\[0\]\.added holds the number 1/],
    ['push', { head_commit: 'x' }, /payload\.head_commit is "x", expected an object/],
    ['pull_request', { action: 'closed' }, /payload\.pull_request is missing, expected an object/],
    [
      'pull_request',
      { pull_request: { number: '3', title: 'x' } },
      /payload\.pull_request\.number is "3", expected a whole number/,
    ],
    ['issue_comment', { comment: { id: 1, body: [] } }, /payload\.comment\.body is a list/],
    ['issue_comment', { comment: { id: 1, user: 'ada' } }, /payload\.comment\.user is "ada"/],
  ])('%s %j is refused in one line', (event, payload, message) => {
    let caught: unknown;
    try {
      checkPayload(event, payload);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(PayloadError);
    const text = (caught as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toMatch(/\n|Cannot read properties/);
  });

  it.each([
    ['push', { ref: 'refs/heads/main', before: '0'.repeat(40), after: SHA, commits: [commit] }],
    ['push', { deleted: true, head_commit: null }],
    ['pull_request', { action: 'closed', pull_request: { number: 3, title: 'x', merged: false } }],
    [
      'pull_request',
      { pull_request: { number: 3, title: 'x', body: null, merge_commit_sha: null } },
    ],
    ['workflow_dispatch', { inputs: { anything: 1 }, ref: 5 }],
    ['issue_comment', { action: 'created', comment: { id: 4, body: null, user: null } }],
  ])('%s %j is accepted as GitHub sends it', (event, payload) => {
    expect(checkPayload(event, payload)).toBe(payload);
  });
});
