// The modes that answer from the wiki (src/ask/): a /wiki comment (a question, or a writer's
// `/wiki save`), and the sweep that archives the answers writers liked (ask-archive: reactions).
import type { ModeOutcome } from '../report/outputs.js';
import type { ActionRoot } from './root.js';

/** A /wiki comment: answered (or not); no merge is decided. */
export async function answerWikiComment(root: ActionRoot): Promise<ModeOutcome> {
  const { runCommentEvent } = await import('../ask/comment-event.js');
  return runCommentEvent({ ...root.scope, eventName: root.eventName, payload: root.payload });
}

/** ask-archive: reactions — /wiki answers a writer liked, archived as `/wiki save` would. */
export async function archiveLiked(root: ActionRoot): Promise<ModeOutcome> {
  const { archiveByReactions } = await import('../ask/archive-by-reactions.js');
  return archiveByReactions(root.scope);
}
