import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

interface JobRow {
  id: number;
  phase: string;
  progress: number;
  message: string | null;
  metrics: Record<string, number>;
  created_at?: string;
}

function JobTable({ title, rows, error }: { title: string; rows: JobRow[] | undefined; error: Error | null }) {
  return (
    <section>
      <h2>{title}</h2>
      {error && <p className="error">{error.message}</p>}
      <table>
        <thead>
          <tr>
            <th>Id</th>
            <th>Phase</th>
            <th>Progress</th>
            <th>Message</th>
            <th>Metrics</th>
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((job) => (
            <tr key={job.id}>
              <td>{job.id}</td>
              <td>{job.phase}</td>
              <td>
                <progress max={100} value={job.progress} /> {job.progress}%
              </td>
              <td>{job.message ?? ''}</td>
              <td className="muted">
                {Object.entries(job.metrics)
                  .map(([name, value]) => `${name} ${Number(value.toFixed(4))}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
          {rows?.length === 0 && (
            <tr>
              <td colSpan={5} className="muted">
                None yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

export function JobsScreen() {
  const client = useClient();
  const training = useQuery({
    queryKey: ['training-jobs'],
    queryFn: () => unwrap(client.GET('/ml/training-jobs', { params: { query: { per_page: 50 } } })),
    refetchInterval: 5000,
  });
  const exports = useQuery({
    queryKey: ['export-jobs'],
    queryFn: () => unwrap(client.GET('/ml/export-jobs', { params: { query: { per_page: 50 } } })),
    refetchInterval: 5000,
  });
  return (
    <main>
      <h1>Jobs</h1>
      <JobTable title="Training" rows={training.data} error={training.error} />
      <JobTable title="Model export" rows={exports.data} error={exports.error} />
    </main>
  );
}
