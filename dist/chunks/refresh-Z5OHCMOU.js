import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  WORKING_TREE_FLAGS,
  assertWikiClean,
  reportJson,
  table
} from "./chunk-5U63VOHW.js";
import {
  readRepoHead
} from "./chunk-TQXNOVWR.js";
import "./chunk-Y57B36QO.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  UsageError,
  runCommand
} from "./chunk-G6LQOMIV.js";
import {
  closestName
} from "./chunk-RS5OB7ID.js";
import "./chunk-VGZWUBZR.js";
import {
  gitReferenceHistory,
  gitRenameHistory,
  pagesLastWritten
} from "./chunk-W2YGAUM4.js";
import {
  runLintFix
} from "./chunk-EC3OMIRV.js";
import "./chunk-N73S4EIW.js";
import {
  freshnessText
} from "./chunk-LSIFOBXJ.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-EQTHTHZT.js";
import {
  localWorkspace
} from "./chunk-MBBBO6NB.js";
import {
  cachedRenameHistory,
  findDeadReferences,
  findRenames,
  generatedAt
} from "./chunk-GJDZ3LQV.js";
import "./chunk-6W3AHS2D.js";
import "./chunk-OZOPYQNG.js";
import "./chunk-RNMJPFJ4.js";
import "./chunk-7LO3LBM3.js";
import "./chunk-EUVW3UGZ.js";
import "./chunk-XMPSZJ4H.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import {
  gitTrees
} from "./chunk-5B34HZLY.js";
import "./chunk-FHLLNFKR.js";
import "./chunk-ILX6WZOR.js";
import "./chunk-TXEJV3CZ.js";
import "./chunk-IN47HZ6J.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-FDIH543C.js";
import "./chunk-32O5A2MR.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-UTCUGKNB.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-F5VYELV3.js";
import "./chunk-46MQWB27.js";
import "./chunk-ZY76RAZ4.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-M4Z37EZN.js";
import "./chunk-G6ZCRMTX.js";
import {
  coverablePath
} from "./chunk-B6XFU4U5.js";
import "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import {
  safeLine,
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  missingPaths
} from "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-DHVRHUOL.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-VQK26BKB.js";
import "./chunk-BZVW5XM7.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-YPMII554.js";
import "./chunk-B4X4OIYH.js";
import "./chunk-COHMVWIB.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";

// src/cli/refresh.ts
import { resolve } from "node:path";
var spec = {
  name: "refresh",
  summary: "Checks the stale pages now, as the scheduled lint-fix run does: the free repairs of lint --fix, then one Tier 3 run over the pages whose covered files changed since they were checked (or that name a path or identifier HEAD no longer holds), the oldest stamp first, within max-cost-usd and max-pages-changed; the rest are listed as left for the next run. Writes into the working tree, uncommitted. Needs ANTHROPIC_API_KEY when a page needs checking.",
  usage: "[--repo DIR] [--pages SLUG[,SLUG\u2026]] [--dry-run] [--force] [--json] [--max-cost-usd N] [--max-pages-changed N] [input flags]",
  inputs: ["tier1", "tier3", "map"],
  flags: {
    repo: {
      type: "string",
      value: "DIR",
      description: "Repository to read and write (default: .); the wiki is read from its HEAD."
    },
    pages: {
      type: "string",
      multiple: true,
      value: "SLUGS",
      description: "Check only these pages (slugs, comma-separated or the flag repeated); default: every page that needs it."
    },
    ...WORKING_TREE_FLAGS,
    json: {
      type: "boolean",
      description: 'Print one JSON document: the run\'s Report (as `run --json`), "freshness" before the run, and "refresh": {"taken", "checked", "left"}.'
    }
  }
};
function pagesFlag(value, pages) {
  if (value === void 0) return void 0;
  const given = value.flatMap((v) => v.split(",")).map((s) => s.trim().replace(/\.md$/i, "").toLowerCase()).filter(Boolean);
  const slugs = pages.map((p) => p.slug);
  for (const slug of given)
    if (!slugs.includes(slug)) {
      const near = closestName(slugs, slug);
      throw new UsageError(
        `--pages ${slug}: no such page in the wiki${near ? ` (did you mean ${near}?)` : ""}; give slugs as \`wiki-ingest index\` lists them.`
      );
    }
  return [...new Set(given)];
}
async function repairInput(at, config, pages) {
  const { top: repo, commit, tree: listing } = at;
  const generated = await generatedAt(gitTrees(repo), listing, config.ignorePaths);
  const coverable = coverablePath(config, generated);
  const files = pages.map((p) => `${config.wikiPath}/${p.file}`);
  const renames = cachedRenameHistory(gitRenameHistory(repo, commit));
  const found = await findRenames(
    missingPaths(pages, listing).filter(coverable),
    (p) => listing.has(p),
    renames
  );
  const [dead, written] = await Promise.all([
    findDeadReferences(
      pages,
      { commit, listing, wikiPath: config.wikiPath },
      gitReferenceHistory(repo, commit, config.wikiPath, renames)
    ),
    pagesLastWritten(repo, commit, config.wikiPath, files)
  ]);
  const writtenAt = new Map(
    pages.flatMap((p) => {
      const w = written.get(`${config.wikiPath}/${p.file}`);
      return w ? [[p.slug, w.at]] : [];
    })
  );
  return {
    head: commit,
    tree: listing,
    renames: found.renames,
    deleted: found.deleted,
    generated,
    writtenAt,
    dead: dead.dead
  };
}
function printed(report, wikiPath, dryRun) {
  const r = report.repair;
  const lines = table(report).replace(/\n$/, "").split("\n");
  if (report.freshness)
    lines.push(`freshness  ${freshnessText(report.freshness)} (before this run)`);
  if (r) {
    lines.push(`checked    ${r.checked.length ? r.checked.join(", ") : "none"}`);
    if (r.left.length) lines.push(`left       ${r.left.join(", ")} (for the next run)`);
  }
  for (const d of report.diffs ?? []) lines.push("", ...d.replace(/\n$/, "").split("\n"));
  const pages = report.changes.length;
  const folder = `${wikiPath.replace(/\/+$/, "")}/`;
  if (pages === 0 || report.decision.decision === "failed") lines.push("", "wrote nothing");
  else if (dryRun)
    lines.push("", `wrote nothing (--dry-run): ${pages} files would change in ${folder}`);
  else
    lines.push(
      "",
      `wrote ${pages} file${pages === 1 ? "" : "s"} to ${folder} (uncommitted): ${report.changes.map((c) => c.path).join(", ")}`,
      `review with: git diff -- ${folder}`,
      `commit with: git add -- ${folder} && git commit -m 'docs(wiki): refresh stale pages'`
    );
  return safeLines(lines);
}
async function wikiAtHead(read, config, commit) {
  const snapshot = await read();
  if (snapshot.base?.tree === null)
    throw new UsageError(
      `the wiki folder "${config.wikiPath}" is not in HEAD (${commit.slice(0, 12)}); pass --wiki-path, or commit the wiki first.`
    );
  return snapshot;
}
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const dryRun = values["dry-run"] === true;
    const loaded = await loadConfig(inputs, process.env);
    const config = dryRun ? { ...loaded, publishMode: "dry-run" } : loaded;
    const repo = resolve(values.repo ?? ".");
    const at = await readRepoHead(repo);
    if (!dryRun && values.force !== true) await assertWikiClean(repo, config.wikiPath);
    secrets.register(config.anthropicApiKey);
    const local = localWorkspace(repo, config, { dryRun });
    let wiki;
    const workspace = { ...local, loadWiki: () => wiki ??= local.loadWiki() };
    const { pages } = (await wikiAtHead(workspace.loadWiki, config, at.commit)).wiki;
    const only = pagesFlag(values.pages, pages);
    const input = await repairInput(at, config, pages);
    const report = await runLintFix({ ...input, ...only ? { only } : {} }, config, {
      env: process.env,
      repo: workspace,
      secrets
    });
    if (values.json === true)
      process.stdout.write(
        JSON.stringify({
          ...reportJson(report),
          freshness: report.freshness ?? null,
          refresh: report.repair ?? null
        }) + "\n"
      );
    else process.stdout.write(printed(report, config.wikiPath, dryRun));
    if (report.decision.decision === "failed")
      process.stderr.write(safeLine(`wiki-ingest refresh: ${report.decision.reason}`) + "\n");
    return report.decision.decision === "failed" ? 1 : 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=refresh-Z5OHCMOU.js.map
