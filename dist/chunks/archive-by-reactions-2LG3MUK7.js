import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveAnswer,
  decidedBefore
} from "./chunk-4XK5KXUE.js";
import "./chunk-QMU3PNE7.js";
import {
  canWrite,
  upVoters
} from "./chunk-H5VR2RVW.js";
import "./chunk-N73S4EIW.js";
import "./chunk-LSIFOBXJ.js";
import {
  escapeHtml
} from "./chunk-73IPIAXZ.js";
import "./chunk-CRLHKBKG.js";
import {
  sameAccount,
  tokenLogin
} from "./chunk-F5LXARE4.js";
import {
  listAnswerComments
} from "./chunk-PYVOTGF7.js";
import {
  listThreadComments
} from "./chunk-R3DR3US5.js";
import "./chunk-7KSQONPR.js";
import "./chunk-6W3AHS2D.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-UTCUGKNB.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-F5VYELV3.js";
import "./chunk-46MQWB27.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-6MHYMJ5H.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";
import {
  SpendRefused
} from "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
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
  const client = async () => door ??= await sweepClient(input);
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
async function sweepClient(input) {
  const client = input.anthropic ?? await (await import("./client-SBKKK7A7.js")).createClient(input.config, input.env, input.secrets);
  return openSpendScope({ budget: input.config.maxCostUsd }, client).through(client);
}
export {
  MAX_ARCHIVES_PER_SWEEP,
  REACTION_WINDOW_DAYS,
  archiveByReactions
};
//# sourceMappingURL=archive-by-reactions-2LG3MUK7.js.map
