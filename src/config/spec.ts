// The shape of one entry of the input table (src/config/inputs.ts): what an input is called, how
// its text is read, what it defaults to, and which stages use it. Types only.

/** The stages an input configures; a CLI command accepts the inputs of the stages it runs. */
export type InputUse =
  /** Tier 1 rules (classify, simulate, and every tier after them). */
  | 'tier1'
  /** Tier 2 triage and its model calls. */
  | 'tier2'
  /** Tier 3 ingest agent, its budgets and the pages it writes. */
  | 'tier3'
  /** The wiki map and its caps (index). */
  | 'map'
  /** The whole pipeline, in the action and in `run`: whether Tier 2 runs. */
  | 'pipeline'
  /**
   * The action alone: reading the merge and publishing through the GitHub API, catching up over
   * the branch history, answering /wiki comments. `run` works on local git and refuses them.
   */
  | 'action'
  /** Answering questions from the wiki (ask, /wiki comments). */
  | 'ask'
  /** `lint --deep`: the triage model reading the pages changed since the last deep pass. */
  | 'deep'
  /** `wiki-ingest mcp`: the wiki served to coding agents over the Model Context Protocol. */
  | 'mcp'
  /** `wiki-ingest init`: planning a first wiki. */
  | 'init'
  /** The pages a change makes stale: `wiki-ingest impact` and the MCP server's impacted_pages. */
  | 'impact';

/** How an input's text is read (src/config/kinds.ts has one parser per kind). */
export interface KindValues {
  /** Trimmed text. */
  string: string;
  /** Trimmed text, registered as a secret by the edges. */
  secret: string;
  /** Comma- or newline-separated items; `none` empties it. */
  list: string[];
  /** Globs, one per line or comma-separated outside braces; `none` empties it. */
  globs: string[];
  /** A whole number within `range`; null only when the default is empty (no limit). */
  int: number | null;
  /** A number within `range`; null only when the default is empty (no limit). */
  number: number | null;
  boolean: boolean;
  /** One of `values`. */
  enum: string;
  /** JSON text (trimmed), parsed and shaped by the input's check. */
  json: string;
}

export type Kind = keyof KindValues;

export interface NumberRange {
  min: number;
  max: number;
  minExclusive?: boolean;
}

interface SpecFields {
  /** The action input's name, which is also the CLI flag (`--<name>`). */
  name: string;
  /** The Config field it fills; absent on an input that `adds` to another input's field. */
  key?: string;
  /** The default as action.yml spells it: always a string. */
  default: string;
  /** Numbers only: the accepted range, refused outside it before any network call. */
  range?: NumberRange;
  /** Enums only: the accepted values. */
  values?: readonly string[];
  /** Lists only: false when `none` is one of the list's values, not the word that empties it. */
  none?: false;
  /** The extra-… inputs: the input whose value this one adds to (its defaults stay). */
  adds?: string;
  /** The stages that read it: a command accepts it as a flag when it runs one of them. */
  uses: readonly InputUse[];
  description: string;
}

/** One input: its kind's parser reads the text, then `check` (if any) refines the value. */
export type InputSpec = {
  [K in Kind]: SpecFields & { kind: K; check?: (value: KindValues[K]) => unknown };
}[Kind];
