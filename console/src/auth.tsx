import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { isSignInElsewhere, renewSession } from './session-renewal.js';

export interface ConsoleConfig {
  issuer: string;
  client_id: string;
  scopes: string;
}

/**
 * Authorization code + PKCE through oidc-client-ts. Tokens live in sessionStorage (gone with the
 * tab, never in localStorage); renewal uses the refresh token of `offline_access`, not an iframe
 * (browsers block the provider's cookies there); logout goes through the provider's
 * end_session_endpoint so the next sign-in asks for the password again.
 */
export function createUserManager(config: ConsoleConfig): UserManager {
  return new UserManager({
    authority: config.issuer,
    client_id: config.client_id,
    redirect_uri: `${location.origin}/callback`,
    post_logout_redirect_uri: `${location.origin}/`,
    scope: config.scopes,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    // Renew half a minute before expiry: refresh-token renewal is one request, no redirect.
    accessTokenExpiringNotificationTimeInSeconds: 30,
    loadUserInfo: false,
  });
}

interface AuthState {
  manager: UserManager;
  user: User | null;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}

export function AuthProvider(props: { manager: UserManager; children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const { manager } = props;
    const events = manager.events;
    const loaded = (next: User) => setUser(next);
    const gone = () => setUser(null);
    // The automatic renewal refused: a later sign-in of the same person elsewhere is no reason to
    // sign out here (renewSession renews past it); anything else ends the session.
    const renewFailed = (error: Error) => {
      if (isSignInElsewhere(error)) renewSession(manager).then(setUser, gone);
      else gone();
    };
    events.addUserLoaded(loaded);
    events.addUserUnloaded(gone);
    events.addSilentRenewError(renewFailed);
    void manager.getUser().then((stored) => {
      // A stored session whose token already expired renews now (refresh token) or signs out.
      if (stored?.expired && stored.refresh_token) {
        renewSession(manager).then(setUser, gone);
      } else setUser(stored && !stored.expired ? stored : null);
      setReady(true);
    });
    return () => {
      events.removeUserLoaded(loaded);
      events.removeUserUnloaded(gone);
      events.removeSilentRenewError(renewFailed);
    };
  }, [props]);
  if (!ready) return null;
  return <AuthContext.Provider value={{ manager: props.manager, user }}>{props.children}</AuthContext.Provider>;
}
