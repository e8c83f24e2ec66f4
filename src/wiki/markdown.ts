// The one Markdown parser of the wiki side: markdown-it (CommonMark), block level only.
// Inline parsing runs on demand for the few tokens we need as text (H1, H2, first paragraph),
// which keeps a 1,000-page wiki well under half a second.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

const md = new MarkdownIt('commonmark').enable(['table', 'strikethrough']);

// A lighter block state, same tokens (__tests__/wiki/markdown.test.ts checks them against the
// stock parser). In a fresh process these two were ~110 ms of the 1,000-page map:
// - markdown-it's dist builds every Token through a transpiled defineProperty helper, eleven calls
//   a token. Block rules only assign token fields (the methods serve the renderer, never run here),
//   so `push` makes plain objects with the same fields in the same order (one shape).
// - The constructor's line table walks every character of the page; this one finds line ends
//   with indexOf and reads only the indentation. It keeps the stock quirk that a last line of
//   only spaces or tabs, with no newline after it, is not a line.
const BlockState = md.block.State;
md.block.State = class extends BlockState {
  constructor(...[src, parser, env, tokens]: ConstructorParameters<typeof BlockState>) {
    super('', parser, env, tokens);
    this.src = src;
    const { bMarks, eMarks, tShift, sCount, bsCount } = this;
    bMarks.length = eMarks.length = tShift.length = sCount.length = bsCount.length = 0;
    const len = src.length;
    let start = 0;
    while (start < len) {
      let pos = start;
      let indent = 0;
      let offset = 0;
      for (; pos < len; pos++) {
        const ch = src.charCodeAt(pos);
        if (ch === 0x20) offset++;
        else if (ch === 0x09) offset += 4 - (offset % 4);
        else break;
        indent++;
      }
      if (pos === len) break;
      const nl = src.indexOf('\n', pos);
      const end = nl === -1 ? len : nl;
      bMarks.push(start);
      eMarks.push(end);
      tShift.push(indent);
      sCount.push(offset);
      bsCount.push(0);
      start = end + 1;
    }
    bMarks.push(len);
    eMarks.push(len);
    tShift.push(0);
    sCount.push(0);
    bsCount.push(0);
    this.lineMax = bMarks.length - 1;
  }

  override push(type: string, tag: string, nesting: Token['nesting']): Token {
    const level = nesting < 0 ? --this.level : this.level;
    if (nesting > 0) this.level++;
    const token = {
      map: null,
      level,
      children: null,
      content: '',
      markup: '',
      info: '',
      block: true,
      hidden: false,
      type,
      tag,
      attrs: null,
      nesting,
      meta: null,
    } as unknown as Token;
    this.tokens.push(token);
    return token;
  }
};

/** Block tokens of LF-normalized Markdown (no inline children). */
export function blockTokens(src: string): Token[] {
  const tokens: Token[] = [];
  md.block.parse(src.includes('\0') ? src.replace(/\0/g, '\uFFFD') : src, md, {}, tokens);
  return tokens;
}

/** Characters that can start inline markup, an entity or an autolink. */
const PLAIN_UNSAFE = /[\\`*_[\]<>&!~]|https?:|www\./i;

/** Plain text of inline Markdown: emphasis, links and code unwrapped, images by alt text. */
export function inlineText(src: string): string {
  // Most headings are plain words: skip the inline parser when nothing could be markup.
  if (!PLAIN_UNSAFE.test(src)) return src.replace(/\s+/g, ' ').trim();
  let out = '';
  const walk = (tokens: Token[]): void => {
    for (const t of tokens) {
      if (t.type === 'text' || t.type === 'code_inline') out += t.content;
      else if (t.type === 'softbreak' || t.type === 'hardbreak') out += ' ';
      else if (t.type === 'image') walk(t.children ?? []);
      else if (t.children) walk(t.children);
    }
  };
  walk(md.parseInline(src, {}));
  return out.replace(/\s+/g, ' ').trim();
}

export interface Heading {
  /** 1 for H1, 2 for H2, … */
  level: number;
  text: string;
  /** First line of the heading (0-based, in the parsed source). */
  line: number;
  /** Line after the heading (after the underline for setext headings). */
  endLine: number;
}

export interface Outline {
  /** Top-level headings (not inside lists or block quotes), in document order. */
  headings: Heading[];
  /** Plain text of the first top-level paragraph, or '' when there is none. */
  firstParagraph: string;
}

/**
 * A paragraph that is one bold or italic phrase (`**Table of contents**`, `*Note:*`) is a heading
 * in disguise, the label of what follows: never a page's description.
 */
const LABEL = /^(\*\*|__|\*|_)(?:(?!\1)[^\n])+\1\s*:?\s*$/;

/**
 * Headings and first paragraph of LF-normalized Markdown; `#` lines in code are not headings.
 * `paragraph: false` leaves `firstParagraph` '' and skips its inline parse (a page whose
 * front-matter has a description never needs it).
 */
export function outline(src: string, { paragraph = true }: { paragraph?: boolean } = {}): Outline {
  const tokens = blockTokens(src);
  const headings: Heading[] = [];
  let firstParagraph: string | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.level !== 0) continue;
    if (t.type === 'heading_open') {
      const inline = tokens[i + 1];
      headings.push({
        level: Number(t.tag.slice(1)),
        text: inlineText(inline?.content ?? ''),
        line: t.map?.[0] ?? 0,
        endLine: t.map?.[1] ?? 0,
      });
    } else if (t.type === 'paragraph_open' && firstParagraph === null) {
      const content = tokens[i + 1]?.content ?? '';
      if (LABEL.test(content.trim())) continue;
      firstParagraph = paragraph ? inlineText(content) : '';
    }
  }
  return { headings, firstParagraph: firstParagraph ?? '' };
}

/** HTML blocks that run until their end marker (CommonMark's kinds 1, 2, 3 and 5), by opener. */
const HTML_RUNS: readonly [RegExp, RegExp, string][] = [
  [
    /^ {0,3}<(?:script|pre|style|textarea)(?:\s|>|$)/i,
    /<\/(?:script|pre|style|textarea)>/i,
    'HTML block',
  ],
  [/^ {0,3}<!--/, /-->/, 'an HTML comment'],
  [/^ {0,3}<\?/, /\?>/, 'an HTML processing instruction'],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/, 'a CDATA section'],
];

/** A block that is never closed: it runs to the end of the page and swallows what follows it. */
export interface OpenBlock {
  /** 0-based line where it opens. */
  line: number;
  /** What it is, for a sentence: "a code fence ```", "an HTML comment". */
  what: string;
}

/**
 * The top-level blocks of LF-normalized Markdown that open and never close — a code fence with no
 * closing fence, an HTML comment with no `-->` — and so turn every line after them, headings
 * included, into their content. Blocks in lists and quotes end with their container.
 */
export function openBlocks(src: string): OpenBlock[] {
  const lines = src.split('\n');
  const out: OpenBlock[] = [];
  for (const t of blockTokens(src)) {
    if (t.level !== 0 || !t.map) continue;
    const [start, end] = t.map;
    if (t.type === 'fence') {
      const close = end - 1 > start ? /^ {0,3}(`+|~+)[ \t]*$/.exec(lines[end - 1] ?? '') : null;
      const closed =
        close !== null && close[1]![0] === t.markup[0] && close[1]!.length >= t.markup.length;
      if (!closed) out.push({ line: start, what: `a code fence ${t.markup}` });
    } else if (t.type === 'html_block') {
      const run = HTML_RUNS.find(([open]) => open.test(t.content));
      if (run && !run[1].test(t.content)) out.push({ line: start, what: run[2] });
    }
  }
  return out;
}
