// The deep pass's answer is checked against its schema: an answer that is not the schema — `{}`,
// a list missing — is an error the pass reports, never "no findings".
import { readDeepAnswer } from '../../src/lint/deep/answer.js';
import { parseWiki } from '../../src/wiki/load.js';

const { pages } = parseWiki([
  { path: 'a.md', text: '---\ntitle: A\n---\n# A\n\nTokens expire after 30 days.\n' },
]);
const focus = pages[0]!;

describe('readDeepAnswer', () => {
  it.each([
    '{}',
    '{"concepts": []}',
    '{"contradictions": []}',
    '{"contradictions": {}, "concepts": []}',
  ])('rejects %s as not matching the schema', (text) => {
    const read = readDeepAnswer(text, focus, new Map());
    expect(read.ok).toBe(false);
  });

  it('takes both lists, empty, as no findings', () => {
    const read = readDeepAnswer('{"contradictions": [], "concepts": []}', focus, new Map());
    expect(read).toEqual({ ok: true, answer: { contradictions: [], concepts: [], dropped: 0 } });
  });
});
