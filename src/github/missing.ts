// A 404 from the GitHub API often answers a question rather than failing it — no such branch,
// file, ref or user. One reading of it, so every caller treats "not found" alike and every other
// failure (401, 403, 5xx after retries) still reaches the run as an error.

/** What `call` resolves to, or `absent` when GitHub answers 404; other failures are thrown. */
export async function unlessMissing<T, A>(call: () => Promise<T>, absent: A): Promise<T | A> {
  try {
    return await call();
  } catch (e) {
    if ((e as { status?: number }).status === 404) return absent;
    throw e;
  }
}
