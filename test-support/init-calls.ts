// What an init run asked the fake Messages API, read from a request's body — the first message's
// text, whether the request is the plan call (the cheap model's one call before the batches), the
// pages a batch lists — and the agent's first turn in a batch: reading the files they name.
import type { Script } from './fake-messages-api.js';

export type RequestBody = Record<string, unknown>;

/** The first message's text, its text blocks joined. */
export const firstText = (body: RequestBody): string => {
  const first = (body.messages as { content: string | { text?: string }[] }[])[0]!.content;
  return typeof first === 'string' ? first : first.map((b) => b.text ?? '').join('\n');
};

/** Whether the request is init's plan call, by its system prompt. */
export const isPlan = (body: RequestBody): boolean =>
  JSON.stringify(body.system ?? '').includes('You plan the first pages');

/** A page a batch's first message asks for: its slug, type and title, and the files to read. */
export interface BatchPage {
  slug: string;
  type: string;
  title: string;
  paths: string[];
}

/** The pages a batch's first message lists, in its order. */
export function batchPages(first: string): BatchPage[] {
  const lines = first.matchAll(/- slug `([^`]+)`, type (\w+), title "([^"]+)": read (.*)/g);
  return [...lines].map(([, slug, type, title, read]) => ({
    slug: slug!,
    type: type!,
    title: title!,
    paths: [...read!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
  }));
}

/** The agent's first turn in a batch: read_source of every file its pages name, in one turn. */
export const readBatchSources = (pages: BatchPage[]): Script => ({
  content: pages.flatMap((p) =>
    p.paths.map((path) => ({ type: 'tool_use', name: 'read_source', input: { path } })),
  ) as never,
});
