import type { Clock } from '../../lib/clock.js';
import type { UserPrincipal } from '../../lib/auth/principal.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageMeta, pageWindow } from '../../lib/pagination.js';
import type { PageMeta } from '../../lib/envelope.js';
import { generateSecret, hashSecret, secretHint } from '../../lib/secrets.js';
import type { TokenDoc, TokenRepository } from './repository.js';
import type { CreateToken, ListTokensQuery, ProvisioningTokenView, TokenStatus } from './schemas.js';

const TOKEN_PREFIX = 'ptk_';

function statusOf(token: TokenDoc, now: Date): TokenStatus {
  return token.status === 'valid' && token.expires_at <= now ? 'expired' : token.status;
}

function toView(token: TokenDoc, now: Date): ProvisioningTokenView {
  return {
    id: token._id,
    name: token.name,
    status: statusOf(token, now),
    token_hint: token.token_hint,
    expires_at: token.expires_at.toISOString(),
    used_at: token.used_at?.toISOString() ?? null,
    device_id: token.device_id,
    created_at: token.created_at.toISOString(),
    updated_at: token.updated_at.toISOString(),
  };
}

/** A token claimed for one provisioning attempt; give it back if the attempt fails later. */
export interface ClaimedToken {
  organizationId: number;
  tokenId: number;
  release(): Promise<void>;
}

export class ProvisioningTokenService {
  constructor(
    private readonly repo: TokenRepository,
    private readonly clock: Clock,
  ) {}

  async create(user: UserPrincipal, input: CreateToken): Promise<ProvisioningTokenView & { token: string }> {
    const secret = generateSecret(TOKEN_PREFIX);
    const now = this.clock.now();
    const doc = await this.repo.insert(user.organizationId, {
      name: input.name ?? null,
      token_hash: hashSecret(secret),
      token_hint: secretHint(secret),
      status: 'valid',
      expires_at: new Date(now.getTime() + input.expires_in_hours * 3_600_000),
      used_at: null,
      device_id: null,
      created_by: user.sub,
      created_at: now,
      updated_at: now,
    });
    return { ...toView(doc, now), token: secret };
  }

  async list(user: UserPrincipal, query: ListTokensQuery): Promise<{ items: ProvisioningTokenView[]; meta: PageMeta }> {
    const now = this.clock.now();
    const { docs, total } = await this.repo.page(
      user.organizationId,
      { status: query.status, at: now },
      pageWindow(query),
    );
    return { items: docs.map((d) => toView(d, now)), meta: pageMeta(query, total, docs.length) };
  }

  /** Revokes a token that has not been used; revoking twice is harmless. */
  async revoke(user: UserPrincipal, id: number): Promise<ProvisioningTokenView> {
    const token = await this.repo.get(user.organizationId, id);
    if (!token) throw notFound('Provisioning token');
    const now = this.clock.now();
    if (await this.repo.acquire(token)) {
      const revoked = await this.repo.markRevoked(token, now);
      return toView(revoked ?? token, now);
    }
    if (token.status === 'revoked') return toView(token, now);
    throw new AppError('CONFLICT', 'This token was already used to provision a device', 'delete the device instead');
  }

  /**
   * Checks a presented token and marks it used for `deviceId`. Invalid, expired, used and
   * revoked tokens, and the losers of a race for one token, all get INVALID_TOKEN.
   * `beforeClaim` runs on the valid token first: a check that must leave the token usable.
   */
  async claim(
    secret: string,
    deviceId: string,
    beforeClaim: (organizationId: number) => Promise<void>,
  ): Promise<ClaimedToken> {
    const invalid = new AppError(
      'INVALID_TOKEN',
      'The provisioning token is invalid, expired or already used',
      'ask an operator for a new token',
    );
    const token = await this.repo.findByHash(hashSecret(secret));
    const now = this.clock.now();
    if (!token || statusOf(token, now) !== 'valid') throw invalid;
    await beforeClaim(token.organization_id);
    if (!(await this.repo.acquire(token))) throw invalid;
    await this.repo.markUsed(token, deviceId, now);
    return {
      organizationId: token.organization_id,
      tokenId: token._id,
      release: () => this.repo.release(token),
    };
  }
}
