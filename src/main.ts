// The action's edge: inputs → pipeline → publish → summary and outputs.
import * as core from '@actions/core';

export async function run(): Promise<void> {
  core.setFailed('wiki-ingest: not implemented yet');
}
