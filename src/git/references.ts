// The history the dead-reference rule asks about, from local git, in a handful of commands
// whatever the number of names: one `git log` over the wiki folder for when each page was last
// written, one `git diff` for the words removed since, one `git ls-tree` per commit whose paths
// are asked, one `git grep` over the few names left at every commit asked (whole words,
// documentation files and the wiki left out: a name is the repository's when its code holds it,
// not when a changelog mentions it), and one `git log -G` for the commits that removed the names,
// read as it streams and stopped once each is placed.
// A failure answers "not known", never an error: history is a help to lint.
import { gitBuffer, streamGit } from './process.js';
import { gitRenameHistory } from './renames.js';

/**
 * Files whose words are prose about the code, not the code: a name there defines nothing. Told
 * apart here, not by pathspecs (a `**` glob is matched against every tree entry git walks, which
 * cost several times the walk itself on a 4,000-file tree).
 */
const PROSE = /\.(?:md|mdx|markdown|rst|adoc|txt)$/i;

/** Everything but the wiki folder (a literal pathspec: cheap to match). */
const codePathspecs = (wikiPath: string): string[] => ['.', `:(exclude,literal)${wikiPath}`];

/** The file a `diff --git a/<path> b/<path>` header opens, when it is prose. */
const proseHeader = (line: string): boolean => PROSE.test(line);

/** Whole lines of a streamed git command, fed to `take` until it returns true (then stopped). */
async function eachLine(
  repoDir: string,
  args: string[],
  take: (line: string) => boolean,
): Promise<void> {
  const git = streamGit(repoDir, args);
  let rest = '';
  try {
    for await (const chunk of git.chunks()) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (take(line)) return;
    }
    if (rest !== '') take(rest);
  } finally {
    git.stop();
    await git.closed;
  }
}

const SHA = /^[0-9a-f]{40,64}$/;

const safe = <T>(run: Promise<T>, fallback: T): Promise<T> => run.catch(() => fallback);

/** A page file's last write: the commit and its committer time (ms since the epoch). */
export interface Written {
  commit: string;
  at: number;
}

/**
 * For each page file, the newest commit from `head` that changed it and when: one log of the wiki
 * folder, read as it streams and stopped once every file is placed.
 */
export async function pagesLastWritten(
  repoDir: string,
  head: string,
  wikiPath: string,
  files: readonly string[],
): Promise<Map<string, Written>> {
  const wanted = new Set(files);
  const out = new Map<string, Written>();
  if (wanted.size === 0) return out;
  let written: Written = { commit: '', at: 0 };
  const args = ['-c', 'core.quotepath=false', 'log', '-z', '--name-only', '--no-renames'];
  await eachLine(
    repoDir,
    [...args, '--format=%x01%H %ct', '--end-of-options', head, '--', `:(literal)${wikiPath}`],
    (line) => {
      for (const field of line.split('\0')) {
        if (field.startsWith('\x01')) {
          const [commit = '', time = '0'] = field.slice(1).split(' ');
          written = { commit, at: Number(time) * 1000 };
        } else if (wanted.delete(field)) out.set(field, written);
      }
      return wanted.size === 0;
    },
  ).catch(() => undefined);
  return out;
}

/** Which names occur as whole words at each commit: one `git grep` over all of them. */
async function namesAt(
  repoDir: string,
  wikiPath: string,
  names: readonly string[],
  commits: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(commits.map((c) => [c, new Set<string>()]));
  const grep = ['grep', '-I', '-o', '-w', '-F', '-z', '--no-color'];
  await eachLine(
    repoDir,
    [...grep, ...names.flatMap((n) => ['-e', n]), ...commits, '--', ...codePathspecs(wikiPath)],
    (line) => {
      // `<commit>:<path>\0<match>`: the commit names hold no colon.
      const nul = line.indexOf('\0');
      const colon = line.indexOf(':');
      if (nul > colon && colon > 0 && !PROSE.test(line.slice(colon + 1, nul)))
        out.get(line.slice(0, colon))?.add(line.slice(nul + 1));
      return false;
    },
  );
  return out;
}

/** The common ancestor of `commits` (one commit is its own), or '' when git finds none. */
const mergeBase = (repoDir: string, commits: readonly string[]): Promise<string> =>
  commits.length === 1
    ? Promise.resolve(commits[0]!)
    : safe(
        gitBuffer(repoDir, ['merge-base', '--octopus', ...commits]).then((b) =>
          b.toString().trim(),
        ),
        '',
      );

/** Bytes of diff read for removed words: past them, a name removed further on goes unseen. */
export const REMOVED_DIFF_BYTES = 64 << 20;

/** Words as `git grep -w` sees them, and `-`-joined runs of them (a flag's name). */
const WORD = /[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*/g;

/** The words of a line: each run of word characters, and each `-`-joined run whole. */
function* wordsOf(line: string): Generator<string> {
  for (const [word] of line.matchAll(WORD)) {
    yield word;
    if (word.includes('-')) yield* word.split('-');
  }
}

/**
 * The words of every line the code's diff removes from the commits' common ancestor to `head`:
 * one `git diff -U0`, read as it streams, up to REMOVED_DIFF_BYTES.
 */
async function removedWords(
  repoDir: string,
  head: string,
  wikiPath: string,
  since: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  const base = await mergeBase(repoDir, since);
  if (!SHA.test(base)) return out;
  let inHunk = false;
  let prose = false;
  let read = 0;
  const diff = ['diff', '--no-color', '--no-ext-diff', '--no-renames', '-U0'];
  await eachLine(
    repoDir,
    [...diff, '--end-of-options', base, head, '--', ...codePathspecs(wikiPath)],
    (line) => {
      read += line.length + 1;
      if (line.startsWith('diff --git ')) [inHunk, prose] = [false, proseHeader(line)];
      else if (line.startsWith('@@')) inHunk = !prose;
      else if (inHunk && line.startsWith('-'))
        for (const word of wordsOf(line.slice(1))) out.add(word);
      return read > REMOVED_DIFF_BYTES;
    },
  );
  return out;
}

/**
 * The newest commit from `head` whose diff removes a line holding each name, walking no further
 * back than the commits the names were seen at (their common ancestor): one `git log -G` over
 * every name, its patches read as they stream, stopped once each name is placed.
 */
async function removedNames(
  repoDir: string,
  head: string,
  wikiPath: string,
  names: readonly string[],
  since: readonly string[],
): Promise<Map<string, { commit: string; subject: string }>> {
  const out = new Map<string, { commit: string; subject: string }>();
  const base = await mergeBase(repoDir, since);
  const waiting = new Set(names);
  let current: { commit: string; subject: string } | null = null;
  let inHunk = false;
  let prose = false;
  const log = ['log', '--no-color', '--no-renames', '--no-ext-diff', '-U0'];
  const range = [head, ...(SHA.test(base) ? [`^${base}`] : [])];
  await eachLine(
    repoDir,
    [
      ...log,
      // A plain alternation: git finds the commits, the word boundaries are checked here.
      `-G(${names.join('|')})`,
      '--format=%x01%H%x00%s',
      '--end-of-options',
      ...range,
      '--',
      ...codePathspecs(wikiPath),
    ],
    (line) => {
      if (line.startsWith('\x01')) {
        const [commit = '', subject = ''] = line.slice(1).split('\0');
        current = { commit, subject };
        inHunk = false;
      } else if (line.startsWith('diff --git ')) [inHunk, prose] = [false, proseHeader(line)];
      else if (line.startsWith('@@')) inHunk = !prose;
      else if (inHunk && current && line.startsWith('-'))
        for (const word of wordsOf(line.slice(1))) if (waiting.delete(word)) out.set(word, current);
      return waiting.size === 0;
    },
  );
  return out;
}

/** The dead-reference rule's history questions (src/lint/dead-references.ts), answered by git. */
export function gitReferenceHistory(
  repoDir: string,
  head: string,
  wikiPath: string,
  renames: ReturnType<typeof gitRenameHistory> = gitRenameHistory(repoDir, head),
) {
  return {
    lastWritten: async (files: readonly string[]) =>
      new Map(
        [...(await pagesLastWritten(repoDir, head, wikiPath, files))].map(([f, w]) => [
          f,
          w.commit,
        ]),
      ),
    pathsAt: (commit: string) =>
      safe(
        gitBuffer(repoDir, ['ls-tree', '-r', '-z', '--name-only', '--end-of-options', commit]).then(
          (b) => b.toString('utf8').split('\0').filter(Boolean),
        ),
        [] as string[],
      ),
    removedWords: (since: readonly string[]) =>
      safe(removedWords(repoDir, head, wikiPath, since), new Set<string>()),
    namesAt: (names: readonly string[], commits: readonly string[]) =>
      safe(namesAt(repoDir, wikiPath, names, commits), new Map<string, Set<string>>()),
    removedNames: (names: readonly string[], since: readonly string[]) =>
      safe(
        removedNames(repoDir, head, wikiPath, names, since),
        new Map<string, { commit: string; subject: string }>(),
      ),
    renames,
  };
}
