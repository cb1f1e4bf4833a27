import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Request } from 'express';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy as JwtStrategy, type SecretOrKeyProvider } from 'passport-jwt';
import type { TokenIdentity } from './principal.js';

export interface OidcOptions {
  issuerUrl: string;
  audience: string;
  clockToleranceS: number;
  jwksCacheMaxAgeS: number;
}

interface OpenIdConfiguration {
  issuer: string;
  jwks_uri: string;
}

/**
 * The identity provider could not be asked for its signing keys (unreachable, timed out, or
 * answering errors). The token may well be valid, so the request is answered 503, not 401.
 */
export class IdentityProviderUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('the identity provider could not be reached to check the token');
  }
}

/** Parsed signing keys by their PEM text: a key set holds a handful, bounded in case it rotates often. */
const parsedKeys = new Map<string, KeyObject>();
const PARSED_KEYS_MAX = 32;

/**
 * The key jwks-rsa hands over (PEM text) as a parsed key object, parsed once per key: given the
 * text, the token library parses it again for every request, about a tenth of a list request's CPU.
 */
function publicKeyOf(pem: string | Buffer): KeyObject | string | Buffer {
  if (typeof pem !== 'string') return pem;
  let key = parsedKeys.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    if (parsedKeys.size >= PARSED_KEYS_MAX) parsedKeys.clear();
    parsedKeys.set(pem, key);
  }
  return key;
}

/** jwks-rsa marks failed key-set fetches so; a key id the key set lacks is no such failure. */
const unavailable = (err: unknown): boolean =>
  (err as { isEndpointUnavailable?: boolean }).isEndpointUnavailable === true;

/**
 * Finds the issuer's JWKS through OIDC discovery on first use (so the API starts even while the
 * identity provider is still booting) and keeps the key set cached. jwks-rsa refetches the set
 * when a token names a key id it has not seen, which is how signing-key rotation arrives.
 */
function discoveredKeyProvider(options: OidcOptions): SecretOrKeyProvider {
  let provider: Promise<SecretOrKeyProvider> | null = null;

  const discover = async (): Promise<SecretOrKeyProvider> => {
    const url = `${options.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((err: unknown) => {
      throw new IdentityProviderUnavailableError(`OIDC discovery at ${url}: ${(err as Error).message}`);
    });
    if (response.status >= 500) {
      throw new IdentityProviderUnavailableError(`OIDC discovery at ${url} answered ${response.status}`);
    }
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const config = (await response.json()) as OpenIdConfiguration;
    if (config.issuer !== options.issuerUrl) {
      throw new Error(`OIDC discovery names issuer ${config.issuer}, expected ${options.issuerUrl}`);
    }
    return passportJwtSecret({
      jwksUri: config.jwks_uri,
      cache: true,
      cacheMaxAge: options.jwksCacheMaxAgeS * 1000,
      rateLimit: true,
      jwksRequestsPerMinute: 10,
      timeout: 5000,
      handleSigningKeyError: (err, cb) => {
        // A key id the key set lacks leaves the token unverified (401), as jwks-rsa's default does.
        if (!err || err.name === 'SigningKeyNotFoundError') return cb(null);
        cb(unavailable(err) ? new IdentityProviderUnavailableError(err.message) : err);
      },
    }) as SecretOrKeyProvider;
  };

  return (request, rawJwtToken, done) => {
    provider ??= discover().catch((err: unknown) => {
      provider = null; // try discovery again on the next request
      throw err;
    });
    provider.then(
      (resolve) =>
        resolve(request, rawJwtToken, (err, key) =>
          // passport-jwt's types say text, but it hands the key to jsonwebtoken, which takes a KeyObject.
          done(err, key ? (publicKeyOf(key) as unknown as string) : key),
        ),
      (err: unknown) => done(err as Error),
    );
  };
}

export type IdentityCallback = (req: Request, identity: TokenIdentity) => Promise<unknown>;

/** RS256 bearer tokens from the configured OIDC issuer, checked for issuer, audience and lifetime. */
export function createOidcJwtStrategy(options: OidcOptions, onIdentity: IdentityCallback): JwtStrategy {
  return new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: discoveredKeyProvider(options),
      issuer: options.issuerUrl,
      audience: options.audience,
      algorithms: ['RS256'],
      jsonWebTokenOptions: { clockTolerance: options.clockToleranceS },
      passReqToCallback: true,
    },
    (req: Request, payload: Record<string, unknown>, done: (err: unknown, user?: unknown) => void) => {
      const sub = payload.sub;
      if (typeof sub !== 'string' || sub.length === 0) {
        done(null, false);
        return;
      }
      const identity: TokenIdentity = {
        sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
      onIdentity(req, identity).then(
        (user) => done(null, user),
        (err: unknown) => done(err),
      );
    },
  );
}
