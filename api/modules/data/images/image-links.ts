import type { Clock } from '../../../lib/clock.js';
import { LinkSignatures } from '../../../lib/link-signatures.js';

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
    private readonly signatures: LinkSignatures,
    private readonly ttlS: number,
    private readonly clock: Clock,
  ) {
    this.windowS = Math.max(60, Math.floor(ttlS / 4));
  }

  /** Valid at least `ttlS` from `nowMs`, at most a window longer. */
  expiry(nowMs: number): number {
    const earliest = Math.floor(nowMs / 1000) + this.ttlS;
    return Math.ceil(earliest / this.windowS) * this.windowS;
  }

  private static subject(kind: LinkKind, organizationId: number, imageId: number, exp: number): string {
    return `${kind}:${organizationId}:${imageId}:${exp}`;
  }

  url(
    baseUrl: string,
    kind: LinkKind,
    image: { organizationId: number; id: number },
    nowMs = this.clock.now().getTime(),
  ): { url: string; expires_at: string } {
    const exp = this.expiry(nowMs);
    const sig = this.signatures.sign(ImageLinks.subject(kind, image.organizationId, image.id, exp));
    const query = new URLSearchParams({ org: String(image.organizationId), exp: String(exp), sig });
    return { url: `${baseUrl}/images/${image.id}/${kind}?${query}`, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** Seconds the address stays valid, or null when it is forged, altered or expired. */
  check(
    kind: LinkKind,
    organizationId: number,
    imageId: number,
    exp: number,
    sig: string,
    nowMs = this.clock.now().getTime(),
  ) {
    if (!this.signatures.matches(ImageLinks.subject(kind, organizationId, imageId, exp), sig)) return null;
    const left = exp - Math.floor(nowMs / 1000);
    return left > 0 ? left : null;
  }
}

/** The image links' signatures (the purpose string is part of the key: changing it voids every link). */
export function imageLinkSignatures(objectStoreSecret: string): LinkSignatures {
  return new LinkSignatures(objectStoreSecret, 'edge-vision image links v1');
}
