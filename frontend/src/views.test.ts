// Component tests: the whole app mounted against a fake API.
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from './App.svelte';
import { Client } from './lib/api';
import { mk } from './lib/fixtures';
import { AppState } from './lib/state.svelte';
import type { Candidate, Item } from './lib/types';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

type FakeSource = { kind: string; path: string; activation: string; folders: string[]; state?: string; reason?: string; unread_by_agent?: number };

const defaultSources = (): FakeSource[] => [
  { kind: 'memory_file', path: '/home/me/.claude/MEMORY.md', activation: '', folders: [] as string[] },
  { kind: 'kb', path: '/home/me/kb', activation: 'review', folders: [] as string[] },
];

// gate, when given, holds each single-item action's answer until the
// test calls the function it is handed; refuse lists ids whose action the
// server refuses.
type Gate = (release: () => void) => void;

function fakeAPI(items: Item[], opts: { sources?: FakeSource[]; candidates?: Candidate[]; failBatch?: string[]; health?: { body: Record<string, unknown> }; gate?: Gate; refuse?: string[] } = {}) {
  const calls: Call[] = [];
  let sources = opts.sources ?? defaultSources();
  let autostart = { enabled: false, path: '/home/me/.config/autostart/memgate.desktop' };
  const json = (v: unknown, status = 200) => new Response(JSON.stringify(v), { status, headers: { 'Content-Type': 'application/json' } });
  const f = async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    const method = init?.method ?? 'GET';
    calls.push({ method, url: u, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body as string | undefined });
    if (u === '/v1/session/logout' && method === 'POST') return new Response(null, { status: 204 });
    if (u === '/v1/session') return json({ actor: 'user:browser', role: 'admin', name: 'admin', csrf: 'csrf-1' });
    if (u.startsWith('/v1/items?')) return json({ items, next_cursor: '' });
    if (u === '/healthz') {
      const h = opts.health?.body ?? { status: 'ok' };
      return json(h, h.status === 'ok' ? 200 : 503);
    }
    if (u === '/v1/tokens') return json({ tokens: [] });
    if (u === '/v1/stats') return json({ counts: {}, parses: 0, sources: sources.length, served: {}, active_never_served: 0 });
    if (u === '/v1/sources' && method === 'GET') return json({ sources });
    if (u === '/v1/sources/discover') return json({ candidates: (opts.candidates ?? []).map((c) => ({ ...c, configured: sources.some((s) => s.path === c.path) })) });
    if (u === '/v1/settings/autostart' && method === 'GET') return json(autostart);
    if (u === '/v1/settings/autostart' && method === 'PUT') {
      autostart = { ...autostart, enabled: JSON.parse(init!.body as string).enabled };
      return json(autostart);
    }
    if (u === '/v1/sources' && method === 'PUT') {
      const next = JSON.parse(init!.body as string).sources as typeof sources;
      const bad = next.find((s) => s.path.includes('missing'));
      if (bad) return json({ error: { code: 'bad_source', message: `source ${bad.path}: no such directory` } }, 400);
      sources = next.map((s) => ({ ...s, state: 'ok', reason: '' }));
      return json({ sources });
    }
    if (u === '/v1/items/batch' && method === 'POST') {
      const b = JSON.parse(init!.body as string) as { action: string; ids: string[] };
      const status = b.action === 'accept' ? 'active' : 'rejected';
      return json({ results: b.ids.map((id) => (opts.failBatch?.includes(id) ? { id, status: 'needs_review', error: 'file is locked' } : { id, status })) });
    }
    const m = u.match(/^\/v1\/items\/(\w+)\/(accept|reject|undo|correct)$/);
    if (m && method === 'POST') {
      if (opts.gate) await new Promise<void>((r) => opts.gate!(r));
      if (opts.refuse?.includes(m[1])) return json({ error: { code: 'conflict', message: 'the file changed under the action' } }, 409);
      const it = items.find((i) => i.id === m[1])!;
      const status = m[2] === 'accept' ? 'active' : m[2] === 'reject' ? 'rejected' : 'needs_review';
      if (m[2] === 'correct') return json({ ...it, id: 'new1', text: JSON.parse(init!.body as string).text, status: 'active', supersedes: it.id });
      return json({ ...it, status });
    }
    const one = u.match(/^\/v1\/items\/(\w+)$/);
    if (one) return json(items.find((i) => i.id === one[1]) ?? { ...items[0], id: one[1] });
    return json({ error: { code: 'not_found', message: 'no route' } }, 404);
  };
  return { calls, client: new Client('', f as typeof fetch), sources: () => sources };
}

const queueItems = () => [
  mk({ id: 'q1', text: 'Newest held memory', status: 'needs_review', recorded_at: '2026-09-03T00:00:00Z' }),
  mk({ id: 'q2', text: 'Older one with key AKIAIOSFODNN7EXAMPLE', status: 'needs_review', recorded_at: '2026-09-02T00:00:00Z', flags: [{ rule: 'secret.aws_access_key', class: 'secret', detail: 'AWS access key id', start: 19, end: 39 }] }),
  mk({ id: 'q3', text: 'Oldest', status: 'needs_review', recorded_at: '2026-09-01T00:00:00Z' }),
  mk({ id: 'a1', text: 'Active one', status: 'active' }),
];

async function settle() {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await tick();
  }
  flushSync();
}

function press(key: string, opts: KeyboardEventInit = {}, target: EventTarget = window) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...opts }));
}

describe('views', () => {
  let target: HTMLElement;
  let cmp: ReturnType<typeof mount> | null = null;
  beforeEach(() => {
    vi.stubGlobal('EventSource', undefined);
    target = document.createElement('div');
    document.body.replaceChildren(target);
  });
  afterEach(() => {
    if (cmp) unmount(cmp);
    cmp = null;
    vi.unstubAllGlobals();
  });

  async function start(items: Item[], hash = '#/queue', opts: Parameters<typeof fakeAPI>[1] = {}) {
    location.hash = hash;
    const api = fakeAPI(items, opts);
    const app = new AppState(api.client);
    cmp = mount(App, { target, props: { app } });
    await settle();
    return { ...api, app };
  }

  it('queue lists needs_review newest first, with findings highlighted', async () => {
    await start(queueItems());
    const rows = [...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'));
    expect(rows).toEqual(['q1', 'q2', 'q3']);
    press('j');
    await settle();
    const mark = target.querySelector('[data-testid="queue-current"] mark');
    expect(mark?.textContent).toBe('AKIAIOSFODNN7EXAMPLE');
  });

  it('Log out ends the browser session with the CSRF header and shows the logged-out page', async () => {
    const { calls } = await start(queueItems());
    const btn = target.querySelector<HTMLButtonElement>('[data-testid="logout"]');
    expect(btn).not.toBeNull();
    btn!.click();
    await settle();
    const post = calls.find((c) => c.url === '/v1/session/logout');
    expect(post?.method).toBe('POST');
    expect(post?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(target.querySelector('[data-testid="auth-error"]')?.textContent).toContain('logged out');
  });

  it('j then a accepts the second item with the CSRF header, and it leaves the queue', async () => {
    const { calls } = await start(queueItems());
    press('j');
    press('a');
    await settle();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/v1/items/q2/accept');
    expect(post?.headers['X-CSRF-Token']).toBe('csrf-1');
    const rows = [...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'));
    expect(rows).toEqual(['q1', 'q3']);
    expect(target.querySelector('[data-testid="queue-current"]')?.getAttribute('data-id')).toBe('q3');
  });

  it('a a: each row leaves in its key\'s frame, the actions reach the server in order', async () => {
    const answers: (() => void)[] = [];
    const { calls } = await start(queueItems(), '#/queue', { gate: (r) => answers.push(r) });
    const rows = () => [...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'));
    press('a');
    flushSync();
    expect(rows()).toEqual(['q2', 'q3']);
    press('a');
    flushSync();
    expect(rows()).toEqual(['q3']);
    expect(target.querySelector('[data-testid="queue-current"]')?.getAttribute('data-id')).toBe('q3');
    await settle();
    // The second waits for the first's answer.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v1/items/q1/accept']);
    while (answers.length) {
      answers.shift()!();
      await settle();
    }
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v1/items/q1/accept', '/v1/items/q2/accept']);
    expect(rows()).toEqual(['q3']);
    expect(target.querySelector('[role="status"]')?.textContent).toContain('Accepted q2');
  });

  it('a refused accept brings the row back and says why; u then undoes nothing', async () => {
    const { calls } = await start(queueItems(), '#/queue', { refuse: ['q1'] });
    press('a');
    flushSync();
    expect([...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'))).toEqual(['q2', 'q3']);
    await settle();
    expect([...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'))).toEqual(['q1', 'q2', 'q3']);
    expect(target.querySelector('[role="status"]')?.textContent).toContain('Could not accept q1: the file changed under the action');
    press('u');
    await settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v1/items/q1/accept']);
  });

  it('a then u before the answer: the undo follows the accept', async () => {
    const answers: (() => void)[] = [];
    const { calls } = await start(queueItems(), '#/queue', { gate: (r) => answers.push(r) });
    press('a');
    press('u');
    await settle();
    while (answers.length) {
      answers.shift()!();
      await settle();
    }
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v1/items/q1/accept', '/v1/items/q1/undo']);
    expect([...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'))).toEqual(['q1', 'q2', 'q3']);
  });

  it('r rejects, u undoes the last action', async () => {
    const { calls } = await start(queueItems());
    press('r');
    await settle();
    press('u');
    await settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v1/items/q1/reject', '/v1/items/q1/undo']);
  });

  it('e corrects inline; Ctrl+Enter sends the new text', async () => {
    const { calls } = await start(queueItems());
    press('e');
    await settle();
    const ta = target.querySelector('textarea')!;
    expect(ta.value).toBe('Newest held memory');
    ta.value = 'Corrected memory';
    ta.dispatchEvent(new Event('input', { bubbles: true }));
    press('a', {}, ta); // typing in the editor is not a command
    press('Enter', { ctrlKey: true }, ta);
    await settle();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/v1/items/q1/correct']);
    expect(JSON.parse(posts[0].body!)).toEqual({ text: 'Corrected memory' });
  });

  it('bulk: select two with x, a accepts both in one batch request', async () => {
    const { calls } = await start(queueItems());
    press('x');
    press('j');
    press('x');
    press('a');
    await settle();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/v1/items/batch']);
    expect(posts[0].headers['X-CSRF-Token']).toBe('csrf-1');
    expect(JSON.parse(posts[0].body!)).toEqual({ action: 'accept', ids: ['q1', 'q2'], reason: '' });
    expect([...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id'))).toEqual(['q3']);
  });

  it('select all + reject: 2,500 held items in ONE request, results applied, failures stay selected', async () => {
    const held = Array.from({ length: 2500 }, (_, i) =>
      mk({ id: 'h' + String(i).padStart(4, '0'), status: 'needs_review', recorded_at: new Date(Date.UTC(2026, 8, 1) + i * 60_000).toISOString() }),
    );
    const { calls, app } = await start([...held, mk({ id: 'a1' })], '#/queue', { failBatch: ['h0007', 'h1999'] });
    expect(target.querySelector('[data-testid="queue-count"]')!.textContent).toBe('2500');
    expect(target.querySelectorAll('ol li').length).toBeLessThan(60); // only the rows in view are in the DOM
    const button = (label: string) => [...target.querySelectorAll('button')].find((b) => b.textContent!.startsWith(label)) as HTMLButtonElement;
    button('Select all').click();
    await settle();
    expect(button('Reject').textContent).toBe('Reject 2500');
    button('Reject').click();
    await settle();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/v1/items/batch']);
    const body = JSON.parse(posts[0].body!);
    expect(body.action).toBe('reject');
    expect(body.ids).toHaveLength(2500);
    expect(new Set(body.ids).size).toBe(2500);
    expect(app.items.filter((i) => i.status === 'rejected')).toHaveLength(2498);
    expect(target.querySelector('[data-testid="queue-count"]')!.textContent).toBe('2');
    expect([...target.querySelectorAll('ol li')].map((li) => li.getAttribute('data-id')).sort()).toEqual(['h0007', 'h1999']);
    expect(target.querySelector('.message')!.textContent).toContain('Rejected 2,498 memories. 2 failed and stay selected');
    expect(button('Reject').textContent).toBe('Reject 2');
    expect(calls.filter((c) => c.url.startsWith('/v1/items?'))).toHaveLength(1); // no reload: the results were applied
  });

  it('a first ingest shows a progress bar with files and time left; it goes at ready', async () => {
    const health = { body: { status: 'starting', phase: 'ingesting', done: 2000, total: 8000, fraction: 0.25 } as Record<string, unknown> };
    const { app } = await start(queueItems(), '#/queue', { health });
    const bar = () => target.querySelector('[data-testid="progress"]');
    expect(bar()?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('2000');
    expect(bar()?.textContent).toContain('Reading files: 2,000 of 8,000 files (25 %)');
    app.onEvent('progress', JSON.stringify({ seq: 1, type: 'progress', phase: 'ingesting', done: 6000, total: 8000, eta_ms: 4200 }), '1');
    await settle();
    expect(bar()?.textContent).toContain('6,000 of 8,000 files (75 %) · about 5 s left');
    app.onEvent('progress', JSON.stringify({ seq: 2, type: 'progress', phase: 'ready', done: 8000, total: 8000 }), '2');
    await settle();
    expect(bar()).toBeNull();
    health.body = { status: 'ok' };
    app.stop();
  });

  it('empty queue says so in words', async () => {
    await start([mk({ id: 'a1' })]);
    expect(target.textContent).toContain('Nothing is waiting for review');
  });

  it('memories view counts statuses and filters by search', async () => {
    await start(queueItems(), '#/memories');
    expect(target.querySelector('[data-status="needs_review"] span')?.textContent).toBe('3');
    expect(target.querySelector('[data-testid="memories-shown"]')?.textContent).toBe('4 of 4');
    const input = target.querySelector('input[type="search"]') as HTMLInputElement;
    input.value = 'active one';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(target.querySelector('[data-testid="memories-shown"]')?.textContent).toBe('1 of 4');
  });

  it('not logged in: a sentence, not a blank page', async () => {
    location.hash = '#/queue';
    const f = async () => new Response('{"error":{"code":"unauthorized","message":"x"}}', { status: 401, headers: { 'Content-Type': 'application/json' } });
    cmp = mount(App, { target, props: { app: new AppState(new Client('', f as typeof fetch)) } });
    await settle();
    expect(target.querySelector('[data-testid="auth-error"]')?.textContent).toContain('one-time login URL');
  });

  it('logged out while memgate starts: the page still shows the progress from /healthz', async () => {
    location.hash = '#/queue';
    let n = 0;
    const f = async (url: string | URL | Request) => {
      if (String(url) === '/healthz')
        return new Response(JSON.stringify(n++ ? { status: 'ok' } : { status: 'starting', phase: 'ingesting', done: 10, total: 40, fraction: 0.25 }), { status: n > 1 ? 200 : 503, headers: { 'Content-Type': 'application/json' } });
      return new Response('{"error":{"code":"unauthorized","message":"x"}}', { status: 401, headers: { 'Content-Type': 'application/json' } });
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = new AppState(new Client('', f as typeof fetch));
      cmp = mount(App, { target, props: { app } });
      await vi.advanceTimersByTimeAsync(10);
      flushSync();
      expect(target.querySelector('[data-testid="auth-error"]')).not.toBeNull();
      expect(target.querySelector('[data-testid="progress-label"]')?.textContent).toBe('Reading files: 10 of 40 files (25 %) · estimating time left…');
      expect(target.querySelector('[data-testid="starting-note"]')?.textContent).toContain('prints the login URL once they are read');
      await vi.advanceTimersByTimeAsync(600);
      flushSync();
      expect(target.querySelector('[data-testid="progress"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an event stream message updates the item without a reload', async () => {
    const { app } = await start(queueItems());
    app.onEvent('item', JSON.stringify({ seq: 1, type: 'item', item: 'q1', status: 'active' }));
    await settle();
    // The fake API answers GET /v1/items/q1 with the stored copy; flip it first.
    expect(app.events[0].item).toBe('q1');
    app.onEvent('held', JSON.stringify({ seq: 2, type: 'held', item: 'q3', path: '/x/MEMORY.md' }));
    await settle();
    expect(target.querySelector('[data-testid="notice"]')?.textContent).toContain('Held for review: q3');
  });
  it('sources: remove one, add one, save; a refusal is shown in words', async () => {
    const api = await start([], '#/settings');
    const q = (sel: string) => target.querySelector(sel) as HTMLElement;
    const rows = () => [...target.querySelectorAll('[data-testid="source-row"]')].map((r) => r.getAttribute('data-path'));
    expect(rows()).toEqual(['/home/me/.claude/MEMORY.md', '/home/me/kb']);
    expect((q('[data-testid="sources-save"]') as HTMLButtonElement).disabled).toBe(true);
    expect(q('[data-testid="source-pick"]')).toBeNull(); // no folder picker in a browser

    (target.querySelectorAll('[data-testid="source-remove"]')[1] as HTMLButtonElement).click();
    await settle();
    expect(rows()).toEqual(['/home/me/.claude/MEMORY.md']);

    const path = q('[data-testid="source-path"]') as HTMLInputElement;
    path.value = 'relative/kb';
    path.dispatchEvent(new Event('input', { bubbles: true }));
    (q('[data-testid="source-add"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(q('[data-testid="source-form-error"]').textContent).toMatch(/absolute/);

    path.value = '/home/me/notes';
    path.dispatchEvent(new Event('input', { bubbles: true }));
    const act = q('[data-testid="source-activation"]') as HTMLSelectElement;
    act.value = 'auto';
    act.dispatchEvent(new Event('change', { bubbles: true }));
    (q('[data-testid="source-add"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(q('[data-testid="source-form-error"]')).toBeNull();
    expect(rows()).toEqual(['/home/me/.claude/MEMORY.md', '/home/me/notes']);
    expect(q('[data-testid="sources-status"]').textContent).toContain('Unsaved: 1 to add, 1 to remove.');

    q('[data-testid="sources-save"]').click();
    await settle();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/v1/sources');
    expect(put.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(api.sources().map((s) => [s.path, s.activation])).toEqual([
      ['/home/me/.claude/MEMORY.md', ''],
      ['/home/me/notes', 'auto'],
    ]);
    expect(q('[data-testid="sources-status"]').textContent).toContain('Saved');

    path.value = '/mnt/missing';
    path.dispatchEvent(new Event('input', { bubbles: true }));
    (q('[data-testid="source-add"]') as HTMLFormElement).requestSubmit();
    await settle();
    q('[data-testid="sources-save"]').click();
    await settle();
    expect(q('[data-testid="sources-error-message"]').textContent).toBe('source /mnt/missing: no such directory'); // the server's words, verbatim
    expect(q('[data-testid="sources-error"]').textContent).toMatch(/nothing was changed/);
    expect(api.sources()).toHaveLength(2);
    expect(rows()).toContain('/mnt/missing'); // the edit is kept to fix or discard
    q('[data-testid="sources-discard"]').click();
    await settle();
    expect(rows()).toEqual(['/home/me/.claude/MEMORY.md', '/home/me/notes']);
  });
  const found: Candidate[] = [
    { kind: 'claude_code', path: '/home/me/.claude/projects/-home-me-proj/memory', label: 'Claude Code: ~/.claude/projects/-home-me-proj/memory', entries: 4, files: 5, activation: 'auto', configured: false },
    { kind: 'vault', path: '/home/me/Vault', label: 'Obsidian vault: Vault', entries: 2, files: 2, activation: 'review', configured: false },
    { kind: 'kb', path: '/home/me/.flow/kb', label: "flow's knowledge base", entries: 1, files: 1, activation: 'auto', configured: false },
  ];

  it('first launch: no sources shows what was found; govern the ticked ones, then the queue', async () => {
    const api = await start(queueItems(), '#/queue', { sources: [], candidates: found });
    const q = (sel: string) => target.querySelector(sel) as HTMLElement;
    expect(q('[data-testid="onboarding"]')).not.toBeNull();
    expect(q('h2').textContent).toBe('Welcome to memgate');
    const cands = [...target.querySelectorAll('[data-testid="candidate"]')];
    expect(cands.map((c) => c.getAttribute('data-kind'))).toEqual(['claude_code', 'vault', 'kb']);
    expect(cands[0].querySelector('[data-testid="candidate-summary"]')!.textContent).toBe(
      '4 memories · writes to 5 files · auto: new topic files go live unless a scanner flags them',
    );
    expect(cands[1].querySelector('[data-testid="candidate-summary"]')!.textContent).toBe('2 memories · writes to 2 files · review: every new entry waits for review');
    const govern = q('[data-testid="govern"]') as HTMLButtonElement;
    expect(govern.disabled).toBe(true); // nothing is ticked for the person
    // Keyboard first: the first box has the focus, and the boxes follow one another in Tab order.
    expect(document.activeElement).toBe(target.querySelector('[data-testid="candidate-check"]'));
    const focusable = [...target.querySelectorAll('[data-testid="onboarding"] input, [data-testid="onboarding"] button:not(:disabled)')].map((e) => e.getAttribute('data-testid'));
    expect(focusable.slice(0, 4)).toEqual(['candidate-check', 'candidate-check', 'candidate-check', 'pick-path']);

    // The browser has no native picker: a path field, checked before it joins the list.
    expect(q('[data-testid="pick-memory-file"]')).toBeNull();
    const typed = q('[data-testid="pick-path"]') as HTMLInputElement;
    typed.value = 'notes/MEMORY.md';
    typed.dispatchEvent(new Event('input', { bubbles: true }));
    (q('[data-testid="pick-form"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(q('[data-testid="pick-error"]').textContent).toMatch(/absolute/);
    typed.value = '/home/me/work/MEMORY.md';
    typed.dispatchEvent(new Event('input', { bubbles: true }));
    (q('[data-testid="pick-form"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(q('[data-testid="pick-error"]')).toBeNull();

    const checks = () => [...target.querySelectorAll('[data-testid="candidate-check"]')] as HTMLInputElement[];
    expect(checks()).toHaveLength(4);
    expect(checks()[3].checked).toBe(true); // a picked file is ticked
    for (const i of [0, 2]) {
      checks()[i].checked = true;
      checks()[i].dispatchEvent(new Event('change', { bubbles: true }));
    }
    await settle();
    expect(govern.textContent).toBe('Govern 3 sources');
    govern.click();
    await settle();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/v1/sources');
    expect(JSON.parse(put.body!)).toEqual({
      sources: [
        { kind: 'claude_code', path: '/home/me/.claude/projects/-home-me-proj/memory', activation: '', folders: [] },
        { kind: 'kb', path: '/home/me/.flow/kb', activation: '', folders: [] },
        { kind: 'memory_file', path: '/home/me/work/MEMORY.md', activation: '', folders: [] },
      ],
    });
    expect(location.hash).toBe('#/queue');
    expect(q('[data-testid="onboarding"]')).toBeNull();
    expect(q('[data-testid="queue-current"]')).not.toBeNull();
    expect(document.title).toBe('memgate — 3 to review');
  });

  it('first launch: Ctrl+Enter governs what is ticked', async () => {
    const api = await start([], '#/queue', { sources: [], candidates: found });
    const box = target.querySelector('[data-testid="candidate-check"]') as HTMLInputElement;
    press('Enter', { ctrlKey: true });
    await settle();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false); // nothing ticked: nothing to do
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    press('Enter', { ctrlKey: true });
    await settle();
    expect(api.sources().map((s) => s.kind)).toEqual(['claude_code']);
    expect(location.hash).toBe('#/queue');
  });

  it('first launch: a refused source shows the server words verbatim and nothing moves on', async () => {
    const bad: Candidate = { kind: 'kb', path: '/mnt/missing/kb', label: 'kb on a drive', entries: 3, files: 1, activation: 'auto', configured: false };
    const api = await start([], '#/queue', { sources: [], candidates: [bad] });
    const check = target.querySelector('[data-testid="candidate-check"]') as HTMLInputElement;
    check.checked = true;
    check.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    (target.querySelector('[data-testid="govern"]') as HTMLButtonElement).click();
    await settle();
    expect(target.querySelector('[data-testid="server-message"]')!.textContent).toBe('source /mnt/missing/kb: no such directory');
    expect(target.querySelector('[data-testid="onboarding"]')).not.toBeNull();
    expect(api.sources()).toEqual([]);
  });

  it('"Find memory files" from Sources: governed ones are ticked and fixed; Not now is remembered', async () => {
    const api = await start([], '#/settings', { sources: [{ kind: 'kb', path: '/home/me/.flow/kb', activation: '', folders: [] }], candidates: found });
    (target.querySelector('[data-testid="find-sources"]') as HTMLAnchorElement).click();
    location.hash = '#/welcome';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    expect(target.querySelector('h2')!.textContent).toBe('Find memory files');
    const checks = [...target.querySelectorAll('[data-testid="candidate-check"]')] as HTMLInputElement[];
    expect(checks.map((c) => [c.checked, c.disabled])).toEqual([
      [false, false],
      [false, false],
      [true, true],
    ]);
    (target.querySelector('[data-testid="not-now"]') as HTMLButtonElement).click();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    expect(location.hash).toBe('#/settings');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('Sources shows state and reason, the Claude Code 200-line figure and what vault auto means', async () => {
    await start([], '#/settings', {
      sources: [
        { kind: 'claude_code', path: '/home/me/.claude/projects/p/memory', activation: '', folders: [], state: 'ok', reason: '', unread_by_agent: 7 },
        { kind: 'kb', path: '/media/usb/kb', activation: '', folders: [], state: 'missing', reason: 'stat /media/usb/kb: no such file or directory' },
        { kind: 'vault', path: '/home/me/Vault', activation: 'auto', folders: ['Memory'], state: 'unreadable', reason: 'permission denied' },
      ],
    });
    const rows = [...target.querySelectorAll('[data-testid="source-row"]')] as HTMLElement[];
    expect(rows.map((r) => r.dataset.state)).toEqual(['ok', 'missing', 'unreadable']);
    expect(rows[0].textContent).toContain('Claude Code memory');
    expect(rows[0].querySelector('[data-testid="source-unread"]')!.textContent).toBe('7 memories below line 200 of MEMORY.md: Claude Code never reads them.');
    expect(rows[1].querySelector('[data-testid="source-state"]')!.textContent).toBe('missing');
    expect(rows[1].querySelector('[data-testid="source-reason"]')!.textContent).toContain('stat /media/usb/kb: no such file or directory');
    expect(rows[1].classList.contains('bad')).toBe(true);
    expect(rows[2].querySelector('[data-testid="source-reason"]')!.textContent).toContain('Unreadable: permission denied');
    expect(rows[2].querySelector('[data-testid="activation-words"]')!.textContent).toBe('notes go live without review unless a scanner flags them');
    expect(rows[0].querySelector('[data-testid="source-unread"]')).not.toBeNull();
    expect(rows[1].querySelector('[data-testid="source-unread"]')).toBeNull();
  });

  it('Settings toggles starting at login', async () => {
    const api = await start([], '#/settings');
    const box = target.querySelector('[data-testid="autostart"] input') as HTMLInputElement;
    expect(box.checked).toBe(false);
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    const put = api.calls.find((c) => c.url === '/v1/settings/autostart' && c.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toEqual({ enabled: true });
    expect(put.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(target.textContent).toContain('Login entry: /home/me/.config/autostart/memgate.desktop');
  });
});
