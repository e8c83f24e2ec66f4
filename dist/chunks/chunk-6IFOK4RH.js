import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/slug.ts
var SLUG_PATTERN = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_.][a-z0-9]+)*)*$/;
var SLUG_MAX_CHARS = 120;
var WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|$)/i;
function windowsDeviceSegment(slug) {
  return slug.split("/").find((segment) => WINDOWS_DEVICE.test(segment)) ?? null;
}
function slugProblem(slug) {
  if (typeof slug !== "string" || slug === "") return "the slug is empty";
  if (slug.length > SLUG_MAX_CHARS)
    return `the slug is ${slug.length} characters long; the limit is ${SLUG_MAX_CHARS}`;
  if (!SLUG_PATTERN.test(slug))
    return `"${slug}" is not a valid slug: use lowercase letters and digits in words joined by "-", "_" or ".", folders separated by "/", e.g. "api/token-rotation"`;
  const device = windowsDeviceSegment(slug);
  if (device !== null)
    return `"${slug}" is not a valid slug: "${device}" is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with or without an extension), which a Windows checkout cannot hold; choose another name, e.g. "${device.replace(/^([a-z]+\d?)/i, "$1-page")}"`;
  return null;
}
function slugToFile(slug) {
  const problem = slugProblem(slug);
  if (problem) throw new Error(problem);
  return `${slug}.md`;
}
function fileToSlug(file) {
  return file.replace(/\\/g, "/").replace(/\.md$/i, "").toLowerCase();
}
var NON_PAGE_FILES = ["index.md", "log.md", "SCHEMA.md"];
function isPageFile(file) {
  if (!/\.md$/i.test(file)) return false;
  if (file.includes("/")) return true;
  return !NON_PAGE_FILES.some((f) => f.toLowerCase() === file.toLowerCase());
}

export {
  windowsDeviceSegment,
  slugProblem,
  slugToFile,
  fileToSlug,
  isPageFile
};
//# sourceMappingURL=chunk-6IFOK4RH.js.map
