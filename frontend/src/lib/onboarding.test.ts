import { describe, expect, it } from 'vitest';
import { describeCandidate, governLabel, initialSelection, nextSources, pickedCandidate, toGovern, validatePick, windowTitle } from './onboarding';
import type { Candidate, SourceInfo } from './types';

const cc: Candidate = { kind: 'claude_code', path: '/h/.claude/projects/-h-p/memory', label: 'Claude Code: p', entries: 12, files: 5, activation: 'auto', configured: false };
const vault: Candidate = { kind: 'vault', path: '/h/Vault', label: 'Obsidian vault: Vault', entries: 1, files: 1, activation: 'review', configured: false };
const kb: Candidate = { kind: 'kb', path: '/h/.flow/kb', label: 'flow kb', entries: 0, files: 0, activation: 'auto', configured: true };

describe('onboarding', () => {
  it('says what memgate would do with each candidate', () => {
    const cases: [Candidate, string][] = [
      [cc, '12 memories · writes to 5 files · auto: new topic files go live unless a scanner flags them'],
      [vault, '1 memory · writes to 1 file · review: every new entry waits for review'],
      [{ ...vault, activation: 'auto' }, '1 memory · writes to 1 file · auto: notes go live without review unless a scanner flags them'],
      [kb, '0 memories · writes to 0 files · auto: clean entries go live'],
      [{ ...vault, entries: 0, files: 0, folders: ['Memory'] }, '0 memories in Memory/ only · writes to 0 files · review: every new entry waits for review'],
      [{ ...vault, folders: ['Memory', 'Agents/Inbox'] }, '1 memory in Memory/, Agents/Inbox/ only · writes to 1 file · review: every new entry waits for review'],
      [pickedCandidate(' /h/MEMORY.md '), 'memories counted once governed · writes to 1 file · auto: clean entries go live'],
    ];
    for (const [c, want] of cases) expect(describeCandidate(c)).toBe(want);
    expect(pickedCandidate(' /h/MEMORY.md ')).toMatchObject({ kind: 'memory_file', path: '/h/MEMORY.md', configured: false });
  });

  it('checks a picked MEMORY.md before it joins the list', () => {
    const cases: [string, RegExp | ''][] = [
      ['', /full path/],
      ['MEMORY.md', /absolute/],
      ['/h/notes', /ending in \.md/],
      ['/h/p/MEMORY.md', /already in the list/],
      ['/h/proj/MEMORY.md', ''],
      ['C:\\Users\\me\\MEMORY.md', ''],
    ];
    for (const [p, want] of cases) {
      const got = validatePick(p, [cc, vault, pickedCandidate('/h/p/MEMORY.md')]);
      if (want === '') expect(got).toBe('');
      else expect(got).toMatch(want);
    }
  });

  it('ticks only what is governed already, and governs only what is new and ticked', () => {
    const sel = initialSelection([cc, vault, kb]);
    expect([...sel]).toEqual([kb.path]);
    expect(toGovern([cc, vault, kb], sel)).toEqual([]);
    expect(toGovern([cc, vault, kb], new Set([cc.path, kb.path]))).toEqual([cc]);
  });

  it('adds the chosen to the sources in force, with the kind defaults, once', () => {
    const current: SourceInfo[] = [{ kind: 'kb', path: '/h/.flow/kb/', activation: 'review', state: 'missing', reason: 'gone', unread_by_agent: 0 }];
    expect(nextSources(current, [cc, kb, vault])).toEqual([
      { kind: 'kb', path: '/h/.flow/kb/', activation: 'review', folders: [] },
      { kind: 'claude_code', path: cc.path, activation: '', folders: [] },
      { kind: 'vault', path: '/h/Vault', activation: '', folders: [] },
    ]);
    expect(current[0].state).toBe('missing'); // input untouched
  });

  it('labels the button and the window with counts', () => {
    expect(governLabel(0)).toBe('Govern selected');
    expect(governLabel(1)).toBe('Govern 1 source');
    expect(governLabel(3)).toBe('Govern 3 sources');
    expect(windowTitle(0)).toBe('memgate');
    expect(windowTitle(1)).toBe('memgate — 1 to review');
    expect(windowTitle(42)).toBe('memgate — 42 to review');
  });
});
