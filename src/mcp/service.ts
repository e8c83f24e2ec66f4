// What the MCP server answers, without the protocol: tools/list, tools/call, resources/list and
// resources/read over the wiki as it is on disk now (WikiHolder re-reads it only when it changed).
// The SDK wiring (server.ts) maps these onto requests; tests can drive them directly.
import type { ToolOutcome } from '../tools/types.js';
import type { ImpactPort } from './impact-tool.js';
import { freshnessAtHead, type RepoReader, freshnessNote } from './freshness.js';
import { WikiHolder, type HeldOptions, type HeldWiki, type WikiDisk } from './held-wiki.js';
import {
  listResources,
  MAP_URI,
  mapText,
  pageTemplate,
  slugOfUri,
  type McpResource,
} from './resources.js';
import {
  callTool,
  lookupPage,
  readFresh,
  mcpToolDefinitions,
  type McpToolDefinition,
} from './tools.js';
import { instructionsFor } from './instructions.js';
import { readHandlers } from '../tools/read.js';
import { prepareSearch } from '../tools/search-wiki.js';
import { searchScanned } from './scan-search.js';

export interface WikiServiceOptions extends HeldOptions {
  /** page-char-cap: characters of a page served. */
  pageCharCap: number;
  /** impacted_pages' answers (src/impact/local.ts, composed by the edge); absent outside git. */
  impact?: ImpactPort;
}

/** A resource that cannot be served: the server answers it as a JSON-RPC error, never a crash. */
export class ResourceError extends Error {
  override name = 'ResourceError';
}

/** What changed for the client after a call re-read the wiki. */
export interface ListChanges {
  tools: boolean;
  resources: boolean;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

export class WikiService {
  readonly holder: WikiHolder;
  /** What the client last saw listed, and the wiki it was listed from, to tell it what changed. */
  private listed: { tools: string; resources: string; from: HeldWiki } | null = null;

  constructor(
    disk: WikiDisk,
    private readonly repo: RepoReader,
    private readonly options: WikiServiceOptions,
    /** Hears the lists a re-read changed (the server sends list_changed notifications). */
    private readonly onChange: (changes: ListChanges) => void = () => {},
  ) {
    this.holder = new WikiHolder(disk, options);
  }

  /**
   * Starts reading the wiki as `stamp` (the edge's first look at the folder) lists it, before the
   * client's first call; past its map budget the page files are scanned first, so a search is
   * answered before the wiki is read and indexed (./scan-search.ts).
   */
  start(stamp: string): void {
    this.holder.start(stamp).catch(() => {});
  }

  /**
   * The wiki now; says which lists a re-read changed since the client last saw them. `settled`:
   * the read under way (or held) stands, no fresh look at the folder (start-up's own calls).
   */
  private async held(settled = false): Promise<HeldWiki> {
    const { wiki } = await this.holder.current(settled ? this.holder.heldStamp : undefined);
    this.notice(wiki);
    return wiki;
  }

  /**
   * Tells the client which lists changed since the wiki it last saw them from; a wiki past its
   * map budget gets its search index built in the background from here on (prepareSearch).
   */
  private notice(wiki: HeldWiki): void {
    if (this.listed?.from === wiki) return;
    const outline = wiki.view.outline;
    // Once the full index is built, it answers instead of the start-up scan.
    if (outline)
      void prepareSearch({ outline, pages: wiki.pages })
        .then(() => this.holder.dropScan(wiki))
        .catch(() => {});
    const now = {
      tools: JSON.stringify(mcpToolDefinitions(wiki.view).map((t) => t.inputSchema)),
      resources: wiki.pages.map((p) => `${p.slug}\0${p.title}\0${p.description}`).join('\n'),
      from: wiki,
    };
    const before = this.listed;
    this.listed = now;
    if (before && (before.tools !== now.tools || before.resources !== now.resources))
      this.onChange({
        tools: before.tools !== now.tools,
        resources: before.resources !== now.resources,
      });
  }

  /** The wiki's warnings (duplicate slugs, links skipped, withheld pages), for stderr. */
  async warnings(settled = false): Promise<string[]> {
    return (await this.held(settled)).warnings;
  }

  /**
   * Resolves once the wiki is read and, past its map budget, its full search index built (started
   * in the background when the wiki is read): the pages indexed, or null when there is no index.
   */
  async searchReady(settled = false): Promise<number | null> {
    const wiki = await this.held(settled);
    const outline = wiki.view.outline;
    if (!outline) return null;
    return (await prepareSearch({ outline, pages: wiki.pages })).size;
  }

  /** tools/list: from the folder's listing while a large wiki is still being read. */
  async tools(settled = false): Promise<McpToolDefinition[]> {
    if (!settled && this.holder.roomy) {
      // A wiki far past its budget stays folded: list at once, then look at the folder (a
      // change to the lists is announced with list_changed, as after any re-read); while a
      // read is under way, the next call after it looks.
      if (!this.holder.reading) setImmediate(() => void this.held().catch(() => {}));
      return mcpToolDefinitions({ folded: true, enumSlugs: [] });
    }
    const view = await this.holder.toolView({ settled });
    if ('pages' in view) {
      this.notice(view);
      return mcpToolDefinitions(view.view);
    }
    return mcpToolDefinitions(view);
  }

  /**
   * What the client is told at initialize, naming only the tools listed for this wiki (as the
   * wiki was stamped when its read began, if one is under way).
   */
  async instructions(): Promise<string> {
    return instructionsFor((await this.tools(true)).map((t) => t.name));
  }

  async call(name: string, input: unknown): Promise<ToolOutcome> {
    if (name === 'search_wiki') {
      const { holder, repo } = this;
      const early = await searchScanned({ holder, repo, caps: this.options.caps }, input);
      if (early) return early;
    }
    let held: HeldWiki;
    try {
      held = await this.held();
    } catch (e) {
      return {
        content: `The wiki could not be read: ${e instanceof Error ? e.message : String(e)}`,
        is_error: true,
      };
    }
    return callTool(
      {
        holder: this.holder,
        held,
        repo: this.repo,
        pageCharCap: this.options.pageCharCap,
        impact: this.options.impact ?? null,
      },
      name,
      input,
    );
  }

  async resources(cursor?: string): Promise<{ resources: McpResource[]; nextCursor?: string }> {
    try {
      return listResources(await this.held(), cursor);
    } catch (e) {
      throw new ResourceError(e instanceof Error ? e.message : String(e));
    }
  }

  templates() {
    return [pageTemplate];
  }

  /** resources/read: the map, or one page read fresh from its file with its freshness. */
  async read(uri: string): Promise<{ uri: string; mimeType: string; text: string }> {
    const held = await this.held();
    if (uri === MAP_URI) {
      const head = await this.repo();
      const fresh = await freshnessAtHead(held.pages, head, false);
      const stale = [...fresh.values()].filter((f) => f.state === 'stale').length;
      const line = head
        ? `${stale ? `${plural(stale, 'page')} may be out of date at HEAD ${head.commit.slice(0, 7)} (a covered file changed since the page was checked): stale_pages lists them with the files and commits.` : `No page is out of date at HEAD ${head.commit.slice(0, 7)}.`} Every page read ends with its freshness.`
        : 'Freshness: unknown, the wiki is in no git repository with a commit.';
      return { uri, mimeType: 'text/markdown', text: mapText(held, line) };
    }
    const slug = slugOfUri(uri);
    if (slug === null)
      throw new ResourceError(
        `No resource "${uri}": this server serves ${MAP_URI} and ${pageTemplate.uriTemplate}.`,
      );
    const found = lookupPage(held, slug);
    if ('content' in found) throw new ResourceError(`${uri}: ${found.content}`);
    const page = readFresh(this.holder, found);
    if ('content' in page) throw new ResourceError(`${uri}: ${page.content}`);
    const served = await readHandlers(() => [page], this.options.pageCharCap).read_pages!({
      slugs: [page.slug],
    });
    const fresh = await freshnessAtHead([page], await this.repo());
    return {
      uri,
      mimeType: 'text/markdown',
      text: `${served.content}\n${freshnessNote(page.slug, fresh.get(page.slug)!)}\n`,
    };
  }
}
