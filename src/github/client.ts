// The one GitHub REST client: Octokit from @actions/github (which honours GITHUB_API_URL), with
// retries of transient failures and throttling on rate limits, as well-kept actions do. Built only
// when a decision needs the API (a lazy chunk, off the Tier 1 skip path).
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { ConfigError } from '../config/errors.js';

export type GitHub = ReturnType<typeof getOctokit>;

/** What the REST calls in this folder need of the client (tests may pass a narrower fake). */
export type RestClient = Pick<GitHub, 'rest'>;

export interface GitHubOptions {
  /** Retries of a failed request (5xx, network) and of a rate-limited one; 0 turns both off. */
  retries: number;
  /** Tests inject a fetch; the runner uses Node's. */
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

export function createGitHub(token: string, options: GitHubOptions): GitHub {
  if (!token)
    throw new ConfigError(
      'Input "github-token" is empty, but this merge needs the GitHub API (line counts, pull request files). Pass "github-token: ${{ github.token }}" (the default) or a token with contents: read.',
    );
  const { retries, warn = () => {} } = options;
  const again =
    (kind: string) =>
    (after: number, request: { method: string; url: string }, _client: unknown, count: number) => {
      warn(`GitHub ${kind} on ${request.method} ${request.url}; retry in ${after} s.`);
      return count < retries;
    };
  return getOctokit(
    token,
    {
      ...(options.fetch ? { request: { fetch: options.fetch } } : {}),
      // Retries 5xx and network failures with a growing wait; never 4xx (422 "not a fast forward"
      // is publishing's own retry).
      retry: { enabled: retries > 0, retries },
      throttle: {
        enabled: retries > 0,
        onRateLimit: again('rate limit'),
        onSecondaryRateLimit: again('secondary rate limit'),
      },
    },
    retry,
    throttling,
  );
}
