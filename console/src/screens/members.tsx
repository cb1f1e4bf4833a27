import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { InvitationsPanel } from './invitations.js';
import { ApiKeys } from './api-keys.js';

type Role = components['schemas']['Role'];
const ROLES: Role[] = ['owner', 'admin', 'member', 'viewer'];

/** Members and roles; the API decides who may change them (owners and admins) and says why not. */
export function MembersScreen() {
  const client = useClient();
  const queries = useQueryClient();
  const members = useQuery({ queryKey: ['members'], queryFn: () => unwrap(client.GET('/organization/members')) });
  const refresh = () => void queries.invalidateQueries({ queryKey: ['members'] });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const add = useMutation({
    mutationFn: () => unwrap(client.POST('/organization/members', { body: { email, role } })),
    onSuccess: () => {
      setEmail('');
      refresh();
    },
  });
  const change = useMutation({
    mutationFn: (input: { id: number; role: Role }) =>
      unwrap(
        client.PATCH('/organization/members/{id}', { params: { path: { id: input.id } }, body: { role: input.role } }),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/organization/members/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const error = add.error ?? change.error ?? remove.error ?? members.error;
  return (
    <main>
      <InvitationsPanel />
      <h1>Members</h1>
      <form className="row" onSubmit={submit}>
        <input
          aria-label="Member email"
          type="email"
          required
          placeholder="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <select aria-label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button className="primary" type="submit" disabled={add.isPending}>
          Add member
        </button>
      </form>
      {error && <p className="error">{error.message}</p>}
      <table data-testid="members">
        <thead>
          <tr>
            <th>Email</th>
            <th>Name</th>
            <th>Role</th>
            <th>Joined</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(members.data ?? []).map((member) => (
            <tr key={member.id}>
              <td>{member.email}</td>
              <td>{member.name ?? '—'}</td>
              <td>
                <select
                  aria-label={`Role of ${member.email}`}
                  value={member.role}
                  onChange={(e) => change.mutate({ id: member.id, role: e.target.value as Role })}
                >
                  {ROLES.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
              </td>
              <td>{member.joined ? 'yes' : 'invited'}</td>
              <td>
                <button onClick={() => remove.mutate(member.id)}>Remove</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ApiKeys />
    </main>
  );
}
