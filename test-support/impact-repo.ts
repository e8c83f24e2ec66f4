// One repository whose wiki pages are tied to its code every way mode: impact knows — a page
// covering a file, a page covering a file a change will rename, a page naming an identifier, a
// page naming a generated file (marked only by a nested .gitattributes) — and the one change that
// touches them all. The local impact, the CLI, the MCP tool and the bundled action's mode: impact
// are all run on it, so each can be held to the same pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from './git-cli.js';
import { coveringPage } from './lint-pages.js';

export const TOKENS = 'export function rotateToken() {\n  return 1;\n}\n';
export const LEGACY = 'export const legacy = true;\n';
export const CLIENT = 'export const client = 1;\n';
export const UTIL = 'export const helper = 1;\n';

/** The repository at its base branch: path → text. */
export function impactRepoFiles(): Record<string, string> {
  return {
    'README.md': '# r\n',
    'src/api/tokens.ts': TOKENS,
    'src/old/legacy.ts': LEGACY,
    'src/misc/util.ts': UTIL,
    'gen/.gitattributes': 'client.ts linguist-generated\n',
    'gen/client.ts': CLIENT,
    'wiki/log.md': '# Wiki log\n',
    'wiki/api/tokens.md': coveringPage('Tokens', { 'src/api/tokens.ts': TOKENS }, 'Rotation.'),
    'wiki/guides/legacy.md': coveringPage('Legacy', { 'src/old/legacy.ts': LEGACY }, 'Old.'),
    'wiki/guides/rotation.md': coveringPage('Rotation', {}, 'Call `rotateToken` to rotate.'),
    'wiki/guides/client.md': coveringPage('Client', {}, 'Regenerate `gen/client.ts` by hand.'),
    'wiki/guides/quiet.md': coveringPage('Quiet', {}, 'Nothing tied here.'),
  };
}

/**
 * The change: the covered tokens file edited (rotateToken renamed), legacy.ts renamed, and the
 * generated client and a file no page names edited (neither ties a page).
 */
export const IMPACT_CHANGE = {
  write: {
    'src/api/tokens.ts': TOKENS.replace('rotateToken', 'rotateKey'),
    'gen/client.ts': 'export const client = 2;\n',
    'src/misc/util.ts': 'export const helper = 2;\n',
  },
  rename: { 'src/old/legacy.ts': 'src/new/legacy.ts' },
};

/** IMPACT_CHANGE made in the working tree of the local repository `dir` (`git mv` for the rename). */
export function applyImpactChange(dir: string): void {
  for (const [path, text] of Object.entries(IMPACT_CHANGE.write)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const [from, to] of Object.entries(IMPACT_CHANGE.rename)) {
    mkdirSync(join(dir, to, '..'), { recursive: true });
    git(dir, 'mv', from, to);
  }
}

/** The pages that change makes stale, with the ties each names (mode: impact's words, plain). */
export const IMPACTED = {
  'api/tokens': ['covers src/api/tokens.ts, which this PR changes'],
  'guides/legacy': ['covers src/old/legacy.ts, which this PR renames to src/new/legacy.ts'],
  'guides/rotation': [
    'mentions rotateToken, which this PR removes or renames (the same file now declares rotateKey)',
  ],
};
