import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets (device keys, provisioning tokens) are random, shown once, and stored only as a
 * SHA-256 hash. With 256 bits of entropy a fast hash is enough: nobody can guess an input, and
 * the hash is what we look the secret up by.
 */
export function generateSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A short, harmless piece of the secret so people can tell their keys apart in lists. */
export function secretHint(secret: string): string {
  return `${secret.slice(0, 8)}…`;
}
