import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate, useLocation } from '../router.js';
import { GalleryGrid, PAGE_SIZE, type GridRange } from './gallery-grid.js';
import { NamePickers } from './gallery-pickers.js';

/** The filters of `GET /data/images` the gallery offers; all of them live in the URL. */
export const FILTERS = [
  'project_id',
  // Exactly these images (an evaluation's confusion cell, where two models disagree).
  'ids',
  'batch_id',
  'device_id',
  'annotation_status',
  'split',
  'classes',
  'search',
  'sort',
  'order',
] as const;

/** The URL's filters as the query of `GET /data/images` (unknown names are left out). */
export function imageQuery(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  return query;
}

function setParam(search: URLSearchParams, name: string, value: string, typing = false) {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'offset') next.delete('offset');
  // Typed filters replace the history entry: one entry per finished filter, not per keystroke.
  navigate(`/images?${next}`, { replace: typing });
}

/** How long typing pauses before a text filter applies (one list request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

/**
 * A text filter that applies as you type: the URL (and so the list) follows the input once typing
 * pauses. The URL changing by other means (back, a link) puts its value into the input.
 */
function TextFilter(props: { name: string; placeholder: string; value: string; search: URLSearchParams }) {
  const { name, placeholder, value, search } = props;
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = wanted;
      setParam(search, name, wanted, true);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, name, search]);
  return <input aria-label={name} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />;
}

function Filters({ search }: { search: URLSearchParams }) {
  const select = (name: string, options: string[]) => (
    <select aria-label={name} value={search.get(name) ?? ''} onChange={(e) => setParam(search, name, e.target.value)}>
      <option value="">{name.replace('_', ' ')}: any</option>
      {options.map((option) => (
        <option key={option}>{option}</option>
      ))}
    </select>
  );
  const text = (name: string, placeholder: string) => (
    <TextFilter name={name} placeholder={placeholder} value={search.get(name) ?? ''} search={search} />
  );
  return (
    <div className="row filters">
      {text('search', 'filename contains')}
      <NamePickers search={search} onChange={(name, value) => setParam(search, name, value)} />
      {text('classes', 'classes (a,b)')}
      {select('annotation_status', ['pending', 'completed'])}
      {select('split', ['train', 'val', 'test', 'none'])}
      {select('sort', ['created_at', 'updated_at', 'filename'])}
      {select('order', ['desc', 'asc'])}
    </div>
  );
}

export function GalleryScreen() {
  const { search } = useLocation();
  const query = imageQuery(search);
  const filterKey = new URLSearchParams(query).toString();
  const startIndex = Number(search.get('offset') ?? 0);
  const [range, setRange] = useState<GridRange>({ total: null, first: -1, last: -1, page: 0 });
  const [jump, setJump] = useState<{ index: number; seq: number } | null>(null);
  // The first tile's page of 100 goes into the URL (replacing, not pushing): a shared link opens
  // there, and the editor's next/previous walk that page.
  const onAnchor = useCallback((offset: number) => {
    const current = new URL(location.href);
    if (Number(current.searchParams.get('offset') ?? 0) === offset) return;
    if (offset > 0) current.searchParams.set('offset', String(offset));
    else current.searchParams.delete('offset');
    navigate(`/images?${current.searchParams}`, { replace: true });
  }, []);
  const open = (id: number, index: number) => {
    const next = new URLSearchParams(search);
    const offset = Math.floor(index / PAGE_SIZE) * PAGE_SIZE;
    if (offset > 0) next.set('offset', String(offset));
    else next.delete('offset');
    navigate(`/images/${id}/annotate?${next}`);
  };
  const page = Math.max(0, range.page);
  const total = range.total ?? 0;
  const jumpTo = (index: number) => setJump({ index, seq: (jump?.seq ?? 0) + 1 });
  return (
    <main className="gallery">
      <h1>Images</h1>
      {/* No key here: it is the grid's (two siblings with one key made React draw the filters twice). */}
      <Filters search={search} />
      {query.ids && (
        <p className="row" data-testid="ids-filter">
          {query.ids.split(',').length} chosen images{' '}
          <button onClick={() => setParam(search, 'ids', '')}>Show all images</button>
        </p>
      )}
      <div className="row">
        <p className="muted" data-testid="image-count">
          {total} images{total > 0 && range.first >= 0 && `, ${range.first + 1}–${range.last + 1} in view`}
        </p>
        <button disabled={range.first <= 0} onClick={() => jumpTo(Math.max(0, page - PAGE_SIZE))}>
          Previous page
        </button>
        <button disabled={page + PAGE_SIZE >= total} onClick={() => jumpTo(page + PAGE_SIZE)}>
          Next page
        </button>
      </div>
      {/* A new filter is a new list: the grid starts over (scroll, pages, total). */}
      <GalleryGrid
        key={filterKey}
        query={query}
        startIndex={startIndex}
        onAnchor={onAnchor}
        onOpen={open}
        jump={jump}
        onRange={setRange}
      />
    </main>
  );
}
