// What an init run asked the fake Messages API, read from a request's body: the first message's
// text, and whether the request is the plan call (the cheap model's one call before the batches).
export type RequestBody = Record<string, unknown>;

/** The first message's text, its text blocks joined. */
export const firstText = (body: RequestBody): string => {
  const first = (body.messages as { content: string | { text?: string }[] }[])[0]!.content;
  return typeof first === 'string' ? first : first.map((b) => b.text ?? '').join('\n');
};

/** Whether the request is init's plan call, by its system prompt. */
export const isPlan = (body: RequestBody): boolean =>
  JSON.stringify(body.system ?? '').includes('You plan the first pages');
