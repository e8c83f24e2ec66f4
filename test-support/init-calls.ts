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

/** A page a batch's first message asks for: its slug, type and title, the files to read, and the pages it relates. */
export interface BatchPage {
  slug: string;
  type: string;
  title: string;
  paths: string[];
  related: string[];
}

const ticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The pages a batch's first message lists, in its order. */
export function batchPages(first: string): BatchPage[] {
  const lines = first.matchAll(
    /- slug `([^`]+)`, type (\w+), title "([^"]+)": read (.*)((?:\n {2}.*)*)/g,
  );
  return [...lines].map(([, slug, type, title, read, more]) => ({
    slug: slug!,
    type: type!,
    title: title!,
    paths: ticked(read!),
    related: ticked(/\n {2}related: (.*)/.exec(more ?? '')?.[1] ?? ''),
  }));
}

/** The slugs a batch's first message names as planned for other batches. */
export const plannedElsewhere = (first: string): string[] =>
  [...first.matchAll(/- planned `([^`]+)`/g)].map((m) => m[1]!);

/** The tool errors the requests sent back to the model whose text matches `text`. */
export const toolErrorsSent = (bodies: readonly RequestBody[], text: RegExp): string[] =>
  bodies.flatMap((b) =>
    (b.messages as { role: string; content: unknown }[]).flatMap((m) =>
      Array.isArray(m.content)
        ? (m.content as { type?: string; is_error?: boolean; content?: unknown }[])
            .filter((c) => c.type === 'tool_result' && c.is_error && text.test(String(c.content)))
            .map((c) => String(c.content))
        : [],
    ),
  );

/**
 * The agent's writing turn in a batch: create_page for each page, in one turn, its fields from the
 * first message (no related page, a body naming its files); `input` adds or replaces fields.
 */
export const createBatchPages = (
  pages: BatchPage[],
  input: (p: BatchPage) => Record<string, unknown> = () => ({}),
): Script => ({
  content: pages.map((p) => ({
    type: 'tool_use',
    name: 'create_page',
    input: {
      slug: p.slug,
      type: p.type,
      title: p.title,
      description: `About ${p.title}.`,
      tags: [],
      related: [],
      body: `# ${p.title}\n\nFrom ${p.paths.join(', ')}.\n`,
      ...input(p),
    },
  })) as never,
});

/** The agent's first turn in a batch: read_source of every file its pages name, in one turn. */
export const readBatchSources = (pages: BatchPage[]): Script => ({
  content: pages.flatMap((p) =>
    p.paths.map((path) => ({ type: 'tool_use', name: 'read_source', input: { path } })),
  ) as never,
});
