// The pull request mode: impact reads from its event, read warily: the payload checker
// (src/merge-info/payload.ts) vouches for the fields ingest reads; the head's repository and sha are
// read here with their types checked. A fork's pull request runs with a read-only GITHUB_TOKEN on
// `pull_request` (GitHub's rule), so nothing is written then.

/** The actions an impact run answers; any other (closed, labeled, edited…) is a no-op. */
export const IMPACT_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

export interface ImpactEvent {
  number: number;
  action: string;
  /** The pull request's author (never asked to review their own change). */
  author: string;
  /** The branch merged into, where the wiki is read, and its sha in the event. */
  baseRef: string;
  headSha: string;
  /** The head lives in another repository (a fork). */
  fork: boolean;
  /** pull_request_target: the base's workflow and a write token, whatever the head's origin. */
  target: boolean;
  /** How the author is associated with the repository (OWNER, MEMBER, COLLABORATOR…). */
  association: string;
  draft: boolean;
  /** What impact-preview's dry run reads as the merge's message (untrusted). */
  title: string;
  body: string;
  url: string;
  baseSha: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const object = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The event's pull request, or a reason this event is none mode: impact answers. */
export function impactEvent(
  eventName: string,
  payload: unknown,
  repository: string,
): ImpactEvent | { none: string } {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
    return {
      none: `mode: impact runs on pull_request events (opened, synchronize, reopened, ready_for_review); this run is a ${eventName || 'run without an event'}. Run it from a workflow "on: pull_request" (docs/impact.md).`,
    };
  const p = object(payload);
  const pr = object(p.pull_request);
  const action = text(p.action);
  const number = pr.number;
  if (typeof number !== 'number')
    return { none: 'The pull_request event has no pull request number.' };
  if (!(IMPACT_ACTIONS as readonly string[]).includes(action))
    return {
      none: `Pull request #${number} was ${action || 'updated'}; mode: impact runs when one is ${IMPACT_ACTIONS.join(', ')}.`,
    };
  const base = object(pr.base);
  const head = object(pr.head);
  const headRepo = text(object(head.repo).full_name);
  return {
    number,
    action,
    author: text(object(pr.user).login),
    baseRef: text(base.ref),
    headSha: text(head.sha),
    // A deleted fork has no head repository: still not this one.
    fork: headRepo.toLowerCase() !== repository.toLowerCase(),
    target: eventName === 'pull_request_target',
    association: text(pr.author_association),
    draft: pr.draft === true,
    title: text(pr.title),
    body: text(pr.body),
    url: text(pr.html_url),
    baseSha: text(base.sha),
  };
}
