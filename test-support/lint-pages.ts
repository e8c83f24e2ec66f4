// Pages for lint tests: a blob sha computed as git computes it (so a page's `covers` stamp can be
// written before the file is committed), and a page covering files at given contents.
import { createHash } from 'node:crypto';

/** The object id git gives `text` as a blob. */
export function gitBlobSha(text: string | Buffer): string {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');
}

/** A page with front-matter covering `covers` (path → the contents it was checked against). */
export function coveringPage(
  title: string,
  covers: Record<string, string>,
  body: string,
  extra: string[] = [],
): string {
  const entries = Object.entries(covers).map(([path, text]) => `  - ${path}@${gitBlobSha(text)}`);
  return [
    '---',
    `title: ${title}`,
    `description: ${title}, as the code has it.`,
    ...(entries.length ? ['covers:', ...entries] : []),
    ...extra,
    '---',
    `# ${title}`,
    '',
    body,
    '',
  ].join('\n');
}
