// The review queue's keyboard handling as a pure reducer: a key and the
// current state give the next state and at most one command for the view
// to run (an API call, focusing the search box).

export type Mode = 'list' | 'edit' | 'search';

export interface KeyState {
  cursor: number;
  count: number;
  mode: Mode;
  selected: ReadonlySet<string>;
}

export type Command =
  | { kind: 'accept' }
  | { kind: 'reject' }
  | { kind: 'edit' }
  | { kind: 'submit-edit' }
  | { kind: 'cancel' }
  | { kind: 'undo' }
  | { kind: 'search' }
  | { kind: 'toggle-select' }
  | { kind: 'open' }
  | null;

export interface KeyInput {
  key: string;
  ctrl?: boolean;
  meta?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export function clamp(i: number, count: number): number {
  return count <= 0 ? 0 : Math.max(0, Math.min(i, count - 1));
}

export function reduceKey(s: KeyState, k: KeyInput): { state: KeyState; cmd: Command; handled: boolean } {
  const done = (state: KeyState, cmd: Command = null) => ({ state, cmd, handled: true });
  const pass = { state: s, cmd: null, handled: false };
  if (s.mode === 'edit') {
    if (k.key === 'Escape') return done({ ...s, mode: 'list' }, { kind: 'cancel' });
    if (k.key === 'Enter' && (k.ctrl || k.meta)) return done(s, { kind: 'submit-edit' });
    return pass;
  }
  if (s.mode === 'search') {
    if (k.key === 'Escape' || k.key === 'Enter') return done({ ...s, mode: 'list' }, { kind: 'cancel' });
    return pass;
  }
  if (k.ctrl || k.meta || k.alt) return pass;
  switch (k.key) {
    case 'j':
    case 'ArrowDown':
      return done({ ...s, cursor: clamp(s.cursor + 1, s.count) });
    case 'k':
    case 'ArrowUp':
      return done({ ...s, cursor: clamp(s.cursor - 1, s.count) });
    case 'g':
    case 'Home':
      return done({ ...s, cursor: 0 });
    case 'G':
    case 'End':
      return done({ ...s, cursor: clamp(s.count - 1, s.count) });
    case 'a':
      return s.count ? done(s, { kind: 'accept' }) : done(s);
    case 'r':
      return s.count ? done(s, { kind: 'reject' }) : done(s);
    case 'e':
      return s.count ? done({ ...s, mode: 'edit' }, { kind: 'edit' }) : done(s);
    case 'u':
      return done(s, { kind: 'undo' });
    case '/':
      return done({ ...s, mode: 'search' }, { kind: 'search' });
    case 'x':
    case ' ':
      return s.count ? done(s, { kind: 'toggle-select' }) : done(s);
    case 'Enter':
    case 'o':
      return s.count ? done(s, { kind: 'open' }) : done(s);
  }
  return pass;
}

/** afterRemoval keeps the cursor on the row that took the removed row's place. */
export function afterRemoval(cursor: number, removedIndex: number, newCount: number): number {
  return clamp(removedIndex < cursor ? cursor - 1 : cursor, newCount);
}
