import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  _enum,
  _gte,
  _lte,
  _minLength,
  int,
  safeParse,
  string,
  toJSONSchema
} from "./chunk-6LV7K3ZW.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/tools/errors.ts
var toolError = (content) => ({ content, is_error: true });
function invalidInput(tool2, err) {
  const issues = err.issues.slice(0, 5).map((issue) => `${issue.path.length ? issue.path.join(".") : "input"}: ${issue.message}`).join("; ");
  return toolError(
    `Invalid input for ${tool2}: ${issues}. Fix these fields and call ${tool2} again.`
  );
}
function parsedInput(tool2, schema, run) {
  return (input) => {
    const parsed = safeParse(schema, input);
    return parsed.success ? run(parsed.data) : invalidInput(tool2, parsed.error);
  };
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j] + 1,
        row[j - 1] + 1,
        prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      );
    prev = row;
  }
  return prev[b.length];
}
var lastSegment = (s) => s.split("/").pop() ?? s;
function suggestions(candidates, wanted) {
  const w = lastSegment(wanted.trim().toLowerCase());
  if (w === "") return [];
  return [...new Set(candidates)].map((candidate) => {
    const c = lastSegment(candidate.toLowerCase());
    const d = editDistance(c, w);
    return { candidate, score: c.includes(w) || w.includes(c) ? Math.min(d, 1) : d };
  }).filter((s) => s.score <= 2).sort((a, b) => a.score - b.score || compareCodePoints(a.candidate, b.candidate)).slice(0, 5).map((s) => s.candidate);
}
function closest(candidates, wanted, n = 3) {
  const w = wanted.trim().toLowerCase();
  const scored = [...new Set(candidates)].map((candidate, i) => {
    const c = candidate.toLowerCase();
    const d = editDistance(c, w);
    const near2 = w !== "" && (c.includes(w) || w.includes(c));
    return { candidate, i, score: near2 ? Math.min(d, 1) : d };
  }).sort((a, b) => a.score - b.score || a.i - b.i);
  const near = scored.filter((s) => s.score <= 2);
  return (near.length ? near : scored).slice(0, n).map((s) => s.candidate);
}
function didYouMean(candidates, wanted) {
  const near = suggestions(candidates, wanted);
  return near.length ? ` Did you mean: ${near.join(", ")}?` : "";
}
var unknownSlug = (slugs, slug) => toolError(
  `No page "${slug}" in the wiki map or this run.${didYouMean(slugs, slug)} Use a slug exactly as the map lists it.`
);

// src/tools/tool.ts
var valueOf = (x, params) => typeof x === "function" ? x(params) : x;
function tool(name, description, schema, run) {
  return {
    name,
    description: (params) => valueOf(description, params),
    schema,
    definition: (params) => definitionOf(name, valueOf(description, params), schema(params)),
    handler: (ctx, params) => ({ [name]: parsedInput(name, schema(params), (a) => run(a, ctx)) }),
    serving: (other) => tool(name, description, schema, other)
  };
}
function definitionOf(name, description, schema) {
  const { $schema: _drop, ...input_schema } = toJSONSchema(schema, {
    io: "input"
  });
  return { name, description, input_schema };
}
function slugEnum(slugs) {
  const all = [...new Set(slugs)].sort(compareCodePoints);
  return all.length ? _enum(all) : string();
}
var position = (min) => int().check(_gte(min), _lte(1e7));
var anySlug = () => string().check(_minLength(1));

export {
  toolError,
  closest,
  didYouMean,
  unknownSlug,
  tool,
  slugEnum,
  position,
  anySlug
};
//# sourceMappingURL=chunk-HTMWZKFP.js.map
