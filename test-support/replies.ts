// Scripted model turns for the fake Messages API, in the words a test reads: a text answer, a
// tool call. Anything else a script can say (errors, drops, stop reasons, thinking) is written out
// where a test needs it.
import type { Script } from './fake-messages-api.js';

/** A turn answering one text block. */
export const text = (t: string): Script => ({ content: [{ type: 'text', text: t }] });

/** A turn calling one tool; `id` when the test follows the call through the conversation. */
export const toolCall = (name: string, input: Record<string, unknown>, id?: string): Script => ({
  content: [{ type: 'tool_use', ...(id === undefined ? {} : { id }), name, input: input as never }],
});

export type { Script };
