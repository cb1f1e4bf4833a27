import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { Empty } from './job-parts.js';

const ANNOTATION_ORDER = ['summary', 'description'];

/** Alerts received through the Alertmanager webhook, firing ones on top by default. */
export function AlertsScreen() {
  const client = useClient();
  const [status, setStatus] = useState<'' | 'firing' | 'resolved'>('firing');
  const alerts = useQuery({
    queryKey: ['alerts', status],
    queryFn: () =>
      unwrap(client.GET('/monitoring/alerts', { params: { query: { per_page: 100, ...(status ? { status } : {}) } } })),
    refetchInterval: 15_000,
  });
  return (
    <main>
      <h1>Alerts</h1>
      <div className="row">
        <select aria-label="Alert status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          <option value="firing">firing</option>
          <option value="resolved">resolved</option>
          <option value="">all</option>
        </select>
      </div>
      {alerts.error && <p className="error">{alerts.error.message}</p>}
      <table data-testid="alerts">
        <thead>
          <tr>
            <th>Alert</th>
            <th>Severity</th>
            <th>Status</th>
            <th>Device</th>
            <th>Summary</th>
            <th>Since</th>
          </tr>
        </thead>
        <tbody>
          {(alerts.data ?? []).map((alert) => {
            const summary = ANNOTATION_ORDER.map((name) => alert.annotations.find((a) => a.name === name)?.value).find(
              Boolean,
            );
            return (
              <tr key={alert.id}>
                <td>{alert.alertname ?? alert.fingerprint}</td>
                <td className={alert.severity === 'critical' ? 'error' : ''}>{alert.severity ?? '—'}</td>
                <td>{alert.status}</td>
                <td>{alert.device_id ?? '—'}</td>
                <td>{summary ?? '—'}</td>
                <td>{new Date(alert.starts_at).toLocaleString()}</td>
              </tr>
            );
          })}
          {alerts.data?.length === 0 && <Empty columns={6}>No alerts.</Empty>}
        </tbody>
      </table>
    </main>
  );
}
