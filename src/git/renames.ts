// Where a path went, from local git: the newest commit that removed it (`git log --diff-filter=D`,
// renames off, so a rename shows as the removal it is for that one path), and what that commit
// renamed it to (`git diff-tree -M`, the commit against its first parent). Two small commands per
// path; a failure is an answer of "not known", never an error: history is a help to lint.
import { gitBuffer } from './process.js';

const quiet = (run: Promise<Buffer>): Promise<string | null> =>
  run.then(
    (b) => b.toString('utf8'),
    () => null,
  );

export function gitRenameHistory(repoDir: string, head: string) {
  return {
    async removedBy(path: string): Promise<string | null> {
      const out = await quiet(
        gitBuffer(repoDir, [
          '-c',
          'core.quotepath=false',
          'log',
          '-1',
          '--format=%H',
          '--no-renames',
          '--diff-filter=D',
          '--end-of-options',
          head,
          '--',
          `:(literal)${path}`,
        ]),
      );
      const sha = out?.trim() ?? '';
      return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
    },
    async renamedTo(commit: string, path: string): Promise<string | null> {
      const out = await quiet(
        gitBuffer(repoDir, [
          '-c',
          'core.quotepath=false',
          'diff-tree',
          '-r',
          '-M',
          '-z',
          '--no-commit-id',
          '--name-status',
          '--end-of-options',
          commit,
        ]),
      );
      if (out === null) return null;
      // `R<score>\0old\0new\0`, other statuses one path each.
      const fields = out.split('\0');
      for (let i = 0; i < fields.length - 1;) {
        const status = fields[i]!;
        if (/^[RC]\d*$/.test(status)) {
          if (status.startsWith('R') && fields[i + 1] === path) return fields[i + 2] ?? null;
          i += 3;
        } else i += 2;
      }
      return null;
    },
  };
}
