// The run's in-memory overlay of the wiki: pages created or updated by the agent live here until
// the loop has finished; only then do they become files (plus index.md and one log.md entry).
import type { Page, Wiki } from '../wiki/types.js';

export interface ChangedPage {
  page: Page;
  action: 'create' | 'update';
  /**
   * Only re-stamped (confirm_page): its covers lines are the file's only change, so it gains no
   * `sources` entry and the log lists it as confirmed, not updated.
   */
  confirmed?: true;
}

export class Changeset {
  private readonly base = new Map<string, Page>();
  private readonly changed = new Map<string, ChangedPage>();

  constructor(readonly wiki: Wiki) {
    for (const p of wiki.pages) this.base.set(p.slug, p);
  }

  /** The page as this run sees it: its latest write, else the wiki's version. */
  get(slug: string): Page | undefined {
    return this.changed.get(slug)?.page ?? this.base.get(slug);
  }

  has(slug: string): boolean {
    return this.changed.has(slug) || this.base.has(slug);
  }

  /** The wiki's version, before this run. */
  original(slug: string): Page | undefined {
    return this.base.get(slug);
  }

  isChanged(slug: string): boolean {
    return this.changed.has(slug);
  }

  /** Every slug known to this run (wiki + created), sorted. */
  slugs(): string[] {
    return [...new Set([...this.base.keys(), ...this.changed.keys()])].sort();
  }

  get size(): number {
    return this.changed.size;
  }

  /** Records a write; `confirmed` marks a re-stamp of a page this run has not otherwise changed. */
  put(page: Page, confirmed = false): void {
    const action = this.base.has(page.slug) ? 'update' : 'create';
    const was = this.changed.get(page.slug);
    const onlyStamped = confirmed && action === 'update' && (!was || was.confirmed === true);
    this.changed.set(page.slug, { page, action, ...(onlyStamped ? { confirmed: true } : {}) });
  }

  /** Changed pages sorted by slug. */
  entries(): ChangedPage[] {
    return [...this.changed.values()].sort((a, b) => (a.page.slug < b.page.slug ? -1 : 1));
  }

  /** The wiki after this run: every page, changed ones replaced, sorted by slug. */
  pages(): Page[] {
    return this.slugs().map((s) => this.get(s)!);
  }
}
