import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// node_modules/@secretlint/profiler/module/index.js
var SecretLintProfiler = class {
  perf;
  entries = [];
  measures = [];
  executionPromises = [];
  constructor(options) {
    this.perf = options.perf;
    const pattern = /(.*?)::end(\|\|.*)?/;
    const observer = new options.PerformanceObserver((items) => {
      const entries = items.getEntries();
      entries.forEach((entry) => {
        if (entry.entryType === "mark") {
          const match = entry.name.match(pattern);
          const endIdentifier = match ? match[1] : void 0;
          const suffix = match && match[2] ? match[2] : "";
          if (endIdentifier) {
            const startIdentifier = `${endIdentifier}::start`;
            this.entries.find((savedEntry) => {
              return savedEntry.name === startIdentifier;
            });
            if (startIdentifier) {
              this.executionPromises.push(Promise.resolve().then(() => {
                this.perf.measure(endIdentifier + suffix, `${endIdentifier}::start${suffix}`, `${endIdentifier}::end${suffix}`);
              }));
            }
          }
          this.entries.push(entry);
        } else if (entry.entryType === "measure") {
          this.measures.push(entry);
        }
      });
    });
    observer.observe({ entryTypes: ["mark", "measure"] });
  }
  mark(marker) {
    if ("id" in marker) {
      this.perf.mark(`${marker.type}||${marker.id}`);
    } else {
      this.perf.mark(marker.type);
    }
  }
  waifForExecutionPromises = () => {
    return Promise.all(this.executionPromises).finally(() => {
      this.executionPromises.length = 0;
    });
  };
  async getEntries() {
    await this.waifForExecutionPromises();
    return this.entries;
  }
  async getMeasures() {
    await this.waifForExecutionPromises();
    return this.measures;
  }
};

// node_modules/@secretlint/profiler/module/node.js
import perf_hooks from "node:perf_hooks";
var NullPerformanceObserver = class {
  disconnect() {
  }
  observe(_options) {
  }
};
var secretLintProfiler = new SecretLintProfiler({
  perf: perf_hooks.performance,
  PerformanceObserver: perf_hooks.PerformanceObserver ? perf_hooks.PerformanceObserver : NullPerformanceObserver
});

export {
  SecretLintProfiler,
  secretLintProfiler
};
//# sourceMappingURL=chunk-AEIMJ5SP.js.map
