import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { Link } from '../router.js';
import { transitions } from './device-status.js';
import { RevokeCell, useIssuedSecrets } from './issued-secrets.js';

type CreatedToken = components['schemas']['CreatedProvisioningToken'];

type Status = components['schemas']['DeviceApprovalStatus'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function DeviceList() {
  const client = useClient();
  const queries = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: { id: number; status: Status }) =>
      unwrap(
        client.PATCH('/core/devices/{id}', { params: { path: { id: input.id } }, body: { status: input.status } }),
      ),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['devices'] }),
  });
  const devices = useQuery({
    queryKey: ['devices'],
    queryFn: () => unwrap(client.GET('/core/devices', { params: { query: { per_page: 100 } } })),
    refetchInterval: 15_000,
  });
  if (devices.error) return <p className="error">{devices.error.message}</p>;
  if (decide.error) return <p className="error">{decide.error.message}</p>;
  return (
    <table data-testid="devices">
      <thead>
        <tr>
          <th>Device</th>
          <th>State</th>
          <th>Status</th>
          <th>Platform</th>
          <th>Last seen</th>
        </tr>
      </thead>
      <tbody>
        {(devices.data ?? []).map((device) => (
          <tr key={device.id}>
            <td>
              <Link href={`/devices/${device.id}`}>{device.name}</Link>{' '}
              <span className="muted">{device.device_id}</span>
            </td>
            <td>
              <span className={device.online ? 'dot online' : 'dot'} /> {device.online ? 'online' : 'offline'}
            </td>
            <td>
              {device.status}{' '}
              {transitions(device.status).map(([label, status]) => (
                <button key={status} onClick={() => decide.mutate({ id: device.id, status })}>
                  {label}
                </button>
              ))}
            </td>
            <td>{device.platform ?? '—'}</td>
            <td>{when(device.last_seen_at)}</td>
          </tr>
        ))}
        {devices.data?.length === 0 && (
          <tr>
            <td colSpan={5} className="muted">
              No devices yet: create a provisioning token and run its setup command on a device.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The secret is in this response only: shown once, with the command a device runs. */
function NewToken({ token, onClose }: { token: CreatedToken; onClose: () => void }) {
  const command = `curl -fsSL ${location.origin}/api/setup | PROVISIONING_TOKEN=${token.token} sh`;
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard.writeText(command).then(() => setCopied(true));
  return (
    <div className="notice" role="dialog" aria-label="New provisioning token">
      <p>
        <strong>Copy this now:</strong> the token is shown only once.
      </p>
      <code data-testid="token-secret">{token.token}</code>
      <pre data-testid="setup-command">{command}</pre>
      <button onClick={copy}>{copied ? 'Copied' : 'Copy setup command'}</button> <button onClick={onClose}>Done</button>
    </div>
  );
}

function Tokens() {
  const client = useClient();
  const [name, setName] = useState('');
  const [hours, setHours] = useState(24);
  const { items, create, revoke, submit, created, dismiss } = useIssuedSecrets({
    queryKey: ['provisioning-tokens'],
    list: () => unwrap(client.GET('/provisioning-tokens', { params: { query: { per_page: 100 } } })),
    create: () =>
      unwrap(client.POST('/provisioning-tokens', { body: { name: name || undefined, expires_in_hours: hours } })),
    revoke: (id: number) => unwrap(client.DELETE('/provisioning-tokens/{id}', { params: { path: { id } } })),
    onCreated: () => setName(''),
  });
  return (
    <section>
      <h2>Provisioning tokens</h2>
      <form className="row" onSubmit={submit}>
        <input
          aria-label="Token name"
          placeholder="name (optional)"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label>
          valid for{' '}
          <input
            aria-label="Hours valid"
            type="number"
            min={1}
            max={720}
            value={hours}
            onChange={(e) => setHours(Number(e.target.value))}
          />{' '}
          hours
        </label>
        <button className="primary" type="submit" disabled={create.isPending}>
          Create token
        </button>
        {create.error && <span className="error">{create.error.message}</span>}
      </form>
      {created && <NewToken token={created} onClose={dismiss} />}
      <table data-testid="tokens">
        <thead>
          <tr>
            <th>Name</th>
            <th>Token</th>
            <th>Status</th>
            <th>Expires</th>
            <th>Device</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(items.data ?? []).map((token) => (
            <tr key={token.id}>
              <td>{token.name ?? '—'}</td>
              <td>
                <code>{token.token_hint}</code>
              </td>
              <td>{token.status}</td>
              <td>{when(token.expires_at)}</td>
              <td>{token.device_id ?? '—'}</td>
              <RevokeCell
                live={token.status === 'valid'}
                pending={revoke.isPending}
                onRevoke={() => revoke.mutate(token.id)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function DevicesScreen() {
  return (
    <main>
      <h1>Devices</h1>
      <DeviceList />
      <Tokens />
    </main>
  );
}
