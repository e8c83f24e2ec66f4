// Slugs: the names pages go by in the map and in the agent's tools.

/** Slugs of pages the agent writes (design.md): lowercase words joined by - _ . under / folders. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_.][a-z0-9]+)*)*$/;
export const SLUG_MAX_CHARS = 120;

/**
 * Windows device names: a checkout on Windows cannot hold a file or folder so named, with any
 * extension (`con.md`, `nul.txt.md`) and in any case, so one such page breaks every Windows clone.
 */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|$)/i;

/** The first path segment of `slug` that is a Windows device name, or null. */
export function windowsDeviceSegment(slug: string): string | null {
  return slug.split('/').find((segment) => WINDOWS_DEVICE.test(segment)) ?? null;
}

/** Why `slug` cannot name a page the agent writes, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (typeof slug !== 'string' || slug === '') return 'the slug is empty';
  if (slug.length > SLUG_MAX_CHARS)
    return `the slug is ${slug.length} characters long; the limit is ${SLUG_MAX_CHARS}`;
  if (!SLUG_PATTERN.test(slug))
    return (
      `"${slug}" is not a valid slug: use lowercase letters and digits in words joined by "-", "_" ` +
      `or ".", folders separated by "/", e.g. "api/token-rotation"`
    );
  const device = windowsDeviceSegment(slug);
  if (device !== null)
    return (
      `"${slug}" is not a valid slug: "${device}" is a Windows device name (CON, PRN, AUX, NUL, ` +
      `COM1-9, LPT1-9, with or without an extension), which a Windows checkout cannot hold; ` +
      `choose another name, e.g. "${device.replace(/^([a-z]+\d?)/i, '$1-page')}"`
    );
  return null;
}

export function isValidSlug(slug: string): boolean {
  return slugProblem(slug) === null;
}

/** The file (relative to the wiki folder) of a page the agent creates. */
export function slugToFile(slug: string): string {
  const problem = slugProblem(slug);
  if (problem) throw new Error(problem);
  return `${slug}.md`;
}

/** Slug of an existing page file: its relative path without `.md`, lowercased, `/`-separated. */
export function fileToSlug(file: string): string {
  return file.replace(/\\/g, '/').replace(/\.md$/i, '').toLowerCase();
}

/** Files at the wiki root that are not pages (compared without regard to case). */
export const NON_PAGE_FILES = ['index.md', 'log.md', 'SCHEMA.md'];

/** True when `file` (relative, `/`-separated) is a wiki page. */
export function isPageFile(file: string): boolean {
  if (!/\.md$/i.test(file)) return false;
  if (file.includes('/')) return true;
  return !NON_PAGE_FILES.some((f) => f.toLowerCase() === file.toLowerCase());
}
