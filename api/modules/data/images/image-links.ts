import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkKind = 'content' | 'thumbnail';

/**
 * Image and thumbnail addresses on the API's own origin, so browsers never need to reach the
 * object store (a MinIO presigned URL names the store's host, often private or plain HTTP: mixed
 * content on an HTTPS console). `<img>` sends no Authorization header, so the address itself
 * carries the permission: an HMAC over kind, organization, image and expiry.
 *
 * Expiries are aligned to windows of a quarter of the TTL, so a page listed twice within a
 * window gets the same addresses and the browser's cache answers the second time.
 */
export class ImageLinks {
  private readonly windowS: number;

  constructor(
    private readonly secret: Buffer,
    private readonly ttlS: number,
  ) {
    this.windowS = Math.max(60, Math.floor(ttlS / 4));
  }

  /** Valid at least `ttlS` from `nowMs`, at most a window longer. */
  expiry(nowMs: number): number {
    const earliest = Math.floor(nowMs / 1000) + this.ttlS;
    return Math.ceil(earliest / this.windowS) * this.windowS;
  }

  private signature(kind: LinkKind, organizationId: number, imageId: number, exp: number): string {
    return createHmac('sha256', this.secret).update(`${kind}:${organizationId}:${imageId}:${exp}`).digest('base64url');
  }

  url(
    baseUrl: string,
    kind: LinkKind,
    image: { organizationId: number; id: number },
    nowMs = Date.now(),
  ): { url: string; expires_at: string } {
    const exp = this.expiry(nowMs);
    const sig = this.signature(kind, image.organizationId, image.id, exp);
    const query = new URLSearchParams({ org: String(image.organizationId), exp: String(exp), sig });
    return { url: `${baseUrl}/images/${image.id}/${kind}?${query}`, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** Seconds the address stays valid, or null when it is forged, altered or expired. */
  check(kind: LinkKind, organizationId: number, imageId: number, exp: number, sig: string, nowMs = Date.now()) {
    const expected = Buffer.from(this.signature(kind, organizationId, imageId, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const left = exp - Math.floor(nowMs / 1000);
    return left > 0 ? left : null;
  }
}

/** The links' key, derived from the object store's secret: every API replica has it, nothing new to configure. */
export function imageLinkSecret(objectStoreSecret: string): Buffer {
  return createHmac('sha256', objectStoreSecret).update('edge-vision image links v1').digest();
}
