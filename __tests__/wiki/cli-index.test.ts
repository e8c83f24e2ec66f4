// `wiki-ingest index` as users run it: the bundled dist/cli.js, spawned.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const WIKI = fileURLToPath(new URL('../fixtures/wiki/', import.meta.url));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, 'index', ...args], { encoding: 'utf8' });

describe('wiki-ingest index (bundle)', () => {
  it('prints exactly one JSON document with the stats', () => {
    const r = run('--wiki', WIKI, '--json');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    for (const key of [
      'pages',
      'corpus_chars',
      'index_chars',
      'ratio',
      'approx_tokens',
      'headings_total',
      'pages_over_heading_cap',
      'descriptions_cut',
      'longest_page',
      'page_char_cap',
      'margin_chars',
      'pages_over_char_cap',
      'warnings',
      'lines',
    ])
      expect(doc).toHaveProperty(key);
    expect(doc.pages).toBe(45);
    expect(doc.page_char_cap).toBe(12000);
    expect((doc.lines as string[]).length).toBe(45);
    expect(doc.pages_over_char_cap).toEqual(['features/subscriptions']);
  });

  it('applies the caps flags and --strict fails only when a cap cuts', () => {
    const loose = [
      '--page-char-cap',
      '40000',
      '--headings-per-page',
      '20',
      '--description-chars',
      '200',
    ];
    const ok = run('--wiki', WIKI, '--strict', ...loose);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Pages over page-char-cap: none.');
    const cut = run('--wiki', WIKI, '--strict', '--json');
    expect(cut.status).toBe(1);
    expect(JSON.parse(cut.stdout)).toHaveProperty('descriptions_cut', 1);
    expect(cut.stderr).toMatch(/--strict/);
  });

  it('warns on a thin margin and fails --strict for it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-thin-'));
    try {
      const text = `# P\n\nShort.\n\n${'x'.repeat(950)}\n`;
      writeFileSync(join(dir, 'p.md'), text);
      const r = run('--wiki', dir, '--page-char-cap', '1000', '--strict', '--json');
      expect(r.status).toBe(1);
      const doc = JSON.parse(r.stdout) as { margin_chars: number; warnings: string[] };
      expect(doc.margin_chars).toBe(1000 - text.length);
      expect(doc.warnings).toEqual([expect.stringMatching(/^Thin margin/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly on a missing wiki folder and on a bad cap', () => {
    const missing = run('--wiki', '/nonexistent/wiki');
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/Wiki folder "\/nonexistent\/wiki" does not exist/);
    const bad = run('--wiki', WIKI, '--page-char-cap', 'lots');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/page-char-cap/);
  });
});
