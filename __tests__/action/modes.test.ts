// The action's mode table: which mode a run's config and event pick, before any network call.
import { modeOf, MODES } from '../../src/action/modes.js';
import { actionSecrets, openRoot } from '../../src/action/root.js';
import { parseConfig, type RawInputs } from '../../src/config/parse.js';
import { UnsupportedEventError } from '../../src/merge-info/event.js';

const root = (eventName: string, inputs: RawInputs = {}) =>
  openRoot({
    config: parseConfig({ 'github-token': 'ghs_modes_test_token', ...inputs }),
    env: { GITHUB_REPOSITORY: 'o/r' },
    eventName,
    payload: {},
    secrets: actionSecrets(),
  });

describe('the mode table', () => {
  it.each([
    ['push', {}, 'ingest'],
    ['pull_request', {}, 'ingest'],
    ['workflow_dispatch', {}, 'ingest'],
    ['schedule', {}, 'ingest'],
    ['issue_comment', {}, 'answer'],
    ['discussion_comment', {}, 'answer'],
    ['schedule', { mode: 'lint' }, 'lint'],
    // mode: lint wins whatever the event.
    ['issue_comment', { mode: 'lint' }, 'lint'],
  ] as const)('%s with %j runs %s', (event, inputs, name) => {
    expect(modeOf(root(event, inputs)).name).toBe(name);
  });

  it('refuses an event no mode handles, naming the events that are', () => {
    expect(() => modeOf(root('release'))).toThrow(UnsupportedEventError);
    expect(() => modeOf(root(''))).toThrow(/"\(none\)" event\. Supported events: push/);
  });

  it('names each mode once', () => {
    const names = MODES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers the config token in the run registry, so a mode scrubs it', () => {
    const opened = root('push');
    expect(opened.secrets.scrub('token ghs_modes_test_token')).toBe('token ***');
    expect(opened.scope.secrets).toBe(opened.secrets);
  });
});
