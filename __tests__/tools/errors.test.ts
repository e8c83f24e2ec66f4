import { editDistance, suggestions } from '../../src/tools/errors.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['tokens', 'token', 1],
    ['flaw', 'lawn', 2],
  ])('%j ↔ %j = %i', (a, b, n) => {
    expect(editDistance(a, b)).toBe(n);
    expect(editDistance(b, a)).toBe(n);
  });
});

describe('suggestions', () => {
  const slugs = ['api/tokens', 'api/token-rotation', 'guide/setup', 'guide/setups', 'zeta'];

  it('ranks close last segments first, containment counting as a near miss', () => {
    expect(suggestions(slugs, 'api/token')).toEqual(['api/token-rotation', 'api/tokens']);
    expect(suggestions(slugs, 'setup')).toEqual(['guide/setup', 'guide/setups']);
    expect(suggestions(slugs, 'Zetta')).toEqual(['zeta']);
  });

  it('suggests nothing for an empty or unrelated name, and at most five', () => {
    expect(suggestions(slugs, '')).toEqual([]);
    expect(suggestions(slugs, 'a/')).toEqual([]);
    expect(suggestions(slugs, 'completely-different')).toEqual([]);
    expect(suggestions(['a1', 'a2', 'a3', 'a4', 'a5', 'a6'], 'a')).toHaveLength(5);
  });
});
