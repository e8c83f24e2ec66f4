// The last check before anything is published: known secret values are scrubbed from every file
// and the merge title (which reaches the commit message and the pull request), and a file holding
// a secret the scanner finds that its earlier text did not hold is refused outright. The tools
// refuse such writes already; this catches what reaches the files by other ways (a merge title
// or summary in log.md, a secret committed in a diff and quoted back).
import type { FileWrite, MergeInfo } from '../types.js';
import { scanForSecrets } from './secret-scan.js';
import type { SecretRegistry } from './secrets.js';

const unescapeMarkdown = (text: string): string => text.replace(/\\([\\`*_[\]<>|#&])/g, '$1');

/** A file would publish a secret: nothing is published. */
export class SecretInOutputError extends Error {
  override name = 'SecretInOutputError';
}

export interface PublishCheckInput {
  files: FileWrite[];
  /** Each file's text before the run (null: new). */
  before: Record<string, string | null>;
  merge: MergeInfo;
}

/**
 * The files and merge to publish, with registered secrets scrubbed; throws SecretInOutputError
 * naming the file and the scanner rule when a file holds a new secret.
 */
export async function checkBeforePublishing(
  input: PublishCheckInput,
  secrets: SecretRegistry | undefined,
): Promise<{ files: FileWrite[]; merge: MergeInfo }> {
  const scrub = (text: string) => (secrets ? secrets.scrub(text) : text);
  const files = input.files.map((f) => ({ ...f, content: scrub(f.content) }));
  for (const file of files) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    const hits = [];
    // log.md escapes Markdown (`ghp\_…`), which hides a token from the scanner: scan both forms.
    for (const form of [(t: string) => t, unescapeMarkdown]) {
      const text = form(file.content);
      const before = input.before[file.path];
      const earlier = before === undefined || before === null ? null : form(before);
      hits.push(
        ...(await scanForSecrets(text, name)).filter(
          (h) => earlier === null || !earlier.includes(text.slice(h.range[0], h.range[1])),
        ),
      );
    }
    if (hits.length)
      throw new SecretInOutputError(
        `${file.path} would publish what looks like a secret (secret scanner rule ${[...new Set(hits.map((h) => h.rule))].join(', ')}); nothing was published. Remove the secret from its source (the merge title, a committed file) and rotate it`,
      );
  }
  return { files, merge: { ...input.merge, title: scrub(input.merge.title) } };
}
