import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readRepoHead,
  repoTop
} from "./chunk-TQXNOVWR.js";
import {
  UsageError,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import {
  chartWeeks,
  readPulseLog,
  renderPulseText
} from "./chunk-PBDYSJ62.js";
import {
  PulseSinceError,
  parseSince,
  pulseJson,
  pulseOf
} from "./chunk-G7B5R3VQ.js";
import "./chunk-GP3FSIJB.js";
import "./chunk-LSIFOBXJ.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-5B34HZLY.js";
import "./chunk-32O5A2MR.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-G6ZCRMTX.js";
import {
  safeLine
} from "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-FVUE7HD4.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/cli/pulse.ts
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

// src/pulse/svg.ts
var XML = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;"
};
var escapeXml = (s) => (
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "").replace(/[&<>"']/g, (c) => XML[c])
);
var TIER_COLOURS = ["#9aa5b1", "#f0b429", "#2680c2"];
var BAR = 28;
var GAP = 14;
var HEIGHT = 160;
var TOP = 36;
var LEFT = 40;
function pulseSvg(weeks, title = "wiki-ingest pulse") {
  const max = Math.max(1, ...weeks.map((w) => w.tiers[0] + w.tiers[1] + w.tiers[2]));
  const width = LEFT + weeks.length * (BAR + GAP) + GAP;
  const base = TOP + HEIGHT;
  const total = base + 56;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(width, 320)}" height="${total}" viewBox="0 0 ${Math.max(width, 320)} ${total}" font-family="sans-serif" font-size="11">`,
    `<title>${escapeXml(title)}</title>`,
    `<text x="${LEFT}" y="16" font-size="13" font-weight="bold">${escapeXml(title)}: merges per week by the tier that decided them, spend above</text>`,
    `<line x1="${LEFT - 4}" y1="${base}" x2="${width}" y2="${base}" stroke="#52606d"/>`,
    `<text x="${LEFT - 6}" y="${base}" text-anchor="end">0</text>`,
    `<text x="${LEFT - 6}" y="${TOP + 8}" text-anchor="end">${max}</text>`
  ];
  weeks.forEach((w, i) => {
    const x = LEFT + GAP + i * (BAR + GAP);
    let y = base;
    w.tiers.forEach((n, t) => {
      if (n === 0) return;
      const h = n / max * HEIGHT;
      y -= h;
      parts.push(
        `<rect x="${x}" y="${y.toFixed(2)}" width="${BAR}" height="${h.toFixed(2)}" fill="${TIER_COLOURS[t]}"><title>${escapeXml(`${w.week}: ${n} at Tier ${t + 1}`)}</title></rect>`
      );
    });
    parts.push(
      `<text x="${x + BAR / 2}" y="${(y - 4).toFixed(2)}" text-anchor="middle">${escapeXml(usd(w.cost_usd))}</text>`,
      `<text x="${x + BAR / 2}" y="${base + 14}" text-anchor="middle" font-size="9">${escapeXml(w.week.replace(/^\d{4}-/, ""))}</text>`
    );
  });
  TIER_COLOURS.forEach((colour, t) => {
    const x = LEFT + t * 80;
    parts.push(
      `<rect x="${x}" y="${base + 30}" width="10" height="10" fill="${colour}"/>`,
      `<text x="${x + 14}" y="${base + 39}">Tier ${t + 1}</text>`
    );
  });
  parts.push("</svg>");
  return parts.join("\n") + "\n";
}

// src/cli/pulse.ts
var spec = {
  name: "pulse",
  summary: "Reads the wiki's log.md and prints, per week (UTC, Monday to Sunday): merges decided and the share ending at each tier, skips by rule, dollars spent (every model call the log records), the cache-read share, budget stops and failures, and how fresh the wiki was (the share of covering pages whose covers are current; now, from the pages and HEAD).",
  usage: "[--wiki DIR] [--since 30d|8w|DATE] [--until DATE] [--json] [--svg FILE] [--github-repo OWNER/NAME]",
  inputs: false,
  flags: {
    wiki: { type: "string", value: "DIR", description: "The wiki folder. Default: wiki." },
    since: {
      type: "string",
      value: "SPAN",
      description: "Start of the window: days (30d, the default), weeks (8w) or a UTC date (2026-11-01)."
    },
    until: {
      type: "string",
      value: "DATE",
      description: "End of the window, a UTC date, included (default: now)."
    },
    json: {
      type: "boolean",
      description: `Print one JSON document: {"since", "until", "weeks": [{"week", "start", "entries", "merges", "spend", "stops", "freshness"}], "total", "freshness"}; "freshness" is the share of covering pages whose covers are all current and the stale covers: each week's as log.md tells it, the top-level one now, from the pages and HEAD (null outside a git repository).`
    },
    svg: {
      type: "string",
      value: "FILE",
      description: "Also write the weeks as an SVG chart (merges by tier, spend per week) to FILE."
    },
    "github-repo": {
      type: "string",
      value: "OWNER/NAME",
      description: "Also the ask section: the /wiki answers in that repository's issue and pull request comments, with their \u{1F44D} / \u{1F44E}, read through the API with GITHUB_TOKEN (GITHUB_API_URL for GitHub Enterprise Server)."
    }
  }
};
async function askOf(values, since, until) {
  const name = values["github-repo"];
  if (typeof name !== "string") return null;
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(name.trim());
  if (!m) throw new UsageError(`--github-repo ${name} is not OWNER/NAME, e.g. octo-org/octo-repo.`);
  const token = process.env.GITHUB_TOKEN ?? "";
  if (!token)
    throw new UsageError(
      "--github-repo reads the answer comments through the API: set GITHUB_TOKEN to a token that can read the repository's issues."
    );
  const [{ createGitHub }, { listAnswerComments }, { askPulseOf }] = await Promise.all([
    import("./client-K324GYLB.js"),
    import("./answer-comments-Z5YWB3AS.js"),
    import("./ask-RCTYC5K6.js")
  ]);
  const client = createGitHub(token, { retries: 2 });
  let listed;
  try {
    listed = await listAnswerComments(client, { owner: m[1], repo: m[2] }, since.toISOString());
  } catch (e) {
    const err = e;
    throw new Error(
      `Listing the issue comments of ${m[1]}/${m[2]} failed${err.status ? ` (HTTP ${err.status})` : ""}: ${err.message ?? String(e)}. GITHUB_TOKEN needs read access to the repository's issues and pull requests.`
    );
  }
  const note = listed.truncated ? `Stopped after ${listed.pages} pages of comments; later answers are not counted` : void 0;
  return { pulse: askPulseOf(listed.answers, since, until), note };
}
var DAY = 24 * 60 * 60 * 1e3;
async function pulseFreshness(dir, entries, weeks, until) {
  const [{ loadWiki }, { coversIndexOf, parseCoversIndex }, { freshnessOf }, { freshnessWeeks }] = await Promise.all([
    import("./load-AGJKPAHH.js"),
    import("./covers-index-NM4OO5N6.js"),
    import("./freshness-PSV6LMSB.js"),
    import("./freshness-ZRUTLXGN.js")
  ]);
  const pages = await loadWiki(dir).then(
    (w) => w.pages,
    () => []
  );
  const mapText = await readFile(join(dir, "index.md"), "utf8").catch(() => null);
  const index = parseCoversIndex(mapText) ?? coversIndexOf(pages);
  const head = await repoTop(dir).then((top) => readRepoHead(top)).catch(() => null);
  return {
    weeks: freshnessWeeks(entries, index, weeks, until),
    now: head ? freshnessOf(pages, head.tree) : null
  };
}
function windowOf(values, now) {
  const untilText = typeof values.until === "string" ? values.until.trim() : null;
  if (untilText !== null && !/^\d{4}-\d{2}-\d{2}$/.test(untilText))
    throw new UsageError(`--until ${untilText} is not a UTC date such as 2026-11-30.`);
  try {
    const until = untilText ? new Date(parseSince(untilText, now).getTime() + DAY - 1) : now;
    const since = parseSince(typeof values.since === "string" ? values.since : "30d", until);
    if (since.getTime() > until.getTime())
      throw new UsageError("--since is after --until: the window is empty.");
    return { since, until };
  } catch (e) {
    throw e instanceof PulseSinceError ? new UsageError(e.message) : e;
  }
}
function main(argv) {
  return runCommand(spec, argv, async ({ values }) => {
    const window = windowOf(values, /* @__PURE__ */ new Date());
    const dir = typeof values.wiki === "string" ? values.wiki : "wiki";
    let log;
    try {
      log = await readFile(join(dir, "log.md"), "utf8");
    } catch (e) {
      const code = e.code;
      process.stderr.write(
        safeLine(
          `wiki-ingest pulse: cannot read ${join(dir, "log.md")} (${code ?? e.message}); pass --wiki with the wiki folder, which gets its log.md with the first ingest.`
        ) + "\n"
      );
      return 1;
    }
    const entries = readPulseLog(log);
    const pulse = pulseOf(entries, window.since, window.until);
    pulse.freshness = await pulseFreshness(dir, entries, pulse.weeks, window.until);
    const ask = await askOf(values, window.since, window.until);
    if (typeof values.svg === "string") await writeFile(values.svg, pulseSvg(chartWeeks(pulse)));
    if (values.json === true) {
      const json = ask ? (await import("./ask-RCTYC5K6.js")).withAskJson(pulseJson(pulse), ask.pulse) : pulseJson(pulse);
      process.stdout.write(JSON.stringify(json) + "\n");
      return 0;
    }
    process.stdout.write(renderPulseText(pulse));
    if (ask) {
      const { renderAskText } = await import("./ask-render-G4AEL5KO.js");
      process.stdout.write("\n" + renderAskText(ask.pulse, ask.note));
    }
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=pulse-DOSDS6LF.js.map
