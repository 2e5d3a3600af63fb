// Filtering, sorting and counting for the memories view and the queue.
import type { Item, Status } from './types';

export interface Filters {
  status: string; // '' = any
  source: string; // source kind or path; '' = any
  category: string;
  scope: string;
  privacy: string;
  q: string;
}

export const noFilters: Filters = { status: '', source: '', category: '', scope: '', privacy: '', q: '' };

export type SortKey = 'newest' | 'oldest' | 'confidence' | 'served' | 'source';

/** fold lowercases and strips accents so "bjorn" finds "Björn". */
export function fold(s: string): string {
  // ASCII needs no normalising: the common case costs a lowercase only.
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(s)) return s.toLowerCase();
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

// Per item object (items are replaced, never changed, so an object's
// derived values stay valid): the folded search text and the word set.
const hays = new WeakMap<Item, string>();
const words = new WeakMap<Item, Int32Array>();

/** haystack is the folded text search looks in, computed once per item object. */
export function haystack(it: Item): string {
  let h = hays.get(it);
  if (h === undefined) {
    h = fold(`${it.text} ${it.id} ${it.category} ${it.key} ${it.source.path}`);
    hays.set(it, h);
  }
  return h;
}

/** matches reports whether it passes every filter; q matches every word in text, id, category, key or path. */
export function matches(it: Item, f: Filters, words = queryWords(f.q)): boolean {
  if (f.status && it.status !== f.status) return false;
  if (f.source && it.source.kind !== f.source && it.source.path !== f.source) return false;
  if (f.category && it.category !== f.category) return false;
  if (f.scope && it.scope !== f.scope) return false;
  if (f.privacy && it.privacy !== f.privacy) return false;
  if (words.length) {
    const hay = haystack(it);
    for (const w of words) if (!hay.includes(w)) return false;
  }
  return true;
}

export function queryWords(q: string): string[] {
  return fold(q).split(/\s+/).filter(Boolean);
}

export function applyFilters(items: Item[], f: Filters): Item[] {
  const words = queryWords(f.q);
  if (!words.length && !f.status && !f.source && !f.category && !f.scope && !f.privacy) return items;
  return items.filter((it) => matches(it, f, words));
}

/**
 * time is a date's milliseconds for sorting; 0 for none or one that does
 * not parse (NaN would make the order depend on the sort's path).
 */
export const time = (s: string | null) => (s ? Date.parse(s) || 0 : 0);

export function sortItems(items: Item[], key: SortKey): Item[] {
  // Decorate once: parsing dates inside the comparator costs 10,000 × log
  // 10,000 parses, which is most of the memories view's first render.
  const keyed = items.map((it) => ({ it, t: key === 'newest' || key === 'oldest' ? time(it.recorded_at) : 0 }));
  const byId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const by: Record<SortKey, (a: { it: Item; t: number }, b: { it: Item; t: number }) => number> = {
    newest: (a, b) => b.t - a.t || byId(a.it, b.it),
    oldest: (a, b) => a.t - b.t || byId(a.it, b.it),
    confidence: (a, b) => b.it.confidence - a.it.confidence || byId(a.it, b.it),
    served: (a, b) => b.it.served_count - a.it.served_count || byId(a.it, b.it),
    source: (a, b) => a.it.source.path.localeCompare(b.it.source.path) || a.it.source.line - b.it.source.line || byId(a.it, b.it),
  };
  return keyed.sort(by[key]).map((k) => k.it);
}

/** countByStatus counts items per status over the items that pass every filter except status. */
export function countByStatus(items: Item[], f: Filters): Record<Status | 'all', number> {
  const c = { all: 0, candidate: 0, active: 0, needs_review: 0, stale: 0, superseded: 0, rejected: 0 };
  const rest = { ...f, status: '' };
  const words = queryWords(f.q);
  for (const it of items) {
    if (!matches(it, rest, words)) continue;
    c.all++;
    c[it.status]++;
  }
  return c;
}

type Facets = { sources: string[]; categories: string[]; scopes: string[] };

const facetMemo = new WeakMap<Item[], Facets>();
// The last list's menus and how many of its items hold each value: the
// next list (mostly the same objects at the same positions) only counts
// what changed, and keeps the menus when no value came or went.
let lastFacets: { list: Item[]; r: Facets; n: Map<string, number>[] } | null = null;

const facetValues = (it: Item) => [it.source.path, it.category, it.scope];

/** allFacets lists the sources, categories and scopes of a list, remembered per list (the same object while they stay the same). */
export function allFacets(items: Item[]): Facets {
  let r = facetMemo.get(items);
  if (r) return r;
  const last = lastFacets;
  const gone: Item[] = [];
  const came: Item[] = [];
  if (last) {
    const m = Math.min(items.length, last.list.length);
    for (let i = 0; i < m; i++)
      if (items[i] !== last.list[i]) {
        gone.push(last.list[i]);
        came.push(items[i]);
      }
    for (let i = m; i < last.list.length; i++) gone.push(last.list[i]);
    for (let i = m; i < items.length; i++) came.push(items[i]);
  }
  let n: Map<string, number>[];
  let changed = true;
  if (last && gone.length + came.length < items.length / 2) {
    n = last.n;
    changed = false;
    // Counted in before out: a value both left and came back never reaches 0 on the way.
    for (const it of came)
      facetValues(it).forEach((v, f) => {
        const c = n[f].get(v) ?? 0;
        n[f].set(v, c + 1);
        if (!c) changed = true;
      });
    for (const it of gone)
      facetValues(it).forEach((v, f) => {
        const c = n[f].get(v)! - 1;
        if (c) n[f].set(v, c);
        else (n[f].delete(v), (changed = true));
      });
  } else {
    n = [new Map(), new Map(), new Map()];
    for (const it of items) facetValues(it).forEach((v, f) => n[f].set(v, (n[f].get(v) ?? 0) + 1));
  }
  if (changed || !last) {
    const list = (x: Map<string, number>) => [...x.keys()].filter(Boolean).sort();
    r = { sources: list(n[0]), categories: list(n[1]), scopes: list(n[2]) };
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
    if (last && same(r.sources, last.r.sources) && same(r.categories, last.r.categories) && same(r.scopes, last.r.scopes)) r = last.r;
  } else r = last.r;
  facetMemo.set(items, r);
  lastFacets = { list: items, r, n };
  return r;
}

// The last count of countStatus, which the next list's count carries over.
let lastCount: { list: Item[]; status: Status; n: number } | null = null;

/**
 * countStatus counts the items with a status. A list that holds mostly
 * the same objects at the same positions as the last one counted (a
 * reload, an upsert) costs a walk comparing objects, not statuses.
 */
export function countStatus(items: Item[], status: Status): number {
  const last = lastCount;
  let n = 0;
  if (last && last.status === status) {
    if (last.list === items) return last.n;
    const was = last.list;
    const m = Math.min(items.length, was.length);
    n = last.n;
    for (let i = 0; i < m; i++) if (items[i] !== was[i]) n += +(items[i].status === status) - +(was[i].status === status);
    for (let i = m; i < was.length; i++) n -= +(was[i].status === status);
    for (let i = m; i < items.length; i++) n += +(items[i].status === status);
  } else for (const it of items) n += +(it.status === status);
  lastCount = { list: items, status, n };
  return n;
}

/** facets lists the distinct values of a field, sorted, for filter menus. */
export function facets(items: Item[], get: (it: Item) => string): string[] {
  return [...new Set(items.map(get).filter(Boolean))].sort();
}

// The last review queue, which the next list's queue is patched from.
let lastQueue: { list: Item[]; queue: Item[] } | null = null;

/** Past this many items changed since the last queue, sorting again is cheaper than patching. */
const QUEUE_PATCH_MAX = 256;

/** newer orders items newest first, then by id: sortItems' 'newest'. */
const newer = (a: Item, b: Item) => time(b.recorded_at) - time(a.recorded_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** at is where it belongs in queue (sorted by newer): the first index not before it. */
function at(queue: Item[], it: Item): number {
  let lo = 0;
  let hi = queue.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newer(queue[mid], it) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * without is a review queue less some of its items, found by where they
 * sort: a keyboard triage's rows leave a 10,000-item queue in
 * microseconds, not in a walk of it. An item not where it sorts (a copy
 * other than the queue's) is looked for by id.
 */
export function without(queue: Item[], gone: Item[]): Item[] {
  if (!gone.length) return queue;
  let out = queue;
  for (const it of gone) {
    let j = at(out, it);
    if (out[j]?.id !== it.id) j = out.findIndex((q) => q.id === it.id);
    if (j < 0) continue;
    if (out === queue) out = queue.slice();
    out.splice(j, 1);
  }
  return out;
}

/**
 * reviewQueue: the items awaiting review, newest first. Every accept
 * changes the item list, and sorting 10,000 held items again (their dates
 * parsed) held up a keyboard triage at 100,000 items for ~40 ms a key; a
 * list that differs from the last one in a few objects at the same
 * positions (an upsert, a reload that changed little) patches the last
 * queue instead: each changed item leaves it and, still held, goes back
 * in its place.
 */
export function reviewQueue(items: Item[]): Item[] {
  const last = lastQueue;
  if (last?.list === items) return last.queue;
  let queue: Item[] | null = null;
  if (last && items.length >= last.list.length) {
    const was = last.list;
    const changed: number[] = [];
    for (let i = 0; i < items.length && changed.length <= QUEUE_PATCH_MAX; i++) if (i >= was.length || items[i] !== was[i]) changed.push(i);
    if (changed.length <= QUEUE_PATCH_MAX) {
      queue = last.queue.slice();
      for (const i of changed) {
        const old = was[i];
        if (old?.status === 'needs_review') {
          const j = at(queue, old);
          if (queue[j] === old) queue.splice(j, 1);
          else queue = null; // not where it should be: sort again
        }
        if (!queue) break;
        if (items[i].status === 'needs_review') queue.splice(at(queue, items[i]), 0, items[i]);
      }
    }
  }
  queue ??= sortItems(
    items.filter((it) => it.status === 'needs_review'),
    'newest',
  );
  lastQueue = { list: items, queue };
  return queue;
}

/** title is a one-line label for an item: its first non-empty line without heading marks. */
export function title(it: Pick<Item, 'text'>, max = 120): string {
  const line = it.text.split('\n').map((l) => l.replace(/^#+\s*/, '').trim()).find(Boolean) ?? '';
  return line.length > max ? line.slice(0, max - 1) + '…' : line;
}

/** basename of a path, for compact source labels. */
export function basename(p: string): string {
  const i = Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\'));
  return i < 0 ? p : p.slice(i + 1);
}

/** words of a text for similarity: folded, 3+ letters. */
function wordSet(s: string): Set<string> {
  return new Set(fold(s).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));
}

// Words as numbers: an item's word set is a small sorted Int32Array, so
// 100,000 of them are a few MB, not 100,000 Sets for the collector.
const wordIds = new Map<string, number>();

function idsOf(set: Set<string>): Int32Array {
  const a = new Int32Array(set.size);
  let i = 0;
  for (const w of set) {
    let id = wordIds.get(w);
    if (id === undefined) wordIds.set(w, (id = wordIds.size));
    a[i++] = id;
  }
  return a.sort();
}

/** itemWords is an item's word set (sorted word ids), computed once per item object. */
function itemWords(it: Item): Int32Array {
  let w = words.get(it);
  if (!w) {
    w = idsOf(wordSet(it.text));
    words.set(it, w);
  }
  return w;
}

/** similarity is the Jaccard index of two texts' word sets. */
export function similarity(a: string, b: string): number {
  return jaccard(idsOf(wordSet(a)), idsOf(wordSet(b)));
}

/** jaccard of two sorted id arrays, by merging them. */
function jaccard(A: Int32Array, B: Int32Array): number {
  if (!A.length || !B.length) return 0;
  let n = 0;
  for (let i = 0, j = 0; i < A.length && j < B.length; ) {
    if (A[i] === B[j]) {
      n++;
      i++;
      j++;
    } else if (A[i] < B[j]) i++;
    else j++;
  }
  return n / (A.length + B.length - n);
}

/** related finds what a reviewer should see beside an item: the active item
 * with its key (which accepting would supersede) and near-duplicates. */
export function related(it: Item, all: Item[], threshold = 0.45, max = 3): Related {
  const steps = relatedSteps(it, all, threshold, max, Infinity);
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

export interface Related {
  supersedes: Item | null;
  near: Item[];
}

/**
 * relatedSteps is related() in slices of `chunk` items: it yields between
 * slices, so a caller can spread 100,000 comparisons over several tasks
 * (and drop them when the cursor moves on) instead of blocking a frame.
 */
export function* relatedSteps(it: Item, all: Item[], threshold = 0.45, max = 3, chunk = 1000): Generator<void, Related, void> {
  let supersedes: Item | null = null;
  const near: { it: Item; s: number }[] = [];
  const mine = itemWords(it);
  for (let i = 0; i < all.length; i++) {
    if (i > 0 && i % chunk === 0) yield;
    const o = all[i];
    if (o.id === it.id || o.status === 'rejected') continue;
    if (it.key && o.key === it.key && o.status === 'active') supersedes = o;
    else {
      const s = jaccard(mine, itemWords(o));
      if (s >= threshold) near.push({ it: o, s });
    }
  }
  near.sort((a, b) => b.s - a.s);
  return { supersedes, near: near.slice(0, max).map((n) => n.it) };
}
