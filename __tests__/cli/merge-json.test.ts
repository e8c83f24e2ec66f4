import { MergeInputError, parseMergeInfo } from '../../src/merge-info/json.js';

const file = { path: 'src/a.ts', status: 'modified', additions: 3, deletions: 1 };

describe('parseMergeInfo', () => {
  it('accepts a UTF-8 byte-order mark before the JSON', () => {
    const text = '\uFEFF' + JSON.stringify({ title: 'feat: x', files: [file] });
    expect(parseMergeInfo(text, 'm.json')).toEqual({ title: 'feat: x', files: [file] });
  });

  it.each(['additions', 'deletions'])(
    'refuses a file without %s, naming the field and the fix (not read as 0)',
    (field) => {
      const { [field as 'additions']: _, ...partial } = file;
      const text = JSON.stringify({ title: 'fix: x', files: [file, partial] });
      expect(() => parseMergeInfo(text, 'm.json')).toThrow(MergeInputError);
      expect(() => parseMergeInfo(text, 'm.json')).toThrow(
        new RegExp(
          `^m\\.json is not a MergeInfo: files\\[1\\]\\.${field} is missing\\. Give every file its line counts, "additions" and "deletions" \\(0 for a binary file\\)`,
        ),
      );
    },
  );

  it('names a wrongly typed field with the expected shape', () => {
    const text = JSON.stringify({ title: 'x', files: [{ ...file, additions: '3' }] });
    expect(() => parseMergeInfo(text, 'm.json')).toThrow(
      /^m\.json is not a MergeInfo: files\[0\]\.additions: .*Expected \{"title"/,
    );
    expect(() => parseMergeInfo('{"files": []}', 'stdin')).toThrow(
      /^stdin is not a MergeInfo: title: /,
    );
  });
});
