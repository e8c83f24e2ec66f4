import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SOURCE_CHAR_CAP
} from "./chunk-LXSCDGY5.js";
import {
  compareCodePoints
} from "./chunk-RQGXNV2K.js";
import {
  _enum,
  _maxLength,
  _minLength,
  array,
  boolean,
  describe,
  optional,
  safeParse,
  strictObject,
  string,
  toJSONSchema
} from "./chunk-6LV7K3ZW.js";

// src/tools/errors.ts
var toolError = (content) => ({ content, is_error: true });
function invalidInput(tool, err) {
  const issues = err.issues.slice(0, 5).map((issue) => `${issue.path.length ? issue.path.join(".") : "input"}: ${issue.message}`).join("; ");
  return toolError(
    `Invalid input for ${tool}: ${issues}. Fix these fields and call ${tool} again.`
  );
}
function parsedInput(tool, schema, run) {
  return (input) => {
    const parsed = safeParse(schema, input);
    return parsed.success ? run(parsed.data) : invalidInput(tool, parsed.error);
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
    const d2 = editDistance(c, w);
    return { candidate, score: c.includes(w) || w.includes(c) ? Math.min(d2, 1) : d2 };
  }).filter((s) => s.score <= 2).sort((a, b) => a.score - b.score || compareCodePoints(a.candidate, b.candidate)).slice(0, 5).map((s) => s.candidate);
}
function closest(candidates, wanted, n = 3) {
  const w = wanted.trim().toLowerCase();
  const scored = [...new Set(candidates)].map((candidate, i) => {
    const c = candidate.toLowerCase();
    const d2 = editDistance(c, w);
    const near2 = w !== "" && (c.includes(w) || w.includes(c));
    return { candidate, i, score: near2 ? Math.min(d2, 1) : d2 };
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

// src/tools/descriptions.ts
var FRESHNESS_RULE = "Each page ends with its freshness: whether a file it covers changed in the repository's git since the page was last checked, and by which commit; when it did, check the code before relying on the page.";
var LINK_RULE = "Link other pages as [[slug]] and list them in related only when they are in the wiki map or were created in this run; any other link is refused.";
function readPagesDescription(reader) {
  const ask = reader.pagesPerAnswer;
  if (reader.mcp)
    return [
      'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
      "Use it when you need most of a page; read_section is far cheaper for one section. Ask for both pages in one call; a third slug is refused.",
      "A page longer than page-char-cap is cut, with a note naming the sections left to read_section.",
      FRESHNESS_RULE,
      "An unknown slug is an error suggesting the closest slugs; nothing outside the wiki folder is readable."
    ].join(" ");
  return [
    'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
    ask === void 0 ? "Use it before rewriting a page whole with update_page, or when you need most of a page; read_section is far cheaper for one section." : "Use it when the answer needs most of a page; read_section is far cheaper for one section.",
    ask === void 0 ? "A page longer than page-char-cap is cut, with a note naming the sections left to read_section, and counts as read only for the sections shown in full." : `One answer may read at most ${ask} pages in all (read_section counts against its page): a further page is refused. A page longer than page-char-cap is cut, with a note naming the sections left to read_section.`,
    "An unknown slug is an error suggesting the closest slugs."
  ].join(" ");
}
function readSectionDescription(reader) {
  const use = reader.pagesPerAnswer === void 0 && !reader.mcp ? 'Use it to read the section you will update (update_page with "section" refuses a section not read in this run), or when the map shows the section you need.' : "Use it when the map shows which section holds the answer.";
  return [
    'Returns one H2 section of a wiki page (its heading line and its text up to the next H2) inside an <untrusted kind="section"> fence.',
    use,
    ...reader.mcp ? [FRESHNESS_RULE] : [],
    "The heading is matched without regard to case; an unknown heading is an error listing the page's H2 headings, an unknown slug one suggesting the closest."
  ].join(" ");
}
var COVERS_RULE = '"covers" names the files the page describes, each read in this run or covered already; the tool stamps those you read at the merged commit (the others keep their stamp) and refuses any other, naming the fix. Generated, ignored and secret files and wiki files are never covered.';
var DESCRIPTIONS = {
  read_source: [
    'Returns a text file of the repository as it is at the merged commit, inside an <untrusted kind="source"> fence.',
    "Use it when the diff is not enough to state a fact: a whole function, a default value, a schema, a file the diff mentions.",
    `At most ${SOURCE_CHAR_CAP} characters are returned (a longer file is cut, with a note); a missing path, a binary file or one too large to read is an error.`,
    "Paths that may hold secrets (secret-paths: .env files, keys, credentials) and generated files (ignore-paths, .gitattributes linguist-generated, source maps, minified code) are refused, and so are absolute paths, paths leaving the repository and .git."
  ].join(" "),
  create_page: [
    'Creates a wiki page: front-matter from the arguments, Markdown body from "body".',
    "Create a page only for a topic no page in the map covers; when one does, read it and update it instead (an existing slug is an error).",
    `The page is refused, with the reason, when it is over page-char-cap, lacks an H2 section its type requires, links or relates a page it may not, or holds what looks like a secret value. ${LINK_RULE}`,
    "Each page created counts against max-pages-changed; a write past it is refused and stops the run, which publishes only the pages already written.",
    COVERS_RULE
  ].join(" "),
  update_page: [
    'Replaces the whole body of an existing page, or the content of one H2 "section"; title, description, type, tags and related change only when given.',
    'Replace only what you read in this run: a section through read_section (or read_pages), a whole body through read_pages; otherwise the call is refused with "read it first" (pages created in this run count as read).',
    '"section" must be an H2 heading of the page spelled exactly as the page has it (a near miss is refused, naming the closest headings); to add a section the page lacks, set "new_section": true.',
    "Locked pages are refused, create_page's checks apply to the result, and the first change to each page counts against max-pages-changed (a write past it is refused and stops the run, which publishes only the pages already written).",
    "For a changed fact, replace_text is the better edit: it keeps every other sentence as its author wrote it.",
    `${COVERS_RULE} Leave "covers" out to keep the page's covers.`
  ].join(" "),
  confirm_page: [
    "Re-stamps a page's covered files at the merged commit without changing its text: call it when you read a page and the changed source it covers (read_source or the diff) and the page is still right.",
    "Only its covers lines change; covered files you did not read keep their old stamp.",
    "Refused for a page not read in this run, a locked page, a file it does not cover or you did not read, or one gone at the merged commit (update the page instead). Counts against max-pages-changed like an update."
  ].join(" "),
  finish: [
    "Ends the run: the pages you changed are published with index.md and a log.md entry holding your summary.",
    "Call it exactly once, after your last write; a finish in the same turn as a call that failed is refused, so you can fix that call first.",
    "If the merge needs no wiki change, call it without writing anything and say why."
  ].join(" ")
};

// src/tools/schemas.ts
var d = describe;
var ONE_OR_TWO = '"slugs" must list 1 or 2 page slugs from the map';
function readSchemas(slug) {
  return {
    read_pages: strictObject({
      slugs: array(slug.check(d("A page slug exactly as the wiki map lists it."))).check(
        _minLength(1, ONE_OR_TWO),
        _maxLength(2, ONE_OR_TWO),
        d("One or two pages to read in full; read them in one call rather than two.")
      )
    }),
    read_section: strictObject({
      slug: slug.check(d("The page, exactly as the wiki map lists it.")),
      heading: string().check(
        d(
          'One of its H2 headings, as the map or the page shows it, without "## " (case does not matter).'
        )
      )
    })
  };
}
var tags = array(string()).check(
  d(
    "Short lowercase tags. Reuse the tags in use (listed after the wiki map) before inventing one."
  )
);
var related = array(string()).check(
  d(
    "Slugs of pages on neighbouring topics, each in the wiki map or created in this run (for example the pages you link)."
  )
);
var nonEmpty = () => string().check(_minLength(1));
var title = () => nonEmpty().check(d("The page title: the topic in a few words."));
var description = () => nonEmpty().check(
  d(
    "One sentence saying what the page covers; it becomes the page's line in the wiki map, so keep it within description-chars."
  )
);
var READ_IN_RUN = "read_source, or a file whose diff the first message showed";
var covers = (text) => optional(array(string())).check(d(text));
var sourceSchemas = () => ({
  read_source: strictObject({
    path: string().check(
      d(
        'A file path relative to the repository root, e.g. "src/api/tokens.ts", as the changed files or a source file name it.'
      )
    )
  })
});
var confirmSchema = () => strictObject({
  slug: string().check(d('The page you checked, exactly as the wiki map lists it, e.g. "api/tokens".')),
  files: optional(array(string())).check(
    d(
      "The covered files you checked it against, each read in this run; leave it out for every covered file you read."
    )
  )
});
function writeSchemas(pageTypes) {
  const type = _enum(pageTypes).check(d("The page type (see Page types in the system prompt)."));
  return {
    create_page: strictObject({
      slug: string().check(
        d(
          'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation"; no ".md".'
        )
      ),
      type,
      title: title(),
      description: description(),
      tags,
      related,
      body: nonEmpty().check(
        d(
          "Markdown without front-matter: an H1 title, then H2 (##) sections; link pages as [[slug]]."
        )
      ),
      covers: covers(
        `The repository files the page describes, e.g. ["src/api/tokens.ts"], each one you read in this run (${READ_IN_RUN}). Leave it out when the page describes no file.`
      )
    }),
    update_page: strictObject({
      slug: string().check(d('The page to change, exactly as the wiki map lists it, e.g. "api/tokens".')),
      body: string().check(
        d(
          'New Markdown without front-matter: with "section", the content of that section only (without its heading line); without it, the whole new body.'
        )
      ),
      section: optional(string()).check(
        d(
          'The H2 heading whose content "body" replaces, spelled exactly as the page has it (without "## "). Leave it out to replace the whole body.'
        )
      ),
      new_section: optional(boolean()).check(
        d(
          'true to add "section" as a new H2 section at the end of the page; refused when the page already has that heading. Default false.'
        )
      ),
      title: optional(title()),
      description: optional(description()),
      type: optional(type),
      tags: optional(tags),
      related: optional(related),
      covers: covers(
        `The full list of repository files the page describes, replacing its covers: each one you read in this run (${READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers as they are.`
      )
    }),
    confirm_page: confirmSchema(),
    finish: strictObject({
      summary: string().check(
        _minLength(1),
        _maxLength(2e3),
        d(
          "For the wiki log: what changed in the wiki and why, or why nothing needed to; a short paragraph, no secret values."
        )
      )
    })
  };
}
var toolDescription = (name, reader) => {
  switch (name) {
    case "read_pages":
      return readPagesDescription(reader);
    case "read_section":
      return readSectionDescription(reader);
    default:
      return DESCRIPTIONS[name];
  }
};
function slugEnum(slugs) {
  const all = [...new Set(slugs)].sort(compareCodePoints);
  return all.length ? _enum(all) : string();
}
var anySlug = () => string().check(_minLength(1));
function definitionsOf(schemas, reader = {}) {
  return Object.keys(schemas).map(
    (name) => definitionOf(name, toolDescription(name, reader), schemas[name])
  );
}
function definitionOf(name, description2, schema) {
  const { $schema: _drop, ...input_schema } = toJSONSchema(schema, {
    io: "input"
  });
  return { name, description: description2, input_schema };
}

export {
  toolError,
  invalidInput,
  parsedInput,
  closest,
  didYouMean,
  unknownSlug,
  LINK_RULE,
  DESCRIPTIONS,
  readSchemas,
  sourceSchemas,
  writeSchemas,
  slugEnum,
  anySlug,
  definitionsOf,
  definitionOf
};
//# sourceMappingURL=chunk-KCYOPBMT.js.map
