import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

/**
 * What the API key and provisioning token screens share: a list of credentials, creating one
 * (whose secret is in the creation answer only, so it is kept here until the user closes it) and
 * revoking one; both change the list, which is then read again.
 */
export interface IssuedSecretsRoutes<Item, Created> {
  /** The list's query key, read again after a creation or a revocation. */
  queryKey: readonly unknown[];
  list: () => Promise<Item[]>;
  create: () => Promise<Created>;
  revoke: (id: number) => Promise<unknown>;
  /** After a creation, e.g. clearing the form. */
  onCreated?: () => void;
}

export function useIssuedSecrets<Item, Created>(routes: IssuedSecretsRoutes<Item, Created>) {
  const queries = useQueryClient();
  const [created, setCreated] = useState<Created | null>(null);
  const refresh = () => void queries.invalidateQueries({ queryKey: routes.queryKey });
  const items = useQuery({ queryKey: routes.queryKey, queryFn: routes.list });
  const create = useMutation({
    mutationFn: routes.create,
    onSuccess: (answer) => {
      setCreated(answer);
      routes.onCreated?.();
      refresh();
    },
  });
  const revoke = useMutation({ mutationFn: routes.revoke, onSuccess: refresh });
  /** The creation form's submit handler. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return { items, create, revoke, submit, created, dismiss: () => setCreated(null) };
}

/** The list's last cell: a Revoke button while the credential still works. */
export function RevokeCell({ live, pending, onRevoke }: { live: boolean; pending: boolean; onRevoke: () => void }) {
  return (
    <td>
      {live && (
        <button onClick={onRevoke} disabled={pending}>
          Revoke
        </button>
      )}
    </td>
  );
}
