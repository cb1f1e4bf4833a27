import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

/** The signed-in user's pending invitations: nothing is joined until they accept one here. */
export function InvitationsPanel() {
  const client = useClient();
  const queries = useQueryClient();
  const invitations = useQuery({ queryKey: ['invitations'], queryFn: () => unwrap(client.GET('/invitations')) });
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['invitations'] });
    void queries.invalidateQueries({ queryKey: ['my-organizations'] });
  };
  const accept = useMutation({
    mutationFn: (id: number) => unwrap(client.POST('/invitations/{id}/accept', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (id: number) => unwrap(client.POST('/invitations/{id}/decline', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const pending = invitations.data ?? [];
  if (pending.length === 0) return null;
  const error = accept.error ?? decline.error;
  return (
    <section data-testid="invitations">
      <h2>Invitations</h2>
      {error && <p className="error">{error.message}</p>}
      <ul>
        {pending.map((invitation) => (
          <li key={invitation.id}>
            {invitation.organization_name} as {invitation.role}
            {invitation.invited_by ? ` (from ${invitation.invited_by})` : ''}{' '}
            <button className="primary" onClick={() => accept.mutate(invitation.id)}>
              Accept
            </button>{' '}
            <button onClick={() => decline.mutate(invitation.id)}>Decline</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
