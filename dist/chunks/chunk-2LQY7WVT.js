import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  windowsDeviceSegment
} from "./chunk-6IFOK4RH.js";
import {
  fail
} from "./chunk-6MHYMJ5H.js";

// src/config/kinds.ts
var NONE = "none";
var TRUE = ["true", "True", "TRUE"];
var FALSE = ["false", "False", "FALSE"];
var splitList = (raw) => raw.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
var splitLines = (raw) => raw.split(/\r?\n/).map((s) => s.trim()).filter((s) => s !== "");
function splitGlobs(raw) {
  const out = [];
  let depth = 0;
  let current = "";
  for (const ch of raw) {
    if (ch === "{") depth++;
    if (ch === "}") depth = Math.max(0, depth - 1);
    if (ch === "\n" || ch === "," && depth === 0) {
      out.push(current);
      current = "";
      depth = 0;
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}
function validateGlob(name, glob) {
  const g = glob.replace(/^\.\//, "");
  if (g.startsWith("/"))
    fail(name, `"${glob}" is absolute; globs are relative to the repository root, e.g. "docs/**".`);
  if (g.split("/").includes("..")) fail(name, `"${glob}" leaves the repository; remove the "..".`);
  let depth = 0;
  for (const ch of g) {
    if (ch === "{") depth++;
    if (ch === "}" && --depth < 0) break;
  }
  if (depth !== 0) fail(name, `"${glob}" has unbalanced braces; write e.g. "**/*.{yml,yaml}".`);
  if (unclosedClass(g))
    fail(
      name,
      `"${glob}" opens a character class "[" that never closes; close it (e.g. "**/[Aa]pi/**") or escape a literal bracket as "\\[".`
    );
  return g;
}
function unclosedClass(glob) {
  for (let i = 0; i < glob.length; i++) {
    if (glob[i] === "\\") i++;
    else if (glob[i] === "[") {
      let j = i + 1;
      if (glob[j] === "!" || glob[j] === "^") j++;
      if (glob[j] === "]") j++;
      while (j < glob.length && glob[j] !== "]") j += glob[j] === "\\" ? 2 : 1;
      if (j >= glob.length) return true;
      i = j;
    }
  }
  return false;
}
var isNone = (text, spec) => spec.none !== false && text.trim().toLowerCase() === NONE;
function wholeNumber(text, spec) {
  const s = text.trim();
  if (s === "") return null;
  const { min, max } = spec.range;
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max)
    fail(spec.name, `"${s}" is not a whole number from ${min} to ${max}.`);
  return Number(s);
}
var DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
function realNumber(text, spec) {
  const s = text.trim();
  if (s === "") return null;
  const n = DECIMAL.test(s) ? Number(s) : NaN;
  const { min, max, minExclusive } = spec.range;
  const low = minExclusive ? n <= min : n < min;
  if (!Number.isFinite(n) || low || n > max)
    fail(
      spec.name,
      minExclusive ? `"${s}" is not a number more than ${min} and at most ${max} (e.g. 1.00).` : `"${s}" is not a number from ${min} to ${max}.`
    );
  return n;
}
function trueOrFalse(text, spec) {
  const s = text.trim();
  if (TRUE.includes(s)) return true;
  if (FALSE.includes(s)) return false;
  return fail(spec.name, `"${s}" is not true or false.`);
}
function oneOf(text, spec) {
  const s = text.trim();
  const values = spec.values;
  if (!values.includes(s)) fail(spec.name, `"${s}" is not one of: ${values.join(", ")}.`);
  return s;
}
var KIND_PARSERS = {
  string: (text) => text.trim(),
  secret: (text) => text.trim(),
  json: (text) => text.trim(),
  list: (text, spec) => isNone(text, spec) ? [] : splitList(text),
  globs: (text, spec) => isNone(text, spec) ? [] : splitGlobs(text).map((g) => validateGlob(spec.name, g)),
  int: wholeNumber,
  number: realNumber,
  boolean: trueOrFalse,
  enum: oneOf
};

// src/config/checks.ts
var AUTHOR_ASSOCIATIONS = [
  "OWNER",
  "MEMBER",
  "COLLABORATOR",
  "CONTRIBUTOR",
  "FIRST_TIME_CONTRIBUTOR",
  "FIRST_TIMER",
  "MANNEQUIN",
  "NONE"
];
var PRICING_SHAPE = 'expected {"model": {"input", "output", "cache_write_5m"?, "cache_write_1h"?, "cache_read"?, "long_prompt"?: {"threshold_tokens", "input", "output", \u2026}}} in USD per million tokens';
var lowerCased = (items) => items.map((t) => t.toLowerCase());
function wikiPathProblem(wikiPath) {
  if (wikiPath === "" || wikiPath === ".") return "is the repository root";
  if (wikiPath.startsWith("/") || /^[a-zA-Z]:/.test(wikiPath)) return "is absolute";
  if (wikiPath.includes("\\")) return 'holds a backslash (use "/")';
  if (/[\u0000-\u001f\u007f*?[\]{}!]/.test(wikiPath))
    return "holds a control character or glob character (* ? [ ] { } !)";
  const segments = wikiPath.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".."))
    return 'holds an empty, "." or ".." segment';
  const first = segments[0].toLowerCase();
  if (first === ".git") return "is inside .git";
  if (first === ".github") return "is inside .github, where workflows live";
  return null;
}
function wikiFolder(text) {
  const wikiPath = text.replace(/^\.\//, "").replace(/\/+$/, "");
  const problem = wikiPathProblem(wikiPath);
  if (problem)
    fail(
      "wiki-path",
      `"${wikiPath}" ${problem}; use a folder inside the repository, e.g. "wiki" or "docs/wiki".`
    );
  return wikiPath;
}
function agentsMdPath(text) {
  const path = text.replace(/^\.\//, "");
  if (path === "") return "";
  const problem = wikiPathProblem(path) ?? (/\.md$/i.test(path) ? null : "is not a .md file");
  if (problem)
    fail(
      "agents-md",
      `"${path}" ${problem}; name a Markdown file relative to the repository root, e.g. "AGENTS.md" or "CLAUDE.md", or leave it empty.`
    );
  return path;
}
function mapFileName(text) {
  const name = text.replace(/^\.\//, "");
  if (!/^[^/\\\0-\x1f]+\.md$/i.test(name) || name.startsWith("."))
    fail(
      "map-file",
      `"${name}" is not a Markdown file name at the root of the wiki folder; use e.g. "index.md" or "wiki-map.md" (no folder, ending in .md).`
    );
  if (/^(log|schema)\.md$/i.test(name))
    fail("map-file", `"${name}" is written by people or by the log; use e.g. "wiki-map.md".`);
  if (windowsDeviceSegment(name) !== null)
    fail(
      "map-file",
      `"${name}" is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension and in any case), which a Windows checkout cannot hold; use e.g. "index.md" or "wiki-map.md".`
    );
  return name;
}
function branchNameProblem(name) {
  if (name === "") return "is empty";
  if (name.startsWith("-") || name.startsWith("/") || name.endsWith("/") || name.endsWith("."))
    return 'starts with "-" or "/", or ends with "/" or "."';
  const invalid = (
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    /[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|(^|\/)\./
  );
  if (invalid.test(name) || name === "@")
    return 'is not a valid branch name (no spaces, ~ ^ : ? * [ \\, "..", "@{", "//", ".lock" or a segment starting with ".")';
  return null;
}
function prBranch(name) {
  const problem = branchNameProblem(name);
  if (problem) fail("pr-branch", `"${name}" ${problem}; use e.g. "wiki-ingest/updates".`);
  return name;
}
function assertPrBranchDiffers(config, publishedTo) {
  if (config.publishMode !== "pull-request") return;
  const strip = (b) => b.replace(/^refs\/heads\//, "");
  if (strip(config.prBranch) === strip(publishedTo))
    fail(
      "pr-branch",
      `"${config.prBranch}" is the branch wiki changes are published to; the rolling pull request needs a branch of its own, e.g. "wiki-ingest/updates".`
    );
}
function pageTypes(items) {
  const types = lowerCased(items);
  for (const t of types)
    if (!/^[a-z][a-z0-9_-]*$/.test(t))
      fail("page-types", `"${t}" is not a valid type name (letters, digits, - and _).`);
  return types;
}
function pageSections(text) {
  const out = {};
  for (const line of splitLines(text)) {
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/i.exec(line);
    if (!m) fail("page-sections", `"${line}" is not "type: Section, Section".`);
    out[m[1].toLowerCase()] = splitList(m[2]);
  }
  return out;
}
function pricingObject(text) {
  if (text === "") return {};
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    fail("pricing", 'is not valid JSON; expected {"model": {"input": 1, "output": 5}}.');
  }
  if (json === null || typeof json !== "object" || Array.isArray(json))
    fail("pricing", `${PRICING_SHAPE} (not an object).`);
  return json;
}
function askCommand(word) {
  if (/\s/.test(word)) fail("ask-command", `"${word}" holds a space; use one word, e.g. /wiki.`);
  return word;
}
function authorAssociations(items) {
  const associations = items.map((a) => a.toUpperCase());
  for (const a of associations)
    if (!AUTHOR_ASSOCIATIONS.includes(a))
      fail(
        "ask-allowed-associations",
        `"${a}" is not an author association; use any of ${AUTHOR_ASSOCIATIONS.join(", ")}.`
      );
  return associations;
}
var cloudRegion = (name) => (text) => {
  if (text !== "" && !/^[a-z][a-z0-9-]{1,30}$/.test(text))
    fail(name, `"${text}" is no region name; use e.g. "us-east-1", "global" or "europe-west1".`);
  return text;
};
function gcpProjectId(text) {
  if (text !== "" && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(text))
    fail(
      "gcp-project-id",
      `"${text}" is no Google Cloud project id (6\u201330 lowercase letters, digits and dashes, starting with a letter).`
    );
  return text;
}
function languageTag(text) {
  if (text === "") return text;
  try {
    const [tag] = Intl.getCanonicalLocales(text);
    if (tag) return tag;
  } catch {
  }
  return fail("language", `"${text}" is no BCP 47 language tag; use e.g. "es", "pt-BR" or "ja".`);
}
function languageName(tag) {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
var languageSentence = (lead, tag, rest = "") => `${lead} in ${languageName(tag)} (${tag})${rest}`;

export {
  KIND_PARSERS,
  PRICING_SHAPE,
  lowerCased,
  wikiPathProblem,
  wikiFolder,
  agentsMdPath,
  mapFileName,
  prBranch,
  assertPrBranchDiffers,
  pageTypes,
  pageSections,
  pricingObject,
  askCommand,
  authorAssociations,
  cloudRegion,
  gcpProjectId,
  languageTag,
  languageSentence
};
//# sourceMappingURL=chunk-2LQY7WVT.js.map
