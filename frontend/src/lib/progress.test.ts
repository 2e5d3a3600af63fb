// The first ingest's progress bar: estimates, words, and hiding at ready.
import { describe, expect, it } from 'vitest';
import { Client, BATCH_MAX } from './api';
import { applyBatch } from './batch';
import { mk } from './fixtures';
import { Estimator, formatEta, fraction, fromEvent, fromHealth, progressLabel } from './progress';

describe('progress', () => {
  it('formats the time left', () => {
    expect(formatEta(null)).toBe('estimating time left…');
    expect(formatEta(-1)).toBe('estimating time left…');
    expect(formatEta(NaN)).toBe('estimating time left…');
    expect(formatEta(0)).toBe('less than a second left');
    expect(formatEta(999)).toBe('less than a second left');
    expect(formatEta(1000)).toBe('about 1 s left');
    expect(formatEta(1001)).toBe('about 2 s left');
    expect(formatEta(59_000)).toBe('about 59 s left');
    expect(formatEta(60_000)).toBe('about 1 min left');
    expect(formatEta(150_000)).toBe('about 2 min 30 s left');
    expect(formatEta(20 * 60_000 + 20_000)).toBe('about 20 min left');
    expect(formatEta(2 * 3600_000 + 5 * 60_000)).toBe('about 2 h 5 min left');
  });

  it('reads a progress event: files done of total, phase, eta; ready hides it', () => {
    const p = fromEvent({ seq: 3, type: 'progress', phase: 'ingesting', done: 1234, total: 10000, eta_ms: 12_300 })!;
    expect(p).toEqual({ phase: 'ingesting', done: 1234, total: 10000, etaMs: 12_300 });
    expect(fraction(p)).toBeCloseTo(0.1234);
    expect(progressLabel(p)).toBe('Reading files: 1,234 of 10,000 files (12 %) · about 13 s left');
    expect(fromEvent({ phase: 'ready', done: 10000, total: 10000, eta_ms: 0 })).toBeNull();
    expect(fromEvent({})).toBeNull();
    // Listing: no total yet, no estimate.
    const l = fromEvent({ phase: 'listing', done: 420, total: 0 })!;
    expect(fraction(l)).toBe(0);
    expect(progressLabel(l)).toBe('Finding files: 420 files so far');
    expect(progressLabel({ phase: 'listing', done: 0, total: 0, etaMs: null })).toBe('Finding files…');
    expect(progressLabel({ phase: 'ingesting', done: 5, total: 10, etaMs: null })).toBe('Reading files: 5 of 10 files (50 %) · estimating time left…');
    // The recall index's first build, after Ready, counts memories.
    const x = fromEvent({ phase: 'indexing', done: 25000, total: 100000, eta_ms: 42000 })!;
    expect(fraction(x)).toBeCloseTo(0.25);
    expect(progressLabel(x)).toBe('Indexing for recall: 25,000 of 100,000 memories (25 %) · about 42 s left');
  });

  it('reads /healthz: starting shows, ok and errors hide', () => {
    expect(fromHealth({ status: 'starting', phase: 'ingesting', done: 50, total: 200, fraction: 0.25 })).toEqual({ phase: 'ingesting', done: 50, total: 200, etaMs: null });
    expect(fraction(fromHealth({ status: 'starting', fraction: 0.4 })!)).toBeCloseTo(0.4);
    expect(fromHealth({ status: 'ok' })).toBeNull();
    expect(fromHealth({ status: 'degraded', error: 'x' })).toBeNull();
    expect(fromHealth(null)).toBeNull();
  });

  it('estimates the time left from the rate when the server gives none', () => {
    const e = new Estimator();
    const at = (done: number) => ({ phase: 'ingesting', done, total: 1000, etaMs: null });
    expect(e.estimate(at(100), 0).etaMs).toBeNull();
    expect(e.estimate(at(150), 200).etaMs).toBeNull(); // too soon to say
    expect(e.estimate(at(300), 1000).etaMs).toBe(3500); // 200 files a second, 700 to go
    expect(e.estimate({ ...at(300), etaMs: 42 }, 1100).etaMs).toBe(42); // the server's estimate wins
    expect(e.estimate({ phase: 'listing', done: 10, total: 0, etaMs: null }, 1200).etaMs).toBeNull();
  });
});

describe('batch', () => {
  it('sends at most BATCH_MAX ids a request: 25,000 ids are 3 requests, results in order', async () => {
    const bodies: { action: string; ids: string[]; reason: string }[] = [];
    const f = async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe('/v1/items/batch');
      const b = JSON.parse(init!.body as string);
      bodies.push(b);
      return new Response(JSON.stringify({ results: b.ids.map((id: string) => ({ id, status: 'active' })) }), { headers: { 'Content-Type': 'application/json' } });
    };
    const ids = Array.from({ length: 25_000 }, (_, i) => 'i' + i);
    const res = await new Client('', f as typeof fetch).batch('accept', ids, 'tidy');
    expect(bodies.map((b) => b.ids.length)).toEqual([BATCH_MAX, BATCH_MAX, 5_000]);
    expect(bodies.every((b) => b.action === 'accept' && b.reason === 'tidy')).toBe(true);
    expect(res.map((r) => r.id)).toEqual(ids);
  });

  it('applies the results: new status on success, errors and missing answers reported', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => mk({ id, status: 'needs_review' }));
    const r = applyBatch(items, 'accept', ['a', 'b', 'c'], [
      { id: 'a', status: 'active' },
      { id: 'b', status: 'needs_review', error: 'file changed on disk' },
      { id: 'x', status: 'active' },
    ]);
    expect(r.updated.map((i) => [i.id, i.status])).toEqual([['a', 'active']]);
    expect(items[0].status).toBe('needs_review'); // the old objects are not changed
    expect(r.failed).toEqual([
      { id: 'b', error: 'file changed on disk' },
      { id: 'c', error: 'no answer from the server' },
    ]);
    // A status that is no item status: the action's own.
    expect(applyBatch(items, 'reject', ['d'], [{ id: 'd', status: 'ok' }]).updated[0].status).toBe('rejected');
  });
});
