// A tool host over named executors: an unknown name is answered, never thrown.
import { didYouMean, toolError } from './errors.js';
import type { ToolHandlers, ToolHost } from './types.js';

export function hostOf(handlers: ToolHandlers): ToolHost {
  const names = Object.keys(handlers);
  return {
    execute(name, input) {
      const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
      if (!handler)
        return toolError(
          `There is no tool "${name}".${didYouMean(names, name)} Tools: ${names.join(', ')}.`,
        );
      return handler(input);
    },
  };
}
