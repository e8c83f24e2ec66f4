// A wiki file's bytes as text, decoded strictly. Decoding with replacement characters and writing
// the text back destroyed what a person wrote in Latin-1 or UTF-16 (each `é` became U+FFFD for
// good); so a file that is not valid UTF-8 is said by name and never written, and a write that
// claims to keep a file's bytes is checked against the bytes read, not against decoded strings.

/** Throws on the first byte sequence that is not UTF-8; keeps a byte-order mark as U+FEFF. */
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/** `bytes` as text, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strict.decode(bytes);
  } catch {
    return null;
  }
}

/** `bytes` as text for reading only, each sequence that does not decode shown as U+FFFD. */
export const decodeForReading = (bytes: Uint8Array): string => lenient.decode(bytes);

/** What a file that is not UTF-8 is told, by name: the refusal and its two fixes. */
export const notUtf8 = (path: string): string =>
  `${path}: not UTF-8: convert it, or add it to ignore (move it out of the wiki folder, or start its name with ".", which the wiki skips)`;

/** A file wiki-ingest must rewrite (log.md, the map) is not UTF-8: nothing is written. */
export class NotUtf8Error extends Error {
  override name = 'NotUtf8Error';
}

/**
 * Whether `after` keeps every byte of `before` and only adds bytes at one place (front-matter
 * lines inserted, an entry appended): the bytes before that place and the bytes after it are
 * those read, compared as bytes.
 */
export function keepsBytes(before: Uint8Array, after: Uint8Array): boolean {
  if (after.length < before.length) return false;
  let head = 0;
  while (head < before.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  return head + tail === before.length;
}
