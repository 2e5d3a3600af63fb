import { describe, expect, it } from 'vitest';
import { Client } from './api';
import {
  activationLabel,
  activationWords,
  addSource,
  draftToSource,
  emptyDraft,
  isAbsolute,
  pathFromPick,
  removeSource,
  resolvedNote,
  sameSources,
  setActivation,
  sourceCount,
  sourceProblem,
  summarizeChange,
  unreadNote,
  validateDraft,
} from './sources';
import type { SourceInfo } from './types';

const list: SourceInfo[] = [
  { kind: 'memory_file', path: '/home/me/.claude/MEMORY.md', activation: '', folders: [] },
  { kind: 'kb', path: '/home/me/kb', activation: 'review', folders: [] },
];

describe('sources form', () => {
  it('accepts a complete draft and builds the source', () => {
    const d = { ...emptyDraft(), kind: 'vault', path: ' /home/me/Vault ', activation: 'review', folders: 'Memory, People ,' };
    expect(validateDraft(d, list)).toBe('');
    expect(draftToSource(d)).toEqual({ kind: 'vault', path: '/home/me/Vault', activation: 'review', folders: ['Memory', 'People'] });
    expect(draftToSource({ ...emptyDraft(), path: '/x', folders: '' })).toEqual({ kind: 'kb', path: '/x', activation: '', folders: [] });
  });
  it('says in words what is wrong', () => {
    const v = (d: Partial<ReturnType<typeof emptyDraft>>) => validateDraft({ ...emptyDraft(), ...d }, list);
    expect(v({ kind: 'dropbox', path: '/x' })).toMatch(/Choose a kind/);
    expect(v({ path: '  ' })).toMatch(/Give the path of the kb folder/);
    expect(v({ path: 'kb' })).toMatch(/absolute/);
    expect(v({ path: '/home/me/kb/' })).toMatch(/already a source/);
    expect(v({ kind: 'memory_file', path: '/home/me/notes' })).toMatch(/ending in \.md/);
    expect(v({ path: '/new', activation: 'always' })).toMatch(/default, auto or review/);
    expect(v({ kind: 'vault', path: '/v', folders: '../etc' })).toMatch(/inside the vault/);
    expect(v({ kind: 'vault', path: '/v', folders: '/etc' })).toMatch(/inside the vault/);
    expect(v({ kind: 'kb', path: '/k', folders: 'Memory' })).toMatch(/Only a vault/);
    expect(v({ path: 'C:\\Users\\me\\kb' })).toBe('');
  });
  it('recognises absolute paths on every platform', () => {
    expect(['/a', 'C:\\a', 'd:/a', '\\\\server\\share'].every(isAbsolute)).toBe(true);
    expect(['a', './a', '~/a', 'C:a'].some(isAbsolute)).toBe(false);
  });
  it('turns a picked folder into a path for the kind', () => {
    expect(pathFromPick('kb', '/home/me/kb')).toBe('/home/me/kb');
    expect(pathFromPick('memory_file', '/home/me/.claude/')).toBe('/home/me/.claude/MEMORY.md');
    expect(pathFromPick('memory_file', 'C:\\Users\\me')).toBe('C:\\Users\\me\\MEMORY.md');
  });
});

describe('sources list', () => {
  it('adds, removes and changes activation without touching the input', () => {
    const add = addSource(list, { ...emptyDraft(), path: '/home/me/notes', activation: 'auto' });
    expect(add.error).toBe('');
    expect(add.list.map((s) => s.path)).toEqual(['/home/me/.claude/MEMORY.md', '/home/me/kb', '/home/me/notes']);
    expect(list).toHaveLength(2);
    const bad = addSource(list, { ...emptyDraft(), path: '/home/me/kb' });
    expect(bad.error).toMatch(/already/);
    expect(bad.list).toBe(list);
    expect(removeSource(add.list, 1).map((s) => s.path)).toEqual(['/home/me/.claude/MEMORY.md', '/home/me/notes']);
    const changed = setActivation(list, 0, 'review');
    expect(changed[0].activation).toBe('review');
    expect(list[0].activation).toBe('');
  });
  it('knows when there is something to save and says what', () => {
    expect(sameSources(list, list.map((s) => ({ ...s })))).toBe(true);
    expect(sameSources(list, [{ ...list[0], folders: undefined }, list[1]])).toBe(true);
    expect(sameSources(list, setActivation(list, 1, ''))).toBe(false);
    expect(summarizeChange(list, list)).toBe('');
    const pending = setActivation(removeSource(addSource(list, { ...emptyDraft(), path: '/n' }).list, 0), 0, 'auto');
    expect(summarizeChange(list, pending)).toBe('Unsaved: 1 to add, 1 to remove, 1 changed.');
  });
  it('labels activation in words, with the kind default', () => {
    expect(activationLabel('vault', '')).toBe('default (review): every new entry waits for review');
    expect(activationLabel('kb', '')).toBe('default (auto): clean entries go live');
    expect(activationLabel('kb', 'review')).toBe('review: every new entry waits for review');
  });
});

describe('source state', () => {
  it('says what vault auto and the other activations mean', () => {
    const cases: [string, string, string][] = [
      ['vault', 'auto', 'notes go live without review unless a scanner flags them'],
      ['vault', '', 'every new entry waits for review'],
      ['claude_code', '', 'new topic files go live unless a scanner flags them'],
      ['claude_code', 'review', 'every new entry waits for review'],
      ['memory_file', '', 'clean entries go live'],
    ];
    for (const [kind, a, want] of cases) expect(activationWords(kind, a)).toBe(want);
    expect(activationLabel('vault', 'auto')).toBe('auto: notes go live without review unless a scanner flags them');
  });
  it('marks missing and unreadable sources with the reason', () => {
    expect(sourceProblem({ state: 'ok', reason: '' })).toBe('');
    expect(sourceProblem({})).toBe('');
    expect(sourceProblem({ state: 'missing', reason: 'stat /media/usb: no such file or directory' })).toMatch(/^Missing: stat \/media\/usb: no such file or directory\. memgate keeps/);
    expect(sourceProblem({ state: 'unreadable', reason: '' })).toMatch(/^Unreadable\. /);
  });
  it('counts what Claude Code never reads, only for claude_code', () => {
    expect(unreadNote({ kind: 'claude_code', unread_by_agent: 1 })).toBe('1 memory below line 200 of MEMORY.md: Claude Code never reads it.');
    expect(unreadNote({ kind: 'claude_code', unread_by_agent: 30 })).toBe('30 memories below line 200 of MEMORY.md: Claude Code never reads them.');
    expect(unreadNote({ kind: 'claude_code', unread_by_agent: 0 })).toBe('');
    expect(unreadNote({ kind: 'memory_file', unread_by_agent: 5 })).toBe('');
  });
  it('shows where a symlink leads, and reads both stats shapes', () => {
    expect(resolvedNote({ path: '/h/kb', resolved: '/data/kb' })).toBe('→ /data/kb');
    expect(resolvedNote({ path: '/h/kb/', resolved: '/h/kb' })).toBe('');
    expect(resolvedNote({ path: '/h/kb' })).toBe('');
    expect(sourceCount({ sources: 3 })).toBe(3);
    expect(sourceCount({ sources: [{ path: '/a', state: 'ok', reason: '' }] })).toBe(1);
  });
});

describe('client', () => {
  it('PUTs the whole list with the CSRF header and returns what is in force', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const f = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = url.endsWith('/v1/session') ? { csrf: 'mg_x' } : JSON.parse(init.body as string);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    const c = new Client('', f);
    await c.session();
    const got = await c.setSources(list);
    expect(got).toEqual(list);
    const put = calls[1];
    expect(put.url).toBe('/v1/sources');
    expect(put.init.method).toBe('PUT');
    expect((put.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('mg_x');
    expect(JSON.parse(put.init.body as string)).toEqual({ sources: list });
  });
  it('PUTs only the config fields, not the state the server reports', async () => {
    let body = '';
    const f = (async (_url: string, init: RequestInit) => {
      body = init.body as string;
      return new Response(JSON.stringify({ sources: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    await new Client('', f).setSources([{ kind: 'kb', path: '/k', activation: '', state: 'missing', reason: 'gone', resolved: '/r', unread_by_agent: 0 }]);
    expect(JSON.parse(body)).toEqual({ sources: [{ kind: 'kb', path: '/k', activation: '', folders: [] }] });
  });
  it('reads discovery and the autostart setting', async () => {
    const seen: string[] = [];
    const f = (async (url: string, init: RequestInit) => {
      seen.push(`${init.method} ${url} ${init.body ?? ''}`);
      const body = url.endsWith('discover') ? { candidates: [{ kind: 'kb', path: '/k' }] } : { enabled: true, path: '/a' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    const c = new Client('', f);
    expect(await c.discover()).toEqual([{ kind: 'kb', path: '/k' }]);
    expect(await c.setAutostart(true)).toEqual({ enabled: true, path: '/a' });
    expect(seen).toEqual(['GET /v1/sources/discover ', 'PUT /v1/settings/autostart {"enabled":true}']);
  });
  it('surfaces the engine refusal as its message', async () => {
    const f = (async () =>
      new Response(JSON.stringify({ error: { code: 'bad_source', message: 'source 3: unknown kind "dropbox"' } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      })) as unknown as typeof fetch;
    await expect(new Client('', f).setSources(list)).rejects.toMatchObject({ status: 400, code: 'bad_source', message: 'source 3: unknown kind "dropbox"' });
  });
});
