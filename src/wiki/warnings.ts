// Warnings a person reads: the same cut on many pages is one line ("49 descriptions cut: a, b, c
// and 46 more …"), not 49, and a warning said twice is said once. The map names every cut per page
// (index --json keeps them all); a run's report and `index`'s text show them grouped.

/** One kind of per-page warning: how to recognise it and how to say many at once. */
interface Kind {
  /** Matches one warning; group 1 is the page, later groups what must agree to group. */
  re: RegExp;
  say: (n: number, pages: string, m: RegExpExecArray) => string;
}

const KINDS: Kind[] = [
  {
    re: /^(.+?): description cut from \d+ to (\d+) chars \(description-chars\);/,
    say: (n, pages, m) =>
      `${n} descriptions cut to ${m[2]} chars (description-chars): ${pages}. Shorten their front-matter descriptions (or first paragraphs); wiki-ingest adopt writes a short one where none is set.`,
  },
  {
    re: /^(.+?): \d+ chars, over page-char-cap (\d+) by \d+;/,
    say: (n, pages, m) =>
      `${n} pages over page-char-cap ${m[2]}: ${pages}; read_pages serves the first ${m[2]} chars of each with a truncation note. Split them or raise page-char-cap.`,
  },
  {
    re: /^(.+?): \d+ H2 headings, the map keeps (\d+) \(headings-per-page\);/,
    say: (n, pages, m) =>
      `${n} pages have more than ${m[2]} H2 headings (headings-per-page): ${pages}; the map keeps the first ${m[2]} of each.`,
  },
];

/** At most this many pages are named in a grouped warning. */
const NAMED = 5;

const named = (pages: string[]): string =>
  pages.length <= NAMED
    ? pages.join(', ')
    : `${pages.slice(0, NAMED).join(', ')} and ${pages.length - NAMED} more`;

/**
 * `warnings` with exact repeats dropped and every kind of per-page cut said by two or more
 * warnings folded into one, at the place the first of them stood.
 */
export function groupWarnings(warnings: readonly string[]): string[] {
  const unique = [...new Set(warnings)];
  const groups = new Map<string, { kind: Kind; m: RegExpExecArray; pages: string[] }>();
  const keyOf = (w: string): string | null => {
    for (const [i, kind] of KINDS.entries()) {
      const m = kind.re.exec(w);
      if (m) return `${i}:${m.slice(2).join('|')}`;
    }
    return null;
  };
  for (const w of unique) {
    const key = keyOf(w);
    if (key === null) continue;
    const kind = KINDS[Number(key.split(':')[0])]!;
    const m = kind.re.exec(w)!;
    const group = groups.get(key) ?? { kind, m, pages: [] };
    group.pages.push(m[1]!);
    groups.set(key, group);
  }
  const out: string[] = [];
  const said = new Set<string>();
  for (const w of unique) {
    const key = keyOf(w);
    const group = key === null ? undefined : groups.get(key);
    if (!group || group.pages.length < 2) out.push(w);
    else if (!said.has(key!)) {
      said.add(key!);
      out.push(group.kind.say(group.pages.length, named(group.pages), group.m));
    }
  }
  return out;
}
