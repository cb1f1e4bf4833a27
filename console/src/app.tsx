import { lazy, Suspense } from 'react';
import { selectOrganization } from './api.js';
import { useAuth } from './auth.js';
import { OrganizationSwitcher } from './organization-switcher.js';
import { Link, match, useLocation } from './router.js';
import { DevicesScreen } from './screens/devices.js';
import { GalleryScreen } from './screens/gallery.js';
import { SignIn } from './screens/login.js';

// The start page and the gallery come with the first load; every other screen is a chunk of its
// own, fetched when first opened, so the first load stays small as screens are added.
const AlertsScreen = lazy(() => import('./screens/alerts.js').then((m) => ({ default: m.AlertsScreen })));
const DatasetsScreen = lazy(() => import('./screens/datasets.js').then((m) => ({ default: m.DatasetsScreen })));
const DeviceScreen = lazy(() => import('./screens/device.js').then((m) => ({ default: m.DeviceScreen })));
const EditorScreen = lazy(() => import('./screens/editor.js').then((m) => ({ default: m.EditorScreen })));
const JobsScreen = lazy(() => import('./screens/jobs.js').then((m) => ({ default: m.JobsScreen })));
const MembersScreen = lazy(() => import('./screens/members.js').then((m) => ({ default: m.MembersScreen })));
const ModelsScreen = lazy(() => import('./screens/models.js').then((m) => ({ default: m.ModelsScreen })));
const ProjectsScreen = lazy(() => import('./screens/projects.js').then((m) => ({ default: m.ProjectsScreen })));
const ReviewScreen = lazy(() => import('./screens/review.js').then((m) => ({ default: m.ReviewScreen })));

const NAV = [
  { href: '/devices', label: 'Devices' },
  { href: '/projects', label: 'Projects' },
  { href: '/images', label: 'Images' },
  { href: '/review', label: 'Review' },
  { href: '/datasets', label: 'Datasets' },
  { href: '/models', label: 'Models' },
  { href: '/jobs', label: 'Jobs' },
  { href: '/alerts', label: 'Alerts' },
  { href: '/members', label: 'Members' },
];

// A new top-level path needs its line in the chart's Ingress (helm/edge-vision/templates/api/ingress.yaml).
function Screen() {
  const { path } = useLocation();
  const editor = match('/images/{id}/annotate', path);
  if (editor) return <EditorScreen imageId={Number(editor.id)} />;
  const device = match('/devices/{id}', path);
  if (device) return <DeviceScreen id={Number(device.id)} />;
  if (path.startsWith('/projects')) return <ProjectsScreen />;
  if (path.startsWith('/review')) return <ReviewScreen />;
  if (path.startsWith('/models')) return <ModelsScreen />;
  if (path.startsWith('/alerts')) return <AlertsScreen />;
  if (path.startsWith('/images')) return <GalleryScreen />;
  if (path.startsWith('/datasets')) return <DatasetsScreen />;
  if (path.startsWith('/jobs')) return <JobsScreen />;
  if (path.startsWith('/members')) return <MembersScreen />;
  return <DevicesScreen />;
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
      <Suspense fallback={<main className="muted">Loading…</main>}>
        <Screen />
      </Suspense>
    </div>
  );
}
