import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { selectOrganization, selectedOrganization, unwrap } from './api.js';
import { useAuth } from './auth.js';
import { useClient } from './client-context.js';
import { Link, match, useLocation } from './router.js';
import { DatasetsScreen } from './screens/datasets.js';
import { DevicesScreen } from './screens/devices.js';
import { EditorScreen } from './screens/editor.js';
import { GalleryScreen } from './screens/gallery.js';
import { JobsScreen } from './screens/jobs.js';
import { MembersScreen } from './screens/members.js';
import { SignIn } from './screens/login.js';

const NAV = [
  { href: '/devices', label: 'Devices' },
  { href: '/images', label: 'Images' },
  { href: '/datasets', label: 'Datasets' },
  { href: '/jobs', label: 'Jobs' },
  { href: '/members', label: 'Members' },
];

// A new top-level path needs its line in the chart's Ingress (helm/edge-vision/templates/api/ingress.yaml).
function Screen() {
  const { path } = useLocation();
  const editor = match('/images/{id}/annotate', path);
  if (editor) return <EditorScreen imageId={Number(editor.id)} />;
  if (path.startsWith('/images')) return <GalleryScreen />;
  if (path.startsWith('/datasets')) return <DatasetsScreen />;
  if (path.startsWith('/jobs')) return <JobsScreen />;
  if (path.startsWith('/members')) return <MembersScreen />;
  return <DevicesScreen />;
}

/** Users in several organizations pick one; every request then carries X-Organization-Id. */
function OrganizationSwitcher() {
  const client = useClient();
  const queries = useQueryClient();
  const organization = useQuery({
    queryKey: ['organization', selectedOrganization()],
    queryFn: () => unwrap(client.GET('/organization')),
  });
  const [draft, setDraft] = useState(selectedOrganization() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    selectOrganization(draft.trim() || null);
    void queries.resetQueries();
  };
  return (
    <form className="org" onSubmit={submit} aria-label="Organization">
      <span data-testid="organization">
        {organization.data
          ? `${organization.data.name} (#${organization.data.id}, ${organization.data.role})`
          : organization.error
            ? organization.error.message
            : '…'}
      </span>
      <input
        aria-label="Organization id"
        placeholder="org id"
        inputMode="numeric"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        size={6}
      />
      <button type="submit">Switch</button>
    </form>
  );
}

export function App() {
  const { user, manager } = useAuth();
  const { path } = useLocation();
  if (!user) return <SignIn />;
  const signOut = () => {
    selectOrganization(null);
    void manager.signoutRedirect({ id_token_hint: user.id_token });
  };
  return (
    <div className="shell">
      <header>
        <strong className="brand">Edge Vision</strong>
        <nav>
          {NAV.map((item) => (
            <Link key={item.href} href={item.href} className={path.startsWith(item.href) ? 'active' : ''}>
              {item.label}
            </Link>
          ))}
        </nav>
        <OrganizationSwitcher />
        <span className="muted" data-testid="user">
          {(user.profile.email as string | undefined) ?? user.profile.sub}
        </span>
        <button onClick={signOut}>Sign out</button>
      </header>
      <Screen />
    </div>
  );
}
