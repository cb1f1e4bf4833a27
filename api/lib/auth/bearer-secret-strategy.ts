import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import type { AlertmanagerPrincipal, OperatorPrincipal, UserPrincipal, WorkloadPrincipal } from './principal.js';

/** Machines, and people through their personal API keys. */
type MachinePrincipal = OperatorPrincipal | WorkloadPrincipal | AlertmanagerPrincipal | UserPrincipal;

/** A machine caller presenting an opaque secret as `Authorization: Bearer <secret>`. */
export class BearerSecretStrategy extends Strategy {
  constructor(
    readonly name: string,
    private readonly resolve: (secret: string) => Promise<MachinePrincipal | null>,
  ) {
    super();
  }

  /** Constant-time comparison of a presented secret with the expected one. */
  static matches(presented: string, expected: string): boolean {
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(presented), digest(expected));
  }

  override authenticate(req: Request): void {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]{16,512})$/.exec(req.headers.authorization ?? '');
    if (!match) {
      this.fail('missing or malformed bearer secret', 401);
      return;
    }
    this.resolve(match[1]!).then(
      (principal) => (principal ? this.success(principal) : this.fail('unknown bearer secret', 401)),
      (err: unknown) => this.error(err as Error),
    );
  }
}
