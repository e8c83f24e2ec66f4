// The layering of src/, from the ground up: a module may import its own layer and the layers
// below it, never one above, and no import may close a circle. `npm run lint` checks it. A new
// folder or top-level module gets a place here (a module in no layer fails the check too), and in
// the list of docs/architecture.md, which __tests__/architecture-rules.test.ts holds to this one.
/** @type {Array<[string, string[]]>} each layer: its name and the src/ paths it holds */
const LAYERS = [
  [
    'ground: plain values, the trailer and the answer marker',
    ['types.ts', 'zod.ts', 'trailer.ts', 'answer-marker.ts'],
  ],
  ['security: escaping, scrubbing, scanning', ['security/']],
  ['paths: which repository files are generated or ignored', ['paths/']],
  ['wiki: pages, the map, provenance', ['wiki/']],
  ['config: inputs into a typed Config', ['config.ts', 'config/']],
  ['llm: the one call and the one agent turn', ['llm/']],
  ['ledger: spend records, their compare-and-swap store, the one spend scope', ['ledger/']],
  ["log: log.md's entries written, and a run's outcome in the product's words", ['log/']],
  ['tools: the agent tools and their changeset', ['tools/']],
  ['io: the GitHub API and local git', ['github/', 'git/']],
  ['merge-info: MergeInfo from events, git and JSON', ['merge-info/']],
  ['tiers 1 and 2: prefilter, triage', ['prefilter/', 'triage/']],
  ['tier 3: ingest', ['ingest/']],
  ['ports: what the pipeline composes', ['ports.ts']],
  ['after the agent: publish, report, lint, the pulse', ['publish/', 'report/', 'lint/', 'pulse/']],
  ['folding results into the Report', ['fold.ts']],
  ['catch-up: which merges a run decides', ['catchup/']],
  ['workspaces: GitHub and local, composed', ['workspace/']],
  ['the one orchestrator: its entry and its run', ['pipeline.ts', 'run/']],
  ['ask: answering from the wiki', ['ask/']],
  ['mcp: the wiki served to coding agents', ['mcp/']],
  ["the action's lint mode: findings, their issue, the pulse", ['lint-mode/']],
  ['init: starting a wiki from a repository', ['init/']],
  ["the action's impact mode: the pages a pull request makes stale", ['impact/']],
  ['edges: the action, its modes and their wiring, and the CLI', ['main.ts', 'action/', 'cli/']],
  ['entry points', ['index.ts', 'cli.ts']],
];

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (paths) =>
  `^src/(${paths.map((p) => (p.endsWith('/') ? literal(p) : `${literal(p)}$`)).join('|')})`;

const upward = LAYERS.slice(0, -1).map(([name, paths], i) => ({
  name: `layer: ${name}`,
  comment: `${name} (${paths.join(', ')}) imports only its own layer and those below it.`,
  severity: 'error',
  from: { path: pattern(paths) },
  to: { path: pattern(LAYERS.slice(i + 1).flatMap(([, above]) => above)) },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a circle cannot be understood or loaded alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'every module in a layer',
      comment: 'Each file under src/ belongs to a layer of .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/', pathNot: pattern(LAYERS.flatMap(([, paths]) => paths)) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
