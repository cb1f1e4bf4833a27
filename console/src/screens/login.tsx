import { useAuth } from '../auth.js';

export function SignIn() {
  const { manager } = useAuth();
  const signIn = () => void manager.signinRedirect({ state: location.pathname + location.search });
  return (
    <main className="center">
      <h1>Edge Vision</h1>
      <p>Devices, images, annotation, datasets and models of your organization.</p>
      <button className="primary" onClick={signIn}>
        Sign in
      </button>
    </main>
  );
}

/** Shown instead of failing inside the crypto API: PKCE cannot run on a non-secure origin. */
export function InsecureOrigin() {
  return (
    <main className="center" role="alert">
      <h1>Edge Vision</h1>
      <h2>This page cannot sign you in over plain HTTP</h2>
      <p>
        <strong>{location.origin}</strong> is not a secure context, so the browser withholds the Web Crypto API that the
        sign-in (OIDC with PKCE) needs to protect your login.
      </p>
      <p>
        Open the console over HTTPS (for a local deployment, <code>npm start</code> prints an <code>https://</code>{' '}
        address with a self-signed certificate), or on <code>http://localhost</code>, which browsers treat as secure.
      </p>
    </main>
  );
}
