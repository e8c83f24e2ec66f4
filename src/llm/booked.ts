// A client whose calls are booked as they go (init's books): every call's cost is told to `onCall`
// as soon as the call returns, or at its estimate when it was sent and never answered (init saves
// it to the plan's state file then, so an interrupted run loses no spend), every call is made with the run's abort signal (SIGINT/SIGTERM stops the call
// in flight), and the agent's tool errors are gathered from the tool results each call sends back
// (an init batch that writes nothing is stopped with them). The client it wraps keeps its own
// spend hook (its spend scope), asked first and told first.
import type { MessagesClient } from './messages.js';
import type { SpentCall } from './spend.js';

/** One call as the books record it (`estimated`: sent, never answered, booked at its estimate). */
export type BookedCall = SpentCall;

type Create = MessagesClient['messages']['create'];
type Stream = MessagesClient['messages']['stream'];

/** Text of a tool result's content (a string or text blocks). */
function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((b) => (b && typeof b === 'object' && 'text' in b ? String(b.text) : ''))
      .join(' ');
  return '';
}

/** The failed tool results of a request's last message: what the agent was told went wrong. */
export function toolErrorsOf(params: { messages?: readonly unknown[] }): string[] {
  const last = params.messages?.at(-1) as { role?: string; content?: unknown } | undefined;
  if (last?.role !== 'user' || !Array.isArray(last.content)) return [];
  return last.content.flatMap((b: unknown) => {
    const block = b as { type?: string; is_error?: boolean; content?: unknown };
    return block.type === 'tool_result' && block.is_error === true
      ? [resultText(block.content).trim()]
      : [];
  });
}

export class BookedCalls {
  private errors: string[] = [];

  constructor(
    private readonly onCall: (call: BookedCall) => Promise<void> | void,
    readonly signal?: AbortSignal,
  ) {}

  /** The tool errors seen since the last call of this (each once), oldest first. */
  takeToolErrors(): string[] {
    const out = [...new Set(this.errors)];
    this.errors = [];
    return out;
  }

  /** `client` with every call booked, aborted with the run and its tool errors gathered. */
  wrap(client: MessagesClient): MessagesClient {
    const withSignal = <O>(opts: O): O =>
      (this.signal ? { ...(opts ?? {}), signal: this.signal } : opts) as O;
    const see = (params: { messages?: readonly unknown[] }) =>
      this.errors.push(...toolErrorsOf(params));
    const create = ((params: Parameters<Create>[0], opts?: Parameters<Create>[1]) => {
      see(params);
      return client.messages.create(params as never, withSignal(opts));
    }) as Create;
    const stream = ((params: Parameters<Stream>[0], opts?: Parameters<Stream>[1]) => {
      see(params);
      return client.messages.stream(params, withSignal(opts));
    }) as Stream;
    const retries = (client as { maxRetries?: unknown }).maxRetries;
    return {
      messages: { create, stream },
      spend: {
        before: async (call) => client.spend?.before(call),
        // What the wrapped client's scope has left, seen through the books.
        runLeft: () => client.spend?.runLeft?.() ?? null,
        dayLeft: () => client.spend?.dayLeft?.() ?? null,
        records: () => client.spend?.records?.() ?? false,
        after: async (call) => {
          await client.spend?.after(call);
          await this.onCall(call);
        },
      },
      ...(typeof retries === 'number' ? { maxRetries: retries } : {}),
    } as MessagesClient;
  }
}
