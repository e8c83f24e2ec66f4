// The wiki side: pages, the map and its caps, and page text for readers with a budget.
// Load it only through `await import()` from code on the Tier 1 path (markdown-it and yaml stay
// out of the skip path's bundle).
export * from './types.js';
export * from './text.js';
export * from './slug.js';
export * from './page.js';
export * from './covers.js';
export * from './covers-index.js';
export * from './provenance.js';
export * from './links.js';
export * from './load.js';
export * from './parse-cache.js';
export * from './map.js';
export * from './read.js';
export * from './links.js';
export * from './folded-map.js';
export * from './map-view.js';
export * from './search.js';
