import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { Empty, formatMetric, JobState } from './job-parts.js';
import { StartDeployment } from './start-deployment.js';
import { StartExport } from './start-export.js';

function Models() {
  const client = useClient();
  const models = useQuery({
    queryKey: ['models'],
    queryFn: () => unwrap(client.GET('/ml/models', { params: { query: { per_page: 100 } } })),
  });
  return (
    <section>
      <h2>Model versions</h2>
      {models.error && <p className="error">{models.error.message}</p>}
      {models.data && models.data.length > 0 && <StartExport models={models.data} />}
      <table data-testid="models">
        <thead>
          <tr>
            <th>Id</th>
            <th>Model</th>
            <th>Role</th>
            <th>Source</th>
            <th>Classes</th>
            <th>Metrics</th>
            <th>Exports</th>
          </tr>
        </thead>
        <tbody>
          {(models.data ?? []).map((m) => (
            <tr key={m.id}>
              <td>{m.id}</td>
              <td>
                {m.name} <span className="muted">v{m.version}</span>
              </td>
              <td>{m.role.replaceAll('_', ' ')}</td>
              <td>{m.source === 'training' ? `training #${m.training_job_id}` : 'upload'}</td>
              <td>{m.class_names.join(', ')}</td>
              <td className="muted">
                {Object.entries(m.metrics)
                  .map(([name, value]) => `${name} ${formatMetric(value)}`)
                  .join(', ')}
              </td>
              <td>{m.exports.map((e) => `${e.format} ${e.precision}`).join(', ') || '—'}</td>
            </tr>
          ))}
          {models.data?.length === 0 && <Empty columns={7}>No models: train one or upload an ONNX file.</Empty>}
        </tbody>
      </table>
    </section>
  );
}

function Deployments() {
  const client = useClient();
  const models = useQuery({
    queryKey: ['models'],
    queryFn: () => unwrap(client.GET('/ml/models', { params: { query: { per_page: 100 } } })),
  });
  const deployments = useQuery({
    queryKey: ['deployments'],
    queryFn: () => unwrap(client.GET('/ml/deployments', { params: { query: { per_page: 50 } } })),
    refetchInterval: 5000,
  });
  return (
    <section>
      <h2>Deployments</h2>
      {models.data && models.data.length > 0 && <StartDeployment models={models.data} />}
      {deployments.error && <p className="error">{deployments.error.message}</p>}
      <table data-testid="deployments">
        <thead>
          <tr>
            <th>Id</th>
            <th>Model</th>
            <th>Targets</th>
            <th>Rollout</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {(deployments.data ?? []).map((d) => (
            <tr key={d.id}>
              <td>{d.id}</td>
              <td>
                #{d.model_version_id} <span className="muted">{d.format}</span>
              </td>
              <td>
                {d.targets.device_ids?.join(', ') ??
                  Object.entries(d.targets.match_labels ?? {})
                    .map(([k, v]) => `${k}=${v}`)
                    .join(', ')}
              </td>
              <td>
                {d.rollout.strategy}
                {d.rollout.strategy === 'batched' && ` by ${d.rollout.batch_size}`}
              </td>
              <td>
                <JobState job={d} />
              </td>
            </tr>
          ))}
          {deployments.data?.length === 0 && <Empty columns={5}>None yet.</Empty>}
        </tbody>
      </table>
    </section>
  );
}

export function ModelsScreen() {
  return (
    <main>
      <h1>Models</h1>
      <Models />
      <Deployments />
    </main>
  );
}
