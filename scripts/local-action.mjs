// `npm run local-action`: the action's source under @github/local-action, as the runner runs it.
// From a fresh clone it installs what package-lock.json pins first (the source imports it), and
// says what to do when .env is missing, rather than failing with a stack trace.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const env = process.argv[2] ?? '.env';

if (!existsSync('node_modules/@actions/core')) {
  process.stderr.write('local-action: installing the dependencies first (npm ci)…\n');
  execFileSync(npm, ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
if (!existsSync(env)) {
  process.stderr.write(
    `local-action: ${env} does not exist. Start it from the example: cp .env.example ${env}\n`,
  );
  process.exit(1);
}
try {
  execFileSync(npx, ['--yes', '@github/local-action@7', 'run', '.', 'src/main.ts', env], {
    stdio: 'inherit',
  });
} catch (e) {
  process.exit(typeof e.status === 'number' ? e.status : 1);
}
