import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap, unwrapList } from '../api.js';
import { useClient } from '../client-context.js';
import { Link } from '../router.js';
import { reviewState, visibleRows, type ReviewRow } from './review-model.js';
import { ReviewPicture } from './review-picture.js';

type Request = components['schemas']['InferenceRequest'];
type Annotation = components['schemas']['Annotation'];

// One page of images per run on screen; the predictions endpoint pages by image.
const IMAGES_PER_PAGE = 100;

/** A run's predictions with their review state, at or above the screen's one threshold. */
export function ReviewTable({ request, threshold: min }: { request: Request; threshold: number }) {
  const client = useClient();
  const queries = useQueryClient();
  const finished = ['completed', 'failed', 'cancelled'].includes(request.status);
  const predictions = useQuery({
    // The status is in the key: the last poll may come before the run finished, so its end reads again.
    queryKey: ['predictions', request.id, request.status],
    queryFn: () =>
      unwrapList(
        client.GET('/ml/inference-requests/{id}/predictions', {
          params: { path: { id: request.id }, query: { per_page: IMAGES_PER_PAGE } },
        }),
      ),
    refetchInterval: finished ? false : 1000,
    placeholderData: keepPreviousData,
  });
  const images = predictions.data?.items ?? [];
  const imageIds = images.filter((i) => i.predictions.length > 0).map((i) => i.image_id);
  const annotations = useQuery({
    queryKey: ['review-annotations', request.id, imageIds],
    enabled: finished && imageIds.length > 0,
    queryFn: async () => {
      const lists = await Promise.all(
        imageIds.map((id) => unwrap(client.GET('/data/annotations', { params: { query: { image_id: id } } }))),
      );
      return new Map<number, Annotation>(lists.flat().map((a) => [a.id, a]));
    },
  });
  const refresh = () => void queries.invalidateQueries({ queryKey: ['review-annotations', request.id] });
  const accept = useMutation({
    mutationFn: (ids: number[]) =>
      Promise.all(
        ids.map((id) =>
          unwrap(client.PATCH('/data/annotations/{id}', { params: { path: { id } }, body: { source: 'manual' } })),
        ),
      ),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/data/annotations/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });

  const processed = images.filter((i) => i.status !== 'pending').length;
  const rows: ReviewRow[] = annotations.data
    ? images.flatMap((image) =>
        image.predictions.map((prediction) => ({
          imageId: image.image_id,
          prediction,
          state: reviewState(prediction, annotations.data),
        })),
      )
    : [];
  const shown = visibleRows(rows, min);
  const acceptable = shown.filter((r) => r.state === 'to review').map((r) => r.prediction.annotation_id!);
  const busy = accept.isPending || reject.isPending;
  const [currentId, setCurrentId] = useState<number | null>(null);
  const current =
    shown.find((r) => r.prediction.id === currentId) ?? shown.find((r) => r.state === 'to review') ?? shown[0];

  // The keyboard: J/K (or the arrows) walk the rows, A accepts, R rejects, Shift+A accepts the image.
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    const target = event.target as HTMLElement | null;
    if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
    if (event.ctrlKey || event.metaKey || event.altKey || !current || busy) return;
    const at = shown.indexOf(current);
    const step = (delta: number) =>
      setCurrentId(shown[Math.min(shown.length - 1, Math.max(0, at + delta))]!.prediction.id);
    // After a decision, on to the next row still to review: of the same image first, picture by picture.
    const onward = () => {
      const open = shown.filter((r) => r !== current && r.state === 'to review');
      const next = open.find((r) => r.imageId === current.imageId) ?? open[0];
      if (next) setCurrentId(next.prediction.id);
    };
    const key = event.key;
    if (key === 'j' || key === 'ArrowDown') step(1);
    else if (key === 'k' || key === 'ArrowUp') step(-1);
    else if (key === 'A') {
      accept.mutate(
        shown
          .filter((r) => r.imageId === current.imageId && r.state === 'to review')
          .map((r) => r.prediction.annotation_id!),
      );
      const next = shown.find((r) => r.imageId !== current.imageId && r.state === 'to review');
      if (next) setCurrentId(next.prediction.id);
    } else if (key === 'a' && current.state === 'to review') {
      accept.mutate([current.prediction.annotation_id!]);
      onward();
    } else if (key === 'r' && current.state === 'to review') {
      reject.mutate(current.prediction.annotation_id!);
      onward();
    } else return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <section>
      <h2>Run #{request.id}</h2>
      <p data-testid="review-progress">
        <progress max={Math.max(1, request.image_count)} value={processed} /> {processed} of {request.image_count}{' '}
        images processed · {request.status}
      </p>
      <div className="row">
        <span className="muted" data-testid="review-count">
          {shown.length} of {rows.length} predictions shown, {acceptable.length} to review
        </span>
        <button onClick={() => accept.mutate(acceptable)} disabled={busy || acceptable.length === 0}>
          Accept all ≥ {min.toFixed(2)}
        </button>
        {min < request.confidence_threshold && (
          <span className="muted" data-testid="below-run">
            This run kept boxes ≥ {request.confidence_threshold.toFixed(2)}; run again to see lower ones.
          </span>
        )}
        {(accept.error ?? reject.error) && <span className="error">{(accept.error ?? reject.error)!.message}</span>}
      </div>
      {current && <ReviewPicture imageId={current.imageId} rows={rows} current={current.prediction.id} />}
      <table data-testid="predictions">
        <thead>
          <tr>
            <th>Image</th>
            <th>Class</th>
            <th>Confidence</th>
            <th>Box (x, y, w, h)</th>
            <th>State</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {shown.map(({ imageId, prediction: p, state }) => (
            <tr
              key={p.id}
              data-prediction={p.id}
              className={p.id === current?.prediction.id ? 'selected' : ''}
              onClick={() => setCurrentId(p.id)}
            >
              <td>
                <Link href={`/images/${imageId}/annotate`}>#{imageId}</Link>
              </td>
              <td>{p.class_value}</td>
              <td>{p.confidence.toFixed(2)}</td>
              <td className="muted">
                {[p.x_center, p.y_center, p.width, p.height].map((v) => v.toFixed(3)).join(', ')}
                {p.geometry && ` · outline of ${p.geometry.length / 2} points`}
              </td>
              <td>{state}</td>
              <td>
                {state === 'to review' && (
                  <>
                    <button onClick={() => accept.mutate([p.annotation_id!])} disabled={busy}>
                      Accept
                    </button>{' '}
                    <button onClick={() => reject.mutate(p.annotation_id!)} disabled={busy}>
                      Reject
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
