// `wiki-ingest mcp`: the wiki served to coding agents (Claude Code, Cursor, VS Code, …) over the
// Model Context Protocol on stdin/stdout — the map and each page as resources, the read tools,
// stale_pages and impacted_pages (the pages the change in the working tree makes stale) as
// tools. No model and no key: every answer is a file read or a git read. stdout carries the
// protocol only; what a person should read goes to stderr.
import { relative, resolve, sep, isAbsolute } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from '../config.js';
import { loadConfig } from '../config/parse.js';
import type { baseWikiReader } from '../impact/local.js';
import type { ImpactPort } from '../mcp/impact-tool.js';
import type { WikiDisk } from '../mcp/held-wiki.js';
import type { WikiService } from '../mcp/service.js';
import { safeLine } from '../security/output.js';
import { secretPathMatcher } from '../tools/source.js';
import {
  assertPlainWikiRoot,
  loadWiki,
  WikiNotFoundError,
  WikiSymlinkError,
} from '../wiki/load.js';
import { readWikiPage, scanWikiPage, wikiStamp } from '../wiki/held-reads.js';
import { capsOf } from '../wiki/types.js';
import { runCommand, type CommandSpec } from './flags.js';
import { headReader, repoTop } from './git-head.js';

export const spec: CommandSpec = {
  name: 'mcp',
  summary:
    'Serves the wiki to coding agents over the Model Context Protocol (stdio): the map (wiki://map, folded past map-token-budget) and each page (wiki://page/<slug>) as resources; read_pages, read_section, search_wiki and open_section (past the budget), stale_pages and impacted_pages (the pages the change in the working tree makes stale) as tools. Every page read ends with its freshness against HEAD. Reads only the wiki folder and local git: no model, no key.',
  usage: '[--wiki DIR] [--repo DIR] [map flags]',
  flags: {
    wiki: {
      type: 'string',
      value: 'DIR',
      description: 'The wiki folder, any folder on disk (default: wiki in the repository).',
    },
    repo: {
      type: 'string',
      value: 'DIR',
      description:
        "The repository whose HEAD the pages' covered files are compared with (stale_pages, freshness). Default: the git repository holding the current folder.",
    },
  },
  inputs: ['map', 'mcp', 'impact'],
};

const inside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

/** The wiki at a commit, read again only when it changed (src/impact/local.ts). */
type ReadBase = ReturnType<typeof baseWikiReader>;

/**
 * impacted_pages over the repository at `top`: the working tree's change, local git only. Its
 * modules load on the first call, not at start-up.
 */
export function impactPort(top: string, settings: Config): ImpactPort {
  // One reader for the server's life: the wiki at the base is read again only when it changed.
  let wikiAt: ReadBase | undefined;
  return async (ask) => {
    const local = await import('../impact/local.js');
    const { impactAnswer } = await import('../impact/local-words.js');
    wikiAt ??= local.baseWikiReader(top, settings);
    const change = { ...ask, workingTree: true };
    return impactAnswer(await local.localImpact(top, settings, change, wikiAt), settings.wikiPath);
  };
}

/**
 * Reads the wiki (and past its map budget, indexes it) while the client starts up: what is wrong
 * with it goes to stderr once, and when the search index is ready.
 */
function startUp(service: WikiService, started: number): void {
  const say = (line: string) => process.stderr.write(safeLine(`wiki-ingest mcp: ${line}`) + '\n');
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  service
    .warnings(true)
    .then((warnings) => {
      for (const w of warnings) say(`warning: ${w}`);
      return service.searchReady(true);
    })
    .then(
      (indexed) => {
        if (indexed !== null)
          say(`search index ready: ${indexed} pages, ${seconds()} s after start.`);
      },
      (e: unknown) => say(String(e)),
    );
}

/** Page files read between two turns of the event loop. */
const READ_SLICE = 200;

/** The wiki folder `dir` as the server reads it (the bench composes the same). */
export function wikiDisk(dir: string, root: string, mapFile: string): WikiDisk {
  return {
    stamp: () => wikiStamp(dir),
    // Read in slices, so the server answers while a large wiki is read.
    load: () => loadWiki(dir, { repoRoot: root, mapFile, yieldEvery: READ_SLICE }),
    readPage: (file) => readWikiPage(dir, file),
    scanPage: (file) => scanWikiPage(dir, file),
  };
}

export function main(argv: string[]): Promise<number> {
  const started = performance.now();
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const fail = (message: string): number => {
      process.stderr.write(safeLine(`wiki-ingest mcp: ${message}`) + '\n');
      return 1;
    };
    const start = resolve(typeof values.repo === 'string' ? values.repo : '.');
    // Covered paths and secret-paths are relative to the repository's root; outside git, the
    // folder given (or the current one) stands for it and freshness is unknown.
    const top = await repoTop(start).catch(() => null);
    const root = top ?? start;
    const dir = resolve(
      typeof values.wiki === 'string' ? values.wiki : resolve(root, config.wikiPath),
    );
    if (!inside(root, dir))
      return fail(
        `the wiki folder ${dir} is not inside the repository ${root}; pass --repo DIR for the repository that holds it.`,
      );
    const wikiRel = relative(root, dir).split(sep).join('/');
    let stamp: string;
    try {
      await assertPlainWikiRoot(root, wikiRel);
      stamp = wikiStamp(dir);
    } catch (e) {
      if (e instanceof WikiNotFoundError || e instanceof WikiSymlinkError) return fail(e.message);
      throw e;
    }
    const isSecret = secretPathMatcher(config.secretPaths);
    const impact = top ? impactPort(top, { ...config, wikiPath: wikiRel }) : null;
    const { WikiService } = await import('../mcp/service.js');
    const { serveStdio } = await import('../mcp/server.js');
    process.stderr.write(
      safeLine(
        `wiki-ingest mcp: serving ${wikiRel}/ of ${root}${top ? '' : ' (no git repository: freshness unknown)'} on stdin/stdout.`,
      ) + '\n',
    );
    await serveStdio(
      (notify) => {
        const service = new WikiService(
          wikiDisk(dir, root, config.mapFile),
          top ? headReader(top) : async () => null,
          {
            caps: capsOf(config),
            pageCharCap: config.pageCharCap,
            mapTokenBudget: config.mapTokenBudget,
            withheld: (file) => isSecret(`${wikiRel}/${file}`),
            mapFile: config.mapFile,
            ...(impact ? { impact } : {}),
          },
          notify,
        );
        // The read (past the map budget, a scan first) begins before the handshake is answered.
        service.start(stamp);
        return service;
      },
      { name: 'wiki-ingest', version: packageJson.version },
      {
        log: (line) => void process.stderr.write(safeLine(`wiki-ingest mcp: ${line}`) + '\n'),
        connected: (service) => startUp(service, started),
      },
    );
    // The client closed the connection: what the server still did in the background (reading the
    // wiki, building its search index) is wanted by no one, so the process ends now.
    setImmediate(() => process.exit(0));
    return 0;
  });
}
