// Which repository a call concerns.
export interface RepoRef {
  owner: string;
  repo: string;
}
