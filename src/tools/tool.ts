// One tool as one value: its name, what the model reads about it, its input schema and its
// executor, together, the way an MCP server declares `tool(name, description, schema, handler)`.
// A toolset composes tools: their definitions (deterministic: they lead the cached prefix) and a
// host over their executors. The parameters `P` are what a definition varies with (the map's
// slugs, the page types, who reads); the context `C` is what an executor works over.
import type { Tool as ApiTool } from '@anthropic-ai/sdk/resources/messages';
import * as z from '../zod.js';
import { compareCodePoints } from '../wiki/text.js';
import { parsedInput } from './errors.js';
import type { ToolHandlers, ToolOutcome } from './types.js';

type Of<P, T> = T | ((params: P) => T);
type Run<S extends z.ZodMiniType, C> = (
  args: z.infer<S>,
  ctx: C,
) => Promise<ToolOutcome> | ToolOutcome;

export interface Tool<P = void, C = void, S extends z.ZodMiniType = z.ZodMiniType> {
  readonly name: string;
  description(params: P): string;
  schema(params: P): S;
  /** The Messages API definition: the schema as JSON Schema (input side), without `$schema`. */
  definition(params: P): ApiTool;
  /** The executor over `ctx`, parsing with `params`' schema: input it refuses is never read. */
  handler(ctx: C, params: P): ToolHandlers;
  /** The same name, description and schema over another executor (the MCP server's reads). */
  serving<D>(run: Run<S, D>): Tool<P, D, S>;
}

const valueOf = <P, T>(x: Of<P, T>, params: P): T =>
  typeof x === 'function' ? (x as (params: P) => T)(params) : x;

export function tool<P = void, C = void, S extends z.ZodMiniType = z.ZodMiniType>(
  name: string,
  description: Of<P, string>,
  schema: (params: P) => S,
  run: Run<S, C>,
): Tool<P, C, S> {
  return {
    name,
    description: (params) => valueOf(description, params),
    schema,
    definition: (params) => definitionOf(name, valueOf(description, params), schema(params)),
    handler: (ctx, params) => ({ [name]: parsedInput(name, schema(params), (a) => run(a, ctx)) }),
    serving: (other) => tool(name, description, schema, other),
  };
}

/** One Messages API definition: the schema as JSON Schema (input side), without `$schema`. */
export function definitionOf(name: string, description: string, schema: z.ZodMiniType): ApiTool {
  const { $schema: _drop, ...input_schema } = z.toJSONSchema(schema, {
    io: 'input',
  }) as Record<string, unknown>;
  return { name, description, input_schema: input_schema as ApiTool['input_schema'] };
}

/** A slug argument: the map's enum in definitions, any non-empty string when parsing. */
export type Slug = z.ZodMiniType<string, string>;

/** The map's slugs as an enum (sorted, unique), or any string for an empty wiki. */
export function slugEnum(slugs: readonly string[]): Slug {
  const all = [...new Set(slugs)].sort(compareCodePoints);
  return all.length ? z.enum(all as [string, ...string[]]) : z.string();
}

/** A character or line number into a text a tool serves (files are at most ~1 MB). */
export const position = (min: 0 | 1) => z.int().check(z.minimum(min), z.maximum(10_000_000));

/** A string that names something: what the executors parse slugs with. */
export const anySlug = (): Slug => z.string().check(z.minLength(1));
