// `wiki-ingest ask`: answers a question from the wiki, streaming the answer to stdout and one
// telemetry line per answer to stderr. `--chat` reads follow-ups from stdin (one per line) in the
// same conversation; `--json` prints one JSON document per answer instead of the text.
import { createInterface } from 'node:readline';
import {
  askJson,
  askOptions,
  askMapBudgetFor,
  askPrefix,
  openConversation,
  telemetryLine,
  type AskResult,
} from '../ask/index.js';
import { loadConfig } from '../config.js';
import { createClient } from '../llm/client.js';
import { priceTable } from '../llm/pricing.js';
import { capsOf, loadWiki, WikiNotFoundError } from '../wiki/index.js';
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
      description: 'The wiki folder. Default: the wiki-path input (default "wiki").',
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

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, positionals }) => {
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
    const client = createClient(config, process.env);
    const dir = typeof values.wiki === 'string' ? values.wiki : config.wikiPath;
    let wiki;
    try {
      wiki = await loadWiki(dir);
    } catch (e) {
      if (!(e instanceof WikiNotFoundError)) throw e;
      process.stderr.write(`wiki-ingest ask: ${e.message}\n`);
      return 1;
    }
    const prices = priceTable(config.pricing);
    const budget = askMapBudgetFor(config.mapTokenBudget, options.model, prices);
    const conversation = openConversation(askPrefix(wiki, capsOf(config), budget), options, {
      client,
      prices,
    });

    let failed = false;
    for await (const q of questions(question, chat)) {
      let ended = true;
      const result: AskResult = await conversation.ask(q, {
        onText: json
          ? undefined
          : (text) => {
              const shown = forTerminal(text);
              process.stdout.write(shown);
              if (shown !== '') ended = shown.endsWith('\n');
            },
      });
      if (json) process.stdout.write(JSON.stringify(askJson(result)) + '\n');
      else process.stdout.write(ended ? '\n' : '\n\n');
      for (const w of result.warnings) process.stderr.write(`warning: ${w}\n`);
      process.stderr.write(telemetryLine(result) + '\n');
      if (result.status === 'failed') failed = true;
    }
    return failed ? 1 : 0;
  });
}
