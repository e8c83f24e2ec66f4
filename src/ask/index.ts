// Ask the wiki: a conversation over the map, pages read on demand, citations checked.
export * from './citations.js';
export * from './conversation.js';
export * from './options.js';
export * from './prefix.js';
export * from './prompt.js';
export * from './read-tools.js';
export * from './report.js';
