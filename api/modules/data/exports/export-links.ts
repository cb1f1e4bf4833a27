import type { Clock } from '../../../lib/clock.js';
import { LinkSignatures } from '../../../lib/link-signatures.js';

/**
 * Download addresses of dataset export archives on the API's own origin, like the model
 * downloads (ml/models/download-links.ts): a browser on an HTTPS console or `curl -O` outside
 * the cluster never needs the object store's host. No Authorization header comes with such a
 * request, so the address carries the permission: an HMAC over organization, job and expiry.
 */
export class ExportLinks {
  constructor(
    private readonly signatures: LinkSignatures,
    private readonly ttlS: number,
    private readonly clock: Clock,
  ) {}

  private static subject(organizationId: number, jobId: string, exp: number): string {
    return `dataset-export:${organizationId}:${jobId}:${exp}`;
  }

  /** `baseUrl` ends in /api: the archive's address, valid `ttlS` from `nowMs`. */
  url(
    baseUrl: string,
    organizationId: number,
    jobId: string,
    nowMs = this.clock.now().getTime(),
  ): { url: string; expires_at: string } {
    const exp = Math.floor(nowMs / 1000) + this.ttlS;
    const query = new URLSearchParams({
      org: String(organizationId),
      exp: String(exp),
      sig: this.signatures.sign(ExportLinks.subject(organizationId, jobId, exp)),
    });
    return {
      url: `${baseUrl}/jobs/${encodeURIComponent(jobId)}/file?${query}`,
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }

  /** Whether the address is one this API signed for exactly this job and has not expired. */
  check(organizationId: number, jobId: string, exp: number, sig: string, nowMs = this.clock.now().getTime()): boolean {
    return (
      this.signatures.matches(ExportLinks.subject(organizationId, jobId, exp), sig) && exp > Math.floor(nowMs / 1000)
    );
  }
}

/** The export links' signatures (the purpose string is part of the key: changing it voids every link). */
export function exportLinkSignatures(objectStoreSecret: string): LinkSignatures {
  return new LinkSignatures(objectStoreSecret, 'edge-vision dataset export links v1');
}
