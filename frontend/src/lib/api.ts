// A typed client for memgate's HTTP API. The browser authenticates with
// the session cookie set by /login; every mutation carries the CSRF token
// that /v1/session hands out.
import type {
  AuditEvent,
  AuditList,
  AutostartSetting,
  BatchResult,
  Candidate,
  CandidateList,
  ContextJSON,
  Devices,
  Item,
  ItemPage,
  NewToken,
  Session,
  SourceInfo,
  SourceList,
  Stats,
  TokenInfo,
  TokenList,
} from './types';
import type { Health } from './progress';

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ItemQuery {
  status?: string;
  source?: string;
  scope?: string;
  q?: string;
  limit?: number;
  cursor?: string;
}

type Fetch = typeof fetch;

/** POST /v1/items/batch: the ids of one request at most. */
export const BATCH_MAX = 10_000;

export class Client {
  private csrf = '';

  constructor(
    private base = '',
    private f: Fetch = (...a) => fetch(...a),
  ) {}

  private async req<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') {
      headers['X-CSRF-Token'] = this.csrf;
      headers['Content-Type'] = 'application/json';
    }
    const r = await this.f(this.base + path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? (method === 'GET' || method === 'DELETE' ? undefined : '{}') : JSON.stringify(body),
    });
    if (r.status === 204) return undefined as T;
    const ct = r.headers.get('Content-Type') ?? '';
    const data = ct.includes('json') ? await r.json() : await r.text();
    if (!r.ok) {
      const e = (data as { error?: { code: string; message: string } })?.error;
      throw new ApiError(r.status, e?.code ?? 'http_' + r.status, e?.message ?? `HTTP ${r.status}`);
    }
    return data as T;
  }

  /** session reads who we are and keeps the CSRF token for mutations. */
  async session(): Promise<Session> {
    const s = await this.req<Session>('GET', '/v1/session');
    this.csrf = s.csrf ?? '';
    return s;
  }

  /** logout ends the browser session (the cookie stops working). */
  logout(): Promise<void> {
    return this.req('POST', '/v1/session/logout', {});
  }

  items(q: ItemQuery = {}): Promise<ItemPage> {
    return this.req('GET', '/v1/items' + query({ ...q }));
  }

  /**
   * allItems pages through /v1/items until the cursor runs out. onPage
   * sees the items so far after each page (the same array, growing: copy
   * what you keep); by returning false it stops the paging, and allItems
   * returns what it has.
   */
  async allItems(q: ItemQuery = {}, onPage?: (sofar: Item[]) => boolean | void): Promise<Item[]> {
    const out: Item[] = [];
    let cursor = '';
    for (;;) {
      const page = await this.items({ ...q, limit: 1000, cursor: cursor || undefined });
      for (const it of page.items ?? []) out.push(it);
      if (onPage?.(out) === false) return out;
      if (!page.next_cursor) return out;
      cursor = page.next_cursor;
    }
  }

  item(id: string): Promise<Item> {
    return this.req('GET', `/v1/items/${encodeURIComponent(id)}`);
  }
  async audit(id: string): Promise<AuditEvent[]> {
    return (await this.req<AuditList>('GET', `/v1/items/${encodeURIComponent(id)}/audit`)).events ?? [];
  }
  action(id: string, action: 'accept' | 'reject' | 'undo' | 'restore', reason = ''): Promise<Item> {
    return this.req('POST', `/v1/items/${encodeURIComponent(id)}/${action}`, reason ? { reason } : {});
  }
  /**
   * batch accepts or rejects many items in one request each BATCH_MAX ids
   * (one batched operation on the server, one write per file), and returns
   * every item's outcome in the order sent.
   */
  async batch(action: 'accept' | 'reject', ids: string[], reason = ''): Promise<BatchResult[]> {
    const out: BatchResult[] = [];
    for (let i = 0; i < ids.length; i += BATCH_MAX) {
      const chunk = ids.slice(i, i + BATCH_MAX);
      const r = await this.req<{ results: BatchResult[] | null }>('POST', '/v1/items/batch', { action, ids: chunk, reason });
      out.push(...(r.results ?? []));
    }
    return out;
  }
  /** health reads /healthz, whose 503 ("starting", "degraded") is an answer, not a failure. */
  async health(): Promise<Health | null> {
    try {
      const r = await this.f(this.base + '/healthz', { credentials: 'same-origin' });
      if (!(r.headers.get('Content-Type') ?? '').includes('json')) return null;
      return (await r.json()) as Health;
    } catch {
      return null;
    }
  }
  correct(id: string, text: string, reason = ''): Promise<Item> {
    return this.req('POST', `/v1/items/${encodeURIComponent(id)}/correct`, reason ? { text, reason } : { text });
  }
  patch(id: string, p: { privacy?: string; scope?: string; confidence?: number; key?: string; pinned?: boolean; reason?: string }): Promise<Item> {
    return this.req('PATCH', `/v1/items/${encodeURIComponent(id)}`, p);
  }
  // budget: absent (null) is the server's default, 0 no cap.
  context(scope: string, budget?: number | null): Promise<ContextJSON> {
    return this.req('GET', '/v1/context' + query({ format: 'json', scope: scope || undefined, budget: budget ?? undefined }));
  }
  stats(): Promise<Stats> {
    return this.req('GET', '/v1/stats');
  }
  async tokens(): Promise<TokenInfo[]> {
    return (await this.req<TokenList>('GET', '/v1/tokens')).tokens ?? [];
  }
  createToken(t: { name: string; role: string; scopes: string[]; sensitive: boolean; trusted: boolean }): Promise<NewToken> {
    return this.req('POST', '/v1/tokens', t);
  }
  revokeToken(name: string): Promise<void> {
    return this.req('DELETE', `/v1/tokens/${encodeURIComponent(name)}`);
  }
  async sources(): Promise<SourceInfo[]> {
    return (await this.req<SourceList>('GET', '/v1/sources')).sources ?? [];
  }
  /** setSources replaces the whole list; the engine saves the config file and applies it. */
  async setSources(sources: SourceInfo[]): Promise<SourceInfo[]> {
    const body = sources.map((s) => ({ kind: s.kind, path: s.path, activation: s.activation ?? '', folders: s.folders ?? [] }));
    return (await this.req<SourceList>('PUT', '/v1/sources', { sources: body })).sources ?? [];
  }
  /** discover lists the memory files found on this machine. */
  async discover(): Promise<Candidate[]> {
    return (await this.req<CandidateList>('GET', '/v1/sources/discover')).candidates ?? [];
  }
  /** devices: this device, its pairing code and the devices whose journals it reads. */
  devices(): Promise<Devices> {
    return this.req('GET', '/v1/devices');
  }
  /** pair makes this device the first of a workspace (a key) unless it is in one. */
  pair(): Promise<Devices> {
    return this.req('POST', '/v1/devices/pair', {});
  }
  forgetDevice(id: string): Promise<void> {
    return this.req('POST', `/v1/devices/${encodeURIComponent(id)}/forget`, {});
  }
  autostart(): Promise<AutostartSetting> {
    return this.req('GET', '/v1/settings/autostart');
  }
  setAutostart(enabled: boolean): Promise<AutostartSetting> {
    return this.req('PUT', '/v1/settings/autostart', { enabled });
  }
}

export function query(q: Record<string, string | number | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? '?' + s : '';
}
