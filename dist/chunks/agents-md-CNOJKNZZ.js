import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AgentsMdError,
  agentsBlock,
  agentsShape,
  withAgentsBlockBytes
} from "./chunk-RYEJDUBY.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import {
  parsePage
} from "./chunk-VPRMEN3U.js";
import {
  isPageFile
} from "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
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
  if (file?.through)
    return skip(
      `"${file.through}" on its way is ${file.mode === "120000" ? "a symbolic link" : "not a folder"}; set agents-md to a file in a plain folder`
    );
  if (file && file.mode !== "100644" && file.mode !== "100755")
    return skip(
      `it is ${file.mode === "120000" ? "a symbolic link" : "not a plain file"}; set agents-md to the file itself`
    );
  let after;
  let refused = [];
  try {
    const shape = agentsShape(
      { pages: pagesAfter(o.snapshot, output, o), schema: o.snapshot.wiki.schema },
      { wikiPath: o.wikiPath, mapFile: o.mapFile, ...o.map }
    );
    refused = shape.refused ?? [];
    after = withAgentsBlockBytes(file?.bytes ?? null, agentsBlock(shape), o.path);
  } catch (e) {
    if (e instanceof AgentsMdError) return skip(e.message.replace(/\.$/, ""));
    throw e;
  }
  const said = refused.map((r) => `agents-md: ${o.path}: ${r}.`);
  const warnings = said.length ? { warnings: said } : {};
  if (file && after.bytes.equals(file.bytes)) return { unchanged: true, ...warnings };
  if (!Buffer.from(after.text, "utf8").equals(after.bytes))
    return skip("its bytes could not be kept exactly as they are");
  const action = file ? "update" : "create";
  const before = file ? Buffer.from(file.bytes).toString("utf8") : null;
  return {
    output: {
      ...output,
      files: [...output.files, { path: o.path, content: after.text, action }],
      before: { ...output.before, [o.path]: before },
      changes: [...output.changes, { path: o.path, action }]
    },
    base: { ...base, guarded: { ...base.guarded, [o.path]: file?.sha ?? null } },
    ...warnings
  };
}
export {
  withAgentsMd
};
//# sourceMappingURL=agents-md-CNOJKNZZ.js.map
