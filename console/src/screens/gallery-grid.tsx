import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrapList } from '../api.js';
import { useClient } from '../client-context.js';
import { TileOverlay } from './tile-overlay.js';
import { gridWindow, pagesFor, type GridGeometry } from './virtual-window.js';

type Image = components['schemas']['ImageListItem'];

// The API's largest page.
export const PAGE_SIZE = 100;
const GEOMETRY: GridGeometry = { tileWidth: 170, rowHeight: 172, gap: 10, overscan: 2 };
// Signed URLs stay valid far longer; pages scrolled past are dropped after this, so memory stays flat.
const PAGE_LIFETIME_MS = 60_000;

type ImagePage = { items: Image[]; meta: components['schemas']['OffsetMeta'] };

/**
 * The pages of `GET /data/images` that hold the rendered rows; index -> image. A page right after
 * one already loaded is asked for by that page's `next_cursor` (a seek, as fast deep in the list
 * as at its start, which is how scrolling reaches the end); a jump or a shared link's first page
 * by `offset`.
 */
function useImagePages(query: Record<string, string>, offsets: number[]) {
  const client = useClient();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: offsets.map((offset) => ({
      queryKey: ['images', query, offset],
      queryFn: (): Promise<ImagePage> => {
        const before = queryClient.getQueryData<ImagePage>(['images', query, offset - PAGE_SIZE]);
        const cursor = offset > 0 ? before?.meta.next_cursor : undefined;
        const window = cursor ? { cursor } : { offset };
        return unwrapList(
          client.GET('/data/images', {
            // The URL's strings go as they are; the API validates them and answers a clear 400.
            params: {
              query: {
                ...query,
                include_url: 'true',
                include_annotations: 'true',
                limit: PAGE_SIZE,
                ...window,
              } as never,
            },
          }),
        ) as Promise<ImagePage>;
      },
      staleTime: PAGE_LIFETIME_MS,
      gcTime: PAGE_LIFETIME_MS,
    })),
  });
  const byIndex = new Map<number, Image>();
  let total: number | null = null;
  results.forEach((result, i) => {
    result.data?.items.forEach((image, j) => byIndex.set(offsets[i]! + j, image));
    if (result.data) total = result.data.meta.total;
  });
  const error = results.find((r) => r.error)?.error ?? null;
  return { byIndex, total, error };
}

export interface GridRange {
  total: number | null;
  first: number;
  last: number;
  /** The offset of the page of 100 in view. */
  page: number;
}

export interface GridProps {
  query: Record<string, string>;
  /** Where to start: the URL's offset (a shared link opens at the same place). */
  startIndex: number;
  /** The page of the first tile in view changed (kept in the URL). */
  onAnchor: (offset: number) => void;
  onOpen: (id: number, index: number) => void;
  /** A scroll request from outside (the page buttons): an item index, with a counter to repeat it. */
  jump: { index: number; seq: number } | null;
  onRange: (range: GridRange) => void;
}

/**
 * A virtualized grid over every image of the filter: only the rows in view (and two around them)
 * are in the DOM, and only their pages of 100 are fetched, so thousands of images scroll smoothly.
 */
export function GalleryGrid(props: GridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, width: 1200, height: 600 });
  const [total, setTotal] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const win = gridWindow(total ?? PAGE_SIZE, view.width, view.height, view.top, GEOMETRY);
  const first = win.firstRow * win.columns;
  const last = Math.min((total ?? PAGE_SIZE) - 1, win.lastRow * win.columns - 1);
  const offsets = pagesFor(first, Math.max(first, last), PAGE_SIZE);
  const pages = useImagePages(props.query, offsets.length > 0 ? offsets : [0]);
  if (pages.total !== null && pages.total !== total) setTotal(pages.total);

  const scrollToIndex = (index: number) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = Math.floor(index / win.columns) * GEOMETRY.rowHeight;
  };

  useLayoutEffect(() => {
    const el = scroller.current!;
    const measure = () => setView({ top: el.scrollTop, width: el.clientWidth, height: el.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, []);

  // Once the total is known, open at the URL's offset.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || total === null) return;
    started.current = true;
    if (props.startIndex > 0) scrollToIndex(props.startIndex);
  });

  useEffect(() => {
    if (props.jump) scrollToIndex(props.jump.index);
    // Only a new jump scrolls; the grid's own re-renders must not.
  }, [props.jump?.seq]);

  const { onAnchor, onRange } = props;
  useEffect(() => {
    // The page the view is on: that of the first row's last tile, so a jump to a page whose first
    // tile sits mid-row (100 is rarely a multiple of the columns) counts as being on that page.
    const rowEnd = Math.min((total ?? 0) - 1, win.firstVisible + win.columns - 1);
    onRange({
      total,
      first: win.firstVisible,
      last: win.lastVisible,
      page: Math.floor(rowEnd / PAGE_SIZE) * PAGE_SIZE,
    });
    if (total === null || win.firstVisible < 0) return;
    const timer = setTimeout(() => onAnchor(Math.floor(win.firstVisible / PAGE_SIZE) * PAGE_SIZE), 300);
    return () => clearTimeout(timer);
  }, [total, win.firstVisible, win.lastVisible, win.columns, onAnchor, onRange]);

  useEffect(() => {
    if (focusIndex === null) return;
    scroller.current?.querySelector<HTMLButtonElement>(`[data-index="${focusIndex}"]`)?.focus();
  });

  const onScroll = () => {
    const el = scroller.current!;
    setView((v) => (v.top === el.scrollTop ? v : { ...v, top: el.scrollTop }));
  };

  // Arrow keys move between tiles, scrolling the next one into view; Enter opens the editor.
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = Number((document.activeElement as HTMLElement | null)?.dataset.index ?? -1);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: win.columns, ArrowUp: -win.columns }[event.key];
    if (step === undefined || at < 0 || total === null) return;
    event.preventDefault();
    const target = Math.min(total - 1, Math.max(0, at + step));
    const row = Math.floor(target / win.columns);
    const el = scroller.current!;
    if (row * GEOMETRY.rowHeight < el.scrollTop) el.scrollTop = row * GEOMETRY.rowHeight;
    else if ((row + 1) * GEOMETRY.rowHeight > el.scrollTop + el.clientHeight)
      el.scrollTop = (row + 1) * GEOMETRY.rowHeight - el.clientHeight;
    setFocusIndex(target);
  };

  const tiles = [];
  for (let i = first; i <= last; i++) {
    const image = pages.byIndex.get(i);
    tiles.push(
      <button
        key={i}
        data-index={i}
        className="tile"
        disabled={!image}
        onClick={() => image && props.onOpen(image.id, i)}
        title={image?.filename}
      >
        <div className="tile-picture">
          {image?.thumbnail_url ? (
            <img src={image.thumbnail_url} alt={image.filename} decoding="async" width={170} height={128} />
          ) : (
            <div className="placeholder" />
          )}
          {image && <TileOverlay image={image} />}
        </div>
        <span>{image ? `${image.filename} · ${image.annotation_status}` : '…'}</span>
      </button>,
    );
  }
  return (
    <>
      {pages.error && <p className="error">{pages.error.message}</p>}
      <div className="scroller" ref={scroller} onScroll={onScroll} onKeyDown={onKey} data-testid="gallery">
        <div style={{ height: win.height, position: 'relative' }}>
          <div
            className="grid virtual"
            style={{
              transform: `translateY(${win.firstRow * GEOMETRY.rowHeight}px)`,
              gridTemplateColumns: `repeat(${win.columns}, ${GEOMETRY.tileWidth}px)`,
            }}
          >
            {total === 0 ? null : tiles}
          </div>
        </div>
      </div>
    </>
  );
}
