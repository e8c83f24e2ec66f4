// The `language` input: one sentence in each cached system prompt (ingest, ask, triage), the
// same bytes on every run, and nothing changed when it is empty; the map counts characters.
import { parseConfig } from '../../src/config/parse.js';
import { askPrefix } from '../../src/ask/prefix.js';
import { ingestPrefix } from '../../src/ingest/agent.js';
import { LANGUAGE_RULE } from '../../src/ingest/prompt.js';
import { buildTriageRequest } from '../../src/triage/triage.js';
import { buildMap } from '../../src/wiki/map.js';
import { parseWiki } from '../../src/wiki/load.js';
import type { MergeInfo } from '../../src/types.js';

const page = (slug: string, description: string) => ({
  path: `${slug}.md`,
  text: `---\ntitle: ${slug}\ndescription: ${description}\ntype: concept\n---\n# ${slug}\n\n## Uso\n\nTexto.\n`,
});
const wiki = () =>
  parseWiki([page('api/tokens', 'Los tokens de la API caducan y se rotan automáticamente.')]);
const merge: MergeInfo = {
  sha: 'a'.repeat(40),
  title: 'feat(api): rotación',
  files: [{ path: 'src/api/tokens.ts', status: 'modified', additions: 40, deletions: 0 }],
};
const systemText = (s: unknown): string =>
  typeof s === 'string' ? s : (s as Array<{ text: string }>).map((b) => b.text).join('');

describe('language: es', () => {
  const es = parseConfig({ language: 'es' });

  it('puts Spanish instructions in the ingest prefix, byte-identical across two runs', () => {
    const a = ingestPrefix(es, wiki());
    const b = ingestPrefix(parseConfig({ language: 'es' }), wiki());
    expect(a.system).toContain(
      '- Write pages and the finish summary in Spanish (es), also where existing pages use another language; slugs, tags, page types and front-matter keys stay as they are.',
    );
    expect(a.system).not.toContain(LANGUAGE_RULE);
    expect(JSON.stringify([a.tools, a.system])).toBe(JSON.stringify([b.tools, b.system]));
  });

  it('answers /wiki questions in Spanish whatever the question’s language', () => {
    const a = askPrefix(wiki(), undefined, undefined, es.language);
    expect(a.system).toContain('Answer in Spanish (es), whatever the language of the question.');
    expect(a.system).not.toContain('Answer in the language of the question.');
    expect(askPrefix(wiki(), undefined, undefined, 'es').system).toBe(a.system);
  });

  it('asks triage for its reason in Spanish', () => {
    const req = buildTriageRequest(merge, es, new Map());
    expect(systemText(req.system)).toContain('Write the reason in Spanish (es);');
  });

  it('changes nothing when empty: the wiki’s own language', () => {
    const none = parseConfig({});
    expect(none.language).toBe('');
    expect(ingestPrefix(none, wiki()).system).toContain(LANGUAGE_RULE);
    expect(askPrefix(wiki()).system).toContain('Answer in the language of the question.');
    expect(systemText(buildTriageRequest(merge, none, new Map()).system)).not.toContain(
      'Write the reason in',
    );
  });

  it('takes BCP 47 tags in their canonical form and refuses anything else', () => {
    expect(parseConfig({ language: 'pt-br' }).language).toBe('pt-BR');
    expect(ingestPrefix(parseConfig({ language: 'pt-BR' }), wiki()).system).toContain(
      'Brazilian Portuguese (pt-BR)',
    );
    expect(() => parseConfig({ language: 'not a tag!' })).toThrow(
      /Input "language": "not a tag!" is no BCP 47 language tag/,
    );
  });
});

describe('the map counts characters, not bytes', () => {
  it('keeps an accented description of exactly the limit whole', () => {
    const description = 'Ñandú'.repeat(22); // 110 characters, 130 bytes in UTF-8
    expect(Buffer.byteLength(description)).toBeGreaterThan(110);
    const map = buildMap(parseWiki([page('aves', description)]).pages, {
      descriptionChars: 110,
      headingsPerPage: 9,
      pageCharCap: 12000,
    });
    expect(map.text).toContain(description);
    expect(map.text).not.toContain('…');
  });
});
