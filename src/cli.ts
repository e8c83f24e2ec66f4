#!/usr/bin/env node
// The CLI's edge: each command lives in src/cli/<command>.ts and is loaded only when used.
// The version is package.json's, inlined by the bundler, so dist/ needs no package.json beside it.
import packageJson from '../package.json' with { type: 'json' };

const COMMANDS: Record<
  string,
  { summary: string; load: () => Promise<{ main(argv: string[]): Promise<number> }> }
> = {
  classify: {
    summary: 'Tier 1 decision for one MergeInfo JSON (offline).',
    load: () => import('./cli/classify.js'),
  },
  triage: {
    summary: 'Tier 2 decision for one MergeInfo JSON (calls the triage model).',
    load: () => import('./cli/triage.js'),
  },
  simulate: {
    summary: "Backtest Tier 1 over a local repository's first-parent history.",
    load: () => import('./cli/simulate.js'),
  },
  index: {
    summary: 'The wiki map (one line per page) and what its caps cut.',
    load: () => import('./cli/index-command.js'),
  },
  lint: {
    summary:
      'Checks the wiki for free: dead links, stale or missing covered files, drift, orphans.',
    load: () => import('./cli/lint.js'),
  },
  refresh: {
    summary:
      'Checks the stale pages now (oldest stamp first, within max-cost-usd), as lint-fix does; writes the working tree.',
    load: () => import('./cli/refresh.js'),
  },
  pulse: {
    summary: "What the wiki's upkeep did per week, from log.md: tiers, skips, spend, stops.",
    load: () => import('./cli/pulse.js'),
  },
  init: {
    summary: 'Starts a wiki for an existing repository: plans pages, then writes them in batches.',
    load: () => import('./cli/init.js'),
  },
  adopt: {
    summary:
      'Adds missing front-matter (title, description, type) to an existing docs folder; free.',
    load: () => import('./cli/adopt.js'),
  },
  ask: {
    summary: 'Answers a question from the wiki, citing its pages (calls the ask model).',
    load: () => import('./cli/ask.js'),
  },
  run: {
    summary: 'All tiers on a local commit; writes wiki changes into the working tree.',
    load: () => import('./cli/run.js'),
  },
  impact: {
    summary: 'The wiki pages a local change makes stale, as mode: impact would say; free.',
    load: () => import('./cli/impact.js'),
  },
  mcp: {
    summary:
      'Serves the wiki to coding agents over MCP (stdio): the map, pages, stale_pages; free.',
    load: () => import('./cli/mcp.js'),
  },
  'agents-md': {
    summary: 'Keeps one marked block in AGENTS.md (or CLAUDE.md) that points agents to the wiki.',
    load: () => import('./cli/agents-md.js'),
  },
};

/** The top-level usage; loads the shared flags module (the exit codes) only when printed. */
const usage = async (): Promise<string> => `Usage: wiki-ingest <command> [flags]
       wiki-ingest help [command]     this text, or a command's flags (as <command> --help)
       wiki-ingest -v, --version      the version

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

Run "wiki-ingest help <command>" for its flags.

${(await import('./cli/flags.js')).EXIT_CODES}`;

async function main(argv: string[]): Promise<number> {
  // Stack traces name src/ lines through the maps beside dist/, for the commands loaded from here on.
  process.setSourceMapsEnabled(true);
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${packageJson.version}\n`);
    return 0;
  }
  if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    process.stdout.write((await usage()) + '\n');
    return 0;
  }
  if (!name) {
    process.stderr.write(`wiki-ingest: no command given.\n\n${await usage()}\n`);
    return 2;
  }
  // `help <command>` is `<command> --help`; anything after the command name is not read.
  const [commandName, commandArgs] = name === 'help' ? [rest[0]!, ['--help']] : [name, rest];
  const command = Object.hasOwn(COMMANDS, commandName) ? COMMANDS[commandName] : undefined;
  if (!command) {
    process.stderr.write(`wiki-ingest: unknown command "${commandName}".\n\n${await usage()}\n`);
    return 2;
  }
  return (await command.load()).main(commandArgs);
}

// Output piped into a reader that stops early (`simulate --rows | head -3`) is not an error: the
// reader has what it wanted, so the command ends quietly with 0 instead of an EPIPE stack trace.
// A command that listens for the stream's errors itself decides (the MCP server: a client that
// stops reading while it still writes breaks the protocol, a failure said and exited non-zero).
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (stream.listenerCount('error') > 1) return;
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });

process.exitCode = await main(process.argv.slice(2));
