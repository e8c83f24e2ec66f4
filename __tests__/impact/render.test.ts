// The check run's summary is Markdown GitHub renders: a path or a slug from the pull request is a
// name in a code span there, never markup (annotations stay plain text, which GitHub never renders).
import { impactComment, markdownTies, plainTies, POSSIBLY_SHOWN } from '../../src/impact/render.js';
import type { ImpactedPage } from '../../src/impact/ties.js';
import { LINKS } from '../../test-support/impact-cases.js';

const hostile: ImpactedPage = {
  slug: 'api/x',
  file: 'api/x.md',
  title: 'X',
  strength: 'strong',
  confidence: 0.5,
  ties: [
    {
      kind: 'covers',
      class: 'covers',
      strength: 'strong',
      confidence: 0.5,
      name: 'src/<img src=//evil>[a](https://evil.example)`.ts',
      change: 'changes',
      file: 'src/<img src=//evil>[a](https://evil.example)`.ts',
    },
  ],
};

describe("the check run's lines", () => {
  it('put every name in a code span, however it is spelt', () => {
    expect(markdownTies(hostile)).toBe(
      '- `api/x`: covers ``src/<img src=//evil>[a](https://evil.example)`.ts``, which this PR changes',
    );
  });

  it('stay plain text for annotations', () => {
    expect(plainTies(hostile)).toBe(
      'api/x: covers src/<img src=//evil>[a](https://evil.example)`.ts, which this PR changes',
    );
  });
});

describe('the folded weak ties (impact-ties: fold)', () => {
  const weak = (i: number): ImpactedPage => ({ ...hostile, slug: `w${i}`, strength: 'weak' });
  const links = LINKS;

  it('follow the strong pages in one line, at most POSSIBLY_SHOWN named', () => {
    const possibly = Array.from({ length: POSSIBLY_SHOWN + 2 }, (_, i) => weak(i));
    const body = impactComment({
      wikiPath: 'wiki',
      pages: [hostile],
      links,
      cap: 5,
      commit: 'a'.repeat(40),
      possibly,
    });
    const lines = body.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Possibly also'));
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('- [X]')));
    expect(lines[at]).toMatch(/: `w0`, .*`w9` and 2 more\.$/);
    expect(
      impactComment({ wikiPath: 'wiki', pages: [hostile], links, cap: 5, commit: 'a'.repeat(40) }),
    ).not.toContain('Possibly');
  });
});
