import { unlessMissing } from '../../src/github/missing.js';

const failing = (status: number) => async () => {
  throw Object.assign(new Error(`HTTP ${status}`), { status });
};

describe('unlessMissing', () => {
  it('resolves to what the call resolves to', async () => {
    await expect(unlessMissing(async () => 'sha', null)).resolves.toBe('sha');
  });

  it('reads a 404 as the absent value', async () => {
    await expect(unlessMissing(failing(404), false)).resolves.toBe(false);
  });

  it.each([401, 403, 422, 500])('throws any other failure (HTTP %i)', async (status) => {
    await expect(unlessMissing(failing(status), null)).rejects.toMatchObject({ status });
  });

  it('throws a failure with no status (a network error)', async () => {
    await expect(
      unlessMissing(async () => Promise.reject(new Error('ECONNREFUSED')), null),
    ).rejects.toThrow('ECONNREFUSED');
  });
});
