// The module every other file imports the configuration from: the input table, its parsing into
// a typed Config, and the slice of it each stage takes. The parts live in src/config/.
export { DEFAULT_IGNORE_PATHS, DEFAULT_RICH_PATHS, INPUTS } from './config/inputs.js';
export type { InputSpec, InputUse, Kind } from './config/spec.js';
export { ConfigError } from './config/errors.js';
export { splitGlobs } from './config/kinds.js';
export {
  assertPrBranchDiffers,
  AUTHOR_ASSOCIATIONS,
  branchNameProblem,
  languageName,
  languageSentence,
  wikiPathProblem,
} from './config/checks.js';
export { loadConfig, parseConfig, type RawInputs } from './config/parse.js';
export type {
  AskConfig,
  Config,
  ConfigFor,
  DeepLintConfig,
  IngestConfig,
  LlmConfig,
  PublishConfig,
  Tier1Config,
  TriageConfig,
} from './config/slices.js';
export { bedrockGeography, providerModelId, type Provider } from './config/models.js';
