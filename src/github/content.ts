// The contents and blob APIs return file bytes as base64; decoded in one place.

/** Decodes `{content, encoding}` as the contents/blob APIs return it; null when it has no bytes. */
export function decodeContent(file: { content?: string; encoding?: string }): Buffer | null {
  if (file.content === undefined) return null;
  if (file.encoding === 'base64') return Buffer.from(file.content, 'base64');
  // Files over 1 MB come without content (encoding "none").
  if (file.encoding === 'none') return null;
  return Buffer.from(file.content, 'utf8');
}
