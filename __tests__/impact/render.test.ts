// The check run's summary is Markdown GitHub renders: a path or a slug from the pull request is a
// name in a code span there, never markup (annotations stay plain text, which GitHub never renders).
import { markdownTies, plainTies } from '../../src/impact/render.js';
import type { ImpactedPage } from '../../src/impact/ties.js';

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
