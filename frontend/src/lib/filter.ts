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

/**
 * filterAndCount is applyFilters and countByStatus in one pass: the items
 * that pass every filter (in the order given, so filter a sorted list and
 * the result stays sorted), and per status the items that pass every
 * filter but the status one. 100,000 items cost one walk per keystroke.
 */
export function filterAndCount(items: Item[], f: Filters): { shown: Item[]; counts: Record<Status | 'all', number> } {
  const c = { all: 0, candidate: 0, active: 0, needs_review: 0, stale: 0, superseded: 0, rejected: 0 };
  if (!f.source && !f.category && !f.scope && !f.privacy && !queryWords(f.q).length) {
    // Only a status (or nothing): a count, and no copy when nothing is filtered.
    for (const it of items) c[it.status]++;
    c.all = items.length;
    return { shown: f.status ? items.filter((it) => it.status === f.status) : items, counts: c };
  }
  const rest = { ...f, status: '' };
  const words = queryWords(f.q);
  const shown: Item[] = [];
  for (const it of items) {
    if (!matches(it, rest, words)) continue;
    c.all++;
    c[it.status]++;
    if (!f.status || it.status === f.status) shown.push(it);
  }
  return { shown, counts: c };
}

export function queryWords(q: string): string[] {
  return fold(q).split(/\s+/).filter(Boolean);
}

export function applyFilters(items: Item[], f: Filters): Item[] {
  const words = queryWords(f.q);
  return items.filter((it) => matches(it, f, words));
}

const time = (s: string | null) => (s ? Date.parse(s) : 0);

// The last sorts of each list (by array identity): switching views and
// back, or between sort keys, does not sort 100,000 items again.
const sorts = new WeakMap<Item[], Map<SortKey, Item[]>>();

/** sortedOnce is sortItems remembered per list and key; the result must not be changed. */
export function sortedOnce(items: Item[], key: SortKey): Item[] {
  let m = sorts.get(items);
  if (!m) sorts.set(items, (m = new Map()));
  let r = m.get(key);
  if (!r) m.set(key, (r = sortItems(items, key)));
  return r;
}

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

const facetMemo = new WeakMap<Item[], { sources: string[]; categories: string[]; scopes: string[] }>();

/** allFacets lists the sources, categories and scopes of a list in one walk, remembered per list. */
export function allFacets(items: Item[]): { sources: string[]; categories: string[]; scopes: string[] } {
  let r = facetMemo.get(items);
  if (!r) {
    const s = new Set<string>(), c = new Set<string>(), sc = new Set<string>();
    for (const it of items) {
      s.add(it.source.path);
      c.add(it.category);
      sc.add(it.scope);
    }
    const list = (x: Set<string>) => [...x].filter(Boolean).sort();
    r = { sources: list(s), categories: list(c), scopes: list(sc) };
    facetMemo.set(items, r);
  }
  return r;
}

/**
 * narrowing returns filterAndCount with a memory, for one sorted list
 * (compared by identity): each answer is kept as the positions that
 * matched, by its filters and search text (the last 32). A search that
 * extends a remembered one (a person typing "nord" then "nordh") walks
 * only that one's matches; going back (Backspace) is a look-up. The walk
 * reads each item's folded text from an array beside the list, not a
 * map, so 100,000 items cost one pass of string searches.
 */
export function narrowing(): (items: Item[], f: Filters) => { shown: Item[]; counts: Record<Status | 'all', number> } {
  let list: Item[] | null = null;
  let hay: string[] = [];
  const memo = new Map<string, { other: string; q: string; idx: Int32Array }>();
  return (items, f) => {
    if (items !== list) {
      list = items;
      hay = [];
      memo.clear();
    }
    const q = fold(f.q).trimStart();
    const words = queryWords(f.q);
    const hasOther = Boolean(f.source || f.category || f.scope || f.privacy);
    let rest: Item[];
    if (!hasOther && !words.length) rest = items;
    else {
      const other = [f.source, f.category, f.scope, f.privacy].join('\u0000');
      const key = other + '\u0001' + q;
      let hit = memo.get(key);
      if (hit) {
        memo.delete(key); // most recently used last
        memo.set(key, hit);
      } else {
        let base: Int32Array | null = null;
        for (const m of memo.values()) if (m.other === other && q.startsWith(m.q) && (!base || m.idx.length < base.length)) base = m.idx;
        if (words.length && hay.length !== items.length) hay = items.map(haystack);
        const test = (i: number): boolean => {
          const it = items[i];
          if (f.source && it.source.kind !== f.source && it.source.path !== f.source) return false;
          if (f.category && it.category !== f.category) return false;
          if (f.scope && it.scope !== f.scope) return false;
          if (f.privacy && it.privacy !== f.privacy) return false;
          if (words.length) {
            const h = hay[i];
            for (const w of words) if (!h.includes(w)) return false;
          }
          return true;
        };
        const out: number[] = [];
        if (base) for (const i of base) test(i) && out.push(i);
        else for (let i = 0; i < items.length; i++) test(i) && out.push(i);
        hit = { other, q, idx: Int32Array.from(out) };
        memo.set(key, hit);
        if (memo.size > 32) memo.delete(memo.keys().next().value!);
      }
      const idx = hit.idx;
      rest = new Array<Item>(idx.length);
      for (let k = 0; k < idx.length; k++) rest[k] = items[idx[k]];
    }
    const c = { all: rest.length, candidate: 0, active: 0, needs_review: 0, stale: 0, superseded: 0, rejected: 0 };
    for (const it of rest) c[it.status]++;
    return { shown: f.status ? rest.filter((it) => it.status === f.status) : rest, counts: c };
  };
}

/** warmSearch folds items' search text ahead of the first keystroke, ~8 ms a task; the returned function stops it. */
export function warmSearch(items: Item[]): () => void {
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const end = performance.now() + 8;
    while (i < items.length && performance.now() < end) for (const stop = Math.min(items.length, i + 500); i < stop; i++) haystack(items[i]);
    if (i < items.length) timer = setTimeout(run, 0);
  };
  timer = setTimeout(run, 50);
  return () => clearTimeout(timer);
}

/** facets lists the distinct values of a field, sorted, for filter menus. */
export function facets(items: Item[], get: (it: Item) => string): string[] {
  return [...new Set(items.map(get).filter(Boolean))].sort();
}

/** queue: items awaiting review, newest first. */
export function reviewQueue(items: Item[]): Item[] {
  return sortItems(
    items.filter((it) => it.status === 'needs_review'),
    'newest',
  );
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
