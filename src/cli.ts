#!/usr/bin/env node
// The CLI's edge: each command lives in src/cli/<command>.ts and is loaded only when used.
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
    load: () => import('./cli/index.js'),
  },
  ask: {
    summary: 'Answers a question from the wiki, citing its pages (calls the ask model).',
    load: () => import('./cli/ask.js'),
  },
  run: {
    summary: 'All tiers on a local commit; writes wiki changes into the working tree',
    load: () => import('./cli/run.js'),
  },
};

const USAGE = `Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

Run "wiki-ingest <command> --help" for its flags.`;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') {
    process.stdout.write(USAGE + '\n');
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`wiki-ingest: unknown command "${name}".\n\n${USAGE}\n`);
    return 2;
  }
  return (await command.load()).main(rest);
}

process.exitCode = await main(process.argv.slice(2));
