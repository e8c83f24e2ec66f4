// Reading the wiki at a branch head costs a handful of calls whatever its size: trees through REST,
// blobs through GraphQL 250 a query, REST only for what GraphQL cannot give byte for byte (cut
// text, binary, re-encoded), nothing for what a checkout or the kept copy already holds. A failure
// in the middle of a batch is retried or said — never a silently missing page. All against the
// git-backed fake GitHub, whose GraphQL runs GitHub's own schema.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syntheticWiki } from '../../bench/synthetic/wiki.js';
import { actionsBlobStore } from '../../src/github/actions-cache.js';
import { blobQuery, planBatches } from '../../src/github/blob-batch.js';
import { packBlobs, unpackBlobs } from '../../src/github/blob-store.js';
import { blobSha } from '../../src/github/checkout-cache.js';
import { createGitHub } from '../../src/github/client.js';
import { wikiAtBranch, type WikiAtBranch } from '../../src/github/wiki-tree.js';
import { PageParseCache } from '../../src/wiki/parse-cache.js';
import { questionWiki } from '../../src/workspace/github.js';
import { fakeCacheService } from '../../test-support/actions-cache.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { BLOB_TEXT_BYTES } from '../../test-support/github/git-backed-graphql.js';
import { repoWikiFiles } from '../../test-support/wiki-files.js';

let hub: GitBackedGitHub;
afterEach(() => hub?.remove());

const client = () => createGitHub('t', { retries: 0, fetch: hub.fetch });
const read = (extra: Partial<WikiAtBranch> = {}) =>
  wikiAtBranch(client(), {
    owner: hub.owner,
    repo: hub.name,
    branch: hub.defaultBranch,
    wikiPath: 'wiki',
    ...extra,
  });
const routes = () =>
  hub.calls.reduce<Record<string, number>>(
    (m, c) => ({ ...m, [c.route!]: (m[c.route!] ?? 0) + 1 }),
    {},
  );
/** Every page's raw text by file, as the snapshot holds it. */
const pagesOf = async (extra?: Partial<WikiAtBranch>) =>
  Object.fromEntries((await read(extra))!.wiki.pages.map((p) => [p.file, p.raw]));

describe('the blob batch', () => {
  it('groups by count and by declared bytes, a large blob alone', () => {
    const shas = ['a', 'b', 'c', 'd', 'e'];
    const sizes = new Map([['c', 900]]);
    expect(planBatches(shas, sizes, { blobs: 2, bytes: 1000 })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(planBatches(shas, new Map([['b', 5000]]), { blobs: 9, bytes: 1000 })).toEqual([
      ['a'],
      ['b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('names only full shas in a query', () => {
    expect(blobQuery(['a'.repeat(40)])).toContain(
      `b0: object(oid: "${'a'.repeat(40)}") { ...blob }`,
    );
    expect(() => blobQuery(['") { x } #'])).toThrow(/Not a blob sha/);
  });

  it('packs and unpacks blobs, stopping at anything malformed', () => {
    const blobs = new Map([
      [blobSha(Buffer.from('one\n')), Buffer.from('one\n')],
      [blobSha(Buffer.from('two')), Buffer.from('two')],
    ]);
    expect(unpackBlobs(packBlobs(blobs))).toEqual(blobs);
    const cut = packBlobs(blobs).subarray(0, 60);
    expect([...unpackBlobs(cut).keys()]).toEqual([...blobs.keys()].slice(0, 1));
    expect(unpackBlobs(Buffer.from('not a pack\n')).size).toBe(0);
  });
});

describe('wikiAtBranch without a checkout', () => {
  it('reads a 5,000-page wiki in at most 60 calls, every page byte for byte', async () => {
    const files = syntheticWiki(5000).files;
    hub = await GitBackedGitHub.create({
      files: Object.fromEntries(files.map((f) => [`wiki/${f.path}`, f.text])),
    });
    const snapshot = await read();
    expect(snapshot!.wiki.pages).toHaveLength(5000);
    expect(hub.calls.length).toBeLessThanOrEqual(60);
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
    expect(Math.max(...hub.graphql.objectQueries)).toBeLessThanOrEqual(250);
    const raw = new Map(snapshot!.wiki.pages.map((p) => [p.file, p.raw]));
    for (const f of files.filter((f) => raw.has(f.path))) expect(raw.get(f.path)).toBe(f.text);
  }, 180_000);

  it('reads a cut, a binary and a non-UTF-8 page through REST, exactly', async () => {
    const long = `---\ntitle: Long\n---\n# Long\n\n${'é'.repeat(BLOB_TEXT_BYTES)}\n`;
    const binary = Buffer.concat([Buffer.from('# Bin\n\n'), Buffer.from([0, 1, 2])]);
    const latin1 = Buffer.from('# Caf\xe9\n\nCaf\xe9 au lait.\n', 'latin1');
    hub = await GitBackedGitHub.create({
      files: {
        ...repoWikiFiles(),
        'wiki/long.md': long,
        'wiki/bin.md': binary,
        'wiki/latin.md': latin1,
      },
    });
    const snapshot = (await read())!;
    const page = (file: string) => snapshot.wiki.pages.find((p) => p.file === file)!;
    expect(page('long.md').raw).toBe(long);
    expect(page('bin.md').raw).toBe(binary.toString('utf8'));
    expect(page('latin.md').raw).toBe(latin1.toString('utf8'));
    expect(snapshot.wiki.warnings).toContainEqual(
      expect.stringMatching(
        /^latin\.md: not UTF-8: convert it, or add it to ignore .* never written\.$/,
      ),
    );
    // Locked: no tool writes it back with U+FFFD where its bytes were.
    expect(page('latin.md').locked).toBe(true);
    expect(page('long.md').locked).toBe(false);
    const shas = [long, binary, latin1].map((t) => blobSha(Buffer.from(t)));
    expect(
      hub
        .callsTo(ROUTES.getBlob)
        .map((c) => c.params.file_sha)
        .sort(),
    ).toEqual(shas.sort());
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(1);
  });
});

describe('a failure mid-batch is retried or said', () => {
  const wiki = repoWikiFiles();
  beforeEach(async () => {
    hub = await GitBackedGitHub.create({ files: wiki });
  });
  const expected = async () => {
    const baseline = await pagesOf();
    hub.calls.length = 0;
    return baseline;
  };

  it('objects that fail (resource limits) are read again in smaller queries', async () => {
    const baseline = await expected();
    hub.graphql.objectFaults.push({
      match: (oid) => oid < '8',
      times: Infinity,
      type: 'RESOURCE_LIMITS_EXCEEDED',
    });
    const pages = await pagesOf();
    expect(pages).toEqual(baseline);
    // Split until each failing blob stands alone, then REST reads it.
    expect(hub.callsTo(ROUTES.graphql).length).toBeGreaterThan(1);
    expect(hub.callsTo(ROUTES.getBlob).length).toBeGreaterThan(0);
  });

  it('a query whose repository failed once is split and every page still read', async () => {
    const baseline = await expected();
    hub.graphql.objectFaults.push({ scope: 'repository', times: 1 });
    expect(await pagesOf()).toEqual(baseline);
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(3);
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
  });

  it('a 502 or a dropped connection on a query is split and retried', async () => {
    const baseline = await expected();
    hub.fault(ROUTES.graphql, { status: 502 });
    hub.fault(ROUTES.graphql, { network: true });
    expect(await pagesOf()).toEqual(baseline);
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
  });

  it('GraphQL refused (403): every page through REST, with a warning', async () => {
    const baseline = await expected();
    hub.fault(ROUTES.graphql, {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const snapshot = (await read())!;
    expect(Object.fromEntries(snapshot.wiki.pages.map((p) => [p.file, p.raw]))).toEqual(baseline);
    expect(snapshot.wiki.warnings[0]).toMatch(/GraphQL failed \(HTTP 403.*REST API instead/);
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(1);
  });

  it.each([
    [
      'a query GitHub would not run',
      { errors: [{ path: ['query'], message: "Field 'x' doesn't exist on type 'Blob'" }] },
    ],
    [
      'the GraphQL budget spent',
      { data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }] },
    ],
  ])('%s: no split, every page through REST, said once', async (_, body) => {
    const baseline = await expected();
    hub.fault(ROUTES.graphql, { status: 200, body });
    const snapshot = (await read())!;
    expect(Object.fromEntries(snapshot.wiki.pages.map((p) => [p.file, p.raw]))).toEqual(baseline);
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(1);
    expect(snapshot.wiki.warnings.filter((w) => /through GraphQL failed/.test(w))).toHaveLength(1);
  });

  it('a blob no route can read fails the read, naming the page', async () => {
    await expected();
    hub.graphql.objectFaults.push({
      match: (oid) => oid === blobSha(Buffer.from(wiki['wiki/log.md']!)),
      times: Infinity,
    });
    hub.fault(ROUTES.getBlob, { status: 500, times: Infinity });
    await expect(read()).rejects.toThrow(
      /Reading the wiki page wiki\/log\.md from o\/r failed \(HTTP 500\)/,
    );
  });
});

describe('what spares the reads', () => {
  it('the kept copy: an unchanged wiki costs no blob read, a changed one only its changed pages', async () => {
    hub = await GitBackedGitHub.create({ files: repoWikiFiles() });
    const cache = fakeCacheService();
    // Each run on its own runner, whose temporary folder has the same path.
    const tempDir = mkdtempSync(join(tmpdir(), 'wi-store-'));
    const store = async () =>
      (await actionsBlobStore({ repository: 'o/r', wikiPath: 'wiki', tempDir, service: cache }))!;
    const first = await pagesOf({ store: await store() });
    expect(cache.saves).toHaveLength(1);
    hub.calls.length = 0;

    expect(await pagesOf({ store: await store() })).toEqual(first);
    expect(routes()[ROUTES.graphql]).toBeUndefined();
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
    expect(hub.calls.length).toBeLessThanOrEqual(5);
    expect(cache.saves).toHaveLength(1);

    await hub.commit({ write: { 'wiki/guides/new.md': '# New\n\nFresh.\n' } });
    hub.calls.length = 0;
    const third = await pagesOf({ store: await store() });
    expect(third['guides/new.md']).toBe('# New\n\nFresh.\n');
    expect(hub.graphql.objectQueries.at(-1)).toBe(1);
    expect(cache.saves).toHaveLength(2);
  });

  it('/wiki questions: the second on an unchanged wiki reads no page, with or without a checkout', async () => {
    hub = await GitBackedGitHub.create({ files: repoWikiFiles() });
    const cache = fakeCacheService();
    const env = {
      ACTIONS_RESULTS_URL: 'http://cache.invalid/',
      RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'wi-runner-')),
    };
    const ask = (extra: NodeJS.ProcessEnv = {}) =>
      questionWiki(client(), {
        owner: 'o',
        repo: 'r',
        branch: 'main',
        wikiPath: 'wiki',
        env: { ...env, ...extra },
        cache,
      });
    const first = (await ask())!;
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(1);
    hub.calls.length = 0;
    const second = (await ask())!;
    expect(second.wiki.pages).toEqual(first.wiki.pages);
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(0);
    expect(hub.callsTo(ROUTES.getBlob)).toHaveLength(0);
    expect(cache.restores.map((r) => r.hit === r.key)).toEqual([false, true]);
    // A checkout of the wiki folder serves every page too.
    hub.calls.length = 0;
    const checkout = await hub.checkout();
    const third = (await ask({ GITHUB_WORKSPACE: checkout, ACTIONS_RESULTS_URL: '' }))!;
    expect(third.wiki.pages).toEqual(first.wiki.pages);
    expect(hub.callsTo(ROUTES.graphql)).toHaveLength(0);
  });

  it('a kept blob whose bytes do not match its sha is never used', async () => {
    hub = await GitBackedGitHub.create({ files: repoWikiFiles() });
    const tree = (await hub.treeSha('wiki'))!;
    const cache = fakeCacheService();
    const store = (await actionsBlobStore({
      repository: 'o/r',
      wikiPath: 'wiki',
      tempDir: mkdtempSync(join(tmpdir(), 'wi-store-')),
      service: cache,
    }))!;
    const logSha = blobSha(Buffer.from((await hub.readFile('wiki/log.md'))!));
    await store.save(tree, new Map([[logSha, Buffer.from('# Log\n\nTOKEN=planted\n')]]));
    const snapshot = (await read({ store }))!;
    expect(snapshot.existing.log).not.toContain('planted');
    expect(snapshot.wiki.warnings[0]).toMatch(/1 blob\(s\) whose bytes do not match/);
  });

  it('no cache service: no store', async () => {
    expect(
      await actionsBlobStore({
        repository: 'o/r',
        wikiPath: 'wiki',
        service: fakeCacheService({ available: false }),
      }),
    ).toBeNull();
  });

  it('pages parsed once a run, by blob sha', async () => {
    hub = await GitBackedGitHub.create({ files: repoWikiFiles() });
    const pages = new PageParseCache();
    const a = (await read({ pages }))!;
    expect(pages.counts).toEqual({ parsed: a.wiki.pages.length, reused: 0 });
    await hub.commit({ write: { 'wiki/guides/new.md': '# New\n' } });
    const b = (await read({ pages }))!;
    expect(pages.counts).toEqual({ parsed: a.wiki.pages.length + 1, reused: a.wiki.pages.length });
    expect(b.wiki.pages.find((p) => p.slug === a.wiki.pages[0]!.slug)).toBe(a.wiki.pages[0]);
  });
});
