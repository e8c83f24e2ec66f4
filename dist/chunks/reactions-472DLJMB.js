import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  listAnswerComments
} from "./chunk-PI5RF3XZ.js";
import {
  decidedBefore,
  listThreadComments,
  runSave
} from "./chunk-MVC42QWA.js";
import "./chunk-NIMKFHUB.js";
import {
  sameAccount,
  tokenLogin
} from "./chunk-COCYHYDI.js";
import "./chunk-RSATWOFN.js";
import "./chunk-7VX7QTCI.js";
import "./chunk-7KSQONPR.js";
import "./chunk-7UOWAO7G.js";
import {
  escapeHtml
} from "./chunk-73IPIAXZ.js";
import "./chunk-KIKOELTJ.js";
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";

// src/github/reactions.ts
async function upVoters(client, repo, commentId) {
  const reactions = await client.paginate(client.rest.reactions.listForIssueComment, {
    ...repo,
    comment_id: commentId,
    content: "+1",
    per_page: 100
  });
  return reactions.map((r) => ({ login: r.user?.login ?? "", type: r.user?.type ?? "" }));
}
async function canWrite(client, repo, login) {
  const level = await unlessMissing(
    async () => (await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login })).data.permission,
    "none"
  );
  return level === "admin" || level === "write";
}

// src/ask/reactions.ts
var REACTION_WINDOW_DAYS = 14;
var MAX_ARCHIVES_PER_SWEEP = 3;
var threadNumber = (url) => {
  const m = /\/(?:issues|pull)\/(\d+)#issuecomment-\d+$/.exec(url);
  return m ? Number(m[1]) : null;
};
async function archiveByReactions(input, secrets) {
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
    const saved = await runSave(
      {
        thread: { kind: "issue", number },
        commentId: answer.id,
        commentUrl: answer.url,
        createdAt: answer.createdAt,
        author: writer,
        association: "WRITE (\u{1F44D})",
        answerId: answer.id
      },
      input,
      secrets
    );
    lines.push(`${answer.url}: ${saved.message}`);
    warnings.push(...saved.warnings);
  }
  const message = lines.length ? `wiki-ingest archive by reactions: ${lines.length} answer${lines.length === 1 ? "" : "s"} decided.` : `wiki-ingest archive by reactions: no answer of the last ${REACTION_WINDOW_DAYS} days has an undecided \u{1F44D} from a writer.`;
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
//# sourceMappingURL=reactions-472DLJMB.js.map
