// `wiki-ingest ask`: answers a question from the wiki, streaming the answer to stdout and one
// telemetry line per answer to stderr. `--chat` reads follow-ups from stdin (one per line) in the
// same conversation; `--json` prints one JSON document per answer instead of the text.
import { createInterface } from 'node:readline';
import { askJson, askTelemetryLine } from '../ask/report.js';
import { askOptions } from '../ask/options.js';
import { askMapBudgetFor, askPrefix } from '../ask/prefix.js';
import { openConversation, type AskResult } from '../ask/conversation.js';
import { citedStaleCovers, staleCitations, staleNotes, type StaleCitation } from '../ask/stale.js';
import { loadConfig } from '../config/parse.js';
import { type Page, capsOf } from '../wiki/types.js';
import { sinceFromGit } from './git-since.js';
import { readRepoHead, repoTop, type RepoHead } from './git-head.js';
import { openSpendScope } from '../ledger/scope.js';
import { createClient } from '../llm/client.js';
import { priceTable } from '../llm/pricing.js';
import { Redactor } from '../security/redact.js';
import { loadWiki, WikiNotFoundError } from '../wiki/load.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';

export const spec: CommandSpec = {
  name: 'ask',
  summary:
    'Answers a question from the wiki: the map is in the prompt, pages are read only when the map does not answer, and every page used is cited as [[slug]]. Needs ANTHROPIC_API_KEY (or --anthropic-api-key); honours ANTHROPIC_BASE_URL.',
  usage: '[--wiki DIR] [--json] [--chat] "question" [input flags]',
  freeText: true,
  inputs: ['ask'],
  flags: {
    wiki: {
      type: 'string',
      value: 'DIR',
      description: 'The wiki folder, any folder on disk (default: wiki).',
    },
    json: {
      type: 'boolean',
      description:
        'Print one JSON document per answer (answer, pages_read, citations, unknown_citations, usage, cost_usd, latency_ms, …) instead of streaming the text.',
    },
    chat: {
      type: 'boolean',
      description:
        'After the question (if any), read follow-up questions from stdin, one per line, in the same conversation.',
    },
  },
};

/**
 * Model output on a terminal: control characters (escape sequences that could move the cursor,
 * retitle the window or hide text) are dropped; line breaks and tabs stay.
 */
const forTerminal = (text: string): string => text.replace(/[^\P{Cc}\n\t]/gu, '');

/** The questions: the argument, then (with --chat) each non-empty line of stdin. */
async function* questions(first: string, chat: boolean): AsyncGenerator<string> {
  if (first !== '') yield first;
  if (!chat) return;
  const interactive = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, terminal: false });
  if (interactive) process.stderr.write('> ');
  for await (const line of lines) {
    if (line.trim() !== '') yield line;
    if (interactive) process.stderr.write('> ');
  }
}

/**
 * The cited pages that may be stale, from HEAD of the repository holding the wiki; null when the
 * wiki is not in a git repository (nothing to compare with).
 */
function staleChecker(
  dir: string,
  pages: readonly Page[],
): (cited: readonly string[]) => Promise<StaleCitation[] | null> {
  let head: Promise<RepoHead | null> | undefined;
  const read = async () => readRepoHead(await repoTop(dir));
  return async (cited) => {
    const at = await (head ??= read().catch(() => null));
    if (!at) return null;
    const targets = citedStaleCovers(pages, cited, at.tree);
    const since = targets.length ? await sinceFromGit(at.top, at.commit, targets) : new Map();
    return staleCitations(pages, cited, at.tree, since);
  };
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, positionals, secrets }) => {
    const question = positionals.join(' ').trim();
    const chat = values.chat === true;
    const json = values.json === true;
    if (question === '' && !chat)
      throw new UsageError(
        'no question: pass it as the argument, e.g. wiki-ingest ask "How do tokens rotate?", or use --chat to read questions from stdin.',
      );
    const config = await loadConfig(inputs, process.env);
    const options = askOptions(config);
    // Checked before reading the wiki, so a missing key fails fast with its fix.
    // Every question's calls go through its own max-cost-usd (ask/conversation.ts), in this scope.
    const client = openSpendScope({ budget: null }).through(
      await createClient(config, process.env, secrets),
    );
    const dir = typeof values.wiki === 'string' ? values.wiki : config.wikiPath;
    let wiki;
    try {
      wiki = await loadWiki(dir);
    } catch (e) {
      if (!(e instanceof WikiNotFoundError)) throw e;
      process.stderr.write(`wiki-ingest ask: ${e.message}\n`);
      return 1;
    }
    for (const s of [config.anthropicApiKey, config.githubToken, process.env.GITHUB_TOKEN])
      secrets.register(s);
    const staleOf = staleChecker(dir, wiki.pages);
    const prices = priceTable(config.pricing);
    const budget = askMapBudgetFor(config.mapTokenBudget, options.model, prices);
    const conversation = openConversation(
      askPrefix(wiki, capsOf(config), budget, config.language),
      options,
      { client, prices, redactor: new Redactor(secrets) },
    );

    let failed = false;
    let asked = 0;
    for await (const q of questions(question, chat)) {
      let ended = true;
      // A chat's answers run one after another: each opens with a rule naming its question.
      if (chat && !json) {
        const shown = q.replace(/\s+/g, ' ').trim();
        const cut = shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
        process.stdout.write(forTerminal(`── ${++asked}. ${cut} ──`) + '\n\n');
      }
      const result: AskResult = await conversation.ask(q, {
        onText: json
          ? undefined
          : (text) => {
              const shown = forTerminal(text);
              process.stdout.write(shown);
              if (shown !== '') ended = shown.endsWith('\n');
            },
      });
      const stale = await staleOf(result.citations);
      if (json) process.stdout.write(JSON.stringify(askJson(result, stale ?? [])) + '\n');
      else {
        process.stdout.write(ended ? '\n' : '\n\n');
        const notes = staleNotes(stale ?? []);
        if (notes.length)
          process.stdout.write(forTerminal(notes.map((n) => `Note: ${n}`).join('\n')) + '\n\n');
      }
      for (const w of result.warnings) process.stderr.write(`warning: ${w}\n`);
      process.stderr.write(askTelemetryLine(result) + '\n');
      if (result.status === 'failed') failed = true;
    }
    return failed ? 1 : 0;
  });
}
