// The action's modes, in one table: each entry names how a run is recognised as its own (from the
// config, the event's name and its payload, before any network call) and the function it runs,
// whose module loads only then (ingest's, the Tier 1 skip path, at start-up). Every mode returns
// one ModeOutcome, which the edge (src/main.ts) gives out; a mode's follow-ups (`then`) run in
// the same run after it has given out its own, each told what the mode found.
//
// Adding a mode: a module under src/action/ exporting `(root: ActionRoot) => Promise<ModeOutcome>`
// (what it needs of the run is in the root: config, event, clients, the pipeline's deps) and one
// entry in MODES, its run an `await import()` of that module, above any entry that would also
// detect its runs (a `mode:` input value: the entry before ingest's). A new event's name goes into
// the sentence that refuses the others (unsupportedEvent, src/merge-info/event.ts).
import { isAskEvent, SUPPORTED_EVENTS, unsupportedEvent } from '../merge-info/event.js';
import type { ModeOutcome } from '../report/outputs.js';
import type { LintModeResult } from '../lint-mode/lint-at-head.js';
import { ingestMerge } from './ingest.js';
import type { ActionRoot } from './root.js';

/** A run that continues once its mode has given out its outcome. */
interface FollowUp<O extends ModeOutcome> {
  name: string;
  detect: (root: ActionRoot, found: O) => boolean;
  run: (root: ActionRoot, found: O) => Promise<ModeOutcome>;
}

interface ModeEntry<O extends ModeOutcome> {
  name: string;
  detect: (root: ActionRoot) => boolean;
  run: (root: ActionRoot) => Promise<O>;
  then?: FollowUp<O>[];
}

/** A mode as the edge runs it: its outcome and its follow-ups', each handed to `giveOut` in turn. */
export interface ActionMode {
  name: string;
  detect: (root: ActionRoot) => boolean;
  start: (root: ActionRoot, giveOut: (outcome: ModeOutcome) => Promise<void>) => Promise<void>;
}

function mode<O extends ModeOutcome>(entry: ModeEntry<O>): ActionMode {
  return {
    name: entry.name,
    detect: entry.detect,
    async start(root, giveOut) {
      const found = await entry.run(root);
      await giveOut(found);
      for (const next of entry.then ?? [])
        if (next.detect(root, found)) await giveOut(await next.run(root, found));
    },
  };
}

const isMergeEvent = (eventName: string): boolean =>
  (SUPPORTED_EVENTS as readonly string[]).includes(eventName);

/** First match wins. */
export const MODES: readonly ActionMode[] = [
  mode<LintModeResult>({
    name: 'lint',
    detect: ({ config }) => config.mode === 'lint',
    run: async (root) => (await import('./lint.js')).lintAtHead(root),
    then: [
      {
        name: 'lint-fix',
        detect: (_root, linted) => linted.fix !== undefined,
        run: async (root, linted) => (await import('./lint.js')).repairWiki(root, linted.fix!),
      },
      {
        // GitHub starts no workflow for a reaction: the scheduled run honours writers' 👍.
        name: 'reactions',
        detect: ({ config }) => config.askArchive === 'reactions',
        run: async (root) => (await import('./answer.js')).archiveLiked(root),
      },
    ],
  }),
  mode({
    // Any event: a run that is not a pull request's says so and does nothing.
    name: 'impact',
    detect: ({ config }) => config.mode === 'impact',
    run: async (root) => (await import('./impact.js')).impactOfPullRequest(root),
  }),
  mode({
    name: 'answer',
    detect: ({ eventName }) => isAskEvent(eventName),
    run: async (root) => (await import('./answer.js')).answerWikiComment(root),
  }),
  mode({
    // push, pull_request (closed, merged), workflow_dispatch (a catch-up, or the merge `sha`
    // names again) and schedule (a catch-up).
    name: 'ingest',
    detect: ({ eventName }) => isMergeEvent(eventName),
    run: ingestMerge,
  }),
];

/** The run's mode: the first entry that recognises it; an event none handles is refused. */
export function modeOf(root: ActionRoot): ActionMode {
  const found = MODES.find((m) => m.detect(root));
  if (found) return found;
  throw unsupportedEvent(root.eventName);
}
