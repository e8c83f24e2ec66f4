// The runner passes each input as INPUT_<NAME> (upper case, dashes kept: INPUT_WIKI-PATH). A
// variable spelled otherwise (INPUT_WIKI_PATH, set by hand or in a .env for local runs) names no
// input and would be ignored without a word; each one gets a warning naming the closest input.
import { closestName } from './closest.js';
import { INPUTS } from './inputs.js';

const PREFIX = 'INPUT_';

/** One warning per INPUT_ variable in `env` that names no input of `known` (default: all). */
export function strayInputWarnings(
  env: NodeJS.ProcessEnv,
  known: readonly string[] = INPUTS.map((i) => i.name),
): string[] {
  const variables = new Set(known.map((name) => PREFIX + name.replace(/ /g, '_').toUpperCase()));
  return Object.keys(env)
    .filter((v) => v.startsWith(PREFIX) && !variables.has(v.toUpperCase()))
    .sort()
    .map((v) => {
      const near = closestName(known, v.slice(PREFIX.length));
      const fix = near
        ? ` Did you mean ${PREFIX}${near.toUpperCase()} (the ${near} input)?`
        : ' Inputs are set with "with:" in the workflow step.';
      return `${v} names no input of wiki-ingest and is ignored.${fix}`;
    });
}
