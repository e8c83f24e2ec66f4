// Untrusted text (file names, page titles, warnings, model output) on its way to stdout/stderr.
// The runner reads every stdout line that starts with `::` (or the older `##[`), after leading
// whitespace, as a workflow command, so such text must neither start a line that way nor carry a
// raw line break that starts a new line. Line breaks are escaped as @actions/core escapes command
// data (CR → %0D, LF → %0A), so a reader of the log can tell an escaped break from a real one.

/**
 * Line breaks, and the other control characters (a terminal escape sequence can move the cursor
 * and overwrite what came before), including the breaks a log viewer may render as a new line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BREAKS = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g;

const percent = (c: string): string => {
  const code = c.charCodeAt(0);
  return code < 0x100
    ? `%${code.toString(16).toUpperCase().padStart(2, '0')}`
    : `%u${code.toString(16).toUpperCase()}`;
};

/**
 * One untrusted value as workflow-command data, exactly as the toolkit escapes it (`%` → %25,
 * CR → %0D, LF → %0A), plus the other line breaks and control characters as `%XX`/`%uXXXX`. Never holds a line break.
 * For values placed inside a `::command::` you write yourself.
 */
export function escapeCommandText(value: string): string {
  return value.replace(/%/g, '%25').replace(BREAKS, percent);
}

/**
 * One line of output for people that holds untrusted text. Line breaks and control characters
 * are escaped as in escapeCommandText; a `%` is escaped (%25) only where it would read as such an escape (`%0A`,
 * `%u2028`), so "8.3%" stays readable and a file literally named `a%0Ab` still shows as itself;
 * a leading `::` or `##[` (after the whitespace the runner skips) becomes `%3A:` / `%23#[`, so the
 * line is never read as a workflow command. Add the trailing newline yourself.
 */
export function safeLine(text: string): string {
  return text
    .replace(/%(?=[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})/g, '%25')
    .replace(BREAKS, percent)
    .replace(/^(\s*)(:(?=:)|#(?=#\[))/, (_, space: string, c: string) => `${space}${percent(c)}`);
}

/** Lines of output for people, each made safe with safeLine; `\n`-joined with a final newline. */
export function safeLines(lines: readonly string[]): string {
  return lines.map(safeLine).join('\n') + (lines.length ? '\n' : '');
}

/** One line, no control characters, bounded: merge titles are untrusted. */
export function oneLine(text: string, max = 200): string {
  const s = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}
