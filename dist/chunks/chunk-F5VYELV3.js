import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  pageText
} from "./chunk-VQUICA6I.js";
import {
  findSection,
  sectionsOf
} from "./chunk-VPRMEN3U.js";
import {
  sliceCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/short-ids.ts
var shortId = (id) => id.slice(0, 12);
var FULL_ID = /(?<![0-9a-f])([0-9a-f]{12})(?:[0-9a-f]{52}|[0-9a-f]{28})(?![0-9a-f])/g;
var withShortIds = (text) => text.replace(FULL_ID, "$1");

// src/wiki/text-part.ts
var n = (x) => x.toLocaleString("en-US");
function pointsOf(text) {
  if (!/[\uD800-\uDFFF]/.test(text))
    return { total: text.length, slice: (a, b) => text.slice(a, b), at: (i) => text[i] };
  const chars = Array.from(text);
  return { total: chars.length, slice: (a, b) => chars.slice(a, b).join(""), at: (i) => chars[i] };
}
function lineAt(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
function partOf(text, asked, cap) {
  const p = pointsOf(text);
  const starts = [0];
  for (let i = 0; i < p.total - 1; i++) if (p.at(i) === "\n") starts.push(i + 1);
  const lines = p.total === 0 ? 0 : starts.length;
  if (asked.start_line !== void 0 && asked.start_line > Math.max(lines, 1))
    return `"start_line" ${asked.start_line} is past its last line (${n(lines)})`;
  if (asked.offset !== void 0 && asked.offset > 0 && asked.offset >= p.total)
    return `"offset" ${n(asked.offset)} is past its end (${n(p.total)} characters; the last offset is ${n(Math.max(0, p.total - 1))})`;
  const start = asked.start_line !== void 0 ? starts[asked.start_line - 1] : asked.offset ?? 0;
  const limit = asked.end_line !== void 0 ? starts[asked.end_line] ?? p.total : p.total;
  let end = Math.min(limit, start + cap);
  if (end < limit) {
    let j = end - 1;
    while (j > start && p.at(j) !== "\n") j--;
    if (j > start) end = j + 1;
  }
  return {
    text: p.slice(start, end),
    start,
    end,
    total: p.total,
    firstLine: lines ? lineAt(starts, start) : 0,
    lastLine: lines ? lineAt(starts, Math.max(start, end - 1)) : 0,
    lines
  };
}

// src/wiki/read.ts
function readerText(page) {
  const text = pageText(page);
  const head = text.length - page.body.length;
  return withShortIds(text.slice(0, head)) + page.body;
}
function lineStarts(body) {
  const out = [0];
  for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) out.push(i + 1);
  return out;
}
function pageExcerpt(page, cap, offset = 0) {
  const body = page.body;
  const part = partOf(body, { offset }, cap);
  if (typeof part === "string") return null;
  const span = [
    sliceCodePoints(body, part.start).length,
    sliceCodePoints(body, part.end).length
  ];
  const starts = lineStarts(body);
  const at = (line) => starts[line] ?? body.length;
  const holds = (a, b) => span[0] <= a && b <= span[1];
  const sections = sectionsOf(body);
  const front = readerText(page).slice(0, -body.length || void 0);
  return {
    text: (part.start === 0 ? front : "") + part.text,
    total: part.total,
    start: part.start,
    end: part.end,
    truncated: part.start > 0 || part.end < part.total,
    span,
    sectionsCut: sections.filter((s) => !holds(at(s.start), at(s.end))).map((s) => s.heading),
    leadCut: !holds(0, at(sections[0]?.start ?? Infinity))
  };
}
function sectionText(page, heading, cap = Infinity, offset = 0) {
  const section = findSection(page.body, heading.replace(/^#+\s*/, ""));
  if (!section) return void 0;
  const starts = lineStarts(page.body);
  const from = starts[section.start] ?? page.body.length;
  const to = starts[section.end] ?? page.body.length;
  const whole = page.body.slice(from, to).trimEnd();
  const part = partOf(whole, { offset }, cap);
  if (typeof part === "string") return null;
  const end = part.end === part.total ? to : from + sliceCodePoints(whole, part.end).length;
  return {
    heading: section.heading,
    text: part.text,
    start: part.start,
    end: part.end,
    total: part.total,
    span: [from + sliceCodePoints(whole, part.start).length, end]
  };
}

export {
  shortId,
  partOf,
  readerText,
  pageExcerpt,
  sectionText
};
//# sourceMappingURL=chunk-F5VYELV3.js.map
