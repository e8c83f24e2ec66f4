// The one error a bad input raises. Its message names the input and the fix; the CLI maps it to
// exit code 2 and the action fails the step with it before any network call.
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function fail(name: string, message: string): never {
  throw new ConfigError(`Input "${name}": ${message}`);
}
