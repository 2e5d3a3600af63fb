// Applying a batched accept or reject (POST /v1/items/batch) to the list
// the UI holds: each item that succeeded takes the status the server
// answered; the rest are reported.
import { STATUSES, type BatchResult, type Item, type Status } from './types';

export interface Applied {
  /** the items that changed, with their new status */
  updated: Item[];
  /** the ids that failed, with why (an id the server did not answer for counts) */
  failed: { id: string; error: string }[];
}

export function applyBatch(items: Item[], action: 'accept' | 'reject', ids: string[], results: BatchResult[]): Applied {
  const byId = new Map<string, Item>();
  const want = new Set(ids);
  for (const it of items) if (want.has(it.id)) byId.set(it.id, it);
  const fallback: Status = action === 'accept' ? 'active' : 'rejected';
  const updated: Item[] = [];
  const failed: { id: string; error: string }[] = [];
  const answered = new Set<string>();
  for (const r of results) {
    answered.add(r.id);
    if (r.error) {
      failed.push({ id: r.id, error: r.error });
      continue;
    }
    const it = byId.get(r.id);
    if (!it) continue; // not in the list: the event stream brings it
    const status = r.status && (STATUSES as string[]).includes(r.status) ? (r.status as Status) : fallback;
    updated.push({ ...it, status });
  }
  for (const id of ids) if (!answered.has(id)) failed.push({ id, error: 'no answer from the server' });
  return { updated, failed };
}
