import { passwordGrantToken } from '../../scripts/stack/servers.js';
import { stackEnv } from './stack-env.js';

const cache = new Map<string, Promise<string>>();

/** A real access token from the test run's Dex for this user (cached per user). */
export function tokenFor(email: string, issuer: string = stackEnv.issuer): Promise<string> {
  const key = `${issuer} ${email}`;
  let token = cache.get(key);
  if (!token) {
    token = passwordGrantToken(issuer, email);
    cache.set(key, token);
  }
  return token;
}
