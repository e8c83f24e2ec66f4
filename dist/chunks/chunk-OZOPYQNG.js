import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  assertWikiUnchanged,
  dryRunPublisher,
  workingTreePublisher
} from "./chunk-RNMJPFJ4.js";
import {
  commitTree,
  createCommit,
  createTree
} from "./chunk-XMPSZJ4H.js";
import {
  inertText
} from "./chunk-KIKOELTJ.js";
import {
  branchHead,
  createBranch,
  fastForwardBranch,
  isBranchProtected
} from "./chunk-RSATWOFN.js";
import {
  PublishOutcomeError
} from "./chunk-L7CTDTY7.js";
import {
  archiveTrailer,
  sourceTrailer
} from "./chunk-OUTC5JET.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  isPageFile
} from "./chunk-6IFOK4RH.js";
import {
  contains
} from "./chunk-B4X4OIYH.js";
import {
  createPullRequest,
  openPullRequest,
  setPullRequestBody
} from "./chunk-RQYDHA5V.js";

// src/publish/atomic-commit.ts
var defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
function isNotFastForward(err) {
  const e = err;
  return e?.status === 422 && /fast.?forward|reference update/i.test(e.message ?? "");
}
async function commitFiles(client, options) {
  const maxAttempts = options.maxAttempts ?? 4;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const repo = { owner: options.owner, repo: options.repo };
  for (let attempt = 1; ; attempt++) {
    const head = await branchHead(client, repo, options.branch);
    const headTree = await commitTree(client, repo, head);
    if (options.wikiBase)
      await assertWikiUnchanged(client, { ...options, base: options.wikiBase, head, headTree });
    const tree = await createTree(client, repo, headTree, options.files);
    const sha = await createCommit(client, repo, {
      message: options.message,
      tree,
      parents: [head]
    });
    try {
      await fastForwardBranch(client, repo, options.branch, sha);
      return { sha, parent: head, attempts: attempt };
    } catch (err) {
      if (!isNotFastForward(err)) {
        if (await landed(client, options, sha, err))
          return { sha, parent: head, attempts: attempt };
        throw err;
      }
      if (attempt >= maxAttempts)
        throw new Error(
          `Branch "${options.branch}" kept moving: gave up after ${attempt} attempts to fast-forward it. Re-run the workflow.`,
          { cause: err }
        );
      await sleep(Math.round(200 * 2 ** (attempt - 1) * (0.5 + random())));
    }
  }
}
var explain = (e) => {
  const err = e;
  return err.status ? `HTTP ${err.status}: ${err.message ?? ""}` : err.message ?? String(e);
};
async function landed(client, options, sha, updateError) {
  const repo = { owner: options.owner, repo: options.repo };
  try {
    const now = await branchHead(client, repo, options.branch);
    return now === sha || await contains(client, repo, now, sha);
  } catch (readError) {
    const link = options.repoUrl ? ` (${options.repoUrl}/commit/${sha})` : "";
    throw new PublishOutcomeError(
      `Updating branch "${options.branch}" to the wiki commit ${sha}${link} failed (${explain(updateError)}), and reading the branch back failed too (${explain(readError)}): whether the commit is on "${options.branch}" is unknown. Check the branch's history for ${sha.slice(0, 12)} before re-running; re-run only if it is not there.`,
      "unknown",
      void 0,
      { cause: updateError }
    );
  }
}

// src/publish/commit-message.ts
function commitMessage(merge, pages, wording) {
  if (wording?.kind === "archive") return archiveMessage(merge.title, wording.answerUrl);
  const source = merge.pr !== void 0 ? `#${merge.pr}` : (merge.sha ?? "unknown").slice(0, 12);
  const subject = oneLine(`docs(wiki): ingest ${source} \u2014 ${merge.title}`, 100);
  return [
    subject,
    "",
    `Updated ${pages} wiki page${pages === 1 ? "" : "s"} for ${source}.`,
    "",
    sourceTrailer(merge.sha ?? "unknown"),
    ""
  ].join("\n");
}
function archiveMessage(topic, answerUrl) {
  return [
    oneLine(`docs(wiki): archive \u2014 ${topic}`, 100),
    "",
    `Files a /wiki answer as a wiki page: ${oneLine(answerUrl, 300)}`,
    "",
    archiveTrailer(answerUrl),
    ""
  ].join("\n");
}
function countPages(files, wikiPath) {
  const prefix = `${wikiPath}/`;
  return files.filter((f) => f.path.startsWith(prefix) && isPageFile(f.path.slice(prefix.length))).length;
}

// src/publish/publisher.ts
function commitOf(target, out, merge, base) {
  return {
    message: commitMessage(merge, countPages(out.files, target.wikiPath), out.wording),
    files: out.files,
    ...base ? { wikiBase: { ...base, wikiPath: target.wikiPath } } : {},
    ...target.repoUrl ? { repoUrl: target.repoUrl } : {},
    ...target.sleep ? { sleep: target.sleep } : {}
  };
}

// src/publish/commit.ts
function commitPublisher(target) {
  const repo = { owner: target.owner, repo: target.repo };
  return {
    // The flag is readable with contents: read; any other answer leaves the decision to publishing.
    async refusal() {
      try {
        if (!await isBranchProtected(await target.github(), repo, target.branch)) return null;
      } catch {
        return null;
      }
      return `The default branch ${target.branch} is protected, so wiki-ingest cannot commit the wiki update to it (publish-mode: commit); nothing was sent to a model. Set "publish-mode: pull-request" (with permissions pull-requests: write) to publish through a pull request.`;
    },
    async publish(out, merge, base) {
      const commit = await commitFiles(await target.github(), {
        ...repo,
        branch: target.branch,
        ...commitOf(target, out, merge, base)
      });
      return { publish: { mode: "commit", commit_sha: commit.sha } };
    }
  };
}

// src/publish/pull-request.ts
var TITLE = "docs(wiki): wiki-ingest updates";
var BODY_HEAD = "Wiki updates proposed by wiki-ingest. Each merge below added a commit to this branch; review and merge when ready.\n";
var ARCHIVE_HEAD = "A /wiki answer filed back into the wiki by wiki-ingest (`/wiki save`). Review the page and merge when ready; merged, log.md records it as an archive.\n";
function unverifiedList(claims) {
  const inert = (c) => oneLine(c, 300).replace(/[\\`*_[\]<>#|!~&]/g, (ch) => `\\${ch}`).replace(/@(?=[A-Za-z0-9])/g, "@\u200B");
  return `

**Not archived: unverified** \u2014 claims of the answer that no cited page and no source file read in the run support:
${claims.map((c) => `- ${inert(c)}`).join("\n")}`;
}
function pullRequestPublisher(target) {
  return {
    buildsOn: target.prBranch,
    async publish(out, merge, base) {
      const source = merge.pr !== void 0 ? `#${merge.pr}` : (merge.sha ?? "").slice(0, 12);
      const archive = out.wording?.kind === "archive" ? out.wording : null;
      const pr = await publishPullRequest(await target.github(), {
        owner: target.owner,
        repo: target.repo,
        base: target.branch,
        branch: target.prBranch,
        ...commitOf(target, out, merge, base),
        // An archive's pull request is its own, titled with the question's topic.
        title: archive ? oneLine(`docs(wiki): archive \u2014 ${merge.title}`, 100) : TITLE,
        // Titles and topics are other people's words: inert, so they ping, link and close nothing.
        bodyLine: archive ? `Files the /wiki answer ${oneLine(archive.answerUrl, 300)} as a wiki page (topic: ${inertText(merge.title, 300)}).` : `${source} ${inertText(merge.title, 300)}`,
        ...archive ? { bodyHead: ARCHIVE_HEAD } : {},
        ...archive && out.unverified?.length ? { bodyTail: unverifiedList(out.unverified) } : {}
      });
      return { publish: { mode: "pull-request", commit_sha: pr.sha, pull_request_url: pr.url } };
    }
  };
}
async function ensureBranch(client, options) {
  const repo = { owner: options.owner, repo: options.repo };
  try {
    await branchHead(client, repo, options.branch);
  } catch (err) {
    if (err.status !== 404) throw err;
    await createBranch(client, repo, options.branch, await branchHead(client, repo, options.base));
  }
}
async function publishPullRequest(client, options) {
  await ensureBranch(client, options);
  const commit = await commitFiles(client, options);
  const repo = { owner: options.owner, repo: options.repo };
  let url;
  try {
    const existing = await openPullRequest(client, repo, options.branch, options.base);
    if (existing) {
      url = existing.url;
      await setPullRequestBody(
        client,
        repo,
        existing.number,
        `${existing.body ?? BODY_HEAD}
- ${options.bodyLine}${options.bodyTail ?? ""}`
      );
      return { sha: commit.sha, url, number: existing.number, created: false };
    }
    const created = await createPullRequest(client, repo, {
      branch: options.branch,
      base: options.base,
      title: options.title,
      body: `${options.bodyHead ?? BODY_HEAD}
- ${options.bodyLine}${options.bodyTail ?? ""}`
    });
    return { sha: commit.sha, url: created.url, number: created.number, created: true };
  } catch (err) {
    throw pullRequestFailed(options, commit.sha, url, err);
  }
}
function pullRequestFailed(options, sha, url, err) {
  const e = err;
  const cause = e.status ? `HTTP ${e.status}: ${e.message ?? ""}` : e.message ?? String(err);
  const repoUrl = options.repoUrl ?? "";
  const link = repoUrl ? ` (${repoUrl}/commit/${sha})` : "";
  const what = url ? `it is in the open pull request ${url}, but updating that pull request's description failed (${cause})` : `opening the pull request failed (${cause})`;
  const fix = url ? 'Give the workflow token "pull-requests: write" (permissions: in the workflow).' : `Allow it in the repository's Settings \u2192 Actions \u2192 General \u2192 "Allow GitHub Actions to create and approve pull requests", and give the workflow token "pull-requests: write"; then open the pull request from "${options.branch}"${repoUrl ? ` (${repoUrl}/compare/${options.base}...${options.branch})` : ""} \u2014 the next run also opens it.`;
  return new PublishOutcomeError(
    `The wiki commit ${sha}${link} is on branch "${options.branch}", but ${what}. ${fix}`,
    "partial",
    { mode: "pull-request", commit_sha: sha, ...url ? { pull_request_url: url } : {} },
    { cause: err }
  );
}

// src/publish/registry.ts
var PUBLISHERS = {
  commit: commitPublisher,
  "pull-request": pullRequestPublisher,
  "dry-run": dryRunPublisher,
  "working-tree": workingTreePublisher
};
function publisherFor(mode, target) {
  return PUBLISHERS[mode](target);
}

export {
  publisherFor
};
//# sourceMappingURL=chunk-OZOPYQNG.js.map
