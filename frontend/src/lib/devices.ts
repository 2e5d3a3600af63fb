import type { SourceDevices } from './types';

/** caughtUpLabel says, for a person, whether this device has read every journal in a source. */
export function caughtUpLabel(s: SourceDevices, now = Date.now()): string {
  if (s.caught_up) return 'caught up';
  const read = Date.parse(s.read);
  if (!s.read || Number.isNaN(read) || read <= 0) return 'not read yet';
  const ago = Math.max(0, Math.round((now - read) / 1000));
  return `behind: last read ${ago < 120 ? ago + ' s' : Math.round(ago / 60) + ' min'} ago`;
}
