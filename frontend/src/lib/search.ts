// The memories view's list at 100,000 items: sorted once and then kept
// sorted as the list changes, searched through an index built once, and
// filtered per keystroke in one walk of typed arrays.
//
// A new list (a reload, an event's upsert, the next page of the first
// load) mostly holds the same item objects at the same positions as the
// last one: the state keeps unchanged items' objects across reloads. So
// both the sort and the search index are carried over from the last list
// by position and identity, and only the items that changed cost work:
// one changed item re-sorts 100,000 by a merge, not by sorting again.
import { haystack, queryWords, time, type Filters, type SortKey } from './filter';
import { STATUSES, type Item, type Status } from './types';

/** numKey is an item's numeric sort key (0 for "source", which compares paths). */
function numKey(it: Item, key: SortKey): number {
  switch (key) {
    case 'newest':
    case 'oldest':
      return time(it.recorded_at);
    case 'confidence':
      return it.confidence;
    case 'served':
      return it.served_count;
    default:
      return 0;
  }
}

const byId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** compare orders two items as sortItems does, given their numeric keys. */
function compare(key: SortKey, a: Item, ka: number, b: Item, kb: number): number {
  switch (key) {
    case 'newest':
      return kb - ka || byId(a, b);
    case 'oldest':
      return ka - kb || byId(a, b);
    case 'confidence':
    case 'served':
      return kb - ka || byId(a, b);
    default:
      return a.source.path.localeCompare(b.source.path) || a.source.line - b.source.line || byId(a, b);
  }
}

/**
 * A list sorted by one key: items[k] is list[order[k]], whose sort key is
 * keys[k] and whose status is STATUSES[status[k]] (NO_STATUS for one the
 * UI does not know); counts counts every item per status.
 */
export interface SortedList {
  list: Item[];
  key: SortKey;
  items: Item[];
  order: Int32Array;
  keys: Float64Array;
  status: Uint8Array;
  counts: Counts;
}

export type Counts = Record<Status | 'all', number>;

const NO_STATUS = 255;
const statusCode = new Map<string, number>(STATUSES.map((s, i) => [s, i]));

function noCounts(): Counts {
  return { all: 0, candidate: 0, active: 0, needs_review: 0, stale: 0, superseded: 0, rejected: 0 };
}

/** sortPositions sorts the given positions of list by key. */
function sortPositions(list: Item[], at: ArrayLike<number>, key: SortKey): { order: Int32Array; keys: Float64Array } {
  const d = new Array<{ i: number; it: Item; k: number }>(at.length);
  for (let j = 0; j < at.length; j++) {
    const it = list[at[j]];
    d[j] = { i: at[j], it, k: numKey(it, key) };
  }
  d.sort((a, b) => compare(key, a.it, a.k, b.it, b.k));
  const order = new Int32Array(d.length);
  const keys = new Float64Array(d.length);
  for (let j = 0; j < d.length; j++) {
    order[j] = d[j].i;
    keys[j] = d[j].k;
  }
  return { order, keys };
}

const code = (it: Item) => statusCode.get(it.status) ?? NO_STATUS;

/** counted fills in counts from per-code tallies (the last slot: statuses the UI does not know). */
function counted(all: number, per: Float64Array): Counts {
  const c = noCounts();
  c.all = all;
  STATUSES.forEach((st, i) => (c[st] = per[i]));
  return c;
}

function build(list: Item[], key: SortKey, order: Int32Array, keys: Float64Array): SortedList {
  const items = new Array<Item>(order.length);
  const status = new Uint8Array(order.length);
  const per = new Float64Array(STATUSES.length + 1);
  for (let k = 0; k < order.length; k++) {
    const c = code((items[k] = list[order[k]]));
    status[k] = c;
    per[c === NO_STATUS ? STATUSES.length : c]++;
  }
  return { list, key, items, order, keys, status, counts: counted(items.length, per) };
}

/**
 * resort sorts list by carrying prev's order over: the items still at
 * their positions keep their relative order (and their keys and status
 * codes), the others (changed, added, moved) are sorted alone and merged
 * in. With nothing carried over it is a sort and a merge, no slower than
 * sorting; with one item changed, a walk of typed arrays.
 */
function resort(list: Item[], prev: SortedList): SortedList {
  const n = list.length;
  const pn = prev.list.length;
  const m = Math.min(n, pn);
  const kept = new Uint8Array(pn);
  const fresh: number[] = [];
  for (let i = 0; i < m; i++) {
    if (list[i] === prev.list[i]) kept[i] = 1;
    else fresh.push(i);
  }
  for (let i = m; i < n; i++) fresh.push(i);
  const key = prev.key;
  const add = sortPositions(list, fresh, key);
  const ao = add.order;
  const ak = add.keys;
  const items = new Array<Item>(n);
  const order = new Int32Array(n);
  const keys = new Float64Array(n);
  const status = new Uint8Array(n);
  const per = new Float64Array(STATUSES.length + 1);
  const { order: po, keys: pk, status: ps, items: pi } = prev;
  let a = 0; // into prev's order
  let b = 0; // into add
  for (let o = 0; o < n; o++) {
    while (a < po.length && !kept[po[a]]) a++;
    if (a < po.length && (b >= ao.length || compare(key, pi[a], pk[a], list[ao[b]], ak[b]) <= 0)) {
      items[o] = pi[a];
      order[o] = po[a];
      keys[o] = pk[a];
      status[o] = ps[a++];
    } else {
      const it = (items[o] = list[ao[b]]);
      order[o] = ao[b];
      keys[o] = ak[b++];
      status[o] = code(it);
    }
    per[status[o] === NO_STATUS ? STATUSES.length : status[o]]++;
  }
  return { list, key, items, order, keys, status, counts: counted(n, per) };
}

// Per list (by identity) and key, the sorted list; per key, the last one
// made, which the next list's sort carries over.
const sorts = new WeakMap<Item[], Map<SortKey, SortedList>>();
const lastSort = new Map<SortKey, SortedList>();

/** sortedList sorts list by key, remembered per list and key; the result must not be changed. */
export function sortedList(list: Item[], key: SortKey): SortedList {
  let m = sorts.get(list);
  if (!m) sorts.set(list, (m = new Map()));
  let r = m.get(key);
  if (!r) {
    const prev = lastSort.get(key);
    if (prev) r = resort(list, prev);
    else {
      const all = new Int32Array(list.length);
      for (let i = 0; i < all.length; i++) all[i] = i;
      const s = sortPositions(list, all, key);
      r = build(list, key, s.order, s.keys);
    }
    m.set(key, r);
    lastSort.set(key, r);
  }
  return r;
}

/**
 * Items per block of the search index: a block's text is joined, and
 * joined again whole when one of its items changes (an upsert's few
 * changed items rejoin a few hundred texts, not thousands).
 */
const BLOCK = 256;

/**
 * A search index over a list: each item's folded search text (haystack),
 * and per block of BLOCK items those texts joined by newlines, with where
 * each item starts. A search word (never whitespace) is found with one
 * indexOf per match across a block, not one includes per item.
 */
export class SearchIndex {
  readonly list: Item[];
  readonly hay: string[];
  private readonly blocks: (string | null)[];
  private readonly starts: (Int32Array | null)[];
  private filled = 0; // hay[0..filled) are set
  private prev: SearchIndex | null;
  /** scratch marks, one per item */
  private mark: Uint8Array;

  constructor(list: Item[], prev: SearchIndex | null) {
    this.list = list;
    const nb = Math.ceil(list.length / BLOCK);
    this.blocks = new Array(nb).fill(null);
    this.starts = new Array(nb).fill(null);
    this.hay = new Array(list.length);
    this.mark = new Uint8Array(list.length);
    this.prev = prev;
  }

  /** fill folds and joins up to `budget` ms (Infinity: all), carrying over what prev had for the same objects. */
  fill(budget = Infinity): boolean {
    const end = performance.now() + budget;
    const list = this.list;
    const p = this.prev;
    while (this.filled < list.length) {
      const b = Math.floor(this.filled / BLOCK);
      const from = b * BLOCK;
      const to = Math.min(list.length, from + BLOCK);
      // The block is carried over whole when prev joined the same range of the same objects.
      let same = p !== null && p.blocks[b] != null && Math.min(p.list.length, from + BLOCK) === to;
      for (let i = from; i < to; i++) {
        const it = list[i];
        if (p && i < p.list.length && p.list[i] === it && i < p.filled) this.hay[i] = p.hay[i];
        else {
          this.hay[i] = haystack(it);
          same = false;
        }
      }
      if (same) {
        this.blocks[b] = p!.blocks[b];
        this.starts[b] = p!.starts[b];
      } else this.join(b);
      this.filled = to;
      if (performance.now() > end) return false;
    }
    this.prev = null;
    return true;
  }

  private join(b: number): void {
    const from = b * BLOCK;
    const to = Math.min(this.list.length, from + BLOCK);
    const st = new Int32Array(to - from + 1);
    let at = 0;
    for (let i = from; i < to; i++) {
      st[i - from] = at;
      at += this.hay[i].length + 1;
    }
    st[to - from] = at;
    this.starts[b] = st;
    this.blocks[b] = this.hay.slice(from, to).join('\n');
  }

  /**
   * matching marks the items whose text holds every word (no word may
   * hold whitespace) and returns the marks: 1 for a match, 0 otherwise.
   * The longest word is searched across the blocks; the others only in
   * the texts it matched.
   */
  matching(words: string[]): Uint8Array {
    this.fill();
    const mark = this.mark;
    mark.fill(0);
    const ws = [...words].sort((a, b) => b.length - a.length);
    const first = ws[0];
    const rest = ws.slice(1);
    const hay = this.hay;
    for (let b = 0; b < this.blocks.length; b++) {
      const s = this.blocks[b]!;
      const st = this.starts[b]!;
      const base = b * BLOCK;
      let k = 0;
      let p = s.indexOf(first);
      while (p >= 0) {
        while (st[k + 1] <= p) k++;
        const i = base + k;
        let ok = true;
        for (const w of rest)
          if (!hay[i].includes(w)) {
            ok = false;
            break;
          }
        if (ok) mark[i] = 1;
        p = s.indexOf(first, st[k + 1]);
      }
    }
    return mark;
  }
}

const indexes = new WeakMap<Item[], SearchIndex>();
let lastIndex: SearchIndex | null = null;

/** searchIndex is the list's search index, remembered per list; it is filled when first searched, or ahead by warmIndex. */
export function searchIndex(list: Item[]): SearchIndex {
  let x = indexes.get(list);
  if (!x) {
    x = new SearchIndex(list, lastIndex);
    indexes.set(list, x);
    lastIndex = x;
  }
  return x;
}

// The index being filled in the background, and the task that fills it.
let warming: SearchIndex | null = null;
let warmTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * warmIndex fills x ahead of the first keystroke, ~8 ms a task, until it
 * is full or another index is warmed instead. It goes on when the view
 * that asked is closed: folding 100,000 texts takes a few hundred ms, so
 * a view opened, left and opened again would otherwise start over (the
 * next list's index carries over what this one filled).
 */
export function warmIndex(x: SearchIndex): void {
  warming = x;
  warmTimer ??= setTimeout(warm, 50);
}

function warm(): void {
  warmTimer = undefined;
  const x = warming;
  if (!x) return;
  if (x.fill(8) && warming === x) warming = null;
  if (warming) warmTimer = setTimeout(warm, 0);
}

/**
 * filterList gives the sorted items that pass every filter, and per status
 * the items that pass every filter but the status one (what
 * filterAndCount gives for the sorted items), in one walk of the sorted
 * order. index must index the same list as s.
 */
export function filterList(s: SortedList, index: SearchIndex, f: Filters): { shown: Item[]; counts: Counts } {
  // Read each filter once: f may be a reactive proxy, whose every read costs.
  const { status, source, category, scope, privacy } = f;
  const words = queryWords(f.q);
  const items = s.items;
  const st = s.status;
  // The status filter as a code (a status the UI does not know is compared as text).
  const want = status ? statusCode.get(status) ?? -1 : -1;
  const keep = (k: number) => !status || (want >= 0 ? st[k] === want : items[k].status === status);
  if (!source && !category && !scope && !privacy && !words.length) {
    if (!status) return { shown: items, counts: { ...s.counts } };
    const shown: Item[] = [];
    for (let k = 0; k < items.length; k++) if (keep(k)) shown.push(items[k]);
    return { shown, counts: { ...s.counts } };
  }
  if (index.list !== s.list) throw new Error('filterList: the index is of another list');
  const mark = words.length ? index.matching(words) : null;
  const order = s.order;
  const per = new Float64Array(STATUSES.length + 1);
  let all = 0;
  const shown: Item[] = [];
  for (let k = 0; k < items.length; k++) {
    if (mark && !mark[order[k]]) continue;
    if (source || category || scope || privacy) {
      const it = items[k];
      if (source && it.source.kind !== source && it.source.path !== source) continue;
      if (category && it.category !== category) continue;
      if (scope && it.scope !== scope) continue;
      if (privacy && it.privacy !== privacy) continue;
    }
    all++;
    const c = st[k];
    per[c === NO_STATUS ? STATUSES.length : c]++;
    if (keep(k)) shown.push(items[k]);
  }
  const counts = noCounts();
  counts.all = all;
  STATUSES.forEach((x, i) => (counts[x] = per[i]));
  return { shown, counts };
}
