import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { EpochCharts } from './epoch-charts.js';
import { Empty, Figures, FINISHED, JobState, LogTail, Toggle } from './job-parts.js';
import { StartTraining } from './start-training.js';

type Training = components['schemas']['TrainingJob'];
type Export = components['schemas']['ExportJob'];

/** Cancels an unfinished job; a refusal (no cluster, finished meanwhile) is shown beside it. */
function CancelTraining({ job }: { job: Training }) {
  const client = useClient();
  const queries = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => unwrap(client.POST('/ml/training-jobs/{id}/cancel', { params: { path: { id: job.id } } })),
    onSettled: () => void queries.invalidateQueries({ queryKey: ['training-jobs'] }),
  });
  if (FINISHED.includes(job.phase)) return null;
  return (
    <>
      <button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        Cancel
      </button>
      {cancel.error && (
        <span className="error" role="alert">
          {' '}
          {cancel.error.message}
        </span>
      )}
    </>
  );
}

function TrainingRow({ job }: { job: Training }) {
  const [open, setOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const log = job.phase === 'Failed' ? job.log_tail : null;
  return (
    <>
      <tr>
        <td>{job.id}</td>
        <td>
          {job.base_model} <span className="muted">dataset v#{job.dataset_version_id}</span>
        </td>
        <td>
          <JobState job={job} />
        </td>
        <td>{job.epoch ? `${job.epoch.epoch}/${job.epoch.epochs}` : `0/${job.epochs}`}</td>
        <td>
          <Figures metrics={job.metrics} />
          {job.warnings.map((warning) => (
            <p key={warning} className="warning" role="status" data-testid={`training-warning-${job.id}`}>
              {warning}
            </p>
          ))}
        </td>
        <td>{job.model_version_id ? `model #${job.model_version_id}` : '—'}</td>
        <td>
          <Toggle open={open} onToggle={() => setOpen(!open)} show="Epochs" hide="Hide epochs" />{' '}
          {log && <Toggle open={logOpen} onToggle={() => setLogOpen(!logOpen)} show="Log" hide="Hide log" />}{' '}
          <CancelTraining job={job} />
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={7}>
            <EpochCharts jobId={job.id} phase={job.phase} />
          </td>
        </tr>
      )}
      {log && logOpen && (
        <tr>
          <td colSpan={7}>
            <LogTail testId={`log-${job.id}`} text={log} />
          </td>
        </tr>
      )}
    </>
  );
}

function ExportRow({ job }: { job: Export }) {
  const [logOpen, setLogOpen] = useState(false);
  const log = job.phase === 'Failed' ? job.log_tail : null;
  return (
    <>
      <tr>
        <td>{job.id}</td>
        <td>#{job.model_version_id}</td>
        <td>{job.format}</td>
        <td>
          <JobState job={job} />
        </td>
        <td>{log && <Toggle open={logOpen} onToggle={() => setLogOpen(!logOpen)} show="Log" hide="Hide log" />}</td>
      </tr>
      {log && logOpen && (
        <tr>
          <td colSpan={5}>
            <LogTail testId={`export-log-${job.id}`} text={log} />
          </td>
        </tr>
      )}
    </>
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
      <h2>Training</h2>
      <StartTraining />
      {training.error && <p className="error">{training.error.message}</p>}
      <table data-testid="training-jobs">
        <thead>
          <tr>
            <th>Id</th>
            <th>Model</th>
            <th>State</th>
            <th>Epoch</th>
            <th>Latest metrics</th>
            <th>Result</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(training.data ?? []).map((job) => (
            <TrainingRow key={job.id} job={job} />
          ))}
          {training.data?.length === 0 && <Empty columns={7}>None yet.</Empty>}
        </tbody>
      </table>
      <h2>Model export</h2>
      {exports.error && <p className="error">{exports.error.message}</p>}
      <table data-testid="export-jobs">
        <thead>
          <tr>
            <th>Id</th>
            <th>Model</th>
            <th>Format</th>
            <th>State</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(exports.data ?? []).map((job) => (
            <ExportRow key={job.id} job={job} />
          ))}
          {exports.data?.length === 0 && <Empty columns={5}>None yet.</Empty>}
        </tbody>
      </table>
    </main>
  );
}
