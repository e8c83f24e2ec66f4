// How an answer is reported: one telemetry line for people (stderr) and the JSON document of
// `wiki-ingest ask --json`. No locale: the same figures print the same on every machine.
import type { AskResult } from './conversation.js';
import type { StaleCitation } from './stale.js';
import { usd } from '../ledger/money.js';

/** Thousands separators without locale. */
const num = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ms = (n: number | null): string => (n === null ? 'none' : `${num(n)} ms`);

/**
 * `ask: first token 812 ms · full 2,304 ms · pages read 1 (api/tokens) · tokens in 12, cache write
 * 0, cache read 3,210, out 180 · cache read 99.6% · $0.000410 · 2 calls`
 */
export function askTelemetryLine(r: AskResult): string {
  const u = r.usage;
  const pages = r.pages_read.length
    ? `${r.pages_read.length} (${r.pages_read.join(', ')})`
    : r.status === 'answered'
      ? '0 (the map answered)'
      : '0';
  const parts = [
    `first token ${ms(r.latency_ms.first_token)}`,
    `full ${ms(r.latency_ms.full)}`,
    `pages read ${pages}`,
    `tokens in ${num(u.input_tokens)}, cache write ${num(u.cache_creation_input_tokens)}, cache read ${num(u.cache_read_input_tokens)}, out ${num(u.output_tokens)}`,
    `cache read ${(r.cache_read_share * 100).toFixed(1)}%`,
    r.cost_usd === null ? `cost unknown (no price for ${r.model})` : usd(r.cost_usd),
    `${r.iterations} call${r.iterations === 1 ? '' : 's'}`,
  ];
  if (r.unknown_citations.length)
    parts.push(`unknown citations removed: ${r.unknown_citations.join(', ')}`);
  if (r.redactions) parts.push(`${r.redactions.total} redacted`);
  if (r.status !== 'answered') parts.push(r.status);
  return `ask: ${parts.join(' · ')}`;
}

export interface AskJson {
  answer: string;
  pages_read: string[];
  citations: string[];
  unknown_citations: string[];
  usage: AskResult['usage'];
  cost_usd: number | null;
  latency_ms: { first_token: number | null; full: number };
  status: AskResult['status'];
  model: string;
  iterations: number;
  note?: string;
  /** Secret-shaped strings redacted from the question and the wiki text, by rule. */
  redactions?: AskResult['redactions'];
  /** Cited pages whose covered files changed (or went) since they were checked. */
  stale: { page: string; file: string; missing?: true; since?: string }[];
}

/** The `--json` document, keys in a fixed order; `stale` empty when the caller could not tell. */
export function askJson(r: AskResult, stale: readonly StaleCitation[] = []): AskJson {
  return {
    answer: r.answer,
    pages_read: r.pages_read,
    citations: r.citations,
    unknown_citations: r.unknown_citations,
    usage: r.usage,
    cost_usd: r.cost_usd,
    latency_ms: r.latency_ms,
    status: r.status,
    model: r.model,
    iterations: r.iterations,
    ...(r.note !== undefined ? { note: r.note } : {}),
    ...(r.redactions ? { redactions: r.redactions } : {}),
    stale: stale.map((s) => ({
      page: s.page,
      file: s.file,
      ...(s.missing ? { missing: s.missing } : {}),
      ...(s.since ? { since: s.since.commit } : {}),
    })),
  };
}
