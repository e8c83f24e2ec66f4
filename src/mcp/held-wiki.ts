// The wiki as the MCP server holds it between calls: its pages, the map and the folding the ask
// prompt uses, and the pages secret-paths withholds. The server watches nothing: each call asks
// the disk for the wiki's stamp (one readdir per folder and one lstat per file, no read; ~70 ms at
// 5,000 pages) and reads the wiki again only when the stamp changed. A watcher would be cheaper
// per call, but fs.watch has no recursive mode on Linux before Node 22, misses changes on network
// and container mounts, and holds a handle per folder; a stamp per call is exact wherever the wiki
// lives, and an agent's calls are seconds apart. At start-up, past the map budget, the page files
// are scanned before the wiki is read, so search_wiki answers before any index exists
// (./scan-search.ts).
import { stampFiles } from '../wiki/held-reads.js';
import { buildMap, type WikiMap } from '../wiki/map.js';
import { foldsByListing, promptMap, type PromptMap } from '../wiki/map-view.js';
import { fileToSlug, isPageFile } from '../wiki/slug.js';
import { scanFiles, type ScanFile, type ScanRecord } from '../wiki/search-scan.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Caps, Page, Wiki } from '../wiki/types.js';

/** The wiki folder on disk, as the edge reads it. */
export interface WikiDisk {
  /** What the folder holds now (paths, sizes, times), without reading a file; throws when it is gone. */
  stamp: () => string;
  /** Every page, read and parsed (loadWiki). */
  load: () => Promise<Wiki>;
  /** One page file's text, read once; throws when it is gone or may not be read. */
  readPage: (file: string) => string;
  /**
   * A page file the listing names, read as loadWiki reads it (no link followed), for the scan
   * that answers searches at start-up; null when it cannot be read. Absent: no scan.
   */
  scanPage?: (file: string) => string | null;
}

export interface HeldOptions {
  caps: Caps;
  /** map-token-budget: past it the map is folded and search_wiki / open_section are offered. */
  mapTokenBudget: number;
  /** True for a page file (relative to the wiki folder) that secret-paths withholds. */
  withheld: (file: string) => boolean;
  /** map-file: the generated map at the wiki's root, no page (default index.md). */
  mapFile?: string;
}

/** The read tools' view of the map: folded or not, and the slug enum while it is not. */
export type ToolView = Pick<PromptMap, 'folded' | 'enumSlugs'>;

export interface HeldWiki {
  /** The pages served, sorted by slug (withheld ones left out). */
  pages: Page[];
  bySlug: Map<string, Page>;
  /** Slug → file of the pages secret-paths withholds: named in a refusal, never read. */
  withheld: Map<string, string>;
  map: WikiMap;
  /** The map as the ask prompt carries it: whole under map-token-budget, folded past it. */
  view: PromptMap;
  /** Map line → slug, to tell which pages a list of map lines names. */
  lineSlugs: Map<string, string>;
  warnings: string[];
}

/** The held form of a wiki just read (pure). */
export function holdWiki(wiki: Pick<Wiki, 'pages' | 'warnings'>, o: HeldOptions): HeldWiki {
  const withheld = new Map<string, string>();
  const pages: Page[] = [];
  for (const page of wiki.pages)
    if (o.withheld(page.file)) withheld.set(page.slug, page.file);
    else pages.push(page);
  pages.sort((a, b) => compareCodePoints(a.slug, b.slug));
  const map = buildMap(pages, o.caps);
  const view = promptMap(map, pages, o.mapTokenBudget);
  return {
    pages,
    bySlug: new Map(pages.map((p) => [p.slug, p])),
    withheld,
    map,
    view,
    lineSlugs: new Map(map.entries.map((e) => [e.line, e.slug])),
    warnings: [
      ...wiki.warnings,
      ...(withheld.size
        ? [
            `${withheld.size} page${withheld.size === 1 ? '' : 's'} withheld by secret-paths (${[...withheld.values()].slice(0, 5).join(', ')}${withheld.size > 5 ? ', …' : ''}): left out of the map, never served.`,
          ]
        : []),
    ],
  };
}

/**
 * What the listing in `stamp` proves before any page is read: the map is folded, and with room to
 * spare (its bare lines alone pass twice the budget: no edit short of deleting half the wiki
 * unfolds it).
 */
function foldByStamp(stamp: string, o: HeldOptions): { folded: boolean; roomy: boolean } {
  const mapFile = (o.mapFile ?? 'index.md').toLowerCase();
  const slugs = new Set<string>();
  for (const file of stampFiles(stamp))
    if (isPageFile(file) && file.toLowerCase() !== mapFile && !o.withheld(file))
      slugs.add(fileToSlug(file));
  return {
    folded: foldsByListing(slugs, o.mapTokenBudget),
    roomy: foldsByListing(slugs, 2 * o.mapTokenBudget),
  };
}

/** The page files a read of `stamp` takes, in its order (code points of the path). */
function scanList(
  stamp: string,
  o: HeldOptions,
  read: (file: string) => string | null,
): ScanFile[] {
  const mapFile = (o.mapFile ?? 'index.md').toLowerCase();
  return stampFiles(stamp)
    .filter((file) => isPageFile(file) && file.toLowerCase() !== mapFile)
    .sort(compareCodePoints)
    .map((file) => ({
      slug: fileToSlug(file),
      file,
      withheld: o.withheld(file),
      read: () => read(file),
    }));
}

/** One read of the wiki: the stamp it read, the wiki once read, and the start-up scan. */
interface Held {
  stamp: string;
  wiki: Promise<HeldWiki>;
  ready?: HeldWiki;
  /** The pages as scanned before the read (start-up only), until an index replaces them. */
  scan?: Promise<ScanRecord[]>;
}

/** The wiki now: read again only when its stamp changed since the last call. */
export class WikiHolder {
  private held: Held | null = null;
  /** Times the wiki was read whole (for tests and the bench). */
  loads = 0;
  /** The last listing proved the map folded with room to spare (see foldByStamp). */
  roomy = false;

  constructor(
    private readonly disk: WikiDisk,
    private readonly options: HeldOptions,
  ) {}

  /**
   * What the tools list needs, as soon as it is known: the held wiki once it is read, else the
   * folder's listing when it proves the map folded (a large wiki: tools/list then waits for no
   * page to be read, and the read goes on). Otherwise the wiki is read first. `settled`: the
   * stamp of a read under way stands (start-up, where it was taken a moment ago), and a large
   * wiki's read is left to the caller to start.
   */
  async toolView(options: { settled?: boolean } = {}): Promise<HeldWiki | ToolView> {
    const held = this.held;
    // At start-up the read just begun stamped the folder: no second walk before initialize.
    const stamp = options.settled && held ? held.stamp : this.disk.stamp();
    const proof = foldByStamp(stamp, this.options);
    this.roomy = proof.roomy;
    if (held?.stamp === stamp && held.ready) return held.ready;
    if (!proof.folded) return (await this.current(stamp)).wiki;
    // The read goes on meanwhile; at start-up the edge starts it once the handshake is answered.
    if (!options.settled) this.current(stamp).catch(() => {});
    return { folded: true, enumSlugs: [] };
  }

  /**
   * Starts reading the wiki as `stamp` (just taken) lists it, before any client asks: when the
   * listing proves the map folded (search_wiki is listed) and the disk can scan, the pages are
   * scanned first, so a search is answered from the scan in a fraction of a second while the
   * read and the index take seconds (../wiki/search-scan.ts); then the wiki is read.
   */
  start(stamp: string): Promise<HeldWiki> {
    const proof = foldByStamp(stamp, this.options);
    this.roomy = proof.roomy;
    const scanPage = this.disk.scanPage;
    const scan =
      proof.folded && scanPage ? scanFiles(scanList(stamp, this.options, scanPage)) : undefined;
    return this.read(stamp, scan).wiki;
  }

  /**
   * The start-up scan, while the wiki it was taken from is the one held or being read (and no
   * index made it needless: dropScan); null otherwise. No stamp is taken: it answers for the
   * listing the read under way took.
   */
  scanned(): { scan: Promise<ScanRecord[]>; ready?: HeldWiki } | null {
    const held = this.held;
    return held?.scan ? { scan: held.scan, ...(held.ready ? { ready: held.ready } : {}) } : null;
  }

  /** Lets the start-up scan go (an index of the same wiki answers now). */
  dropScan(wiki: HeldWiki): void {
    if (this.held?.ready === wiki) delete this.held.scan;
  }

  /** The stamp of the read held or under way: a caller that needs no fresh look passes it on. */
  get heldStamp(): string | undefined {
    return this.held?.stamp;
  }

  /** A read is under way (the one start-up began, or a re-read a change called for). */
  get reading(): boolean {
    return this.held !== null && !this.held.ready;
  }

  /** The held wiki, and whether this call read it again (its map or pages may have changed). */
  async current(now?: string): Promise<{ wiki: HeldWiki; reloaded: boolean }> {
    const stamp = now ?? this.disk.stamp();
    if (this.held?.stamp === stamp) return { wiki: await this.held.wiki, reloaded: false };
    const held = this.read(stamp);
    return { wiki: await held.wiki, reloaded: true };
  }

  /** Reads the wiki `stamp` lists (after `scan`, if any) and holds it from now on. */
  private read(stamp: string, scan?: Promise<ScanRecord[]>): Held {
    this.loads++;
    const held: Held = { stamp, wiki: Promise.resolve(null as never), ...(scan ? { scan } : {}) };
    const load = () => this.disk.load();
    held.wiki = (scan ? scan.then(load, load) : load()).then(
      (w) => {
        const kept = holdWiki(w, this.options);
        if (this.held === held) held.ready = kept;
        return kept;
      },
      (e: unknown) => {
        // A failed read is not kept: the next call tries again.
        if (this.held === held) this.held = null;
        throw e;
      },
    );
    this.held = held;
    return held;
  }

  /** One page file read from disk, as the call that serves it sees it now. */
  readPage(file: string): string {
    return this.disk.readPage(file);
  }
}
