import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitReferenceHistory,
  pagesLastWritten
} from "./chunk-W2YGAUM4.js";
import {
  readPulseLog,
  renderPulseHtml
} from "./chunk-PBDYSJ62.js";
import {
  renderAskHtml
} from "./chunk-V6PUJYPR.js";
import {
  askPulseOf
} from "./chunk-SYKQPBL4.js";
import {
  parseSince,
  pulseOf
} from "./chunk-G7B5R3VQ.js";
import {
  freshnessWeeks
} from "./chunk-GP3FSIJB.js";
import {
  freshnessText
} from "./chunk-LSIFOBXJ.js";
import {
  escapeHtml,
  safeUrl
} from "./chunk-73IPIAXZ.js";
import {
  sinceByPath
} from "./chunk-Z5N7JXGY.js";
import {
  sameAccount,
  tokenLogin
} from "./chunk-F5LXARE4.js";
import {
  blobShaAt,
  commitsChangingPath,
  renamedIn
} from "./chunk-JTHEUOLZ.js";
import {
  listAnswerComments
} from "./chunk-PYVOTGF7.js";
import "./chunk-R3DR3US5.js";
import "./chunk-7KSQONPR.js";
import {
  ACCEPTED_FILE,
  RULES,
  RULE_IDS,
  checkWiki,
  findDeadReferences,
  findRenames,
  fixFor,
  generatedAt,
  readAccepted
} from "./chunk-GJDZ3LQV.js";
import {
  gitHubTrees,
  wikiAt,
  wikiAtBranch
} from "./chunk-XMPSZJ4H.js";
import {
  codeSpan,
  inertText
} from "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-FHLLNFKR.js";
import "./chunk-ILX6WZOR.js";
import "./chunk-FDIH543C.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-2F6UNR7T.js";
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import "./chunk-NMZ44ZY4.js";
import {
  staleness,
  treeListing
} from "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";

// src/lint-mode/issue.ts
import { createHash } from "node:crypto";
var LINT_LABEL = {
  name: "wiki-lint",
  color: "5319e7",
  description: "Findings of wiki-ingest lint, kept up to date by its scheduled run"
};
var START = "<!-- wiki-ingest:lint:start -->";
var END = "<!-- wiki-ingest:lint:end -->";
var STATE = /<!-- wiki-ingest:lint:state digest=([0-9a-f]{12}) clean=(true|false) -->/;
var MAX_SECTION_CHARS = 5e4;
function findingsDigest(findings) {
  const lines = findings.map((f) => `${f.rule}\0${f.page}\0${f.fingerprint ?? f.detail}`).sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 12);
}
function splitBody(body) {
  const start = body.indexOf(START);
  const end = body.lastIndexOf(END);
  if (start < 0 || end < start) return null;
  const state = STATE.exec(body.slice(start, end));
  return {
    before: body.slice(0, start),
    after: body.slice(end + END.length),
    state: state ? { digest: state[1], clean: state[2] === "true" } : null
  };
}
var isOurs = (i, login) => sameAccount(i.login, login, i.authorType || void 0) && splitBody(i.body) !== null;
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function countsLine(findings) {
  if (findings.length === 0) return "no findings";
  const by = (s) => findings.filter((f) => f.severity === s).length;
  return `${plural(by("error"), "error")}, ${plural(by("warning"), "warning")}, ${by("info")} info`;
}
function findingLine(f) {
  const fix = fixFor(f);
  const quotes = (f.quotes ?? []).map((q) => `${codeSpan(q.page)}: \u201C${inertText(q.text, 400)}\u201D`);
  return [
    `- ${codeSpan(f.page)}: ${inertText(f.detail)}`,
    ...quotes.length ? [` (${quotes.join(" \u2014 ")})`] : [],
    fix ? ` **Fix:** ${inertText(fix)}.` : "",
    f.fingerprint ? ` <sub>${codeSpan(f.fingerprint)}</sub>` : ""
  ].join("");
}
function findingsMarkdown(findings, budget) {
  const lines = [];
  let used = 0;
  let left = findings.length;
  for (const rule of RULE_IDS) {
    const group = findings.filter((f) => f.rule === rule);
    if (group.length === 0) continue;
    const spec = RULES[rule];
    const head = [``, `#### ${rule} \u2014 ${spec.severity}, ${group.length}`, ``, `${spec.finds}.`, ``];
    for (const f of group) {
      const line = findingLine(f);
      if (used + line.length > budget) {
        lines.push(
          "",
          `\u2026 and ${plural(left, "more finding")}: the run's job summary lists them all.`
        );
        return lines;
      }
      if (head.length) lines.push(...head.splice(0));
      lines.push(line);
      used += line.length;
      left--;
    }
  }
  return lines;
}
var ACCEPT_HELP = (wikiPath) => [
  "",
  "<details><summary>Accepting a finding</summary>",
  "",
  `A finding that is right as it is can be accepted: list it in \`${wikiPath}/${ACCEPTED_FILE}\` and lint stays quiet about it until one of its pages changes.`,
  "",
  "```yaml",
  "- rule: stale",
  "  page: api/tokens",
  "  fingerprint: 0123456789ab # the code after the finding",
  "  reason: the rotation count is not on the page",
  "```",
  "",
  "</details>"
];
function renderSection(input) {
  const { findings } = input;
  const clean = findings.length === 0;
  const accepted = input.accepted ? ` (${plural(input.accepted, "accepted finding")} not listed)` : "";
  const where = `${codeSpan(`${input.wikiPath}/`)} at ${codeSpan(input.commit.slice(0, 7))} on ${codeSpan(input.branch)}`;
  const run = input.runUrl ? ` ([the run](${input.runUrl}))` : "";
  return [
    START,
    `<!-- wiki-ingest:lint:state digest=${findingsDigest(findings)} clean=${clean} -->`,
    `### wiki-ingest lint: ${countsLine(findings)}${accepted}`,
    "",
    clean ? `The wiki ${where} has no findings${run}. This issue was closed by the lint run; it reopens it when findings return.` : `The wiki ${where}, as the scheduled lint run found it${run}. This section is rewritten when the findings change; text above or below it is kept.`,
    ...findingsMarkdown(findings, MAX_SECTION_CHARS),
    ...clean ? [] : ACCEPT_HELP(input.wikiPath),
    END
  ].join("\n");
}
function withSection(body, section) {
  const parts = body === null ? null : splitBody(body);
  if (!parts) return section;
  return `${parts.before}${section}${parts.after}`;
}
var ISSUE_TITLE = (wikiPath) => `wiki-ingest lint: findings in ${wikiPath}/`;
function planIssue(found, input, login) {
  const section = renderSection(input);
  const digest = findingsDigest(input.findings);
  const clean = input.findings.length === 0;
  const ours = found.filter((i) => isOurs(i, login)).sort((a, b) => a.number - b.number);
  const open = ours.filter((i) => i.state === "open");
  const notes = open.length > 1 ? [
    `Several open issues carry the lint markers (${open.map((i) => `#${i.number}`).join(", ")}); this run keeps #${open[0].number} up to date. Close the others.`
  ] : [];
  const kept = open[0];
  if (kept) {
    const state2 = splitBody(kept.body)?.state;
    if (clean)
      return { plan: { kind: "close", issue: kept, body: withSection(kept.body, section) }, notes };
    if (state2?.digest === digest)
      return { plan: { kind: "none", issue: kept, why: "the findings are unchanged" }, notes };
    return { plan: { kind: "update", issue: kept, body: withSection(kept.body, section) }, notes };
  }
  if (clean) return { plan: { kind: "none", issue: null, why: "there are no findings" }, notes };
  const last = ours[ours.length - 1];
  const state = last ? splitBody(last.body)?.state : void 0;
  if (last && state?.clean)
    return { plan: { kind: "reopen", issue: last, body: withSection(last.body, section) }, notes };
  if (last && state?.digest === digest)
    return {
      plan: {
        kind: "none",
        issue: last,
        why: `#${last.number} was closed by hand while listing these findings; it is not reopened, and a new issue opens when the findings change`
      },
      notes
    };
  return { plan: { kind: "create", title: ISSUE_TITLE(input.wikiPath), body: section }, notes };
}

// src/github/issues.ts
var fromApi = (i) => ({
  number: i.number,
  url: i.html_url,
  title: i.title,
  body: i.body ?? "",
  state: i.state === "closed" ? "closed" : "open",
  authorType: i.user?.type ?? "",
  login: i.user?.login ?? "",
  association: i.author_association ?? "",
  labels: i.labels.map((l) => typeof l === "string" ? l : l.name ?? "")
});
async function issuesWithLabel(client, repo, label, max = 100) {
  const { data } = await client.rest.issues.listForRepo({
    ...repo,
    labels: label,
    state: "all",
    sort: "created",
    direction: "desc",
    per_page: Math.min(max, 100)
  });
  return data.filter((i) => !i.pull_request).map(fromApi);
}
async function openIssue(client, repo, issue) {
  const { data } = await client.rest.issues.create({ ...repo, ...issue });
  return fromApi(data);
}
async function editIssue(client, repo, number, edit) {
  const { data } = await client.rest.issues.update({
    ...repo,
    issue_number: number,
    body: edit.body,
    ...edit.state ? { state: edit.state } : {},
    ...edit.state === "closed" ? { state_reason: "completed" } : {}
  });
  return fromApi(data);
}
async function addIssueLabels(client, repo, number, labels) {
  await client.rest.issues.addLabels({ ...repo, issue_number: number, labels });
}
async function ensureLabel(client, repo, label) {
  try {
    await client.rest.issues.getLabel({ ...repo, name: label.name });
    return false;
  } catch (e) {
    if (e.status !== 404) throw e;
  }
  await client.rest.issues.createLabel({ ...repo, ...label });
  return true;
}

// src/lint-mode/issue-sync.ts
async function create(client, repo, title, body, notes) {
  await ensureLabel(client, repo, LINT_LABEL);
  const issue = await openIssue(client, repo, { title, body, labels: [LINT_LABEL.name] });
  if (issue.labels.includes(LINT_LABEL.name)) return issue;
  try {
    await addIssueLabels(client, repo, issue.number, [LINT_LABEL.name]);
    return { ...issue, labels: [...issue.labels, LINT_LABEL.name] };
  } catch (e) {
    notes.push(
      `#${issue.number} was opened without the "${LINT_LABEL.name}" label (${e.message}), so the next run cannot find it and opens another; add the label to it by hand, or give the token issues: write.`
    );
    return issue;
  }
}
var scrubbed = (findings, scrub) => findings.map((f) => ({
  ...f,
  page: scrub(f.page),
  detail: scrub(f.detail),
  ...f.quotes ? { quotes: f.quotes.map((q) => ({ page: scrub(q.page), text: scrub(q.text) })) } : {}
}));
async function syncLintIssue(client, repo, input, scrub = (t) => t) {
  const found = await issuesWithLabel(client, repo, LINT_LABEL.name);
  const login = found.length ? await tokenLogin(client) : "";
  const { plan, notes } = planIssue(
    found,
    { ...input, findings: scrubbed(input.findings, scrub) },
    login
  );
  switch (plan.kind) {
    case "none":
      return {
        action: plan.issue?.state === "open" ? "unchanged" : "none",
        issue: plan.issue,
        why: plan.why,
        notes
      };
    case "create": {
      const issue = await create(client, repo, plan.title, scrub(plan.body), notes);
      return { action: "created", issue, notes };
    }
    default: {
      const state = plan.kind === "close" ? "closed" : plan.kind === "reopen" ? "open" : void 0;
      const issue = await editIssue(client, repo, plan.issue.number, {
        body: scrub(plan.body),
        ...state ? { state } : {}
      });
      const action = plan.kind === "close" ? "closed" : plan.kind === "reopen" ? "reopened" : "updated";
      return { action, issue, notes };
    }
  }
}

// src/lint-mode/read.ts
var MAX_FOLDER_READS = 200;
var attributesAbove = (path) => path.split("/").map((_, i, parts) => [...parts.slice(0, i), ".gitattributes"].join("/"));
async function coveredEntries(source, root, pages, notes) {
  let reads = 0;
  const list = async (sha) => new Map(
    (await source.listTree(sha, false)).entries.map((e) => [
      e.path,
      { sha: e.sha, type: e.type }
    ])
  );
  const folders = /* @__PURE__ */ new Map([["", list(root)]]);
  const folder = (path) => {
    const known = folders.get(path);
    if (known) return known;
    const slash = path.lastIndexOf("/");
    const read = folder(slash < 0 ? "" : path.slice(0, slash)).then((entries) => {
      const e = entries.get(path.slice(slash + 1));
      return !e || e.type !== "tree" || ++reads > MAX_FOLDER_READS ? /* @__PURE__ */ new Map() : list(e.sha);
    });
    folders.set(path, read);
    return read;
  };
  const listing = /* @__PURE__ */ new Map();
  const covered = pages.flatMap((p) => p.covers.map((c) => c.path));
  for (const path of /* @__PURE__ */ new Set([".gitattributes", ...covered, ...covered.flatMap(attributesAbove)])) {
    const slash = path.lastIndexOf("/");
    const entry = (await folder(slash < 0 ? "" : path.slice(0, slash))).get(path.slice(slash + 1));
    if (entry && entry.type !== "tree") listing.set(path, entry.sha);
  }
  if (reads > MAX_FOLDER_READS)
    notes.push(
      `The repository's tree listing was truncated and more than ${MAX_FOLDER_READS} folders hold covered files: some covered files may be reported as missing.`
    );
  return listing;
}
async function readWikiAtHead(client, where) {
  const repo = { owner: where.owner, repo: where.repo };
  const snapshot = await wikiAtBranch(client, where);
  if (!snapshot?.base) return null;
  const { commit } = snapshot.base;
  const source = gitHubTrees(client, repo);
  const root = await source.rootTree(commit);
  const whole = await source.listTree(root, true);
  const notes = [];
  const tree = whole.truncated ? await coveredEntries(source, root, snapshot.wiki.pages, notes) : treeListing(whole.entries);
  return {
    commit,
    snapshot,
    tree,
    accepted: await readAccepted(source, snapshot.base),
    generated: await generatedAt(source, tree, where.ignorePaths ?? []),
    notes
  };
}
function sinceFromApi(client, repo, head, notes) {
  return async (targets) => {
    const { found, unread } = await sinceByPath(targets, {
      commits: (path, max) => commitsChangingPath(client, repo, head, path, max),
      blobAt: (commit, path) => blobShaAt(client, repo, commit, path)
    });
    if (unread > 0)
      notes.push(
        `When ${unread} stale or missing file${unread === 1 ? "" : "s"} first changed was not looked up (the history read per run is bounded); run wiki-ingest lint in a full clone for every \`since\`.`
      );
    return found;
  };
}
var API_RENAME_LOOKUPS = 10;
function renamesFromApi(client, repo, head, notes) {
  return async (missing, exists) => {
    const found = await findRenames(
      missing,
      exists,
      {
        removedBy: async (path) => (await commitsChangingPath(client, repo, head, path, 1))[0]?.sha ?? null,
        renamedTo: (commit, path) => renamedIn(client, repo, commit, path)
      },
      API_RENAME_LOOKUPS
    );
    if (found.unread > 0)
      notes.push(
        `Where ${found.unread} missing covered file${found.unread === 1 ? "" : "s"} went was not looked up (the history read per run is bounded); run wiki-ingest lint in a full clone to see every rename.`
      );
    return found;
  };
}

// src/lint-mode/summary.ts
var MAX_SUMMARY_FINDINGS = 1e3;
function issueLine(input) {
  if (input.issueError) return `<p><b>Issue:</b> not kept up to date: ${escapeHtml(input.issueError)}</p>`;
  const sync = input.issue;
  if (!sync) return "";
  const url = sync.issue ? safeUrl(sync.issue.url) : null;
  const link = sync.issue ? url ? `<a href="${escapeHtml(url)}">#${sync.issue.number}</a>` : `#${sync.issue.number}` : "none";
  const why = sync.why ? ` (${escapeHtml(sync.why)})` : "";
  return `<p><b>Issue:</b> ${link} ${escapeHtml(sync.action)}${why}</p>`;
}
function findingsHtml(checked) {
  const out = [];
  let listed = 0;
  const findings = checked.report.findings;
  for (const rule of RULE_IDS) {
    const group = findings.filter((f) => f.rule === rule);
    if (group.length === 0) continue;
    const spec = RULES[rule];
    const items = group.slice(0, Math.max(0, MAX_SUMMARY_FINDINGS - listed)).map((f) => {
      const fix = fixFor(f);
      const quotes = (f.quotes ?? []).map((q) => `<br><code>${escapeHtml(q.page)}</code>: \u201C${escapeHtml(q.text)}\u201D`).join("");
      return `<li><code>${escapeHtml(f.page)}</code>: ${escapeHtml(f.detail)}${quotes}${fix ? ` <b>Fix:</b> ${escapeHtml(fix)}.` : ""}${f.fingerprint ? ` <code>${escapeHtml(f.fingerprint)}</code>` : ""}</li>`;
    });
    listed += items.length;
    out.push(
      `<h3>${escapeHtml(rule)} (${spec.severity}, ${group.length})</h3>`,
      `<p>${escapeHtml(spec.finds)}</p><ul>${items.join("")}${items.length < group.length ? `<li>\u2026 and ${group.length - items.length} more</li>` : ""}</ul>`
    );
  }
  return out;
}
function renderLintSummary(input, out) {
  const { checked } = input;
  const report = checked.report;
  const accepted = report.accepted ? `, ${report.accepted} accepted and not listed` : "";
  out.addHeading(`wiki-ingest lint: ${escapeHtml(countsLine(report.findings))}`, 2);
  out.addRaw(
    `<p><code>${escapeHtml(input.wikiPath)}/</code> at <code>${escapeHtml(input.commit.slice(0, 7))}</code> on <code>${escapeHtml(input.branch)}</code>: ${report.pages} page${report.pages === 1 ? "" : "s"}${accepted}.</p>`,
    true
  );
  if (report.freshness)
    out.addRaw(`<p><b>Freshness:</b> ${escapeHtml(freshnessText(report.freshness))}.</p>`, true);
  const issue = issueLine(input);
  if (issue) out.addRaw(issue, true);
  for (const html of findingsHtml(checked)) out.addRaw(html, true);
  if (checked.notes.length)
    out.addRaw(
      `<p><b>Notes</b></p><ul>${checked.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join("")}</ul>`,
      true
    );
  if (input.pulseHtml) {
    out.addHeading("Pulse", 3);
    out.addRaw(input.pulseHtml, true);
  }
  if (input.askHtml) {
    out.addHeading("Pulse: /wiki answers", 3);
    out.addRaw(input.askHtml, true);
  }
  return out;
}

// src/lint-mode/repair-history.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
var WRITTEN_AT_LOOKUPS = 30;
async function writtenAtFromApi(client, repo, head, pages, max = WRITTEN_AT_LOOKUPS) {
  const out = /* @__PURE__ */ new Map();
  for (const { slug, path } of pages.slice(0, max)) {
    const [last] = await commitsChangingPath(client, repo, head, path, 1).catch(() => []);
    const at = last?.date ? Date.parse(last.date) : NaN;
    if (!Number.isNaN(at)) out.set(slug, at);
  }
  return out;
}
async function historyCheckout(dir, commit) {
  if (!dir || !existsSync(join(dir, ".git"))) return null;
  const ask = (args) => gitBuffer(dir, args).then(
    (b) => b.toString().trim(),
    () => null
  );
  const [held, shallow] = await Promise.all([
    ask(["rev-parse", "--verify", "--quiet", "--end-of-options", `${commit}^{commit}`]),
    ask(["rev-parse", "--is-shallow-repository"])
  ]);
  return held !== null && shallow === "false" ? dir : null;
}
function deadReferencesAtCheckout(checkout, head, notes) {
  if (!checkout) {
    notes.push(
      "dead-reference did not run: it reads the repository history from the workflow checkout. Add actions/checkout with fetch-depth: 0 before this step to check the backticked names of the pages against history."
    );
    return null;
  }
  return (pages) => findDeadReferences(pages, head, gitReferenceHistory(checkout, head.commit, head.wikiPath));
}
async function writtenAt(checkout, api, at, pages) {
  if (!checkout) return writtenAtFromApi(api.client, api.repo, at.commit, pages);
  const paths = pages.map((p) => p.path);
  const written = await pagesLastWritten(checkout, at.commit, at.wikiPath, paths);
  return new Map(
    pages.flatMap((p) => {
      const w = written.get(p.path);
      return w ? [[p.slug, w.at]] : [];
    })
  );
}

// src/lint-mode/lint-at-head.ts
var PULSE_WINDOW = "30d";
function issueError(e) {
  const err = e;
  const hint = err.status === 403 || err.status === 404 ? " Give the workflow `permissions: issues: write`." : err.status === 410 ? " Issues are turned off for this repository; turn them on to get the lint issue." : "";
  return `${err.status ? `HTTP ${err.status}: ` : ""}${err.message ?? String(e)}.${hint}`;
}
var outputsOf = (checked, sync) => {
  const findings = checked.report.findings;
  const count = (s) => String(findings.filter((f) => f.severity === s).length);
  return {
    "lint-counts": JSON.stringify(checked.report.counts),
    "lint-errors": count("error"),
    "lint-warnings": count("warning"),
    ...sync?.issue ? { "lint-issue-url": sync.issue.url } : {}
  };
};
async function askHtml(client, repo, since, until, notes) {
  try {
    const listed = await listAnswerComments(client, repo, since.toISOString());
    const note = listed.truncated ? `Stopped after ${listed.pages} pages of comments; later answers are not counted` : void 0;
    return renderAskHtml(askPulseOf(listed.answers, since, until), note);
  } catch (e) {
    const err = e;
    notes.push(
      `The pulse's ask section could not list the /wiki answers (${err.status ? `HTTP ${err.status}: ` : ""}${err.message ?? String(e)}); the workflow needs permissions: issues: read.`
    );
    return void 0;
  }
}
async function checkAtHead(client, repo, read, config, checkout) {
  const renames = renamesFromApi(client, repo, read.commit, read.notes);
  let found;
  let dead;
  const head = { commit: read.commit, listing: read.tree, wikiPath: config.wikiPath };
  const history = await historyCheckout(checkout, read.commit);
  const deadAt = deadReferencesAtCheckout(history, head, read.notes);
  const checked = await checkWiki({
    wiki: read,
    caps: capsOf(config),
    since: sinceFromApi(client, repo, read.commit, read.notes),
    renames: async (missing) => (found = await renames(missing, (p) => read.tree.has(p))).renames,
    ...deadAt ? { deadReferences: async (pages2) => dead = await deadAt(pages2) } : {}
  });
  const fix = {
    head: read.commit,
    tree: read.tree,
    renames: found?.renames ?? /* @__PURE__ */ new Map(),
    deleted: found?.deleted ?? /* @__PURE__ */ new Map(),
    ...read.generated ? { generated: read.generated } : {},
    ...dead ? { dead: dead.dead } : {}
  };
  if (!config.lintFix) return { checked, fix };
  const pages = read.snapshot.wiki.pages;
  const needs = /* @__PURE__ */ new Set([
    ...staleness(pages, read.tree).filter((s) => s.stale.length).map((s) => s.slug),
    ...(dead?.dead ?? []).map((d) => d.page)
  ]);
  const paths = pages.filter((p) => needs.has(p.slug)).map((p) => ({ slug: p.slug, path: `${config.wikiPath}/${p.file}` }));
  return {
    checked,
    fix: {
      ...fix,
      writtenAt: await writtenAt(history, { client, repo }, head, paths)
    }
  };
}
function weeklyPulse(read, log, since, now) {
  const entries = readPulseLog(log);
  const pulse = pulseOf(entries, since, now);
  const index = coversIndexOf(read.snapshot.wiki.pages);
  return {
    ...pulse,
    freshness: { weeks: freshnessWeeks(entries, index, pulse.weeks, now), now: null }
  };
}
async function runLintMode(input) {
  const { config, branch } = input;
  const repo = { owner: input.owner, repo: input.repo };
  const client = await input.github();
  const read = await readWikiAtHead(client, {
    ...wikiAt(repo, branch, config, input.env),
    ignorePaths: config.ignorePaths
  });
  if (!read || read.snapshot.base?.tree === null) {
    const message = read ? `The wiki folder "${config.wikiPath}" is not in ${branch}'s head (${read.commit.slice(0, 12)}); set wiki-path to the wiki's folder.` : `Branch "${branch}" was not found in ${repo.owner}/${repo.repo}; the wiki is linted at its head.`;
    return { outputs: {}, summary: (out) => out, warnings: [], failed: true, message };
  }
  const { checked, fix } = await checkAtHead(
    client,
    repo,
    read,
    config,
    input.env.GITHUB_WORKSPACE
  );
  checked.notes.push(...read.notes);
  const runId = input.env.GITHUB_RUN_ID;
  const runUrl = runId ? safeUrl(`${input.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`) : null;
  const section = {
    findings: checked.report.findings,
    accepted: checked.report.accepted,
    wikiPath: config.wikiPath,
    commit: read.commit,
    branch,
    ...runUrl ? { runUrl } : {}
  };
  let sync;
  let error;
  try {
    sync = await syncLintIssue(client, repo, section, input.scrub);
    checked.notes.push(...sync.notes);
  } catch (e) {
    error = issueError(e);
  }
  const now = (input.now ?? (() => /* @__PURE__ */ new Date()))();
  const log = read.snapshot.existing.log;
  const since = parseSince(PULSE_WINDOW, now);
  const pulseHtml = log === null ? void 0 : renderPulseHtml(weeklyPulse(read, log, since, now));
  const answersHtml = await askHtml(client, repo, since, now, checked.notes);
  const counts = countsLine(checked.report.findings);
  const issueText = sync?.issue ? `; issue #${sync.issue.number} ${sync.action}` : "";
  return {
    ...config.lintFix ? { fix } : {},
    outputs: outputsOf(checked, sync),
    summary: (out) => renderLintSummary(
      {
        checked,
        wikiPath: config.wikiPath,
        commit: read.commit,
        branch,
        ...sync ? { issue: sync } : {},
        ...error ? { issueError: error } : {},
        ...pulseHtml ? { pulseHtml } : {},
        ...answersHtml ? { askHtml: answersHtml } : {}
      },
      out
    ),
    warnings: checked.notes,
    failed: error !== void 0,
    message: error ? `wiki-ingest lint found ${counts} but could not keep the lint issue up to date: ${error}` : `wiki-ingest lint: ${counts}${issueText}.`
  };
}
export {
  runLintMode
};
//# sourceMappingURL=lint-at-head-MF72CZWP.js.map
