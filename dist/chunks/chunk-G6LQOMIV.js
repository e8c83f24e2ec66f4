import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  INPUTS,
  PROVIDER_SECRET_ENV,
  closestName
} from "./chunk-RS5OB7ID.js";
import {
  _default,
  _minLength,
  _nonnegative,
  array,
  int,
  nullish,
  object,
  optional,
  safeParse,
  string
} from "./chunk-6LV7K3ZW.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  redactShapes
} from "./chunk-7ZYO75DC.js";
import {
  SecretRegistry,
  scrubCredentialHeaders
} from "./chunk-FO5BEBK5.js";
import {
  ConfigError
} from "./chunk-6MHYMJ5H.js";

// src/cli/flags.ts
import { parseArgs } from "node:util";

// src/merge-info/json.ts
var MergeInputError = class extends Error {
  name = "MergeInputError";
};
var count = () => int().check(_nonnegative());
var FileSchema = object({
  path: string().check(_minLength(1)),
  status: _default(string(), "modified"),
  additions: count(),
  deletions: count(),
  patch: optional(string()),
  previous_path: optional(string())
});
var MergeSchema = object({
  sha: optional(string()),
  title: string(),
  body: nullish(string()),
  author: nullish(string()),
  commits: optional(array(string())),
  files: _default(array(FileSchema), []),
  pr: optional(int()),
  url: optional(string()),
  base_sha: optional(string())
});
var EXAMPLE = 'Expected {"title": "...", "files": [{"path": "...", "additions": 1, "deletions": 0}]}.';
var fieldName = (path) => path.map((key, i) => typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`).join("") || "(root)";
var valueAt = (json, path) => path.reduce(
  (node, key) => node !== null && typeof node === "object" ? node[key] : void 0,
  json
);
function parseMergeInfo(text, source = "input") {
  let json;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new MergeInputError(`${source} is not valid JSON (${e.message}).`);
  }
  const parsed = safeParse(MergeSchema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldName(issue.path);
    const last = issue.path[issue.path.length - 1];
    if ((last === "additions" || last === "deletions") && valueAt(json, issue.path) === void 0)
      throw new MergeInputError(
        `${source} is not a MergeInfo: ${field} is missing. Give every file its line counts, "additions" and "deletions" (0 for a binary file), as git diff --numstat or the GitHub API's pull request files report them; a file without them would count as 0 changed lines.`
      );
    throw new MergeInputError(
      `${source} is not a MergeInfo: ${field}: ${issue.message}. ${EXAMPLE}`
    );
  }
  const { body, author, ...rest } = parsed.data;
  return {
    ...rest,
    ...body != null ? { body } : {},
    ...author != null ? { author } : {}
  };
}
async function readInput(file, stdin = process.stdin) {
  if (file === "-") {
    const chunks = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString("utf8");
  }
  const { readFile } = await import("node:fs/promises");
  try {
    return await readFile(file, "utf8");
  } catch (e) {
    const why = e.code === "ENOENT" ? "no such file" : e.message;
    throw new MergeInputError(
      `cannot read --input ${file}: ${why}; pass a MergeInfo JSON file, or - for stdin.`
    );
  }
}

// src/security/scrub-stream.ts
function scrubWrites(secrets, streams = [process.stdout, process.stderr]) {
  const originals = streams.map((stream) => stream.write);
  streams.forEach((stream, i) => {
    const original = originals[i];
    stream.write = function(chunk, ...rest) {
      const text = typeof chunk === "string" ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString("utf8") : null;
      const out = text === null ? chunk : redactShapes(secrets.scrub(scrubCredentialHeaders(text)));
      return original.call(stream, out, ...rest);
    };
  });
  return () => streams.forEach((stream, i) => stream.write = originals[i]);
}

// src/cli/flags.ts
var MERGE_INPUT_FLAG = {
  type: "string",
  short: "i",
  value: "FILE|-",
  description: 'MergeInfo JSON file (also accepted as the one argument: FILE); "-" reads stdin, the default when stdin is not a terminal.'
};
async function readMergeFlag(command, values, stdin = process.stdin) {
  const given = values.input;
  if (given === void 0 && stdin.isTTY)
    throw new UsageError(
      `no MergeInfo given. Pass a file (wiki-ingest ${command} merge.json, or --input merge.json) or pipe it (wiki-ingest ${command} < merge.json); "-" reads what you type.`
    );
  const file = given ?? "-";
  return parseMergeInfo(await readInput(file, stdin), file === "-" ? "stdin" : file);
}
var UsageError = class extends Error {
  name = "UsageError";
};
var LIST_KINDS = /* @__PURE__ */ new Set(["globs", "list"]);
var inputByName = new Map(INPUTS.map((input) => [input.name, input]));
function commandInputs(spec) {
  const uses = spec.inputs;
  if (uses === false) return [];
  if (uses === void 0) return [...INPUTS];
  return INPUTS.filter((input) => input.uses.some((use) => uses.includes(use)));
}
var WIKI_FLAG_RULE = "--wiki and --wiki-path are two names of one flag: the wiki folder.";
function wikiFlagOf(spec) {
  if ("wiki" in spec.flags) return "wiki";
  if ("wiki-path" in spec.flags || commandInputs(spec).some((i) => i.name === "wiki-path"))
    return "wiki-path";
  return null;
}
function aliasWikiFlag(spec, argv) {
  const name = wikiFlagOf(spec);
  if (!name) return argv;
  const end = argv.indexOf("--");
  return argv.map((arg, i) => {
    if (end >= 0 && i >= end) return arg;
    const m = /^--(wiki|wiki-path)(=.*)?$/.exec(arg);
    return m ? `--${name}${m[2] ?? ""}` : arg;
  });
}
function normaliseBooleans(argv, inputs) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      out.push(...argv.slice(i));
      break;
    }
    const no = /^--no-([a-z0-9-]+)$/.exec(arg);
    if (no && inputs.get(no[1])?.kind === "boolean") {
      out.push(`--${no[1]}=false`);
      continue;
    }
    const bare = /^--([a-z0-9-]+)$/.exec(arg);
    if (bare && inputs.get(bare[1])?.kind === "boolean") {
      const next = argv[i + 1];
      if (next !== void 0 && /^(true|false)$/i.test(next)) {
        out.push(`--${bare[1]}=${next}`);
        i++;
      } else out.push(`--${bare[1]}=true`);
      continue;
    }
    out.push(arg);
  }
  return out;
}
function parseFlags(spec, argv) {
  const wikiOwn = wikiFlagOf(spec) === "wiki";
  const accepted = new Map(
    commandInputs(spec).filter((input) => !(input.name in spec.flags) && !(wikiOwn && input.name === "wiki-path")).map((input) => [input.name, input])
  );
  const options = {};
  for (const [name, flag] of Object.entries(spec.flags))
    options[name] = {
      type: flag.type,
      ...flag.short ? { short: flag.short } : {},
      ...flag.multiple ? { multiple: true } : {}
    };
  for (const name of accepted.keys()) options[name] = { type: "string", multiple: true };
  options.help ??= { type: "boolean", short: "h" };
  let parsed;
  try {
    parsed = parseArgs({
      args: normaliseBooleans(aliasWikiFlag(spec, argv), accepted),
      options,
      allowPositionals: true,
      strict: true
    });
  } catch (e) {
    throw new UsageError(explain(e, spec));
  }
  const values = {};
  const inputs = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    const input = accepted.get(name);
    if (!input) {
      values[name] = value;
      continue;
    }
    const list = value;
    inputs[name] = LIST_KINDS.has(input.kind) ? list.join("\n") : list[list.length - 1];
  }
  const positionals = takePositional(spec, parsed.positionals, values);
  return { values, inputs, positionals };
}
function takePositional(spec, positionals, values) {
  if (spec.freeText) return positionals;
  const flag = spec.positional;
  const allowed = flag ? 1 : 0;
  const help = `Run "wiki-ingest ${spec.name} --help" for its usage.`;
  if (positionals.length > allowed)
    throw new UsageError(
      `unexpected argument "${positionals[allowed]}": wiki-ingest ${spec.name} takes ${flag ? `one FILE (or --${flag})` : "flags only"}. ${help}`
    );
  if (flag && positionals.length === 1) {
    if (values[flag] !== void 0)
      throw new UsageError(
        `both "${positionals[0]}" and --${flag} ${String(values[flag])} given; pass the file once. ${help}`
      );
    values[flag] = positionals[0];
    return [];
  }
  return positionals;
}
function explain(e, spec) {
  const message = e instanceof Error ? e.message : String(e);
  const help = `Run "wiki-ingest ${spec.name} --help" for its flags.`;
  const ambiguous = /Option '(-[^']+)' argument is ambiguous/.exec(message);
  if (ambiguous) {
    const flag2 = ambiguous[1].replace(/^-\w, /, "");
    return `${flag2} needs a value; one that starts with "-" is written ${flag2}=VALUE (e.g. ${flag2}=-5). ${help}`;
  }
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (!unknown) return `${message.replace(/\s*To specify.*$/s, "")} ${help}`;
  const flag = unknown[1];
  const name = flag.replace(/^--(no-)?/, "").replace(/=.*$/, "");
  const input = inputByName.get(name);
  if (input)
    return `${flag} is not used by "wiki-ingest ${spec.name}": the ${name} input configures ${input.uses.map(describeUse).join(" and ")}. ${help}`;
  return `unknown flag ${flag} for "wiki-ingest ${spec.name}".${closestFlag(spec, name)} ${help}`;
}
function closestFlag(spec, name) {
  const names = [...Object.keys(spec.flags), ...commandInputs(spec).map((i) => i.name), "help"];
  const near = closestName(names, name);
  return near ? ` Did you mean --${near}?` : "";
}
var describeUse = (use) => ({
  tier1: "Tier 1",
  tier2: "Tier 2",
  tier3: "Tier 3",
  map: "the wiki map",
  pipeline: "the whole pipeline (run)",
  action: "the action only (reading and publishing through the GitHub API, catch-up, /wiki comments)",
  ask: "asking the wiki (ask)",
  deep: "the deep lint (lint --deep)",
  mcp: "the MCP server (mcp)",
  init: "planning a first wiki (init)",
  impact: "the pages a change makes stale (impact, and the MCP server)"
})[use];
function wrap(text, indent, width = 100) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (line && indent + line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.join("\n" + " ".repeat(indent));
}
var EXIT_CODES = [
  "Exit codes:",
  "  0  done (a skip decision included)",
  "  1  the command failed: git (no repository, no commits yet), a missing wiki folder, a run",
  "     that failed or hit a budget, index --strict finding a cut, lint finding one at --fail-on,",
  "     impact --fail-on-impact finding an impacted page",
  "  2  a bad command line: unknown command or flag, a bad flag or input value, an --input that",
  "     cannot be read or is not a MergeInfo, no input at all"
].join("\n");
function helpText(spec) {
  const row = (flag, description) => `  ${flag.padEnd(34)}${wrap(description, 36)}`;
  const alias = (name) => name === "wiki" ? ", --wiki-path" : name === "wiki-path" ? ", --wiki" : "";
  const own = Object.entries(spec.flags).map(
    ([name, f]) => row(
      `${f.short ? `-${f.short}, ` : ""}--${name}${alias(name)}${f.type === "string" ? ` ${f.value ?? "VALUE"}` : ""}`,
      f.description
    )
  );
  const parts = [
    `Usage: wiki-ingest ${spec.name} ${spec.usage}`,
    "",
    spec.summary,
    "",
    "Flags:",
    ...own,
    row("-h, --help", "Show this help.")
  ];
  if (wikiFlagOf(spec)) parts.push("", WIKI_FLAG_RULE);
  const wikiOwn = wikiFlagOf(spec) === "wiki";
  const inputs = commandInputs(spec).filter(
    (input) => !(input.name in spec.flags) && !(wikiOwn && input.name === "wiki-path")
  );
  if (inputs.length) {
    parts.push(
      "",
      "Input flags (the action inputs this command uses; an empty value means the default):"
    );
    for (const input of inputs) {
      const flag = input.kind === "boolean" ? `--${input.name}, --no-${input.name}` : `--${input.name}${alias(input.name)} ${input.kind === "globs" ? "GLOB" : input.kind === "list" ? "LIST" : "VALUE"}`;
      const repeat = LIST_KINDS.has(input.kind) ? " Repeatable." : "";
      const def = input.default.includes("\n") ? input.default.split("\n").map((item) => `'${item}'`).join(" ") : input.default;
      parts.push(
        row(flag, `${input.description}${repeat} Default: ${def === "" ? "(empty)" : def}.`)
      );
    }
  }
  parts.push("", EXIT_CODES);
  return parts.join("\n") + "\n";
}
function cliSecrets(argv) {
  const secrets = new SecretRegistry();
  secrets.register(process.env.ANTHROPIC_API_KEY);
  secrets.register(process.env.GITHUB_TOKEN);
  for (const name of PROVIDER_SECRET_ENV) secrets.register(process.env[name]);
  argv.forEach((arg, i) => {
    const flag = /^--(anthropic-api-key|github-token)(?:=(.*))?$/s.exec(arg);
    if (flag) secrets.register(flag[2] ?? argv[i + 1]);
  });
  return secrets;
}
async function runCommand(spec, argv, body) {
  const secrets = cliSecrets(argv);
  const restore = scrubWrites(secrets);
  try {
    const flags = parseFlags(spec, argv);
    if (flags.values.help === true) {
      process.stdout.write(helpText(spec));
      return 0;
    }
    return await body({ ...flags, secrets });
  } catch (e) {
    const usage = e instanceof UsageError || e instanceof ConfigError || e instanceof MergeInputError;
    const message = `wiki-ingest ${spec.name}: ${e instanceof Error ? e.message : String(e)}`;
    process.stderr.write(safeLines(message.split(/\r?\n/)));
    return usage ? 2 : 1;
  } finally {
    restore();
  }
}

export {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  UsageError,
  commandInputs,
  WIKI_FLAG_RULE,
  parseFlags,
  EXIT_CODES,
  helpText,
  runCommand
};
//# sourceMappingURL=chunk-G6LQOMIV.js.map
