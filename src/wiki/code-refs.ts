// What a page names of the repository in its own words: the inline code spans of its prose
// (`src/api/tokens.ts`, `rotateToken()`, `--dry-run`, `GITHUB_TOKEN`) and the relative Markdown
// links to files outside the wiki. One reading for the dead-reference lint rule (which checks the
// names against history) and for adopt's covers (which stamps the files a page already names).
// Pure: text in, names out; whether a name exists is the caller's business.
import { posix } from 'node:path';
import type { Page } from './types.js';

/** What a code span names, as the checks read it. */
export type CodeRefKind = 'path' | 'file' | 'identifier' | 'flag' | 'env';

/** One name a page gives in backticks. */
export interface CodeRef {
  kind: CodeRefKind;
  /** As the page writes it, inside the backticks. */
  written: string;
  /**
   * What is looked up: a path or file name without `./` or a `:line` suffix (a folder keeps its
   * trailing `/`); an identifier's last segment without `()`; a flag without its dashes or value.
   */
  name: string;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm;
const SPAN = /(?<!`)`([^`\n]+)`(?!`)/g;

/** The inline code spans of `body` outside fenced code blocks, trimmed, in order, once each. */
export function codeSpans(body: string): string[] {
  if (!body.includes('`')) return [];
  const prose = body.replace(FENCE, '');
  const out = new Set<string>();
  for (const m of prose.matchAll(SPAN)) {
    const text = m[1]!.trim();
    if (text !== '') out.add(text);
  }
  return [...out];
}

const FILE_NAME = /^[\w@+,=~-][\w@+.,=~-]*\.[a-z][a-z0-9]{0,4}$/;
const PATH_CHARS = /^[\w@+.,=~-]+(?:\/[\w@+.,=~-]+)*\/?$/;
const IDENTIFIER = /^[A-Za-z_][\w]*(?:(?:\.|::|#|->)[A-Za-z_][\w]*)*(?:\(\))?$/;
const FLAG = /^--([a-z0-9][a-z0-9-]*[a-z0-9])(?:[= ].*)?$/i;
const ENV = /^\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?$/;
/** Shorter names are words of every codebase (`id`, `fn`): never a reference worth checking. */
const MIN_NAME = 3;

/** A path's own text: no `./`, no `:12` or `#L12` line suffix. */
function pathName(text: string): string {
  return text
    .replace(/^\.\//, '')
    .replace(/#L\d+(?:-L?\d+)?$/, '')
    .replace(/:\d+(?:[-:]\d+)?$/, '');
}

/** What a code span names, or null for a phrase, a command line, a URL or a value. */
export function classifyRef(written: string): CodeRef | null {
  const text = written.trim();
  const flag = FLAG.exec(text);
  if (flag) return { kind: 'flag', written: text, name: flag[1]! };
  if (/\s/.test(text) || /^[a-z][\w+.-]*:\/\//i.test(text)) return null;
  const env = ENV.exec(text);
  if (env) return { kind: 'env', written: text, name: env[1]! };
  const path = pathName(text);
  if (PATH_CHARS.test(path) && !path.startsWith('/') && !path.split('/').includes('..')) {
    if (path.includes('/'))
      return /[A-Za-z]/.test(path) ? { kind: 'path', written: text, name: path } : null;
    // A short lowercase extension makes a file name (`index.ts`); `config.retries` is a member.
    if (FILE_NAME.test(path)) return { kind: 'file', written: text, name: path };
  }
  if (!IDENTIFIER.test(text)) return null;
  const name = text
    .replace(/\(\)$/, '')
    .split(/\.|::|#|->/)
    .at(-1)!;
  return name.length >= MIN_NAME ? { kind: 'identifier', written: text, name } : null;
}

/** Every code span of `body` that names something, in order, once per name. */
export function codeRefs(body: string): CodeRef[] {
  const out = new Map<string, CodeRef>();
  for (const span of codeSpans(body)) {
    const ref = classifyRef(span);
    if (ref && !out.has(`${ref.kind}:${ref.name}`)) out.set(`${ref.kind}:${ref.name}`, ref);
  }
  return [...out.values()];
}

const CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
const MD_LINK = /\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;

/**
 * The repository paths of the Markdown links of `page` (outside code) that leave nothing to
 * resolve: a relative target from the page's own folder, or one from the repository root (`/src/x`),
 * anchors and queries dropped. A URL with a scheme, an anchor alone or a target outside the
 * repository is no repository path. Whether the file exists is the caller's to check.
 */
export function linkedRepoPaths(page: Pick<Page, 'file' | 'body'>, wikiPath: string): string[] {
  if (!page.body.includes('](')) return [];
  const prose = page.body.includes('`') ? page.body.replace(CODE, '') : page.body;
  const out = new Set<string>();
  for (const m of prose.matchAll(MD_LINK)) {
    const written = m[1]!.replace(/^<|>$/g, '');
    if (/^[a-z][\w+.-]*:|^#/i.test(written)) continue;
    let target = written.replace(/[?#].*$/, '');
    try {
      target = decodeURI(target);
    } catch {
      continue;
    }
    if (target === '' || target.endsWith('/')) continue;
    const path = target.startsWith('/')
      ? posix.normalize(target.slice(1))
      : posix.normalize(posix.join(wikiPath, posix.dirname(page.file), target));
    if (path.startsWith('../') || path === '..' || path.startsWith('/')) continue;
    out.add(path);
  }
  return [...out];
}
