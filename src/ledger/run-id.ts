// The name a run's records carry in the ledger: the workflow run and its attempt (a re-run is a
// run of its own), or `local` outside Actions. Built here only, for every kind of run.
export const runIdOf = (env: NodeJS.ProcessEnv): string =>
  `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
