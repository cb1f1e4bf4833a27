import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import type { ReviewRow } from './review-model.js';

/**
 * The image under review with its predicted boxes drawn over it: dashed while to review, solid
 * once accepted, so predictions never look like boxes a person drew; the current one is thicker.
 */
export function ReviewPicture({
  imageId,
  rows,
  current,
}: {
  imageId: number;
  rows: ReviewRow[];
  current: number | null;
}) {
  const client = useClient();
  const url = useQuery({
    queryKey: ['image-url', imageId],
    queryFn: () => unwrap(client.GET('/images/{id}/url', { params: { path: { id: imageId } } })),
  });
  const shown = rows.filter((row) => row.imageId === imageId && row.state !== 'rejected');
  return (
    <figure className="review-picture" data-testid="review-picture" data-image={imageId}>
      <div className="frame">
        {url.data && <img src={url.data.url} alt={`image ${imageId}`} />}
        <svg viewBox="0 0 1 1" preserveAspectRatio="none" aria-label="Predicted boxes">
          {shown.map(({ prediction: p, state }) => (
            <rect
              key={p.id}
              data-prediction={p.id}
              data-state={state}
              className={`prediction ${state.replace(' ', '-')}${p.id === current ? ' current' : ''}`}
              x={p.x_center - p.width / 2}
              y={p.y_center - p.height / 2}
              width={p.width}
              height={p.height}
              vectorEffect="non-scaling-stroke"
            >
              <title>{`${p.class_value} ${p.confidence.toFixed(2)} (${state})`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <figcaption className="muted">
        Image #{imageId}: {shown.length} predictions · J/K next/previous, A accept, R reject, Shift+A accept this image
      </figcaption>
    </figure>
  );
}
