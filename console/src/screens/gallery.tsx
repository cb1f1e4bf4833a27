import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { unwrapList } from '../api.js';
import { useClient } from '../client-context.js';
import { navigate, useLocation } from '../router.js';

// The API's largest page.
export const PAGE_SIZE = 100;

/** The filters of `GET /data/images` the gallery offers; all of them live in the URL. */
export const FILTERS = [
  'project_id',
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

function setParam(search: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'offset') next.delete('offset');
  navigate(`/images?${next}`, { replace: name === 'search' });
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
    <input
      aria-label={name}
      placeholder={placeholder}
      defaultValue={search.get(name) ?? ''}
      onKeyDown={(e) => e.key === 'Enter' && setParam(search, name, e.currentTarget.value.trim())}
      onBlur={(e) =>
        e.currentTarget.value.trim() !== (search.get(name) ?? '') &&
        setParam(search, name, e.currentTarget.value.trim())
      }
    />
  );
  return (
    <div className="row filters">
      {text('search', 'filename contains')}
      {text('project_id', 'project id')}
      {text('batch_id', 'batch id')}
      {text('device_id', 'device id')}
      {text('classes', 'classes (a,b)')}
      {select('annotation_status', ['pending', 'completed'])}
      {select('split', ['train', 'val', 'test', 'none'])}
      {select('sort', ['created_at', 'updated_at', 'filename'])}
      {select('order', ['desc', 'asc'])}
    </div>
  );
}

export function GalleryScreen() {
  const client = useClient();
  const { search } = useLocation();
  const offset = Number(search.get('offset') ?? 0);
  const query = imageQuery(search);
  const images = useQuery({
    queryKey: ['images', query, offset],
    queryFn: () =>
      unwrapList(
        client.GET('/data/images', {
          // The URL's strings go as they are; the API validates them and answers a clear 400.
          params: { query: { ...query, include_url: 'true', limit: PAGE_SIZE, offset } as never },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const grid = useRef<HTMLDivElement>(null);
  const total = images.data?.meta.total ?? 0;
  const open = (id: number) => navigate(`/images/${id}/annotate?${search}`);

  // Arrow keys move between tiles; Enter opens the editor.
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const tiles = Array.from(grid.current?.querySelectorAll<HTMLButtonElement>('button.tile') ?? []);
    const at = tiles.indexOf(document.activeElement as HTMLButtonElement);
    const columns = Math.max(1, Math.round((grid.current?.clientWidth ?? 1) / 180));
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    tiles[Math.min(tiles.length - 1, Math.max(0, at + step))]?.focus();
  };

  return (
    <main>
      <h1>Images</h1>
      <Filters key={search.toString()} search={search} />
      {images.error && <p className="error">{images.error.message}</p>}
      <p className="muted" data-testid="image-count">
        {total} images{total > 0 && `, ${offset + 1}–${Math.min(offset + PAGE_SIZE, total)} shown`}
      </p>
      <div className="grid" ref={grid} onKeyDown={onKey} data-testid="gallery">
        {(images.data?.items ?? []).map((image) => (
          <button key={image.id} className="tile" onClick={() => open(image.id)} title={image.filename}>
            {image.image_url && (
              <img
                src={image.image_url}
                alt={image.filename}
                loading="lazy"
                decoding="async"
                width={170}
                height={128}
              />
            )}
            <span>
              {image.filename} · {image.annotation_status}
            </span>
          </button>
        ))}
      </div>
      <div className="row">
        <button
          disabled={offset === 0}
          onClick={() => setParam(search, 'offset', String(Math.max(0, offset - PAGE_SIZE)))}
        >
          Previous page
        </button>
        <button
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => setParam(search, 'offset', String(offset + PAGE_SIZE))}
        >
          Next page
        </button>
      </div>
    </main>
  );
}
