// Hash routes: #/queue, #/memories, #/item/ID, #/context, #/settings, #/activity,
// #/welcome (finding memory files to govern).

export type Route =
  | { view: 'queue' }
  | { view: 'memories' }
  | { view: 'item'; id: string }
  | { view: 'context' }
  | { view: 'settings' }
  | { view: 'activity' }
  | { view: 'welcome' };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  switch (parts[0]) {
    case 'memories':
    case 'context':
    case 'settings':
    case 'activity':
    case 'welcome':
      return { view: parts[0] };
    case 'item':
      if (parts[1]) return { view: 'item', id: decodeURIComponent(parts[1]) };
  }
  return { view: 'queue' };
}
