import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  invalidInput,
  sourceSchemas,
  toolError
} from "./chunk-KCYOPBMT.js";
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  Minimatch
} from "./chunk-OT2HBKJ4.js";
import {
  codePoints,
  sliceCodePoints
} from "./chunk-RQGXNV2K.js";
import {
  safeParse
} from "./chunk-6LV7K3ZW.js";

// src/tools/source.ts
function sourcePathProblem(path) {
  if (path.trim() === "") return "the path is empty";
  if (path.includes("\0")) return "the path contains a NUL character";
  if (/^([a-zA-Z]:)?[\\/]/.test(path) || path.startsWith("~"))
    return `"${path}" is absolute; give a path relative to the repository root, e.g. "src/api/tokens.ts"`;
  const parts = path.replace(/\\/g, "/").split("/");
  if (parts.includes(".."))
    return `"${path}" leaves the repository (".."); give a path relative to the repository root`;
  if (parts[0] === ".git") return `"${path}" is inside .git, which is not part of the source`;
  return null;
}
function normalizeSourcePath(path) {
  return path.replace(/\\/g, "/").split("/").filter((s) => s !== "" && s !== ".").join("/");
}
function secretPathMatcher(patterns) {
  const globs = patterns.map((p) => new Minimatch(p, { dot: true, nocase: true }));
  return (path) => globs.some((g) => g.match(path));
}
var generatedRefusal = (path, rule) => toolError(
  `"${path}" is generated (${rule}): generated files are never shown. Read the source it is generated from, or work from the diff.`
);
function sourceHandlers(options) {
  const schema = sourceSchemas().read_source;
  return {
    async read_source(input) {
      const parsed = safeParse(schema, input);
      if (!parsed.success) return invalidInput("read_source", parsed.error);
      const problem = sourcePathProblem(parsed.data.path);
      if (problem) return toolError(`Cannot read source: ${problem}.`);
      const path = normalizeSourcePath(parsed.data.path);
      if (options.isSecretPath(path))
        return toolError(
          `"${path}" is withheld by policy (secret-paths): files that hold secrets are never read. Work from the diff and other files; never copy secret values into the wiki.`
        );
      const byPath = options.generated?.(path) ?? null;
      if (byPath !== null) return generatedRefusal(path, byPath);
      const file = await options.readSource(path);
      switch (file.kind) {
        case "missing":
          return toolError(
            `"${path}" does not exist at the merged commit. Use a path from the changed files or one they mention.`
          );
        case "binary":
          return toolError(`"${path}" is a binary file; only text files can be read.`);
        case "too-large":
          return toolError(`"${path}" is too large to read (${file.bytes} bytes).`);
        case "text": {
          const byContent = options.generated?.(path, file.text) ?? null;
          if (byContent !== null) return generatedRefusal(path, byContent);
          options.served?.(path);
          const cap = options.sourceCharCap;
          const n = codePoints(file.text);
          const fenced = untrusted(
            "source",
            n <= cap ? file.text : sliceCodePoints(file.text, cap),
            {
              path
            }
          );
          return {
            content: n <= cap ? fenced : `${fenced}
[read_source: "${path}" cut \u2014 showed the first ${cap} of ${n} characters; the rest cannot be read]`
          };
        }
      }
    }
  };
}

export {
  secretPathMatcher,
  sourceHandlers
};
//# sourceMappingURL=chunk-3VMC4SGA.js.map
