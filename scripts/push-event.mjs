// Writes the push event payload a workflow run would receive for one commit of a local repository
// (default HEAD, diffed against its first parent), so the bundled action can preview that merge:
//   node scripts/push-event.mjs [REV] [--repo DIR] > push.json
// The payload names the commits only: with GITHUB_WORKSPACE pointing at the repository, the action
// reads the files and diffs from git (docs/local-run.md).
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--repo');
const repo = at >= 0 ? args.splice(at, 2)[1] : '.';
const rev = args[0] ?? 'HEAD';
const git = (...a) => execFileSync('git', ['-C', repo, ...a], { encoding: 'utf8' }).trim();

try {
  const after = git('rev-parse', '--verify', `${rev}^{commit}`);
  const before = git('rev-parse', '--verify', `${after}^1`);
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  const main = branch === 'HEAD' ? 'main' : branch;
  const [name, message] = [
    git('log', '-1', '--format=%an', after),
    git('log', '-1', '--format=%B', after),
  ];
  const commit = { id: after, message, author: { name } };
  const payload = {
    ref: `refs/heads/${main}`,
    before,
    after,
    repository: { default_branch: main },
    head_commit: commit,
    commits: [commit],
  };
  process.stdout.write(JSON.stringify(payload, null, 2) + '\n');
} catch (e) {
  process.stderr.write(
    `push-event: ${rev} in ${repo} is not a commit with a parent (${e.message.split('\n')[0]}).\n`,
  );
  process.exit(1);
}
