import type { Clock } from '../../lib/clock.js';
import type { Role } from '../../lib/auth/permissions.js';
import { roleAllows } from '../../lib/auth/permissions.js';
import type { UserPrincipal } from '../../lib/auth/principal.js';
import { AppError, notFound } from '../../lib/errors.js';
import { generateSecret, hashSecret, secretHint } from '../../lib/secrets.js';
import type { ApiKeyDoc, ApiKeyRepository } from './repository.js';
import { effectiveRole, roleWithin } from './role-ceiling.js';
import { API_KEY_PREFIX, type ApiKeyView, type CreateApiKey } from './schemas.js';

/** The owner's current role in the key's organization, or null once they left it (the org module). */
export type MemberRole = (organizationId: number, sub: string) => Promise<Role | null>;

function statusOf(key: ApiKeyDoc, now: Date): ApiKeyView['status'] {
  if (key.revoked_at) return 'revoked';
  return key.expires_at && key.expires_at <= now ? 'expired' : 'active';
}

function toView(key: ApiKeyDoc, now: Date): ApiKeyView {
  return {
    id: key._id,
    name: key.name,
    role: key.role,
    status: statusOf(key, now),
    key_hint: key.key_hint,
    owner_email: key.owner_email,
    created_at: key.created_at.toISOString(),
    expires_at: key.expires_at?.toISOString() ?? null,
    last_used_at: key.last_used_at?.toISOString() ?? null,
    revoked_at: key.revoked_at?.toISOString() ?? null,
  };
}

/**
 * Personal API keys for scripts and CI: a key acts as the person who created it, in one
 * organization, with a role no higher than theirs (then or now). Shown once, stored hashed.
 */
export class ApiKeyService {
  constructor(
    private readonly repo: ApiKeyRepository,
    private readonly memberRole: MemberRole,
    private readonly clock: Clock,
  ) {}

  async create(user: UserPrincipal, input: CreateApiKey): Promise<ApiKeyView & { key: string }> {
    if (user.apiKeyId !== undefined) {
      throw new AppError('FORBIDDEN', 'An API key cannot create API keys', 'create keys signed in as yourself');
    }
    const role = input.role ?? user.role;
    if (!roleWithin(role, user.role)) {
      throw new AppError(
        'FORBIDDEN',
        `A key's role can be at most yours ('${user.role}')`,
        `choose ${user.role} or a lower role`,
      );
    }
    const secret = generateSecret(API_KEY_PREFIX);
    const now = this.clock.now();
    const doc = await this.repo.insert(user.organizationId, {
      name: input.name,
      role,
      key_hash: hashSecret(secret),
      key_hint: secretHint(secret),
      owner_sub: user.sub,
      owner_email: user.email,
      owner_name: user.name,
      created_at: now,
      expires_at: input.expires_in_days ? new Date(now.getTime() + input.expires_in_days * 86_400_000) : null,
      last_used_at: null,
      revoked_at: null,
    });
    return { ...toView(doc, now), key: secret };
  }

  /** Your own keys; an admin sees every key of the organization. */
  async list(user: UserPrincipal): Promise<ApiKeyView[]> {
    const all = roleAllows(user.role, 'members:manage');
    const now = this.clock.now();
    return (await this.repo.list(user.organizationId, all ? null : user.sub)).map((key) => toView(key, now));
  }

  /** Your own key, or (admins) anyone's in the organization; another's key is 404 to a member. */
  async revoke(user: UserPrincipal, id: number): Promise<ApiKeyView> {
    const key = await this.repo.get(user.organizationId, id);
    if (!key || (key.owner_sub !== user.sub && !roleAllows(user.role, 'members:manage'))) throw notFound('API key');
    const now = this.clock.now();
    return toView((await this.repo.revoke(key, now)) ?? key, now);
  }

  /** The person a presented key acts as, or null (unknown, revoked, expired, owner no longer a member). */
  async authenticate(secret: string): Promise<UserPrincipal | null> {
    const key = await this.repo.findByHash(hashSecret(secret));
    const now = this.clock.now();
    if (!key || statusOf(key, now) !== 'active') return null;
    const current = await this.memberRole(key.organization_id, key.owner_sub);
    if (!current) return null;
    await this.repo.touch(key, now);
    return {
      kind: 'user',
      sub: key.owner_sub,
      email: key.owner_email,
      name: key.owner_name,
      organizationId: key.organization_id,
      role: effectiveRole(key.role, current),
      apiKeyId: key._id,
    };
  }
}
