import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderSummary
} from "./chunk-N73S4EIW.js";
import {
  debug,
  group,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-EQTHTHZT.js";
import {
  redactShapes
} from "./chunk-7ZYO75DC.js";
import {
  MIN_SECRET_CHARS,
  scrubCredentialHeaders
} from "./chunk-FO5BEBK5.js";

// src/action/edge.ts
import { appendFile } from "node:fs/promises";
function actionEdge(secrets) {
  const clean = (text) => redactShapes(secrets.scrub(scrubCredentialHeaders(text)));
  let summaryRefused = false;
  return {
    secrets,
    setSecret(value) {
      if (value === "") return;
      if (value.trim().length < MIN_SECRET_CHARS) setSecret(value);
      secrets.register(value);
    },
    setOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) setOutput(name, clean(value));
    },
    notice: (message) => notice(clean(message)),
    warning: (message) => warning(clean(message)),
    debug: (message) => debug(clean(message)),
    setFailed: (message) => setFailed(clean(message)),
    group: (name, body) => group(clean(name), body),
    async writeSummary(env, render) {
      const file = env.GITHUB_STEP_SUMMARY;
      if (!file || summaryRefused) return;
      const text = render(summary.emptyBuffer()).stringify();
      try {
        await appendFile(file, "");
        await summary.emptyBuffer().addRaw(clean(text)).write();
      } catch (e) {
        summaryRefused = true;
        warning(
          clean(
            `The job summary was not written: GITHUB_STEP_SUMMARY names ${file}, which cannot be created or written (${e.message}). The runner sets it for each step; outside a runner, point it at a file in a folder that exists, or unset it.`
          )
        );
      }
    }
  };
}
function summaryMarkdown(report, secrets) {
  return secrets.scrub(
    renderSummary(secrets.scrubDeep(report), summary.emptyBuffer()).stringify()
  );
}

export {
  actionEdge,
  summaryMarkdown
};
//# sourceMappingURL=chunk-Y57B36QO.js.map
