import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { EpochCharts } from './epoch-charts.js';
import { Evaluations } from './evaluation-panel.js';
import { Empty, Figures, FINISHED, JobState, Toggle } from './job-parts.js';
import { StartDeployment } from './start-deployment.js';
import { StartExport } from './start-export.js';

type ModelVersion = components['schemas']['ModelVersion'];

/**
 * Asks the API for a signed address of the file and lets the browser download it (the address
 * needs no credentials and streams from the API's own origin as an attachment).
 */
function DownloadButton({ label, link }: { label: string; link: () => Promise<{ url: string; file_name: string }> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url, file_name } = await link();
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file_name;
      anchor.click();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void start()} disabled={busy}>
        {label}
      </button>
      {error && (
        <span className="error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}

function ModelDownloads({ model }: { model: ModelVersion }) {
  const client = useClient();
  const file = (artifact: 'onnx' | 'weights') => () =>
    unwrap(client.GET('/ml/models/{id}/download', { params: { path: { id: model.id }, query: { artifact } } }));
  const exported = (id: number) => () =>
    unwrap(client.GET('/ml/export-jobs/{id}/download', { params: { path: { id } } }));
  return (
    <div className="row" data-testid={`downloads-${model.id}`}>
      {model.artifacts.onnx && <DownloadButton label="ONNX" link={file('onnx')} />}
      {model.artifacts.weights && <DownloadButton label="Weights" link={file('weights')} />}
      {model.exports.map((e) => (
        <DownloadButton key={e.export_job_id} label={`${e.format} ${e.precision}`} link={exported(e.export_job_id)} />
      ))}
      {!model.artifacts.onnx && !model.artifacts.weights && model.exports.length === 0 && (
        <span className="muted">no file</span>
      )}
    </div>
  );
}

function ModelRow({ model: m }: { model: ModelVersion }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr>
        <td>{m.id}</td>
        <td>
          {m.name} <span className="muted">v{m.version}</span>
        </td>
        <td>
          {m.task} <span className="muted">{m.role.replaceAll('_', ' ')}</span>
        </td>
        <td>{m.source === 'training' ? `training #${m.training_job_id}` : 'upload'}</td>
        <td>{m.class_names.join(', ')}</td>
        <td>
          <Figures metrics={m.metrics} />
        </td>
        <td>
          <ModelDownloads model={m} />
        </td>
        <td>
          {m.training_job_id !== null && (
            <Toggle open={open} onToggle={() => setOpen(!open)} show="Training" hide="Hide training" />
          )}
        </td>
      </tr>
      {open && m.training_job_id !== null && (
        <tr>
          <td colSpan={8}>
            <EpochCharts jobId={m.training_job_id} />
          </td>
        </tr>
      )}
    </>
  );
}

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
            <th>Task</th>
            <th>Source</th>
            <th>Classes</th>
            <th>Figures</th>
            <th>Download</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(models.data ?? []).map((m) => (
            <ModelRow key={m.id} model={m} />
          ))}
          {models.data?.length === 0 && <Empty columns={8}>No models: train one or upload an ONNX file.</Empty>}
        </tbody>
      </table>
      {models.data && <Evaluations models={models.data} />}
    </section>
  );
}

type Deployment = components['schemas']['Deployment'];

/**
 * A deployment's devices (GET /ml/deployments/{id}): each one's state, phase and the error it
 * reported. A deployment runs no pod, so these messages are its logs.
 */
function DeploymentDevices({ deployment }: { deployment: Deployment }) {
  const client = useClient();
  const detail = useQuery({
    queryKey: ['deployment', deployment.id],
    queryFn: () => unwrap(client.GET('/ml/deployments/{id}', { params: { path: { id: deployment.id } } })),
    refetchInterval: FINISHED.includes(deployment.phase) ? false : 5000,
  });
  if (detail.error) return <p className="error">{detail.error.message}</p>;
  const devices = detail.data?.devices ?? [];
  return (
    <table className="metrics" data-testid={`deployment-devices-${deployment.id}`}>
      <thead>
        <tr>
          <th>Device</th>
          <th>State</th>
          <th>Phase</th>
          <th>Message</th>
        </tr>
      </thead>
      <tbody>
        {devices.map((d) => (
          <tr key={`${d.device_id}:${d.rollback}`}>
            <td>
              {d.device_id}
              {d.rollback && <span className="muted"> rollback</span>}
            </td>
            <td>{d.state}</td>
            <td>
              {d.phase ?? '—'}
              {d.progress !== null && d.state === 'InProgress' && ` ${Math.round(d.progress * 100)}%`}
            </td>
            <td className={d.state === 'Failed' ? 'error' : 'muted'}>{d.message ?? ''}</td>
          </tr>
        ))}
        {detail.data && devices.length === 0 && <Empty columns={4}>No device targeted yet.</Empty>}
      </tbody>
    </table>
  );
}

function DeploymentRow({ deployment: d }: { deployment: Deployment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr>
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
        <td>
          <Toggle open={open} onToggle={() => setOpen(!open)} show="Devices" hide="Hide devices" />
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={6}>
            <DeploymentDevices deployment={d} />
          </td>
        </tr>
      )}
    </>
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
            <th />
          </tr>
        </thead>
        <tbody>
          {(deployments.data ?? []).map((d) => (
            <DeploymentRow key={d.id} deployment={d} />
          ))}
          {deployments.data?.length === 0 && <Empty columns={6}>None yet.</Empty>}
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
