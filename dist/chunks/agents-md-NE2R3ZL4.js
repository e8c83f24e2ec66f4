import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AgentsMdError,
  agentsBlock,
  agentsShape,
  withAgentsBlock
} from "./chunk-H4YWZOFZ.js";
import "./chunk-PZWFC3OC.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import {
  parsePage
} from "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import {
  isPageFile
} from "./chunk-6IFOK4RH.js";
import "./chunk-ALWFP5YV.js";

// src/publish/agents-md.ts
function pagesAfter(snapshot, output, o) {
  const bySlug = new Map(snapshot.wiki.pages.map((p) => [p.slug, p]));
  const prefix = `${o.wikiPath}/`;
  for (const file of output.files) {
    if (!file.path.startsWith(prefix)) continue;
    const rel = file.path.slice(prefix.length);
    if (!isPageFile(rel) || rel.toLowerCase() === o.mapFile.toLowerCase()) continue;
    const page = parsePage(rel, file.content).page;
    bySlug.set(page.slug, page);
  }
  return [...bySlug.values()];
}
async function withAgentsMd(output, o) {
  const skip = (why) => ({
    warning: `agents-md: ${o.path} was not updated: ${why}.`
  });
  const base = o.snapshot.base;
  if (o.path.toLowerCase().startsWith(`${o.wikiPath.toLowerCase()}/`))
    return skip(
      "it is inside the wiki folder, whose files wiki-ingest keeps itself; name a file outside it, e.g. AGENTS.md"
    );
  if (!base || !o.fileAt) return skip("this run cannot read files outside the wiki");
  const file = await o.fileAt(base.commit, o.path);
  if (file && file.mode !== "100644" && file.mode !== "100755")
    return skip(
      `it is ${file.mode === "120000" ? "a symbolic link" : "not a plain file"}; set agents-md to the file itself`
    );
  const shape = agentsShape(
    { pages: pagesAfter(o.snapshot, output, o), schema: o.snapshot.wiki.schema },
    { wikiPath: o.wikiPath, mapFile: o.mapFile }
  );
  let after;
  try {
    after = withAgentsBlock(file?.text ?? null, agentsBlock(shape), o.path);
  } catch (e) {
    if (e instanceof AgentsMdError) return skip(e.message.replace(/\.$/, ""));
    throw e;
  }
  if (file && after === file.text) return { unchanged: true };
  const action = file ? "update" : "create";
  return {
    output: {
      ...output,
      files: [...output.files, { path: o.path, content: after, action }],
      before: { ...output.before, [o.path]: file?.text ?? null },
      changes: [...output.changes, { path: o.path, action }]
    },
    base: { ...base, guarded: { ...base.guarded, [o.path]: file?.sha ?? null } }
  };
}
export {
  withAgentsMd
};
//# sourceMappingURL=agents-md-NE2R3ZL4.js.map
