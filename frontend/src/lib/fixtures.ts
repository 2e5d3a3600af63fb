// Test fixtures.
import type { Item } from './types';

/** mk builds an item with defaults for every field not given. */
export function mk(p: Partial<Item> & { id: string }): Item {
  return {
    v: 1,
    text: 'text ' + p.id,
    text_hash: '',
    kind: 'fact',
    category: 'user',
    key: '',
    status: 'active',
    confidence: 0.85,
    privacy: 'normal',
    scope: 'global',
    pinned: false,
    source: { kind: 'kb', path: '/kb/user.md', anchor: '', raw: '', line: 0 },
    valid_from: null,
    valid_to: null,
    recorded_at: '2026-09-01T00:00:00Z',
    retired_at: null,
    supersedes: '',
    superseded_by: '',
    flags: null,
    served_count: 0,
    last_served_at: null,
    served_to: null,
    last_seen_at: null,
    ...p,
  };
}
