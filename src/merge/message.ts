// Commit messages as merge events see them.
import { splitMessage } from '../tiers/conventional.js';

/**
 * A commit message with a GitHub merge commit's boilerplate first line replaced by the PR title
 * it carries in its body, so its conventional type is visible to Tier 1.
 */
export function normaliseMessage(message: string): string {
  const { title, body } = splitMessage(message);
  return body ? `${title}\n\n${body}` : title;
}
