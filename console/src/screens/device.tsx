import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { Link } from '../router.js';
import { transitions } from './device-status.js';
import { TelemetryCharts } from './telemetry-charts.js';

type Metrics = components['schemas']['CheckinMetrics'];

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');
const percent = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)}%`);

/** The figures a device reports with each check-in, as table cells. */
function MetricCells({ metrics }: { metrics: Metrics }) {
  return (
    <>
      <td>{percent(metrics.cpu_percent)}</td>
      <td>{percent(metrics.memory_percent)}</td>
      <td>{percent(metrics.disk_percent)}</td>
      <td>{metrics.temperature_c === undefined ? '—' : `${metrics.temperature_c.toFixed(1)} °C`}</td>
      <td>{metrics.frames_processed ?? '—'}</td>
      <td>{metrics.queue_depth ?? '—'}</td>
    </>
  );
}

/** One device: approval, what it runs, and its recent check-ins (telemetry) as charts and a table, newest first. */
export function DeviceScreen({ id }: { id: number }) {
  const client = useClient();
  const queries = useQueryClient();
  const device = useQuery({
    queryKey: ['device', id],
    queryFn: () => unwrap(client.GET('/core/devices/{id}', { params: { path: { id } } })),
    refetchInterval: 15_000,
  });
  const checkins = useQuery({
    queryKey: ['device-checkins', id],
    queryFn: () =>
      unwrap(client.GET('/core/devices/{id}/checkins', { params: { path: { id }, query: { per_page: 50 } } })),
    refetchInterval: 15_000,
  });
  const decide = useMutation({
    mutationFn: (status: components['schemas']['DeviceApprovalStatus']) =>
      unwrap(client.PATCH('/core/devices/{id}', { params: { path: { id } }, body: { status } })),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['device', id] });
      void queries.invalidateQueries({ queryKey: ['devices'] });
    },
  });
  const d = device.data;
  return (
    <main>
      <p>
        <Link href="/devices">← Devices</Link>
      </p>
      {device.error && <p className="error">{device.error.message}</p>}
      {d && (
        <>
          <h1>
            {d.name} <span className="muted">{d.device_id}</span>
          </h1>
          <dl className="facts" data-testid="device-facts">
            <dt>State</dt>
            <dd>
              <span className={d.online ? 'dot online' : 'dot'} /> {d.online ? 'online' : 'offline'}
            </dd>
            <dt>Status</dt>
            <dd data-testid="device-status">
              {d.status}{' '}
              {transitions(d.status).map(([label, status]) => (
                <button key={status} onClick={() => decide.mutate(status)} disabled={decide.isPending}>
                  {label}
                </button>
              ))}
              {decide.error && <span className="error"> {decide.error.message}</span>}
            </dd>
            <dt>Platform</dt>
            <dd>{d.platform ?? '—'}</dd>
            <dt>Host</dt>
            <dd>{d.hostname ?? '—'}</dd>
            <dt>Agent</dt>
            <dd>{d.last_checkin?.agent_version ?? '—'}</dd>
            <dt>Last seen</dt>
            <dd>{when(d.last_seen_at)}</dd>
            <dt>Labels</dt>
            <dd>
              {Object.entries(d.labels)
                .map(([k, v]) => `${k}=${v}`)
                .join(', ') || '—'}
            </dd>
          </dl>
          <p>
            <Link href={`/images?device_id=${encodeURIComponent(d.device_id)}`}>Images from this device</Link>
          </p>
        </>
      )}
      <h2>Telemetry</h2>
      {checkins.error && <p className="error">{checkins.error.message}</p>}
      <TelemetryCharts checkins={(checkins.data ?? []).filter((c) => c !== null)} />
      <table data-testid="checkins">
        <thead>
          <tr>
            <th>Check-in</th>
            <th>Status</th>
            <th>CPU</th>
            <th>Memory</th>
            <th>Disk</th>
            <th>Temperature</th>
            <th>Frames</th>
            <th>Queue</th>
          </tr>
        </thead>
        <tbody>
          {(checkins.data ?? []).map(
            (c, i) =>
              c && (
                <tr key={`${c.at}-${i}`}>
                  <td>{when(c.at)}</td>
                  <td>{c.status ?? '—'}</td>
                  <MetricCells metrics={c.metrics} />
                </tr>
              ),
          )}
          {checkins.data?.length === 0 && (
            <tr>
              <td colSpan={8} className="muted">
                No check-ins yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </main>
  );
}
