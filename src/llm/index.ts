// The LLM layer: client factory, calls, one agent turn, usage, pricing and cache breakpoints.
export * from './cache.js';
export * from './client.js';
export * from './messages.js';
export * from './pricing.js';
export * from './usage.js';
export * from './errors.js';
export * from './turn.js';
export * from './spend.js';
