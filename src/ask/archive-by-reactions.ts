// `ask-archive: reactions`: a writer's 👍 on a /wiki answer counts as a `/wiki save` of it. GitHub
// starts no workflow for a reaction, so a scheduled run (`mode: lint`) sweeps: the answers of the
// last days come from one listing with their 👍 counts, and only a liked answer costs more calls
// (its thread, who liked it, whether one of them may write). Each answer is decided once: the save
// reply names it, and a later sweep (or a `/wiki save`) finds that reply. The cascade itself is
// archiveAnswer's (./archive-answer.ts), the save named by the answer's own id.
import { listAnswerComments } from '../github/answer-comments.js';
import { sameAccount, tokenLogin } from '../github/identity.js';
import { canWrite, upVoters } from '../github/reactions.js';
import { listThreadComments } from '../github/thread-comments.js';
import { openSpendScope } from '../ledger/scope.js';
import type { MessagesClient } from '../llm/messages.js';
import { SpendRefused } from '../llm/spend.js';
import { escapeHtml } from '../report/escape.js';
import type { ModeOutcome } from '../report/outputs.js';
import { decidedBefore } from './archive.js';
import { archiveAnswer, type AskScope } from './archive-answer.js';

/** Days of answers a sweep looks at. */
export const REACTION_WINDOW_DAYS = 14;
/** Most answers a sweep archives (each is a cascade of its own). */
export const MAX_ARCHIVES_PER_SWEEP = 3;

/** The issue or pull request an answer comment sits in, from its URL. */
const threadNumber = (url: string): number | null => {
  const m = /\/(?:issues|pull)\/(\d+)#issuecomment-\d+$/.exec(url);
  return m ? Number(m[1]) : null;
};

/** What a sweep did: one line per answer it decided, what it spent, its warnings. */
export async function archiveByReactions(input: AskScope): Promise<ModeOutcome> {
  const github = await input.github();
  const repo = { owner: input.owner, repo: input.repo };
  const now = (input.clock ?? (() => new Date()))();
  const since = new Date(now.getTime() - REACTION_WINDOW_DAYS * 86_400_000).toISOString();
  const listed = await listAnswerComments(github, repo, since);
  // Our answers only: the token's own account wrote them (another app's bot can paste a marker).
  const liked = listed.answers.filter((a) => a.up > 0);
  const login = liked.length ? await tokenLogin(github) : '';
  const ours = liked.filter((a) => sameAccount(a.login, login));
  const lines: string[] = [];
  const warnings: string[] = [];
  let stopped: string | undefined;
  // One spend scope for the whole sweep: max-cost-usd covers every archive it makes, together.
  let door: MessagesClient | undefined;
  const client = async () => (door ??= await sweepClient(input));
  for (const answer of ours.reverse()) {
    const number = threadNumber(answer.url);
    if (number === null || lines.length >= MAX_ARCHIVES_PER_SWEEP) continue;
    if (decidedBefore(await listThreadComments(github, repo, number), answer.id, login)) continue;
    let writer: string | undefined;
    // A person who may write: a bot's 👍 counts for nothing, whatever access its app has.
    for (const v of await upVoters(github, repo, answer.id))
      if (v.type !== 'Bot' && (await canWrite(github, repo, v.login))) {
        writer = v.login;
        break;
      }
    if (!writer) continue;
    let saved: ModeOutcome;
    try {
      saved = await archiveAnswer(
        {
          thread: { kind: 'issue', number },
          commentId: answer.id,
          commentUrl: answer.url,
          createdAt: answer.createdAt,
          author: writer,
          association: 'WRITE (👍)',
          answerId: answer.id,
        },
        { ...input, anthropic: await client(), sweep: true },
      );
    } catch (e) {
      if (!(e instanceof SpendRefused)) throw e;
      stopped = `${answer.url}: not archived, the sweep stopped: ${e.message}; the next sweep takes it.`;
      break;
    }
    lines.push(`${answer.url}: ${saved.message}`);
    warnings.push(...saved.warnings);
  }
  const n = lines.length;
  const message =
    n || stopped
      ? `wiki-ingest archive by reactions: ${n} answer${n === 1 ? '' : 's'} decided.${stopped ? ` ${stopped}` : ''}`
      : `wiki-ingest archive by reactions: no answer of the last ${REACTION_WINDOW_DAYS} days has an undecided 👍 from a writer.`;
  if (stopped) lines.push(stopped);
  return {
    outputs: {},
    summary: (out) =>
      out
        .addHeading('wiki-ingest archive by reactions', 2)
        .addRaw(`<p>${escapeHtml(message)}</p>`, true)
        .addList(lines.map(escapeHtml)),
    warnings,
    message,
    failed: false,
  };
}

/** The sweep's client, in the one spend scope it opens: max-cost-usd for every archive together. */
async function sweepClient(input: AskScope): Promise<MessagesClient> {
  const client =
    input.anthropic ??
    (await (await import('../llm/client.js')).createClient(input.config, input.env, input.secrets));
  return openSpendScope({ budget: input.config.maxCostUsd }, client).through(client);
}
