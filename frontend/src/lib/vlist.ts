// Window math for a fixed-row-height virtual list: which rows to render
// for a scroll position, with overscan, and where to put them.

export interface Window {
  start: number; // first rendered row
  end: number; // one past the last rendered row
  offset: number; // px from the top of the content to row `start`
  total: number; // px height of all rows
}

export function windowFor(count: number, rowHeight: number, scrollTop: number, viewport: number, overscan = 8): Window {
  const total = count * rowHeight;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0, offset: 0, total: 0 };
  const top = Math.max(0, Math.min(scrollTop, Math.max(0, total - viewport)));
  const first = Math.floor(top / rowHeight);
  const visible = Math.ceil(Math.max(viewport, rowHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, offset: start * rowHeight, total };
}

/** scrollToShow returns the scrollTop that brings row i fully into view, or the current one if it already is. */
export function scrollToShow(i: number, rowHeight: number, scrollTop: number, viewport: number): number {
  const top = i * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewport) return top + rowHeight - viewport;
  return scrollTop;
}
