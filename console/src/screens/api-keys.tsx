import { useState } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { RevokeCell, useIssuedSecrets } from './issued-secrets.js';

type Role = components['schemas']['CreateApiKey']['role'];
const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;

/** Personal API keys for scripts and CI: created here, the secret shown once, revoked from the list. */
export function ApiKeys() {
  const client = useClient();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const { items, create, revoke, submit, created, dismiss } = useIssuedSecrets({
    queryKey: ['api-keys'],
    list: () => unwrap(client.GET('/organization/api-keys')),
    create: () => unwrap(client.POST('/organization/api-keys', { body: { name, ...(role ? { role } : {}) } })),
    revoke: (id: number) => unwrap(client.DELETE('/organization/api-keys/{id}', { params: { path: { id } } })),
    onCreated: () => setName(''),
  });
  return (
    <section>
      <h2>API keys</h2>
      <p className="muted">
        For scripts and CI: a key acts as you in this organization with the role chosen (at most yours). Send it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>, or set <code>EDGE_VISION_TOKEN</code> for the CLI.
      </p>
      <form className="row" onSubmit={submit}>
        <input
          aria-label="Key name"
          placeholder="what it is for"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <select aria-label="Key role" value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
          <option value="">my role</option>
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button className="primary" type="submit" disabled={create.isPending || !name.trim()}>
          Create key
        </button>
        {create.error && <span className="error">{create.error.message}</span>}
      </form>
      {created && (
        <div className="notice" role="dialog" aria-label="New API key">
          <p>
            <strong>Copy this now:</strong> the key is shown only once.
          </p>
          <code data-testid="api-key-secret">{created.key}</code> <button onClick={dismiss}>Done</button>
        </div>
      )}
      <table data-testid="api-keys">
        <thead>
          <tr>
            <th>Name</th>
            <th>Key</th>
            <th>Role</th>
            <th>Owner</th>
            <th>Status</th>
            <th>Last used</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(items.data ?? []).map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.key_hint}</code>
              </td>
              <td>{key.role}</td>
              <td>{key.owner_email}</td>
              <td>{key.status}</td>
              <td>{key.last_used_at ? new Date(key.last_used_at).toLocaleString() : 'never'}</td>
              <RevokeCell
                live={key.status === 'active'}
                pending={revoke.isPending}
                onRevoke={() => revoke.mutate(key.id)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
