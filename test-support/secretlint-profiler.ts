// Tests load this in place of @secretlint/profiler (jest.config.js maps it): the real one keeps
// every performance mark secretlint makes and, on each, searches all it kept, with an observer
// per loaded copy — one per test file in a jest worker, never disconnected. A test process scans
// thousands of texts, so that bookkeeping grew to seconds a file. Nothing here reads the marks.
export class SecretLintProfiler {
  mark(): void {}
  async getEntries(): Promise<never[]> {
    return [];
  }
  async getMeasures(): Promise<never[]> {
    return [];
  }
}

export const secretLintProfiler = new SecretLintProfiler();
