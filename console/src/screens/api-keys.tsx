import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

type Role = components['schemas']['CreateApiKey']['role'];
const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;

/** Personal API keys for scripts and CI: created here, the secret shown once, revoked from the list. */
export function ApiKeys() {
  const client = useClient();
  const queries = useQueryClient();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [secret, setSecret] = useState<string | null>(null);
  const keys = useQuery({
    queryKey: ['api-keys'],
    queryFn: () => unwrap(client.GET('/organization/api-keys')),
  });
  const create = useMutation({
    mutationFn: () => unwrap(client.POST('/organization/api-keys', { body: { name, ...(role ? { role } : {}) } })),
    onSuccess: (created) => {
      setSecret(created.key);
      setName('');
      void queries.invalidateQueries({ queryKey: ['api-keys'] });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/organization/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['api-keys'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
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
      {secret && (
        <div className="notice" role="dialog" aria-label="New API key">
          <p>
            <strong>Copy this now:</strong> the key is shown only once.
          </p>
          <code data-testid="api-key-secret">{secret}</code> <button onClick={() => setSecret(null)}>Done</button>
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
          {(keys.data ?? []).map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.key_hint}</code>
              </td>
              <td>{key.role}</td>
              <td>{key.owner_email}</td>
              <td>{key.status}</td>
              <td>{key.last_used_at ? new Date(key.last_used_at).toLocaleString() : 'never'}</td>
              <td>
                {key.status === 'active' && (
                  <button onClick={() => revoke.mutate(key.id)} disabled={revoke.isPending}>
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
