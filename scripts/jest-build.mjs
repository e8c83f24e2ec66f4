// Jest's globalSetup: the tests that spawn dist/ run on a bundle built from the current source,
// never on a stale one left by an earlier build (~2 s).
import { execFileSync } from 'node:child_process';

export default function buildDist() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
