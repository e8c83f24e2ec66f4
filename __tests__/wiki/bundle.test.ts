// The Tier 1 skip path must not load the Markdown and YAML parsers: the action's entry and every
// chunk it imports statically stay free of them (the wiki code is reached only via import()).
import { distText, lazyChunks, staticClosure } from '../../test-support/bundle/dist.js';

describe('bundle', () => {
  it('keeps markdown-it and yaml off the action entry and the CLI start-up', () => {
    for (const entry of ['index.js', 'cli.js']) {
      const files = staticClosure(entry);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const text = distText(file);
        expect({ file, markdownIt: text.includes('commonmark') }).toEqual({
          file,
          markdownIt: false,
        });
        expect({ file, yaml: text.includes('uniqueKeys') }).toEqual({ file, yaml: false });
      }
    }
  });

  it('still ships the wiki code as a lazy chunk', () => {
    const reached = lazyChunks('cli.js').flatMap((f) => staticClosure(f));
    expect(reached.some((f) => distText(f).includes('commonmark'))).toBe(true);
  });
});
