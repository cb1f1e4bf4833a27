import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { navigate } from '../router.js';
import { EvaluationComparison } from './evaluation-comparison.js';
import { ClassBars, ConfusionHeatmap, F1Curve, overallSummary, PrCurves } from './evaluation-figures.js';
import { galleryUrlOf } from './evaluation-gallery.js';
import { Empty, FINISHED, formatMetric, JobState } from './job-parts.js';

type Model = components['schemas']['ModelVersion'];

const SPLITS = ['test', 'val', 'train'] as const;

/** Starts an evaluation of the model version on a dataset version's split. */
function StartEvaluation({ model, onStarted }: { model: Model; onStarted: (id: number) => void }) {
  const client = useClient();
  const queries = useQueryClient();
  const versions = useQuery({
    queryKey: ['datasets'],
    queryFn: () => unwrap(client.GET('/data/datasets', { params: { query: { per_page: 100 } } })),
  });
  const [form, setForm] = useState({ version: '', split: '' });
  const chosen = versions.data?.find((v) => String(v.id) === form.version) ?? versions.data?.[0];
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/ml/evaluations', {
          body: {
            model_version_id: model.id,
            dataset_version_id: chosen!.id,
            ...(form.split ? { split: form.split as (typeof SPLITS)[number] } : {}),
          },
        }),
      ),
    onSuccess: (created) => {
      void queries.invalidateQueries({ queryKey: ['evaluations'] });
      onStarted(created.id);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <form className="row" onSubmit={submit} aria-label="Evaluate a model">
      <select
        aria-label="Dataset version to evaluate on"
        value={form.version || String(chosen?.id ?? '')}
        onChange={(e) => setForm({ ...form, version: e.target.value })}
      >
        {(versions.data ?? []).map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} v{v.version}
          </option>
        ))}
      </select>
      <select aria-label="Split" value={form.split} onChange={(e) => setForm({ ...form, split: e.target.value })}>
        <option value="">test (val when empty)</option>
        {SPLITS.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      <button className="primary" type="submit" disabled={!chosen || start.isPending}>
        Evaluate
      </button>
      {start.error && (
        <span className="error" role="alert">
          {start.error.message}
        </span>
      )}
    </form>
  );
}

/** One evaluation's figures as plots; while it runs, its progress. */
function EvaluationDetail({ id }: { id: number }) {
  const client = useClient();
  const [against, setAgainst] = useState('');
  const detail = useQuery({
    queryKey: ['evaluation', id],
    queryFn: () => unwrap(client.GET('/ml/evaluations/{id}', { params: { path: { id } } })),
    refetchInterval: (q) => (q.state.data && FINISHED.includes(q.state.data.phase) ? false : 2000),
  });
  const versionId = detail.data?.dataset_version_id;
  // Any model's successful evaluations of the same dataset version: those of its split compare.
  const others = useQuery({
    queryKey: ['evaluations', 'of version', versionId],
    enabled: versionId !== undefined,
    queryFn: () =>
      unwrap(
        client.GET('/ml/evaluations', {
          params: { query: { dataset_version_id: versionId, phase: 'Succeeded', per_page: 100 } },
        }),
      ),
  });
  if (detail.error) return <p className="error">{detail.error.message}</p>;
  const e = detail.data;
  if (!e) return null;
  const comparable = (others.data ?? []).filter((o) => o.id !== id && o.split === e.split);
  const f = e.figures;
  return (
    <section className="evaluation" data-testid={`evaluation-${id}`}>
      <h3>
        Evaluation #{id}: model #{e.model_version_id} on dataset version #{e.dataset_version_id} ({e.split})
      </h3>
      {!f && (
        <p data-testid="evaluation-progress">
          <JobState job={e} />
        </p>
      )}
      {f && (
        <>
          <p className="muted" data-testid="evaluation-overall">
            {f.image_count} images, {f.task}: {overallSummary(f)}
          </p>
          <div className="plots">
            <ConfusionHeatmap
              testId="confusion"
              classes={f.confusion.classes}
              background={f.confusion.background}
              matrix={f.confusion.matrix}
              cells={f.confusion.cells}
              onCell={(_t, _p, ids) => navigate(galleryUrlOf(ids))}
            />
            <PrCurves testId="pr-curves" curves={f.pr_curves} />
            <F1Curve testId="f1-curve" curve={f.f1_curve} threshold={f.confidence_threshold} />
            <ClassBars testId="class-bars" figures={f} />
          </div>
          <div className="row">
            <select aria-label="Compare with" value={against} onChange={(event) => setAgainst(event.target.value)}>
              <option value="">compare with… ({comparable.length} on this split)</option>
              {comparable.map((o) => (
                <option key={o.id} value={o.id}>
                  #{o.id}: model #{o.model_version_id}
                </option>
              ))}
            </select>
          </div>
          {against && <EvaluationComparison a={id} b={Number(against)} />}
        </>
      )}
    </section>
  );
}

/** The overall figures a list row shows, as percentages. */
const overallText = (metrics: Record<string, number>) =>
  Object.entries(metrics)
    .map(([name, value]) => `${name} ${formatMetric(value)}`)
    .join(', ');

/**
 * A model version's evaluations: start one, follow it while it runs, open one's plots and
 * compare it with another model's evaluation of the same split.
 */
export function Evaluations({ models }: { models: Model[] }) {
  const client = useClient();
  const [modelId, setModelId] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const model = models.find((m) => String(m.id) === modelId) ?? models[0];
  const evaluations = useQuery({
    queryKey: ['evaluations', 'of model', model?.id],
    enabled: model !== undefined,
    queryFn: () =>
      unwrap(client.GET('/ml/evaluations', { params: { query: { model_version_id: model!.id, per_page: 100 } } })),
    refetchInterval: (q) => (q.state.data?.some((e) => !FINISHED.includes(e.phase)) ? 2000 : false),
  });
  const mine = evaluations.data ?? [];
  if (!model) return null;
  return (
    <section>
      <h2>Evaluations</h2>
      <div className="row">
        <select
          aria-label="Model version evaluated"
          value={String(model.id)}
          onChange={(e) => {
            setModelId(e.target.value);
            setOpen(null);
          }}
        >
          {models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} v{m.version}
            </option>
          ))}
        </select>
      </div>
      <StartEvaluation model={model} onStarted={setOpen} />
      {evaluations.error && <p className="error">{evaluations.error.message}</p>}
      <table data-testid="evaluations">
        <thead>
          <tr>
            <th>Id</th>
            <th>Dataset version</th>
            <th>Split</th>
            <th>State</th>
            <th>Overall</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {mine.map((e) => (
            <tr key={e.id}>
              <td>{e.id}</td>
              <td>#{e.dataset_version_id}</td>
              <td>{e.split}</td>
              <td>
                <JobState job={e} />
              </td>
              <td className="muted">{overallText(e.metrics)}</td>
              <td>
                <button aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
                  {open === e.id ? 'Hide' : 'Plots'}
                </button>
              </td>
            </tr>
          ))}
          {evaluations.data && mine.length === 0 && <Empty columns={6}>No evaluation of this model yet.</Empty>}
        </tbody>
      </table>
      {open !== null && <EvaluationDetail key={open} id={open} />}
    </section>
  );
}
