import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleClient } from './api.js';
import { App } from './app.js';
import { AuthProvider, createUserManager, type ConsoleConfig } from './auth.js';
import { ClientContext } from './client-context.js';
import { InsecureOrigin } from './screens/login.js';
import './styles.css';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  // PKCE needs crypto.subtle, which browsers only offer in a secure context (HTTPS or localhost).
  if (!window.isSecureContext) {
    root.render(<InsecureOrigin />);
    return;
  }
  const response = await fetch('/api/console-config');
  const config = ((await response.json()) as { data: ConsoleConfig }).data;
  const manager = createUserManager(config);
  if (location.pathname === '/callback') {
    try {
      const user = await manager.signinRedirectCallback();
      const back = (user.state as string | undefined) ?? '/';
      history.replaceState(null, '', back.startsWith('/') ? back : '/');
    } catch (err) {
      history.replaceState(null, '', '/');
      console.error('sign-in failed', err);
    }
  }
  const queries = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  root.render(
    <StrictMode>
      <AuthProvider manager={manager}>
        <ClientContext.Provider value={createConsoleClient(manager)}>
          <QueryClientProvider client={queries}>
            <App />
          </QueryClientProvider>
        </ClientContext.Provider>
      </AuthProvider>
    </StrictMode>,
  );
}

void boot();
