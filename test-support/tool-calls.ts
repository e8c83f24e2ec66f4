// Tool calls as the agent makes them, for the tests of the tools: update_page replaces only a
// section the run has read, so a test of what an update writes reads the section first; and what a
// refusal the model can fix looks like.
import type { ToolHost, ToolOutcome } from '../src/tools/types.js';

/**
 * read_section (the heading as `readAs` spells it, the section's own name by default), then
 * update_page of that section with `body`: what the update answered.
 */
export async function updateReadSection(
  host: ToolHost,
  update: { slug: string; section: string; body: string },
  readAs = update.section,
): Promise<ToolOutcome> {
  await host.execute('read_section', { slug: update.slug, heading: readAs });
  return host.execute('update_page', update);
}

/** The outcome is a tool error saying `content` and the run goes on: the model can fix it. */
export function expectFixableError(outcome: ToolOutcome, content: string): void {
  expect(outcome.is_error).toBe(true);
  expect(outcome.stop).toBeUndefined();
  expect(outcome.content).toBe(content);
}
