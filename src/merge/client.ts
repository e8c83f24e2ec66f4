// The Octokit for the action, built only when a decision needs the API (a lazy chunk).
import { getOctokit } from '@actions/github';
import type { Octokit } from './github.js';

/** GITHUB_API_URL (GitHub Enterprise, tests) is honoured by getOctokit itself. */
export function createOctokit(token: string): Octokit {
  if (!token)
    throw new Error(
      'Input "github-token" is empty, but this merge needs the GitHub API (line counts, pull request files). Pass "github-token: ${{ github.token }}" (the default) or a token with contents: read.',
    );
  return getOctokit(token);
}
