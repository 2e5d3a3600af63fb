// A first ingest's progress, as the window shows it: from the event
// stream's `progress` events (phase, files done and total, the server's
// estimate) or, before the stream is up, from /healthz while it answers
// "starting". After it, the recall index's first build (phase indexing,
// counting memories) shows the same way. Nothing shows once the engine
// says ready.

export type Phase = 'listing' | 'ingesting' | 'indexing' | 'ready' | string;

/** What /healthz answers: 503 {"status":"starting",...} during a first ingest, 200 {"status":"ok"} once ready. */
export interface Health {
  status: 'starting' | 'ok' | 'degraded' | string;
  phase?: Phase;
  done?: number;
  total?: number;
  fraction?: number;
  error?: string;
}

/** A `progress` event from /v1/events. */
export interface ProgressEvent {
  seq?: number;
  at?: string;
  type?: string;
  phase?: Phase;
  done?: number;
  total?: number;
  eta_ms?: number;
}

export interface Progress {
  phase: Phase;
  done: number;
  /** 0: not known yet (still listing) */
  total: number;
  /** milliseconds left; null: no estimate yet */
  etaMs: number | null;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** fromEvent reads a progress event; null at ready (the bar goes away). */
export function fromEvent(ev: ProgressEvent): Progress | null {
  if (!ev.phase || ev.phase === 'ready') return null;
  const eta = typeof ev.eta_ms === 'number' && Number.isFinite(ev.eta_ms) && ev.eta_ms >= 0 ? ev.eta_ms : null;
  return { phase: ev.phase, done: num(ev.done), total: num(ev.total), etaMs: eta };
}

/** fromHealth reads /healthz; null unless the engine says it is starting. */
export function fromHealth(h: Health | null): Progress | null {
  if (!h || h.status !== 'starting') return null;
  let total = num(h.total);
  let done = num(h.done);
  // An answer with only the fraction still draws a bar.
  if (!total && num(h.fraction)) {
    total = 1000;
    done = Math.round(Math.min(1, num(h.fraction)) * 1000);
  }
  return { phase: h.phase && h.phase !== 'ready' ? h.phase : 'ingesting', done, total, etaMs: null };
}

/** fraction done, 0..1; 0 while the total is unknown. */
export function fraction(p: Progress): number {
  return p.total > 0 ? Math.max(0, Math.min(1, p.done / p.total)) : 0;
}

/**
 * Estimator guesses the time left from the rate between samples when the
 * server gives no estimate (a /healthz answer carries none). It keeps the
 * first sample of the current phase and measures the average rate since.
 */
export class Estimator {
  private first: { t: number; done: number; phase: Phase } | null = null;

  /** estimate returns p with etaMs filled in when it can be guessed. */
  estimate(p: Progress, now: number): Progress {
    if (!this.first || this.first.phase !== p.phase || p.done < this.first.done) {
      this.first = { t: now, done: p.done, phase: p.phase };
    }
    if (p.etaMs !== null || p.total <= 0) return p;
    const dt = now - this.first.t;
    const dd = p.done - this.first.done;
    if (dt < 500 || dd <= 0) return p;
    return { ...p, etaMs: ((p.total - p.done) * dt) / dd };
  }
}

/** formatEta says how long is left, in the words a person reads at a glance. */
export function formatEta(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return 'estimating time left…';
  if (ms < 1000) return 'less than a second left';
  const s = Math.ceil(ms / 1000);
  if (s < 60) return `about ${s} s left`;
  const m = Math.floor(s / 60);
  if (m < 60) {
    const rest = s % 60;
    return m < 10 && rest ? `about ${m} min ${rest} s left` : `about ${Math.round(s / 60)} min left`;
  }
  const h = Math.floor(m / 60);
  return `about ${h} h ${m % 60} min left`;
}

const n = (x: number) => x.toLocaleString('en-US');

export const PHASE_WORDS: Record<string, string> = {
  listing: 'Finding files',
  ingesting: 'Reading files',
  indexing: 'Indexing for recall',
};

/** What a phase counts: files, but memories while the recall index is built. */
const unit = (phase: Phase): string => (phase === 'indexing' ? 'memories' : 'files');

/** progressLabel is the bar's one line: phase, files (memories) done of total, time left. */
export function progressLabel(p: Progress): string {
  const phase = PHASE_WORDS[p.phase] ?? p.phase.charAt(0).toUpperCase() + p.phase.slice(1);
  const u = unit(p.phase);
  if (p.total <= 0) return p.done > 0 ? `${phase}: ${n(p.done)} ${u} so far` : `${phase}…`;
  const pct = Math.floor(fraction(p) * 100);
  return `${phase}: ${n(p.done)} of ${n(p.total)} ${u} (${pct} %) · ${formatEta(p.etaMs)}`;
}
