// The configuration's type: the Config derived from the input table (src/config/inputs.ts) and the
// slice of it each stage takes. A stage's slice is the fields of the inputs that name it in `uses`,
// so a stage can read only inputs that every command running it accepts as flags; adding an input
// adds its field here by itself. Parsing them is src/config/parse.ts's.
import type { INPUT_TABLE } from './config/inputs.js';
import type { InputUse, Kind, KindValues } from './config/spec.js';

type Entry = (typeof INPUT_TABLE)[number];

/** The value an entry parses to: its check's result, else its kind's value. */
type ValueOf<E> = E extends { check: (value: never) => infer T }
  ? T
  : E extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : E extends { kind: 'int' | 'number'; default: '' }
      ? number | null
      : E extends { kind: infer K extends Kind }
        ? NonNullable<KindValues[K]>
        : never;

/**
 * Every input parsed, by its Config key (the extra-… inputs have none: their globs and authors
 * are already in the field they add to). Notable fields: `skipOnlyPaths` always holds
 * `<wiki-path>/**`; `askModel` is the triage model when ask-model is empty; `maxDailyCostUsd` is
 * null for no limit; `pricing` entries are schema-checked by loadConfig.
 */
export type Config = {
  -readonly [E in Entry as E extends { key: infer K extends string } ? K : never]: ValueOf<E>;
};

/** The Config keys of the inputs that name one of `U` in their `uses`. */
type KeysUsedBy<U extends InputUse> = Entry extends infer E
  ? E extends { key: infer K extends string; uses: readonly (infer Used)[] }
    ? [Extract<Used, U>] extends [never]
      ? never
      : K
    : never
  : never;

/** The fields of the inputs the stages `U` use. */
export type ConfigFor<U extends InputUse> = Pick<Config, KeysUsedBy<U> & keyof Config>;

/** Tier 1's rules (classify, simulate). */
export type Tier1Config = ConfigFor<'tier1'>;

/** Tier 2 triage. */
export type TriageConfig = ConfigFor<'tier2'>;

/** Tier 3 ingest; its diff leaves out the files Tier 1 ignores. */
export type IngestConfig = ConfigFor<'tier3'> & Pick<Config, 'ignorePaths'>;

/** Answering from the wiki (ask, /wiki comments). */
export type AskConfig = ConfigFor<'ask'>;

/** Where and how finished files are published (the edges' workspaces). */
export type PublishConfig = Pick<Config, 'publishMode' | 'prBranch' | 'wikiPath'>;

/** `lint --deep`: the model, its budget and client, and the map caps lint reads with. */
export type DeepLintConfig = ConfigFor<'deep' | 'map'>;

/** The client every model-calling stage builds: the provider, its credentials and limits. */
export type LlmConfig = Pick<
  Config,
  | 'provider'
  | 'anthropicApiKey'
  | 'awsRegion'
  | 'gcpProjectId'
  | 'gcpRegion'
  | 'maxRetries'
  | 'requestTimeoutSeconds'
>;
