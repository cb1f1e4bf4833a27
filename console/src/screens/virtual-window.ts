/** Which rows of a fixed-size tile grid to render for a scroll position: the rest are not in the DOM. */
export interface GridWindow {
  columns: number;
  /** Total height of all rows (px), so the scroll bar is the list's. */
  height: number;
  firstRow: number;
  /** Exclusive. */
  lastRow: number;
  /** First and last item index really in view (for "11–40 in view"); -1 when empty. */
  firstVisible: number;
  lastVisible: number;
}

export interface GridGeometry {
  tileWidth: number;
  rowHeight: number;
  gap: number;
  /** Rows rendered above and below the view, so a fast scroll shows tiles, not gaps. */
  overscan: number;
}

export function gridWindow(
  total: number,
  width: number,
  viewHeight: number,
  scrollTop: number,
  g: GridGeometry,
): GridWindow {
  const columns = Math.max(1, Math.floor((width + g.gap) / (g.tileWidth + g.gap)));
  const rows = Math.ceil(total / columns);
  const top = Math.max(0, Math.floor(scrollTop / g.rowHeight));
  const bottom = Math.min(rows, Math.ceil((scrollTop + viewHeight) / g.rowHeight));
  return {
    columns,
    height: rows * g.rowHeight,
    firstRow: Math.max(0, top - g.overscan),
    lastRow: Math.min(rows, bottom + g.overscan),
    firstVisible: total === 0 ? -1 : Math.min(total - 1, top * columns),
    lastVisible: total === 0 ? -1 : Math.min(total, bottom * columns) - 1,
  };
}

/** The pages (their offsets) that hold items first..last. */
export function pagesFor(first: number, last: number, pageSize: number): number[] {
  if (last < first || first < 0) return [];
  const pages: number[] = [];
  for (let p = Math.floor(first / pageSize); p <= Math.floor(last / pageSize); p++) pages.push(p * pageSize);
  return pages;
}
