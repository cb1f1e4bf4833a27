import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { Link, navigate, useLocation } from '../router.js';
import { Empty } from './job-parts.js';
import { reviewThreshold } from './review-model.js';
import { ReviewTable } from './review-table.js';

type Request = components['schemas']['InferenceRequest'];

const DONE = ['completed', 'failed', 'cancelled'];

function setParams(search: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  navigate(`/review?${next}`, { replace: true });
}

/**
 * Starts auto-annotation of the project's pending images at the screen's threshold; predictions
 * become annotations to review.
 */
function RunAutoAnnotate(props: { projectId: number; threshold: number; onStarted: (r: Request) => void }) {
  const { projectId, threshold, onStarted } = props;
  const client = useClient();
  const models = useQuery({
    queryKey: ['models'],
    queryFn: () => unwrap(client.GET('/ml/models', { params: { query: { per_page: 100 } } })),
  });
  const detectors = (models.data ?? []).filter((m) => m.role === 'detector');
  const [form, setForm] = useState({ model: '', mode: 'detector' });
  const run = useMutation({
    mutationFn: () => {
      const model = Number(form.model || detectors[0]?.id);
      const body =
        form.mode === 'sam_auto'
          ? {
              model_type: 'sam_auto' as const,
              sam_prompt_source: 'detector' as const,
              detector_model_version_id: model,
            }
          : { model_type: 'detector' as const, model_version_id: model };
      return unwrap(
        client.POST('/ml/projects/{id}/auto-annotate', {
          params: { path: { id: projectId } },
          body: { ...body, confidence_threshold: threshold, apply_annotations: true } as never,
        }),
      );
    },
    onSuccess: onStarted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate();
  };
  return (
    <form className="row" onSubmit={submit} aria-label="Auto-annotate">
      <select aria-label="Detector" value={form.model} onChange={(e) => setForm({ ...form, model: e.target.value })}>
        {detectors.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} v{m.version}
          </option>
        ))}
      </select>
      <select aria-label="Mode" value={form.mode} onChange={(e) => setForm({ ...form, mode: e.target.value })}>
        <option value="detector">detector boxes</option>
        <option value="sam_auto">SAM outlines from the detector's boxes</option>
      </select>
      <button className="primary" type="submit" disabled={run.isPending || detectors.length === 0}>
        Run auto-annotate at ≥ {threshold.toFixed(2)}
      </button>
      {detectors.length === 0 && models.isSuccess && <span className="muted">Register a detector first.</span>}
      {run.error && <span className="error">{run.error.message}</span>}
    </form>
  );
}

/** The screen's one threshold: a slider and its figure, both editable. */
function ThresholdControl({ threshold, onChange }: { threshold: number; onChange: (value: number) => void }) {
  const change = (value: string) => {
    const number = Number(value);
    if (value !== '' && Number.isFinite(number) && number >= 0 && number <= 1) onChange(number);
  };
  return (
    <label>
      confidence ≥{' '}
      <input
        aria-label="Confidence threshold"
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={threshold}
        onChange={(e) => change(e.target.value)}
      />{' '}
      <span data-testid="threshold">{threshold.toFixed(2)}</span>
    </label>
  );
}

/** Review of model predictions: run auto-annotate, watch it, accept or reject what it found. */
export function ReviewScreen() {
  const client = useClient();
  const queries = useQueryClient();
  const { search } = useLocation();
  const projectId = Number(search.get('project') ?? 0);
  const requestId = Number(search.get('request') ?? 0);
  const projects = useQuery({
    queryKey: ['projects'],
    queryFn: () => unwrap(client.GET('/data/projects', { params: { query: { per_page: 100 } } })),
  });
  const requests = useQuery({
    queryKey: ['inference-requests', projectId],
    enabled: projectId > 0,
    queryFn: () =>
      unwrap(
        client.GET('/ml/projects/{id}/inference-requests', {
          params: { path: { id: projectId }, query: { per_page: 20 } },
        }),
      ),
    refetchInterval: (query) => (query.state.data?.some((r) => !DONE.includes(r.status)) ? 1000 : false),
  });
  const selected = requests.data?.find((r) => r.id === requestId) ?? null;
  const threshold = reviewThreshold(search.get('min'), selected);
  return (
    <main>
      <h1>Review predictions</h1>
      <div className="row">
        <select
          aria-label="Project"
          value={projectId || ''}
          onChange={(e) => setParams(search, { project: e.target.value, request: null })}
        >
          <option value="">choose a project</option>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <ThresholdControl threshold={threshold} onChange={(min) => setParams(search, { min: String(min) })} />
      </div>
      {projectId > 0 && (
        <RunAutoAnnotate
          projectId={projectId}
          threshold={threshold}
          onStarted={(r) => {
            void queries.invalidateQueries({ queryKey: ['inference-requests', projectId] });
            setParams(search, { request: String(r.id), min: String(threshold) });
          }}
        />
      )}
      {requests.error && <p className="error">{requests.error.message}</p>}
      {projectId > 0 && (
        <table data-testid="inference-requests">
          <thead>
            <tr>
              <th>Run</th>
              <th>Kind</th>
              <th>Status</th>
              <th>Images</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(requests.data ?? []).map((r) => (
              <tr key={r.id} className={r.id === requestId ? 'selected' : ''}>
                <td>#{r.id}</td>
                <td>{r.request_type.replace('_', ' ')}</td>
                <td data-testid={`request-status-${r.id}`}>
                  {r.status}
                  {r.error_message && <span className="error"> {r.error_message}</span>}
                </td>
                <td>{r.image_count}</td>
                <td>
                  <Link href={`/review?project=${projectId}&request=${r.id}`}>Review</Link>
                </td>
              </tr>
            ))}
            {requests.data?.length === 0 && <Empty columns={5}>No runs yet.</Empty>}
          </tbody>
        </table>
      )}
      {selected && <ReviewTable request={selected} threshold={threshold} />}
    </main>
  );
}
