// The app's shared state: the session, every item (loaded once, then kept
// current from the event stream), and the live event feed.
import { ApiError, Client } from './api';
import type { Item, LiveEvent, Session, SourceInfo } from './types';

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
  private es: EventSource | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(api = new Client()) {
    this.api = api;
  }

  async start(): Promise<void> {
    try {
      this.session = await this.api.session();
    } catch (e) {
      this.authError =
        e instanceof ApiError && e.status === 401
          ? 'You are not logged in. Open the one-time login URL that `memgate serve` printed (run it again for a new one).'
          : `memgate is not reachable: ${(e as Error).message}`;
      return;
    }
    this.connect();
    await Promise.all([this.reload(), this.loadSources()]);
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

  async reload(): Promise<void> {
    this.loading = true;
    const t0 = performance.now();
    try {
      const items = await this.api.allItems();
      this.lastLoad = { fetchMs: performance.now() - t0, count: items.length };
      this.items = items;
      this.loadError = '';
      this.loaded = true;
    } catch (e) {
      this.loadError = `Could not load memories: ${(e as Error).message}`;
    } finally {
      this.loading = false;
    }
  }

  /** upsert replaces (or adds) items by id. */
  upsert(...its: Item[]): void {
    const byId = new Map(its.map((it) => [it.id, it]));
    const next = this.items.map((it) => byId.get(it.id) ?? it);
    for (const it of its) if (!this.items.some((o) => o.id === it.id)) next.push(it);
    this.items = next;
  }

  /** refreshItem fetches one item again after an event names it. */
  async refreshItem(id: string): Promise<void> {
    try {
      this.upsert(await this.api.item(id));
    } catch {
      this.scheduleReload();
    }
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
    es.onopen = () => (this.live = 'open');
    es.onerror = () => (this.live = es.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    for (const type of ['item', 'held', 'tombstone', 'error', 'file']) {
      es.addEventListener(type, (m) => this.onEvent(type, (m as MessageEvent).data));
    }
  }

  onEvent(type: string, data: string): void {
    let ev: LiveEvent;
    try {
      ev = { type, ...JSON.parse(data) };
    } catch {
      return;
    }
    this.events = [ev, ...this.events].slice(0, 500);
    if (type === 'held') this.notice = `Held for review: ${ev.item ?? 'a new memory'}${ev.path ? ' from ' + ev.path : ''}`;
    if (type === 'tombstone') this.notice = `A rejected memory came back${ev.path ? ' in ' + ev.path : ''} and was removed again.`;
    if (type === 'error' && ev.message) this.notice = `Problem: ${ev.message}`;
    if (ev.item && (type === 'item' || type === 'held')) this.refreshItem(ev.item);
    else if (type === 'file' || type === 'tombstone') this.scheduleReload();
  }

  stop(): void {
    this.es?.close();
  }
}
