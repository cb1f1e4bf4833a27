import { createHmac, timingSafeEqual } from 'node:crypto';

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
    private readonly secret: Buffer,
    private readonly ttlS: number,
  ) {}

  private signature(target: DownloadTarget, exp: number): string {
    const subject =
      target.kind === 'model'
        ? `model:${target.organizationId}:${target.id}:${target.artifact}:${exp}`
        : `export:${target.organizationId}:${target.id}:${exp}`;
    return createHmac('sha256', this.secret).update(subject).digest('base64url');
  }

  /** `baseUrl` ends in /api: the address of the target's file, valid `ttlS` from `nowMs`. */
  url(baseUrl: string, target: DownloadTarget, nowMs = Date.now()): { url: string; expires_at: string } {
    const exp = Math.floor(nowMs / 1000) + this.ttlS;
    const query = new URLSearchParams({
      ...(target.kind === 'model' ? { artifact: target.artifact } : {}),
      org: String(target.organizationId),
      exp: String(exp),
      sig: this.signature(target, exp),
    });
    const path = target.kind === 'model' ? `ml/models/${target.id}/file` : `ml/export-jobs/${target.id}/file`;
    return { url: `${baseUrl}/${path}?${query}`, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** Whether the address is one this API signed and has not expired. */
  check(target: DownloadTarget, exp: number, sig: string, nowMs = Date.now()): boolean {
    const expected = Buffer.from(this.signature(target, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return exp > Math.floor(nowMs / 1000);
  }
}

/** The links' key, derived from the object store's secret: every API replica has it, nothing new to configure. */
export function downloadLinkSecret(objectStoreSecret: string): Buffer {
  return createHmac('sha256', objectStoreSecret).update('edge-vision download links v1').digest();
}
