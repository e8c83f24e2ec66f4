// `wiki-ingest ask`: answers a question from the wiki, streaming the answer to stdout and one
// telemetry line per answer to stderr. `--chat` reads follow-ups from stdin (one per line) in the
// same conversation; `--json` prints one JSON document per answer instead of the text.
import { createInterface } from 'node:readline';
import {
  askJson,
  askOptions,
  askPrefix,
  openConversation,
  telemetryLine,
  type AskOptions,
  type AskResult,
} from '../ask/index.js';
import { parseConfig } from '../config.js';
import { createClient } from '../llm/client.js';
import { priceTable } from '../llm/pricing.js';
import { capsOf, loadWiki, WikiNotFoundError } from '../wiki/index.js';
import { runCommand, UsageError, type CommandSpec, type ParsedFlags } from './flags.js';

export const spec: CommandSpec = {
  name: 'ask',
  summary:
    'Answers a question from the wiki: the map is in the prompt, pages are read only when the map does not answer, and every page used is cited as [[slug]]. Needs ANTHROPIC_API_KEY (or --anthropic-api-key); honours ANTHROPIC_BASE_URL.',
  usage: '[--wiki DIR] [--json] [--chat] "question" [input flags]',
  freeText: true,
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
    // Until the action grows these inputs, the CLI takes them as its own flags.
    'ask-model': {
      type: 'string',
      value: 'MODEL',
      description: 'Model that answers. Default: the triage-model input.',
    },
    'ask-cache-ttl': {
      type: 'string',
      value: '5m|1h',
      description: 'Cache TTL of the prompt (map and pages read). Default: 1h.',
    },
    'ask-max-iterations': {
      type: 'string',
      value: 'N',
      description: 'Model calls per question (each page read is one more). Default: 4.',
    },
  },
};

/** The ask options from the flags; a malformed value is a usage error naming its flag. */
function optionsFrom(values: ParsedFlags['values'], config: ReturnType<typeof parseConfig>) {
  const given: Partial<AskOptions> = {};
  const model = values['ask-model'];
  if (typeof model === 'string') {
    if (model.trim() === '')
      throw new UsageError(
        '--ask-model: empty model name; pass a model id, e.g. claude-haiku-5-5.',
      );
    given.model = model;
  }
  const ttl = values['ask-cache-ttl'];
  if (typeof ttl === 'string') {
    if (ttl !== '5m' && ttl !== '1h')
      throw new UsageError(`--ask-cache-ttl "${ttl}": use 5m or 1h.`);
    given.cacheTtl = ttl;
  }
  const iterations = values['ask-max-iterations'];
  if (typeof iterations === 'string') {
    if (!/^[1-9]\d*$/.test(iterations.trim()))
      throw new UsageError(
        `--ask-max-iterations "${iterations}": a whole number of at least 1, e.g. 4.`,
      );
    given.maxIterations = Number(iterations);
  }
  return askOptions(config, given);
}

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
    const config = parseConfig(inputs, process.env);
    const options = optionsFrom(values, config);
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
    const conversation = openConversation(askPrefix(wiki, capsOf(config)), options, {
      client,
      prices: priceTable(config.pricing),
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
