// The event stream's handling: coalesced per frame, gaps refetched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client } from './api';
import { mk } from './fixtures';
import { AppState, BULK_REFETCH, FEED_SIZE, FILE_REFETCH, sameValue } from './state.svelte';
import type { Item } from './types';

/** A fake server: items by id, every request recorded, answers held back on demand. */
function fakeServer(initial: Item[]) {
  const items = new Map(initial.map((it) => [it.id, it]));
  const calls: string[] = [];
  const held = new Map<string, () => void>();
  const hold = new Set<string>();
  // stale: answers read now but held back (as hold), so they land old.
  const stale = new Set<string>();
  const health: { body: Record<string, unknown> } = { body: { status: 'ok' } };
  const answer = (body: unknown, status = 200) =>
    ({ status, ok: status < 400, headers: { get: () => 'application/json' }, json: async () => body }) as unknown as Response;
  const f = async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    calls.push(u);
    if (u.startsWith('/v1/items?')) {
      const source = new URLSearchParams(u.slice(u.indexOf('?'))).get('source');
      const page = answer({ items: [...items.values()].filter((it) => source === null || it.source.path === source), next_cursor: '' });
      if (stale.has('list')) await new Promise<void>((r) => held.set('list', r));
      return page;
    }
    if (u === '/v1/sources') return answer({ sources: [] });
    if (u === '/v1/items/batch') {
      if (hold.has('batch')) await new Promise<void>((r) => held.set('batch', r));
      const b = JSON.parse(init!.body as string) as { action: string; ids: string[] };
      return answer({ results: b.ids.map((id) => ({ id, status: b.action === 'accept' ? 'active' : 'rejected' })) });
    }
    if (u === '/healthz') return answer(health.body, health.body.status === 'ok' ? 200 : 503);
    const m = u.match(/^\/v1\/items\/([\w-]+)$/);
    if (m) {
      const id = m[1];
      const then = items.get(id);
      if (stale.has(id)) {
        await new Promise<void>((r) => held.set(id, r));
        return answer({ ...then });
      }
      if (hold.has(id)) await new Promise<void>((r) => held.set(id, r));
      const it = items.get(id);
      return it ? answer({ ...it }) : answer({ error: { code: 'not_found', message: 'gone' } }, 404);
    }
    return answer({ error: { code: 'not_found', message: 'no route' } }, 404);
  };
  return { items, calls, hold, stale, held, health, client: new Client('', f as typeof fetch) };
}

/** A frame clock the test advances by hand. */
function frames() {
  const queue: (() => void)[] = [];
  return {
    frame: (cb: () => void) => void queue.push(cb),
    get queued() {
      return queue.length;
    },
    run() {
      const now = queue.splice(0);
      for (const cb of now) cb();
    },
  };
}

const itemFetches = (calls: string[]) => calls.filter((c) => /^\/v1\/items\/[^?]+$/.test(c)).sort();
const reloads = (calls: string[]) => calls.filter((c) => c.startsWith('/v1/items?') && !c.includes('source=')).length;
const fileFetches = (calls: string[]) => calls.filter((c) => c.startsWith('/v1/items?') && c.includes('source=')).sort();

let seq = 0;
function send(app: AppState, type: string, fields: Record<string, unknown> = {}, n = ++seq) {
  app.onEvent(type, JSON.stringify({ seq: n, at: '2026-12-01T00:00:00Z', type, ...fields }), String(n));
}

describe('event stream', () => {
  const base = ['a', 'b', 'c', 'd'].map((id) => mk({ id }));
  let srv: ReturnType<typeof fakeServer>;
  let clock: ReturnType<typeof frames>;
  let app: AppState;

  beforeEach(() => {
    vi.useFakeTimers();
    seq = 0;
    srv = fakeServer(base);
    clock = frames();
    app = new AppState(srv.client, clock.frame);
    app.items = base.slice();
    app.onOpen();
  });
  afterEach(() => vi.useRealTimers());

  it('a burst costs one fetch per distinct item and one upsert, in one frame', async () => {
    for (const id of ['a', 'b', 'c']) srv.items.set(id, mk({ id, text: 'changed ' + id }));
    const upsert = vi.spyOn(app, 'upsert');
    for (const id of ['a', 'b', 'a', 'c', 'a', 'b', 'a', 'c', 'a', 'a']) send(app, 'item', { item: id, action: 'update' });
    expect(clock.queued).toBe(1);
    expect(itemFetches(srv.calls)).toEqual([]); // nothing before the frame
    clock.run();
    await app.settled();
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a', '/v1/items/b', '/v1/items/c']);
    expect(upsert).toHaveBeenCalledTimes(1);
    expect(upsert.mock.calls[0].map((it) => it.id).sort()).toEqual(['a', 'b', 'c']);
    expect(app.items.map((it) => it.text)).toEqual(['changed a', 'changed b', 'changed c', 'text d']);
    expect(app.events.map((e) => e.seq)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(reloads(srv.calls)).toBe(0);
    expect(app.gaps).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reloads(srv.calls)).toBe(0);
  });

  it('the feed keeps the newest events, newest first', () => {
    for (let i = 0; i < FEED_SIZE + 20; i++) send(app, 'error', { path: '/kb/x.md', message: 'bad ' + i });
    clock.run();
    expect(app.events).toHaveLength(FEED_SIZE);
    expect(app.events[0].seq).toBe(FEED_SIZE + 20);
    expect(app.events[FEED_SIZE - 1].seq).toBe(21);
    expect(app.notice).toBe(`Problem: bad ${FEED_SIZE + 19}`);
  });

  it('a gap in the sequence loads everything again', async () => {
    send(app, 'item', { item: 'a' });
    send(app, 'item', { item: 'b' });
    clock.run();
    await app.settled();
    srv.calls.length = 0;
    seq++; // event 3 never arrives
    send(app, 'item', { item: 'c' });
    clock.run();
    await app.settled();
    expect(app.gaps).toBe(1);
    expect(itemFetches(srv.calls)).toEqual([]); // the reload covers c
    await vi.advanceTimersByTimeAsync(300);
    expect(reloads(srv.calls)).toBe(1);
  });

  it('every event type advances the sequence: a source event is no gap', async () => {
    send(app, 'item', { item: 'a' });
    send(app, 'source', { path: '/kb', status: 'missing' });
    send(app, 'held', { item: 'b' });
    send(app, 'file', { path: '/kb/x.md' });
    send(app, 'item', { item: 'c' });
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(app.gaps).toBe(0);
    expect(srv.calls).toContain('/v1/sources'); // the source's state is read again
    expect(reloads(srv.calls)).toBe(0);
    expect(fileFetches(srv.calls)).toHaveLength(1); // the file's items, for the file event
  });

  it('a reconciled file reads its own items again, by source, and nothing else', async () => {
    srv.items.set('a', mk({ id: 'a', text: 'moved a', source: { kind: 'kb', path: '/kb/x.md', anchor: '', raw: '', line: 7 } }));
    srv.items.set('b', mk({ id: 'b', text: 'other file', source: { kind: 'kb', path: '/kb/y.md', anchor: '', raw: '', line: 1 } }));
    send(app, 'file', { path: '/kb/x.md' });
    send(app, 'file', { path: '/kb/x.md' });
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(fileFetches(srv.calls)).toEqual(['/v1/items?source=%2Fkb%2Fx.md&limit=1000']);
    expect(reloads(srv.calls)).toBe(0);
    expect(app.items.find((it) => it.id === 'a')?.source.line).toBe(7);
    expect(app.items.find((it) => it.id === 'b')?.text).toBe('text b'); // not read again
  });

  it('more files in a frame than a fetch each is worth (a first ingest): one reload', async () => {
    for (let i = 0; i <= FILE_REFETCH; i++) send(app, 'file', { path: `/kb/f${i}.md` });
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(fileFetches(srv.calls)).toEqual([]);
    expect(reloads(srv.calls)).toBe(1);
  });

  it('a reconnect loads everything again; a restarted server clears the feed', async () => {
    send(app, 'item', { item: 'a' });
    send(app, 'item', { item: 'b' });
    clock.run();
    await app.settled();
    expect(app.events).toHaveLength(2);
    app.onOpen(); // the stream came back
    clock.run();
    await vi.advanceTimersByTimeAsync(300);
    expect(reloads(srv.calls)).toBe(1);
    expect(app.events).toHaveLength(2);

    send(app, 'item', { item: 'c' }, 1); // numbers start again: the server restarted
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(app.events.map((e) => [e.seq, e.item])).toEqual([[1, 'c']]);
    expect(reloads(srv.calls)).toBe(2);
    expect(app.gaps).toBe(0);
  });

  it('the first event of a connection is no gap, whatever its number', async () => {
    send(app, 'item', { item: 'a' }, 41);
    send(app, 'item', { item: 'b' }, 42);
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(app.gaps).toBe(0);
    expect(reloads(srv.calls)).toBe(0);
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a', '/v1/items/b']);
  });

  it('more distinct items in a frame than a refetch is worth: one reload', async () => {
    for (let i = 0; i <= BULK_REFETCH; i++) send(app, 'item', { item: 'n' + i });
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(itemFetches(srv.calls)).toEqual([]);
    expect(reloads(srv.calls)).toBe(1);
  });

  it('a gap while a batch runs: no reload until it has answered, then one', async () => {
    srv.hold.add('batch');
    const done = app.batch('accept', ['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ['a', 'b']) send(app, 'item', { item: id, action: 'accept' });
    seq += 50; // dropped by the stream
    for (let i = 0; i <= BULK_REFETCH; i++) send(app, 'item', { item: 'n' + i });
    clock.run();
    await vi.advanceTimersByTimeAsync(1000);
    clock.run();
    expect(app.gaps).toBe(1);
    expect(reloads(srv.calls)).toBe(0);
    srv.held.get('batch')!();
    expect((await done).map((r) => r.status)).toEqual(['active', 'active', 'active']);
    clock.run();
    await vi.advanceTimersByTimeAsync(300);
    expect(reloads(srv.calls)).toBe(1);
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/batch']); // and no item one by one
  });

  it('a newer change waits for the fetch under way, so it lands last', async () => {
    srv.hold.add('a');
    srv.items.set('a', mk({ id: 'a', text: 'first' }));
    send(app, 'item', { item: 'a' });
    clock.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a']);

    send(app, 'item', { item: 'a' });
    clock.run();
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a']); // not while the first is out
    srv.hold.delete('a');
    srv.items.set('a', mk({ id: 'a', text: 'second' }));
    srv.held.get('a')!(); // the first answer ("second" is what the server holds now)
    await app.settled();
    expect(clock.queued).toBe(1);
    srv.items.set('a', mk({ id: 'a', text: 'third' }));
    clock.run();
    await app.settled();
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a', '/v1/items/a']);
    expect(app.items.find((it) => it.id === 'a')?.text).toBe('third');
  });

  it('a read begun before an upsert does not put the older copy back; the item is read again', async () => {
    srv.items.set('a', mk({ id: 'a', status: 'needs_review' }));
    srv.stale.add('a');
    send(app, 'item', { item: 'a' });
    clock.run();
    await vi.advanceTimersByTimeAsync(0); // the fetch has read needs_review
    const accepted = mk({ id: 'a', status: 'active' });
    srv.items.set('a', accepted);
    app.upsert(accepted); // an accept's answer
    srv.stale.delete('a');
    srv.held.get('a')!();
    await app.settled();
    expect(app.items.find((it) => it.id === 'a')?.status).toBe('active');
    clock.run();
    await app.settled();
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a', '/v1/items/a']);
    expect(app.items.find((it) => it.id === 'a')?.status).toBe('active');
  });

  it('a full reload begun before an upsert keeps the newer copy', async () => {
    srv.items.set('b', mk({ id: 'b', status: 'needs_review' }));
    srv.stale.add('list');
    const loading = app.reload();
    await vi.advanceTimersByTimeAsync(0);
    const rejected = mk({ id: 'b', status: 'rejected' });
    srv.items.set('b', rejected);
    app.upsert(rejected);
    srv.held.get('list')!();
    await loading;
    expect(app.items.find((it) => it.id === 'b')?.status).toBe('rejected');
    expect(app.items.map((it) => it.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('an item that cannot be fetched loads everything again', async () => {
    send(app, 'item', { item: 'gone' });
    clock.run();
    await app.settled();
    await vi.advanceTimersByTimeAsync(300);
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/gone']);
    expect(reloads(srv.calls)).toBe(1);
  });
});

describe('first ingest progress', () => {
  let srv: ReturnType<typeof fakeServer>;
  let clock: ReturnType<typeof frames>;
  let app: AppState;
  beforeEach(() => {
    vi.useFakeTimers();
    seq = 0;
    srv = fakeServer([mk({ id: 'a' })]);
    clock = frames();
    app = new AppState(srv.client, clock.frame);
    app.items = [mk({ id: 'a' })];
    app.loaded = true;
    app.session = { actor: 'user:browser', role: 'admin', name: 'admin' };
    app.onOpen();
  });
  afterEach(() => {
    app.stop();
    vi.useRealTimers();
  });

  it('progress events draw the bar, stay out of the feed, and count in the sequence', async () => {
    send(app, 'progress', { phase: 'listing', done: 10, total: 0 });
    expect(app.progress).toMatchObject({ phase: 'listing', done: 10, total: 0 });
    send(app, 'progress', { phase: 'ingesting', done: 2500, total: 10000, eta_ms: 7000 });
    expect(app.progress).toEqual({ phase: 'ingesting', done: 2500, total: 10000, etaMs: 7000 });
    send(app, 'item', { item: 'a' });
    clock.run();
    await app.settled();
    expect(app.events.map((e) => e.type)).toEqual(['item']);
    expect(app.gaps).toBe(0);
    seq++; // a progress event lost: still a gap, still a reload
    send(app, 'progress', { phase: 'ingesting', done: 5000, total: 10000, eta_ms: 4000 });
    clock.run();
    await vi.advanceTimersByTimeAsync(300);
    expect(app.gaps).toBe(1);
    expect(reloads(srv.calls)).toBe(1);
    expect(app.progress?.done).toBe(5000);
  });

  it('ready hides the bar and loads everything again (the list so far was partial)', async () => {
    send(app, 'progress', { phase: 'ingesting', done: 9000, total: 10000, eta_ms: 500 });
    expect(app.progress).not.toBeNull();
    send(app, 'progress', { phase: 'ready', done: 10000, total: 10000, eta_ms: 0 });
    expect(app.progress).toBeNull();
    clock.run();
    await vi.advanceTimersByTimeAsync(300);
    expect(reloads(srv.calls)).toBe(1);
    expect(app.gaps).toBe(0);
  });

  it('the recall index build after ready shows the bar and, ending, reloads nothing', async () => {
    send(app, 'progress', { phase: 'indexing', done: 2048, total: 100000, eta_ms: 40000 });
    expect(app.progress).toEqual({ phase: 'indexing', done: 2048, total: 100000, etaMs: 40000 });
    send(app, 'progress', { phase: 'ready', done: 100000, total: 100000, eta_ms: 0 });
    expect(app.progress).toBeNull();
    clock.run();
    await vi.advanceTimersByTimeAsync(300);
    expect(reloads(srv.calls)).toBe(0);
    expect(app.events).toEqual([]);
  });

  it('before the stream is up, /healthz polling shows the bar until it says ok', async () => {
    srv.health.body = { status: 'starting', phase: 'ingesting', done: 100, total: 1000, fraction: 0.1 };
    await app.checkHealth();
    expect(app.progress).toMatchObject({ phase: 'ingesting', done: 100, total: 1000, etaMs: null });
    srv.health.body = { status: 'starting', phase: 'ingesting', done: 300, total: 1000, fraction: 0.3 };
    await vi.advanceTimersByTimeAsync(1000);
    expect(app.progress?.done).toBe(300);
    expect(app.progress?.etaMs).toBeGreaterThan(0); // estimated from the rate between answers
    srv.health.body = { status: 'ok', sources: [] };
    const polls = srv.calls.filter((c) => c === '/healthz').length;
    await vi.advanceTimersByTimeAsync(600);
    expect(app.progress).toBeNull();
    expect(reloads(srv.calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(srv.calls.filter((c) => c === '/healthz').length).toBe(polls + 1); // polling stopped
  });

  it('a server that is ready from the start shows no bar and loads nothing twice', async () => {
    await app.checkHealth();
    await vi.advanceTimersByTimeAsync(2000);
    expect(app.progress).toBeNull();
    expect(srv.calls.filter((c) => c === '/healthz')).toHaveLength(1);
    expect(reloads(srv.calls)).toBe(0);
  });
});

describe('first load', () => {
  it('shows the first page at once, then each time the count doubles', async () => {
    const all = Array.from({ length: 5500 }, (_, i) => mk({ id: 'i' + String(i).padStart(5, '0') }));
    const seen: number[] = [];
    const f = async (url: string | URL | Request, init?: RequestInit) => {
      const u = new URL(String(url), 'http://x');
      const after = u.searchParams.get('cursor') ?? '';
      const start = after ? all.findIndex((it) => it.id === after) + 1 : 0;
      const page = all.slice(start, start + 1000);
      const next = start + 1000 < all.length ? page[page.length - 1].id : '';
      return { status: 200, ok: true, headers: { get: () => 'application/json' }, json: async () => ({ items: page, next_cursor: next }) } as unknown as Response;
    };
    const app = new AppState(new Client('', f as typeof fetch), () => {});
    const spy = vi.spyOn(app, 'items', 'set').mockImplementation(function (this: AppState, v: Item[]) {
      seen.push(v.length);
    });
    await app.reload();
    spy.mockRestore();
    expect(seen).toEqual([1000, 2000, 4000, 5500]);
    expect(app.partial).toBe(false);
    expect(app.lastLoad.count).toBe(5500);
  });
});

describe('reload', () => {
  /** A paging server: pages of `size` items; each page's answer waits until the test lets it go. */
  function pager(all: () => Item[], size = 2) {
    const calls: string[] = [];
    const waiting: (() => void)[] = [];
    const f = async (url: string | URL | Request, init?: RequestInit) => {
      const u = new URL(String(url), 'http://x');
      calls.push(u.searchParams.get('cursor') ?? '');
      await new Promise<void>((r) => waiting.push(r));
      const list = all();
      const after = u.searchParams.get('cursor') ?? '';
      const start = after ? list.findIndex((it) => it.id === after) + 1 : 0;
      const page = list.slice(start, start + size).map((it) => JSON.parse(JSON.stringify(it)));
      const next = start + size < list.length ? page[page.length - 1].id : '';
      return { status: 200, ok: true, headers: { get: () => 'application/json' }, json: async () => ({ items: page, next_cursor: next }) } as unknown as Response;
    };
    const release = async () => {
      while (waiting.length) {
        waiting.splice(0).forEach((r) => r());
        for (let i = 0; i < 10; i++) await Promise.resolve();
      }
    };
    return { calls, waiting, release, client: new Client('', f as typeof fetch) };
  }

  it('keeps the objects of unchanged items; a reload that changes nothing keeps the list', async () => {
    let server = ['a', 'b', 'c', 'd', 'e'].map((id) => mk({ id }));
    const p = pager(() => server);
    const app = new AppState(p.client, () => {});
    const r1 = app.reload();
    await p.release();
    await r1;
    const first = app.items;
    expect(first.map((it) => it.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // b changed, c gone (the rest move up), f new.
    server = [server[0], mk({ id: 'b', text: 'B' }), server[3], server[4], mk({ id: 'f' })];
    const r2 = app.reload();
    await p.release();
    await r2;
    expect(app.items.map((it) => [it.id, it.text])).toEqual([
      ['a', 'text a'],
      ['b', 'B'],
      ['d', 'text d'],
      ['e', 'text e'],
      ['f', 'text f'],
    ]);
    expect(app.items[0]).toBe(first[0]);
    expect(app.items[1]).not.toBe(first[1]);
    expect(app.items[2]).toBe(first[3]);
    expect(app.items[3]).toBe(first[4]);
    const second = app.items;
    const r3 = app.reload();
    await p.release();
    await r3;
    expect(app.items).toBe(second);
  });

  it('a newer load stops an older one paging', async () => {
    const server = Array.from({ length: 10 }, (_, i) => mk({ id: 'i' + i }));
    const p = pager(() => server);
    const app = new AppState(p.client, () => {});
    const r1 = app.reload();
    expect(p.calls).toEqual(['']);
    const r2 = app.reload(); // before the first page of the first load
    expect(p.calls).toEqual(['', '']);
    await p.release();
    await Promise.all([r1, r2]);
    // The first load stopped at its first page; the second paged to the end.
    expect(p.calls.filter((c) => c === '')).toHaveLength(2);
    expect(p.calls).toHaveLength(2 + 4);
    expect(app.items.map((it) => it.id)).toEqual(server.map((it) => it.id));
    expect(app.loading).toBe(false);
  });

  it('sameValue compares JSON values by content', () => {
    expect(sameValue(mk({ id: 'a' }), JSON.parse(JSON.stringify(mk({ id: 'a' }))))).toBe(true);
    expect(sameValue(mk({ id: 'a', flags: [{ rule: 'r', class: 'secret', detail: '', start: 0, end: 1 }] }), mk({ id: 'a', flags: [] }))).toBe(false);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue({ s: { x: [1, { y: 'z' }] } }, { s: { x: [1, { y: 'z' }] } })).toBe(true);
    expect(sameValue({ s: { x: [1, { y: 'z' }] } }, { s: { x: [1, { y: 'Z' }] } })).toBe(false);
  });
});

describe('frames', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a window that gets no animation frames still applies events, within half a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rafs: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => rafs.push(cb)); // hidden: never called
    const srv = fakeServer([mk({ id: 'a' })]);
    const app = new AppState(srv.client);
    app.items = [mk({ id: 'a' })];
    srv.items.set('a', mk({ id: 'a', text: 'changed' }));
    app.onEvent('item', JSON.stringify({ seq: 1, type: 'item', item: 'a' }), '1');
    app.onEvent('item', JSON.stringify({ seq: 2, type: 'item', item: 'a' }), '2');
    await vi.advanceTimersByTimeAsync(400);
    expect(itemFetches(srv.calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await app.settled();
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a']);
    expect(app.items[0].text).toBe('changed');
    expect(rafs).toHaveLength(1);
    rafs[0](0); // a late frame runs nothing twice
    await app.settled();
    expect(itemFetches(srv.calls)).toEqual(['/v1/items/a']);
  });
});

describe('upsert', () => {
  it('replaces in place, appends new ones, and follows a list replaced from outside', () => {
    const app = new AppState(new Client('', (async () => new Response()) as typeof fetch), () => {});
    app.items = ['a', 'b', 'c'].map((id) => mk({ id }));
    app.upsert(mk({ id: 'b', text: 'B' }), mk({ id: 'e' }), mk({ id: 'e', text: 'E' }));
    expect(app.items.map((it) => [it.id, it.text])).toEqual([
      ['a', 'text a'],
      ['b', 'B'],
      ['c', 'text c'],
      ['e', 'E'],
    ]);
    app.items = ['z', 'b'].map((id) => mk({ id })); // a reload
    app.upsert(mk({ id: 'b', text: 'B2' }), mk({ id: 'a' }));
    expect(app.items.map((it) => [it.id, it.text])).toEqual([
      ['z', 'text z'],
      ['b', 'B2'],
      ['a', 'text a'],
    ]);
    const before = app.items;
    app.upsert();
    expect(app.items).toBe(before);
  });
});
