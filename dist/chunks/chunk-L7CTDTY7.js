import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/publish/types.ts
var PublishOutcomeError = class extends Error {
  constructor(message, outcome, publish, options) {
    super(message, options);
    this.outcome = outcome;
    this.publish = publish;
  }
  outcome;
  publish;
  name = "PublishOutcomeError";
};

export {
  PublishOutcomeError
};
//# sourceMappingURL=chunk-L7CTDTY7.js.map
