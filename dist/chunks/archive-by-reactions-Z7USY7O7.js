import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveAnswer,
  decidedBefore
} from "./chunk-FWNQUDJE.js";
import "./chunk-VDO324A3.js";
import {
  canWrite,
  upVoters
} from "./chunk-H5VR2RVW.js";
import "./chunk-U5FISNB3.js";
import {
  escapeHtml
} from "./chunk-73IPIAXZ.js";
import "./chunk-NIMKFHUB.js";
import {
  sameAccount,
  tokenLogin
} from "./chunk-COCYHYDI.js";
import "./chunk-Y622Q7AZ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import {
  listAnswerComments
} from "./chunk-PYVOTGF7.js";
import {
  listThreadComments
} from "./chunk-R3DR3US5.js";
import "./chunk-7KSQONPR.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-6LV7K3ZW.js";
import {
  gated
} from "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import {
  SpendRefused
} from "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ask/archive-by-reactions.ts
var REACTION_WINDOW_DAYS = 14;
var MAX_ARCHIVES_PER_SWEEP = 3;
var threadNumber = (url) => {
  const m = /\/(?:issues|pull)\/(\d+)#issuecomment-\d+$/.exec(url);
  return m ? Number(m[1]) : null;
};
async function archiveByReactions(input) {
  const github = await input.github();
  const repo = { owner: input.owner, repo: input.repo };
  const now = (input.clock ?? (() => /* @__PURE__ */ new Date()))();
  const since = new Date(now.getTime() - REACTION_WINDOW_DAYS * 864e5).toISOString();
  const listed = await listAnswerComments(github, repo, since);
  const liked = listed.answers.filter((a) => a.up > 0);
  const login = liked.length ? await tokenLogin(github) : "";
  const ours = liked.filter((a) => sameAccount(a.login, login));
  const lines = [];
  const warnings = [];
  let stopped;
  let door;
  const client = async () => door ??= gated(
    input.anthropic ?? await (await import("./client-BHGNF2PD.js")).createClient(input.config, input.env, input.secrets),
    { budget: input.config.maxCostUsd }
  ).client;
  for (const answer of ours.reverse()) {
    const number = threadNumber(answer.url);
    if (number === null || lines.length >= MAX_ARCHIVES_PER_SWEEP) continue;
    if (decidedBefore(await listThreadComments(github, repo, number), answer.id, login)) continue;
    let writer;
    for (const v of await upVoters(github, repo, answer.id))
      if (v.type !== "Bot" && await canWrite(github, repo, v.login)) {
        writer = v.login;
        break;
      }
    if (!writer) continue;
    let saved;
    try {
      saved = await archiveAnswer(
        {
          thread: { kind: "issue", number },
          commentId: answer.id,
          commentUrl: answer.url,
          createdAt: answer.createdAt,
          author: writer,
          association: "WRITE (\u{1F44D})",
          answerId: answer.id
        },
        { ...input, anthropic: await client(), sweep: true }
      );
    } catch (e) {
      if (!(e instanceof SpendRefused)) throw e;
      stopped = `${answer.url}: not archived, the sweep stopped: ${e.message}; the next sweep takes it.`;
      break;
    }
    lines.push(`${answer.url}: ${saved.message}`);
    warnings.push(...saved.warnings);
  }
  const n = lines.length;
  const message = n || stopped ? `wiki-ingest archive by reactions: ${n} answer${n === 1 ? "" : "s"} decided.${stopped ? ` ${stopped}` : ""}` : `wiki-ingest archive by reactions: no answer of the last ${REACTION_WINDOW_DAYS} days has an undecided \u{1F44D} from a writer.`;
  if (stopped) lines.push(stopped);
  return {
    outputs: {},
    summary: (out) => out.addHeading("wiki-ingest archive by reactions", 2).addRaw(`<p>${escapeHtml(message)}</p>`, true).addList(lines.map(escapeHtml)),
    warnings,
    message,
    failed: false
  };
}
export {
  MAX_ARCHIVES_PER_SWEEP,
  REACTION_WINDOW_DAYS,
  archiveByReactions
};
//# sourceMappingURL=archive-by-reactions-Z7USY7O7.js.map
