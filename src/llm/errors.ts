// A failed Messages API call, described once for every tier: short, secret-free, and saying how
// many retries the SDK made before giving up (an auth failure comes worded by ./auth.ts). Whatever
// an upstream says goes through scrubCredentialHeaders first: a proxy or cloud that echoes the
// request's Authorization, x-api-key or x-amz-security-token header names no credential here.
import { scrubCredentialHeaders } from '../security/secrets.js';

const clip = (s: string, n = 200): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Statuses the SDK retries by itself (its shouldRetry): 408, 409, 429 and every 5xx. */
const retried = (status: number): boolean =>
  status === 408 || status === 409 || status === 429 || status >= 500;

/** Short, secret-free description of a failed call; says how many retries preceded it. */
export function describeError(e: unknown, maxRetries = 0): string {
  return scrubCredentialHeaders(described(e, maxRetries));
}

function described(e: unknown, maxRetries: number): string {
  const err = e as {
    status?: number;
    name?: string;
    message?: string;
    error?: { error?: { type?: string; message?: string } };
  };
  const after =
    maxRetries > 0 ? ` after ${maxRetries} ${maxRetries === 1 ? 'retry' : 'retries'}` : '';
  const detail = (m: string | undefined): string => clip((m ?? '').replace(/\.$/, ''), 120);
  // Already worded for its provider (./auth.ts), and never retried.
  if (err.name === 'ProviderAuthError' || err.name === 'ProviderPlaceError')
    return err.message ?? 'authentication failed';
  if (typeof err.status === 'number') {
    const type = err.error?.error?.type;
    // Another cloud's error body may put anything there (Google's holds a code and a status).
    const inner = err.error?.error?.message;
    const msg = typeof inner === 'string' ? inner : err.message;
    return `HTTP ${err.status}${type ? ` ${type}` : ''}${retried(err.status) ? after : ''}${msg ? `: ${detail(msg)}` : ''}`;
  }
  if (err.name === 'APIConnectionTimeoutError') return `the request timed out${after}`;
  if (err.name === 'APIConnectionError')
    return `the API could not be reached${after}: ${detail(err.message ?? 'connection error')}`;
  return clip(`${err.name ?? 'Error'}: ${detail(err.message ?? String(e))}`);
}
