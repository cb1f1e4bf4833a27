import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses that carry their own permission (a browser's `<img>` or `curl -O` sends no
 * Authorization header): an HMAC over what the address names and its expiry. The image links and
 * the model and export download links sign this way, each with a key of its own.
 */
export class LinkSignatures {
  private readonly key: Buffer;

  /**
   * The key is derived from the object store's secret, which every API replica has, so there is
   * nothing new to configure; `purpose` keeps each kind of link's key apart.
   */
  constructor(objectStoreSecret: string, purpose: string) {
    this.key = createHmac('sha256', objectStoreSecret).update(purpose).digest();
  }

  sign(subject: string): string {
    return createHmac('sha256', this.key).update(subject).digest('base64url');
  }

  /** Whether `signature` is this key's for `subject`, compared in constant time. */
  matches(subject: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(subject));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
