// Untrusted text (page names, finding details, quotes from pages, file paths) on its way into the
// lint issue's body: the inert Markdown every issue and pull request body the action writes uses.
export { codeSpan, inertText } from '../security/inert-markdown.js';
