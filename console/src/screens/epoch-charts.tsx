import { useQuery } from '@tanstack/react-query';
import { paginate } from '../../../clients/typescript/paging.js';
import { useClient } from '../client-context.js';
import { epochCharts } from './epoch-chart.js';
import { FINISHED } from './job-parts.js';
import { CHART_SIZE, ChartFigure } from './telemetry-charts.js';

/**
 * A training job's figures per epoch (GET /ml/training-jobs/{id}/metrics) as small line charts,
 * one per figure: accuracy, then the losses. Refreshed while the job runs.
 */
export function EpochCharts({ jobId, phase }: { jobId: number; phase?: string }) {
  const client = useClient();
  const epochs = useQuery({
    queryKey: ['training-metrics', jobId],
    queryFn: async () => {
      const all = [];
      for await (const epoch of paginate(client, '/ml/training-jobs/{id}/metrics', { path: { id: jobId } })) {
        all.push(epoch);
      }
      return all;
    },
    refetchInterval: phase === undefined || FINISHED.includes(phase) ? false : 5000,
  });
  if (epochs.error) return <p className="error">{epochs.error.message}</p>;
  if (!epochs.data) return <p className="muted">Loading epochs…</p>;
  if (epochs.data.length === 0) return <p className="muted">No epoch reported yet.</p>;
  const last = epochs.data[epochs.data.length - 1]!;
  return (
    <section className="telemetry" data-testid={`epochs-${jobId}`}>
      <p className="muted">
        Training job #{jobId}: {epochs.data.length} epoch{epochs.data.length === 1 ? '' : 's'} of {last.epochs}
      </p>
      <div className="telemetry-grid">
        {epochCharts(epochs.data, CHART_SIZE).map((chart) => (
          <ChartFigure key={chart.spec.metric} chart={chart} unit="epoch" testId={`epoch-${chart.spec.metric}`} />
        ))}
      </div>
    </section>
  );
}
