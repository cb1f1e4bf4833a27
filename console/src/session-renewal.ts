import { User, type UserManager } from 'oidc-client-ts';

/**
 * Whether a renewal was refused by oidc-client-ts because the provider's new ID token names a
 * later sign-in than the stored one. Dex stamps a refreshed ID token's `auth_time` with the
 * person's latest sign-in anywhere (its user identity's last login, not this browser's session),
 * so the same person signing in elsewhere (another browser, the API explorer) changes it, and the
 * library then refuses every renewal of this tab: without this, the console signs them out.
 */
export function isSignInElsewhere(error: unknown): boolean {
  return error instanceof Error && error.message.includes('auth_time in id_token does not match');
}

/**
 * Renews the session with the refresh token; when the provider reports a later sign-in of the
 * same person (see `isSignInElsewhere`), renews once more without the stored ID token to compare
 * against, and keeps the result only if it names the same person. Null when the session is over.
 */
export async function renewSession(manager: UserManager): Promise<User | null> {
  try {
    return await manager.signinSilent();
  } catch (error) {
    if (!isSignInElsewhere(error)) throw error;
  }
  const stored = await manager.getUser();
  if (!stored?.refresh_token) return null;
  await manager.storeUser(
    new User({
      access_token: stored.access_token,
      refresh_token: stored.refresh_token,
      token_type: stored.token_type,
      scope: stored.scope,
      profile: stored.profile,
      expires_at: stored.expires_at,
      session_state: stored.session_state,
    }),
  );
  const renewed = await manager.signinSilent();
  if (renewed?.profile.sub !== stored.profile.sub || renewed.profile.iss !== stored.profile.iss) {
    await manager.removeUser();
    return null;
  }
  return renewed;
}
