// The action's one door to @actions/core for what leaves the process: step outputs, annotations,
// log lines and the job summary. Every text passes the secret registry's scrubber on its way
// out, so a known secret (the API key, the GitHub token, any value given to setSecret) that an
// upstream error or the model echoed is replaced by `***` everywhere, not only masked in the log;
// and a token-shaped string (a merge title holding one) by `[redacted: <shape>]`.
import * as core from '@actions/core';
import { appendFile } from 'node:fs/promises';
import { redactShapes } from '../security/secret-scan.js';
import {
  MIN_SECRET_CHARS,
  scrubCredentialHeaders,
  type SecretRegistry,
} from '../security/secrets.js';
import { renderSummary } from '../report/summary.js';
import type { Summary } from '../report/table.js';
import type { Report } from '../types.js';

export interface ActionEdge {
  secrets: SecretRegistry;
  /** Masks `value` in the runner's log and scrubs it from everything written through this edge. */
  setSecret(value: string): void;
  setOutputs(outputs: Record<string, string>): void;
  notice(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  setFailed(message: string): void;
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
  /**
   * Writes the job summary the render builds (nothing without GITHUB_STEP_SUMMARY), scrubbed; the
   * file is created when it does not exist yet (the runner makes it; a local run names one), and
   * one that cannot be written is a warning, said once, never a failed run.
   */
  writeSummary(env: NodeJS.ProcessEnv, render: (out: Summary) => Summary): Promise<void>;
}

/**
 * The edge over the run's registry (src/action/root.ts's actionSecrets, masking in the runner's
 * log): every value registered in it — at the start, or later by whatever obtains a credential
 * during the run (a cloud token) — is masked in the log at once.
 */
export function actionEdge(secrets: SecretRegistry): ActionEdge {
  const clean = (text: string): string => redactShapes(secrets.scrub(scrubCredentialHeaders(text)));
  let summaryRefused = false;
  return {
    secrets,
    setSecret(value) {
      if (value === '') return;
      // The registry masks what it takes; a value too short to scrub is still masked in the log.
      if (value.trim().length < MIN_SECRET_CHARS) core.setSecret(value);
      secrets.register(value);
    },
    setOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) core.setOutput(name, clean(value));
    },
    notice: (message) => core.notice(clean(message)),
    warning: (message) => core.warning(clean(message)),
    debug: (message) => core.debug(clean(message)),
    setFailed: (message) => core.setFailed(clean(message)),
    group: (name, body) => core.group(clean(name), body),
    async writeSummary(env, render) {
      const file = env.GITHUB_STEP_SUMMARY;
      if (!file || summaryRefused) return;
      const text = render(core.summary.emptyBuffer()).stringify();
      try {
        // @actions/core appends only to a file that exists: a path a person named is created.
        await appendFile(file, '');
        await core.summary.emptyBuffer().addRaw(clean(text)).write();
      } catch (e) {
        // Said once, and the run goes on: its outputs and annotations carry the decision.
        summaryRefused = true;
        core.warning(
          clean(
            `The job summary was not written: GITHUB_STEP_SUMMARY names ${file}, which cannot be created or written (${(e as Error).message}). The runner sets it for each step; outside a runner, point it at a file in a folder that exists, or unset it.`,
          ),
        );
      }
    },
  };
}

/** The job summary's Markdown for `report`, as the action writes it, secrets scrubbed (the CLI's `run --summary`). */
export function summaryMarkdown(report: Report, secrets: SecretRegistry): string {
  return secrets.scrub(
    renderSummary(secrets.scrubDeep(report), core.summary.emptyBuffer()).stringify(),
  );
}
