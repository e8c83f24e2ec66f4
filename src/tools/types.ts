// What a tool call produces and what runs one; shared by every conversation that uses tools
// (Tier 3's agent loop, and readers such as `ask` that use only the read tools).
import type { Tool } from '@anthropic-ai/sdk/resources/messages';

/** What executing one tool call produced. `stop` ends the loop at once (a budget was hit). */
export interface ToolOutcome {
  content: string;
  is_error?: boolean;
  /** The model called `finish` successfully: its summary. */
  finished?: string;
  /** An archive's finish: the answer's claims left out because nothing read supports them. */
  unverified?: string[];
  /** A budget was hit: stop; only the pages already written are published (a partial update). */
  stop?: string;
}

export interface ToolHost {
  execute(name: string, input: unknown): Promise<ToolOutcome> | ToolOutcome;
}

/** Executors by tool name; the host built over them answers unknown names itself. */
export type ToolHandlers = Record<string, (input: unknown) => Promise<ToolOutcome> | ToolOutcome>;

/** Definitions (part of a cached prefix) and the host that executes them. */
export interface ToolSet {
  definitions: Tool[];
  host: ToolHost;
}
