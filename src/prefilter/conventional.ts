// Conventional-commit parsing (https://www.conventionalcommits.org): type, scope, `!` and footers.

export interface Conventional {
  /** Lowercased: `Test:` is `test`. */
  type: string;
  scope: string | null;
  /** `type!:` or a `BREAKING CHANGE:` / `BREAKING-CHANGE:` footer. */
  breaking: boolean;
  subject: string;
}

// `type(scope)!: subject` — a word, an optional scope, an optional `!`, then a colon.
const HEADER = /^([A-Za-z][A-Za-z0-9_-]*)(?:\(([^()\r\n]*)\))?(!)?:[ \t]*(\S.*)?$/;
// The footer may sit on any line of the message; accept either spelling, any case.
const BREAKING_FOOTER = /(?:^|\n)[ \t]*BREAKING[ -]CHANGE[ \t]*:/i;

/** The first line of a message. */
export function firstLine(message: string): string {
  const i = message.indexOf('\n');
  return (i < 0 ? message : message.slice(0, i)).replace(/\r$/, '').trim();
}

/** The header of a message, or null when it is not a conventional commit (`Merge …`, `Revert "…"`, free text). */
export function parseConventional(title: string): Conventional | null {
  const m = HEADER.exec(firstLine(title));
  if (!m) return null;
  return {
    type: m[1]!.toLowerCase(),
    scope: m[2] ?? null,
    breaking: m[3] === '!',
    subject: (m[4] ?? '').trim(),
  };
}

/** Whether any footer line of the text announces a breaking change. */
export function hasBreakingFooter(text: string | undefined): boolean {
  return text !== undefined && text !== '' && BREAKING_FOOTER.test(text);
}
