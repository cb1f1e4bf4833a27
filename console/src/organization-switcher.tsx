import { useQuery, useQueryClient } from '@tanstack/react-query';
import { selectOrganization, selectedOrganization, unwrap } from './api.js';
import { useClient } from './client-context.js';

/**
 * "My organizations" (GET /organizations) as a select: users in several pick one, and every
 * request then carries X-Organization-Id. The choice is per tab, like the tokens.
 */
export function OrganizationSwitcher() {
  const client = useClient();
  const queries = useQueryClient();
  const chosen = selectedOrganization();
  const mine = useQuery({ queryKey: ['my-organizations'], queryFn: () => unwrap(client.GET('/organizations')) });
  const current = useQuery({
    queryKey: ['organization', chosen],
    queryFn: () => unwrap(client.GET('/organization')),
  });
  const pick = (id: string) => {
    selectOrganization(id || null);
    // Everything on screen belonged to the previous organization.
    void queries.resetQueries();
  };
  const list = mine.data ?? [];
  return (
    <label className="org">
      <span className="muted" data-testid="organization">
        {current.data
          ? `${current.data.name} (#${current.data.id}, ${current.data.role})`
          : current.error
            ? current.error.message
            : '…'}
      </span>
      {list.length > 1 && (
        <select aria-label="Organization" value={String(current.data?.id ?? '')} onChange={(e) => pick(e.target.value)}>
          {list.map((org) => (
            <option key={org.id} value={org.id}>
              {org.name} ({org.role})
            </option>
          ))}
        </select>
      )}
    </label>
  );
}
