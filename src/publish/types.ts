// What a publisher receives: the final content of every file the run writes, nothing else; and
// what a publish that failed halfway reports.
import type { Report } from '../types.js';

/**
 * Publishing failed after something was, or may have been, written: the message says what exists
 * on GitHub, and `publish` holds what is known to exist (for the step's outputs).
 */
export class PublishOutcomeError extends Error {
  override name = 'PublishOutcomeError';
  constructor(
    message: string,
    readonly outcome: 'unknown' | 'partial',
    readonly publish?: NonNullable<Report['publish']>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
