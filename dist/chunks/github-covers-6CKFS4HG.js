import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isPayloadOnly,
  withPushFiles
} from "./chunk-G7GRGK76.js";
import "./chunk-GTNLFIPQ.js";
import {
  parseCoversIndex
} from "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import {
  isGeneratedMap
} from "./chunk-4MFDPNYM.js";
import "./chunk-COHMVWIB.js";
import "./chunk-ALWFP5YV.js";

// src/github/raw-file.ts
var RawFileError = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
  status;
  name = "RawFileError";
};
var RETRY = /* @__PURE__ */ new Set([502, 503, 504]);
function proxied(url, env) {
  const { protocol, hostname } = new URL(url);
  const proxy = protocol === "https:" ? env.HTTPS_PROXY ?? env.https_proxy ?? env.HTTP_PROXY ?? env.http_proxy : env.HTTP_PROXY ?? env.http_proxy;
  if (!proxy) return false;
  const skip = (env.NO_PROXY ?? env.no_proxy ?? "").split(",").map(
    (s) => s.trim().toLowerCase().replace(/^\*?\./, "").replace(/:\d+$/, "")
  ).filter(Boolean);
  const host = hostname.toLowerCase();
  return !skip.some((s) => s === "*" || host === s || host.endsWith(`.${s}`));
}
async function get(url, headers, timeoutMs) {
  const { request } = await (url.protocol === "http:" ? import("node:http") : import("node:https"));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "GET", headers, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on(
          "end",
          () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") })
        );
        res.on("error", reject);
      }
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}
async function readRawFile(request) {
  const path = request.path.split("/").map(encodeURIComponent).join("/");
  const base = request.apiUrl.replace(/\/+$/, "");
  const where = `${encodeURIComponent(request.owner)}/${encodeURIComponent(request.repo)}`;
  const url = new URL(
    `${base}/repos/${where}/contents/${path}?ref=${encodeURIComponent(request.ref)}`
  );
  const headers = {
    accept: "application/vnd.github.raw",
    authorization: `Bearer ${request.token}`,
    "user-agent": "wiki-ingest",
    "x-github-api-version": "2022-11-28"
  };
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= request.retries;
    let answer;
    try {
      answer = await get(url, headers, request.timeoutMs ?? 3e4);
    } catch (e) {
      if (last) throw e;
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      continue;
    }
    if (answer.status === 404) return { kind: "missing" };
    if (answer.status >= 200 && answer.status < 300) return { kind: "file", text: answer.body };
    if (last || !RETRY.has(answer.status))
      throw new RawFileError(
        answer.status,
        `HTTP ${answer.status} on GET ${base}/repos/${where}/contents/${path}`
      );
    await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
  }
}

// src/workspace/github-covers.ts
var leading = (path) => path.replace(/^(\.\/)+/, "");
async function throughClient(ctx, path, ref) {
  const { readFileAt } = await import("./content-MZQHYA7H.js");
  const file = await readFileAt(
    await ctx.github(),
    { owner: ctx.owner, repo: ctx.repo },
    path,
    ref
  );
  if (file.kind === "missing") return file;
  if (file.kind === "too-large")
    throw new Error(`${path} is over the contents API's 1 MB, read through the proxy`);
  return { kind: "file", text: file.bytes.toString("utf8") };
}
function gitHubCovers(o) {
  const { config, ctx } = o;
  return async (merge) => {
    const path = `${config.wikiPath}/${config.mapFile}`;
    const ref = merge.sha ?? o.branch;
    if (!o.readFile && !config.githubToken)
      throw new Error('github-token is empty; pass "github-token: ${{ github.token }}"');
    const file = o.readFile ? await o.readFile(path, ref) : proxied(o.apiUrl, o.env) ? await throughClient(ctx, path, ref) : await readRawFile({
      apiUrl: o.apiUrl,
      token: config.githubToken,
      owner: ctx.owner,
      repo: ctx.repo,
      path,
      ref,
      retries: config.maxRetries
    });
    const at = `at ${ref.slice(0, 12)}`;
    if (file.kind === "missing")
      return { index: null, missing: `${path} does not exist ${at}`, merge };
    if (!isGeneratedMap(file.text))
      return { index: null, missing: `${path} ${at} is not a map wiki-ingest generated`, merge };
    const index = parseCoversIndex(file.text);
    if (!index)
      return {
        index: null,
        missing: `${path} ${at} was generated before maps carried the covers index`,
        merge
      };
    if (!o.push || !isPayloadOnly(merge)) return { index, merge };
    const covered = merge.files.filter((f) => index.has(leading(f.path)));
    const attributes = merge.files.some((f) => /(^|\/)\.gitattributes$/.test(leading(f.path)));
    if (attributes && index.size > 0)
      return { index, merge: await withPushFiles(o.push, merge, ctx, { pullRequest: false }) };
    if (covered.length === 0) return { index, merge };
    const goesOn = config.coveredChanges === "triage";
    if (!goesOn && covered.every((f) => f.status === "modified")) return { index, merge };
    return { index, merge: await withPushFiles(o.push, merge, ctx, { pullRequest: goesOn }) };
  };
}
export {
  gitHubCovers
};
//# sourceMappingURL=github-covers-6CKFS4HG.js.map
