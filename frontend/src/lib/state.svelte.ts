// The app's shared state: the session, every item (loaded once, then kept
// current from the event stream), and the live event feed.
//
// Events are handled once per animation frame: a burst of events for the
// same items costs one fetch per distinct item and one upsert, not one of
// each per event. The server numbers its events consecutively (the SSE
// id); a missing number means the stream dropped events (a slow
// subscriber loses them rather than stalling the engine), and the only
// safe answer is to load everything again. A reconciled file's event
// reads that file's items again (by source), not every item: at 100,000
// items a full reload is a hundred pages.
import { ApiError, Client } from './api';
import { Estimator, fromEvent, fromHealth, type Progress, type ProgressEvent } from './progress';
import { EVENT_TYPES, type BatchResult, type Item, type LiveEvent, type Session, type SourceInfo } from './types';

/** How often /healthz is asked while the engine starts. */
export const HEALTH_POLL_MS = 500;

/** How many events the feed keeps. */
export const FEED_SIZE = 500;

/** Past this many distinct items in one frame, one full reload is cheaper than a fetch each. */
export const BULK_REFETCH = 64;

/** Past this many files reconciled in one frame (a first ingest), one full reload beats a fetch of each file's items. */
export const FILE_REFETCH = 32;

/** Frame schedules a callback for the next frame. */
export type Frame = (cb: () => void) => void;

/**
 * nextFrame runs cb at the next animation frame, or after half a second
 * when no frame comes (a hidden or minimised window gets none, and its
 * title still counts what waits for review).
 */
const nextFrame: Frame = (cb) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cb();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  setTimeout(run, 500);
};

/**
 * keepUnchanged puts back, in list[from..], the objects of old that the
 * fresh ones equal (found at the same position, else by id), and returns
 * list.length. A reload of 100,000 items that changes ten then hands the
 * views the same objects for the rest, and everything they remember per
 * object (search text, sort positions) stays good; the fresh copies die
 * young instead of filling the heap.
 */
export function keepUnchanged(list: Item[], from: number, old: Item[]): number {
  let byId: Map<string, Item> | null = null;
  for (let i = from; i < list.length; i++) {
    const it = list[i];
    let was: Item | undefined = old[i];
    if (was?.id !== it.id) was = (byId ??= idMap(old)).get(it.id);
    if (was && sameValue(was, it)) list[i] = was;
  }
  return list.length;
}

const idMaps = new WeakMap<Item[], Map<string, Item>>();

function idMap(items: Item[]): Map<string, Item> {
  let m = idMaps.get(items);
  if (!m) idMaps.set(items, (m = new Map(items.map((it) => [it.id, it]))));
  return m;
}

/** sameValue compares two JSON values by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

export class AppState {
  api: Client;
  session = $state<Session | null>(null);
  authError = $state('');
  // Raw: 10,000 items must not become 10,000 deep proxies.
  items = $state.raw<Item[]>([]);
  loaded = $state(false);
  loading = $state(false);
  loadError = $state('');
  events = $state.raw<LiveEvent[]>([]);
  live = $state<'connecting' | 'open' | 'closed'>('connecting');
  notice = $state('');
  /** the sources in force; null until known, or when this server cannot list them */
  sources = $state.raw<SourceInfo[] | null>(null);
  /** the person chose "Not now" on the first-launch screen */
  onboardingDismissed = $state(false);
  /** timing of the last full load: fetch and render, for the benchmark. */
  lastLoad = $state({ fetchMs: 0, count: 0 });
  /** the first load is still paging in: items holds the pages so far */
  partial = $state(false);
  /** a first ingest under way (from progress events or /healthz); null when ready */
  progress = $state.raw<Progress | null>(null);
  private estimator = new Estimator();
  private healthTimer: ReturnType<typeof setTimeout> | null = null;
  private loadGen = 0;
  /** how many full reloads the event stream asked for because of a gap in its sequence */
  gaps = 0;
  private es: EventSource | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private frame: Frame;
  /** the last event number seen */
  private lastSeq = 0;
  /** no event yet on this connection: its first number is no gap */
  private fresh = true;
  private opened = false;
  // Waiting for the next frame: feed entries (oldest first), the items
  // to fetch, and whether everything must be loaded again.
  private pendingFeed: LiveEvent[] = [];
  private pendingIds = new Set<string>();
  private pendingFiles = new Set<string>();
  private pendingReload = false;
  private frameQueued = false;
  private flushing: Promise<void> | null = null;
  /** Batch actions of this window under way (batch). */
  private batching = 0;
  // id -> position in items; valid while items is the array it indexed.
  private index = new Map<string, number>();
  /**
   * stamps: when each item was last upserted, by tick (one per upsert). A
   * read that began before an item's stamp brings an older copy than the
   * one shown (an accept's answer landing while its file's items were on
   * the way, say), so it does not overwrite it; the item is read again.
   */
  private tick = 0;
  private stamps = new Map<string, { t: number; it: Item }>();
  private indexed: Item[] | null = null;

  constructor(api = new Client(), frame: Frame = nextFrame) {
    this.api = api;
    this.frame = frame;
  }

  async start(): Promise<void> {
    // /healthz needs no login: even the logged-out page shows a start-up's progress.
    const health = this.checkHealth();
    try {
      this.session = await this.api.session();
    } catch (e) {
      this.authError =
        e instanceof ApiError && e.status === 401
          ? 'You are not logged in. Open the one-time login URL that `memgate serve` printed (run it again for a new one).'
          : `memgate is not reachable: ${(e as Error).message}`;
      await health;
      return;
    }
    this.connect();
    await Promise.all([this.reload(), this.loadSources(), health]);
  }

  /**
   * checkHealth asks /healthz whether the engine is still on its first
   * ingest, and keeps asking every HEALTH_POLL_MS until it is ready: the
   * bar shows even before the event stream's first progress event. At
   * ready, everything is loaded again (the list so far was partial).
   */
  async checkHealth(): Promise<void> {
    if (this.healthTimer) clearTimeout(this.healthTimer);
    this.healthTimer = null;
    const h = await this.api.health();
    const p = fromHealth(h);
    if (p) {
      this.setProgress(p);
      this.healthTimer = setTimeout(() => void this.checkHealth(), HEALTH_POLL_MS);
    } else if (!h && this.progress) {
      // No answer mid-start (restarting?): keep the bar and ask again, slower.
      this.healthTimer = setTimeout(() => void this.checkHealth(), 4 * HEALTH_POLL_MS);
    } else if (h?.status === 'ok' && this.progress) {
      this.setProgress(null);
      if (this.session) this.scheduleReload(0);
    }
  }

  /** setProgress shows (or, with null, hides) the first ingest's progress, filling in a time estimate. */
  setProgress(p: Progress | null): void {
    this.progress = p ? this.estimator.estimate(p, performance.now()) : null;
  }

  /** loadSources reads the sources in force (the first-launch screen shows when there are none). */
  async loadSources(): Promise<void> {
    try {
      this.sources = await this.api.sources();
    } catch {
      this.sources = null;
    }
  }

  /** needsOnboarding: nothing is governed yet and the person has not put the welcome screen off. */
  get needsOnboarding(): boolean {
    return this.sources !== null && this.sources.length === 0 && !this.onboardingDismissed;
  }

  /**
   * reload loads every item. The first load shows its pages as they come
   * (the first at once, then each time the count doubles, so 100,000 items
   * cost 8 renders, not 100); later loads swap the list in whole, so rows
   * never vanish and come back.
   */
  async reload(): Promise<void> {
    this.loading = true;
    const gen = ++this.loadGen;
    const t0 = performance.now();
    let shown = 0;
    const progressive = !this.loaded;
    const old = this.items;
    const since = this.tick;
    let kept = 0;
    try {
      const items = await this.api.allItems({}, (sofar) => {
        if (gen !== this.loadGen) return false; // a newer load is under way: this one's pages are wasted
        kept = keepUnchanged(sofar, kept, old);
        if (!progressive || sofar.length < shown * 2 || sofar.length === 0) return;
        shown = sofar.length;
        this.items = sofar.slice();
        this.partial = true;
        this.loaded = true;
      });
      if (gen !== this.loadGen) return; // a newer load is under way
      this.keepNewer(items, since);
      this.lastLoad = { fetchMs: performance.now() - t0, count: items.length };
      // Nothing changed: the same list, and nothing derived from it is worked out again.
      if (items.length !== old.length || items.some((it, i) => it !== old[i]) || this.items !== old) this.items = items;
      this.loadError = '';
      this.loaded = true;
    } catch (e) {
      if (gen === this.loadGen) this.loadError = `Could not load memories: ${(e as Error).message}`;
    } finally {
      if (gen === this.loadGen) {
        this.loading = false;
        this.partial = false;
      }
    }
  }

  /** upsert replaces (or adds) items by id: one copy of the list, a map look-up per item. */
  upsert(...its: Item[]): void {
    if (its.length === 0) return;
    if (this.indexed !== this.items) {
      this.index = new Map(this.items.map((it, i) => [it.id, i]));
    }
    const next = this.items.slice();
    const t = ++this.tick;
    for (const it of its) {
      const i = this.index.get(it.id);
      if (i === undefined) {
        this.index.set(it.id, next.length);
        next.push(it);
      } else next[i] = it;
      this.stamps.set(it.id, { t, it });
    }
    this.items = next;
    this.indexed = next;
  }

  /** unlessNewer drops the items read since tick that were upserted after it, and reads those again. */
  private unlessNewer(items: Item[], since: number): Item[] {
    const newer = (it: Item) => (this.stamps.get(it.id)?.t ?? 0) > since;
    const out = items.filter((it) => !newer(it));
    if (out.length < items.length) {
      for (const it of items) if (newer(it)) this.pendingIds.add(it.id);
      this.queueFrame();
    }
    return out;
  }

  /** keepNewer puts into a full list read since tick the items upserted after it, and reads those again. */
  private keepNewer(items: Item[], since: number): void {
    const newer = [...this.stamps.values()].filter((s) => s.t > since).map((s) => s.it);
    if (!newer.length) return;
    const at = new Map(items.map((it, i) => [it.id, i]));
    for (const it of newer) {
      const i = at.get(it.id);
      if (i === undefined) items.push(it);
      else items[i] = it;
      this.pendingIds.add(it.id);
    }
    this.queueFrame();
  }

  /** refreshItem fetches one item again after an event names it (at the next frame, with the others). */
  refreshItem(id: string): void {
    this.pendingIds.add(id);
    this.queueFrame();
  }

  scheduleReload(ms = 250): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      this.reload();
    }, ms);
  }

  connect(): void {
    if (typeof EventSource === 'undefined') return;
    this.es?.close();
    const es = new EventSource('/v1/events');
    this.es = es;
    es.onopen = () => this.onOpen();
    es.onerror = () => (this.live = es.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    for (const type of EVENT_TYPES) {
      es.addEventListener(type, (m) => this.onEvent(type, (m as MessageEvent).data, (m as MessageEvent).lastEventId));
    }
  }

  /**
   * onOpen: the stream is (re)connected. The server does not replay what
   * a client missed while away, and may have restarted (its numbers start
   * again at 1), so a reconnect loads everything again.
   */
  onOpen(): void {
    this.live = 'open';
    this.fresh = true;
    if (this.opened) {
      this.pendingReload = true;
      this.queueFrame();
    }
    this.opened = true;
  }

  /** onEvent takes one server-sent event; id is its SSE id (the event's seq when absent). */
  onEvent(type: string, data: string, id = ''): void {
    let ev: LiveEvent;
    try {
      ev = { type, ...JSON.parse(data) };
    } catch {
      return;
    }
    const seq = Number(id || ev.seq);
    if (Number.isSafeInteger(seq) && seq > 0) {
      if (seq <= this.lastSeq) {
        // A server that restarted numbers from 1 again: the feed's
        // entries belong to its last run (and their numbers would repeat),
        // and what changed in between is unknown.
        this.pendingFeed = [];
        this.events = [];
        this.pendingReload = true;
      } else if (!this.fresh && seq > this.lastSeq + 1) {
        this.gaps++;
        this.pendingReload = true;
      }
      this.lastSeq = seq;
      this.fresh = false;
    }
    if (type === 'progress') {
      // Progress is drawn, not listed: a long ingest would push every
      // other event out of the feed.
      const p = fromEvent(ev as ProgressEvent);
      if (p) this.setProgress(p);
      else if (this.progress) {
        // The list so far was loaded mid-ingest; indexing for recall
        // changes no item, so its end reloads nothing.
        if (this.progress.phase !== 'indexing') this.pendingReload = true;
        this.setProgress(null);
      }
      if (this.pendingReload) this.queueFrame(); // at ready, or after a gap
      return;
    }
    this.pendingFeed.push(ev);
    if (this.pendingFeed.length > FEED_SIZE) this.pendingFeed.shift();
    if (type === 'held') this.notice = `Held for review: ${ev.item ?? 'a new memory'}${ev.path ? ' from ' + ev.path : ''}`;
    if (type === 'tombstone') this.notice = `A rejected memory came back${ev.path ? ' in ' + ev.path : ''} and was removed again.`;
    if (type === 'error' && ev.message) this.notice = `Problem: ${ev.message}`;
    if (ev.item && (type === 'item' || type === 'held')) this.pendingIds.add(ev.item);
    else if (type === 'file' && ev.path) this.pendingFiles.add(ev.path);
    else if (type === 'file' || type === 'tombstone') this.pendingReload = true;
    else if (type === 'source') void this.loadSources();
    this.queueFrame();
  }

  private queueFrame(): void {
    if (this.frameQueued) return;
    this.frameQueued = true;
    this.frame(() => {
      this.frameQueued = false;
      this.flush();
    });
  }

  /**
   * flush applies what the frame's events asked for: the feed in one
   * update, then either a full reload or one fetch per distinct item and
   * one upsert. Item fetches run one batch at a time, so an older answer
   * never lands after a newer one; ids that arrive meanwhile wait for the
   * frame after the batch.
   */
  flush(): void {
    if (this.pendingFeed.length) {
      this.events = [...this.pendingFeed.reverse(), ...this.events].slice(0, FEED_SIZE);
      this.pendingFeed = [];
    }
    if (this.pendingReload || this.pendingIds.size > BULK_REFETCH || this.pendingFiles.size > FILE_REFETCH) {
      this.pendingIds.clear();
      this.pendingFiles.clear();
      if (this.batching) {
        this.pendingReload = true; // once the batch has answered (batch)
        return;
      }
      this.pendingReload = false;
      this.scheduleReload();
      return;
    }
    if (this.flushing || (this.pendingIds.size === 0 && this.pendingFiles.size === 0)) return;
    const ids = [...this.pendingIds];
    const files = [...this.pendingFiles];
    this.pendingIds.clear();
    this.pendingFiles.clear();
    const since = this.tick;
    this.flushing = (async () => {
      // A reconciled file's items are read again by their source: its
      // entries' lines may have moved without an item changing.
      const [got, byFile] = await Promise.all([
        Promise.allSettled(ids.map((id) => this.api.item(id))),
        Promise.allSettled(files.map((path) => this.api.allItems({ source: path }))),
      ]);
      const items: Item[] = [];
      for (const g of got) if (g.status === 'fulfilled') items.push(g.value);
      for (const g of byFile) if (g.status === 'fulfilled') items.push(...g.value);
      this.upsert(...this.unlessNewer(items, since));
      if (got.some((g) => g.status === 'rejected') || byFile.some((g) => g.status === 'rejected')) this.scheduleReload();
    })().finally(() => {
      this.flushing = null;
      if (this.pendingIds.size || this.pendingFiles.size || this.pendingReload) this.queueFrame();
    });
  }

  /**
   * batch sends one review action over many items. The engine publishes
   * its events faster than a stream drains them, so the stream drops some
   * (a gap) and a frame names thousands of items: either means loading
   * everything again. That reload, 100,000 items paged from the server
   * while the batch ran there, took a select-all + accept of 10,000 from
   * ~5 s to ~19 s; so it waits for the batch's answer, and runs once.
   */
  async batch(action: 'accept' | 'reject', ids: string[], reason = ''): Promise<BatchResult[]> {
    this.batching++;
    try {
      return await this.api.batch(action, ids, reason);
    } finally {
      if (--this.batching === 0 && this.pendingReload) this.queueFrame();
    }
  }

  /** settled resolves once the item fetches under way have landed (for tests). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  stop(): void {
    this.es?.close();
    if (this.healthTimer) clearTimeout(this.healthTimer);
    this.healthTimer = null;
  }

  /** logout ends the browser session and shows the logged-out page. */
  async logout(): Promise<void> {
    try {
      await this.api.logout();
    } finally {
      this.stop();
      this.session = null;
      this.authError = 'You are logged out. Open a new one-time login URL from `memgate serve` to come back.';
    }
  }
}
