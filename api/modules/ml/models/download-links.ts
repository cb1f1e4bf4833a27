import type { Clock } from '../../../lib/clock.js';
import { LinkSignatures } from '../../../lib/link-signatures.js';

/** What a download address names: a model version's file, or an export job's artifact. */
export type DownloadTarget =
  | { kind: 'model'; organizationId: number; id: number; artifact: 'weights' | 'onnx' }
  | { kind: 'export'; organizationId: number; id: number };

/**
 * Download addresses of models and exports on the API's own origin, like the image links
 * (data/images/image-links.ts): a client outside the cluster never needs the object store's
 * host, often private or plain HTTP. A browser or `curl -O` sends no Authorization header, so
 * the address itself carries the permission: an HMAC over what it names and its expiry.
 */
export class DownloadLinks {
  constructor(
    private readonly signatures: LinkSignatures,
    private readonly ttlS: number,
    private readonly clock: Clock,
  ) {}

  private static subject(target: DownloadTarget, exp: number): string {
    return target.kind === 'model'
      ? `model:${target.organizationId}:${target.id}:${target.artifact}:${exp}`
      : `export:${target.organizationId}:${target.id}:${exp}`;
  }

  /** `baseUrl` ends in /api: the address of the target's file, valid `ttlS` from `nowMs`. */
  url(
    baseUrl: string,
    target: DownloadTarget,
    nowMs = this.clock.now().getTime(),
  ): { url: string; expires_at: string } {
    const exp = Math.floor(nowMs / 1000) + this.ttlS;
    const query = new URLSearchParams({
      ...(target.kind === 'model' ? { artifact: target.artifact } : {}),
      org: String(target.organizationId),
      exp: String(exp),
      sig: this.signatures.sign(DownloadLinks.subject(target, exp)),
    });
    const path = target.kind === 'model' ? `ml/models/${target.id}/file` : `ml/export-jobs/${target.id}/file`;
    return { url: `${baseUrl}/${path}?${query}`, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** Whether the address is one this API signed and has not expired. */
  check(target: DownloadTarget, exp: number, sig: string, nowMs = this.clock.now().getTime()): boolean {
    return this.signatures.matches(DownloadLinks.subject(target, exp), sig) && exp > Math.floor(nowMs / 1000);
  }
}

/** The download links' signatures (the purpose string is part of the key: changing it voids every link). */
export function downloadLinkSignatures(objectStoreSecret: string): LinkSignatures {
  return new LinkSignatures(objectStoreSecret, 'edge-vision download links v1');
}
