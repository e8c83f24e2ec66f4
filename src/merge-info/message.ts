// Commit messages as merge events see them.

const MERGE_PR = /^Merge pull request #\d+ from /;

/**
 * Splits a commit message into title and body. A GitHub merge commit
 * (`Merge pull request #N from …`) is titled by the first non-empty line of its body (the PR title).
 */
export function splitMessage(message: string): { title: string; body: string } {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  let title = (lines[0] ?? '').trim();
  let rest = lines.slice(1);
  if (MERGE_PR.test(title)) {
    const i = rest.findIndex((l) => l.trim() !== '');
    if (i >= 0) {
      title = rest[i]!.trim();
      rest = rest.slice(i + 1);
    }
  }
  return { title, body: rest.join('\n').trim() };
}

/**
 * A commit message with a GitHub merge commit's boilerplate first line replaced by the PR title
 * it carries in its body, so its conventional type is visible to Tier 1.
 */
export function normaliseMessage(message: string): string {
  const { title, body } = splitMessage(message);
  return body ? `${title}\n\n${body}` : title;
}
