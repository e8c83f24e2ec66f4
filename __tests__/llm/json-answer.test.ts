import { readJsonAnswer } from '../../src/llm/json-answer.js';
import * as z from '../../src/zod.js';

const Schema = z.object({ decision: z.enum(['skip', 'process']), reason: z.string() });

describe('readJsonAnswer', () => {
  it('reads a bare object', () => {
    expect(readJsonAnswer('{"decision":"skip","reason":"r"}', Schema)).toEqual({
      ok: true,
      value: { decision: 'skip', reason: 'r' },
    });
  });

  it('reads the object inside a code fence, with prose around it', () => {
    const text = 'Here it is:\n```json\n{"decision":"process","reason":"new API"}\n```\nDone.';
    expect(readJsonAnswer(text, Schema)).toMatchObject({ ok: true, value: { reason: 'new API' } });
  });

  it('takes the first object the schema accepts when there are several', () => {
    const text = 'First {"note": 1} then {"decision":"skip","reason":"{braces} in a string"}';
    expect(readJsonAnswer(text, Schema)).toMatchObject({
      ok: true,
      value: { reason: '{braces} in a string' },
    });
  });

  it('says there is no JSON object', () => {
    expect(readJsonAnswer('I think we should skip it.', Schema)).toEqual({
      ok: false,
      error: 'the answer holds no JSON object',
    });
  });

  it('names the first schema mismatch by its path', () => {
    const read = readJsonAnswer('{"decision":"maybe","reason":"r"}', Schema);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(/^the answer does not match the schema \(decision: /);
  });

  it('ignores arrays and scalars', () => {
    expect(readJsonAnswer('[1, 2] 42 "x"', Schema)).toEqual({
      ok: false,
      error: 'the answer holds no JSON object',
    });
  });
});
