import { describe, expect, it } from 'vitest';
import { caughtUpLabel } from './devices';

describe('caughtUpLabel', () => {
  const base = { root: '/v', journal: '/v/.memgate', devices: ['a', 'b'] };
  it('says caught up when the server says so', () => {
    expect(caughtUpLabel({ ...base, read: '2026-12-03T10:00:00Z', caught_up: true })).toBe('caught up');
  });
  it('says how long ago it last read when behind', () => {
    const now = Date.parse('2026-12-03T10:00:30Z');
    expect(caughtUpLabel({ ...base, read: '2026-12-03T10:00:00Z', caught_up: false }, now)).toBe('behind: last read 30 s ago');
    expect(caughtUpLabel({ ...base, read: '2026-12-03T09:50:00Z', caught_up: false }, Date.parse('2026-12-03T10:00:00Z'))).toBe(
      'behind: last read 10 min ago',
    );
  });
  it('says not read yet for the zero time', () => {
    expect(caughtUpLabel({ ...base, read: '0001-01-01T00:00:00Z', caught_up: false })).toBe('not read yet');
  });
});
