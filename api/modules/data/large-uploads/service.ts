import type { Clock } from '../../../lib/clock.js';
import { randomUUID } from 'node:crypto';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, notFound, serviceUnavailable } from '../../../lib/errors.js';
import type { Logger } from '../../../lib/logging.js';
import type { ObjectStore } from '../../../lib/storage.js';
import { safeFilename } from '../images/service.js';
import { expectedPartBytes, missingParts, planParts } from './part-plan.js';
import type { LargeUploadDoc, LargeUploadRepository } from './repository.js';
import type { CreateLargeUpload, LargeUploadView } from './schemas.js';

export interface LargeUploadServiceDeps {
  repo: LargeUploadRepository;
  clock: Clock;
  store: ObjectStore;
  logger: Logger;
  maxBytes: number;
  partBytes: number;
  expiryMs: number;
}

/** A completed upload handed to its user (an import), which owns the object from then on. */
export interface TakenUpload {
  storage_key: string;
  size_bytes: number;
  filename: string;
}

const storageKey = (organizationId: number, id: string) => `orgs/${organizationId}/large-uploads/${id}`;

const notFoundUpload = () => notFound('Upload');

/**
 * Resumable uploads of large files in parts, each part stored at once as a part of the object
 * store's multipart upload: a dropped connection costs one part, and the client asks which parts
 * arrived (GET) to carry on. Complete joins the parts into one object; an upload that received
 * no part for the expiry (or, complete, was never used) is aborted by the sweep.
 */
export class LargeUploadService {
  constructor(private readonly deps: LargeUploadServiceDeps) {}

  private expiry(): Date {
    return new Date(this.deps.clock.now().getTime() + this.deps.expiryMs);
  }

  async create(user: UserPrincipal, body: CreateLargeUpload): Promise<LargeUploadView> {
    if (body.size_bytes > this.deps.maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${this.deps.maxBytes} bytes`,
        'MAX_IMPORT_BYTES',
      );
    }
    const id = randomUUID();
    const key = storageKey(user.organizationId, id);
    const plan = planParts(body.size_bytes, this.deps.partBytes);
    let storeUploadId: string;
    try {
      storeUploadId = await this.deps.store.startMultipart(key, 'application/zip');
    } catch (err) {
      this.deps.logger.warn({ err }, 'could not start a multipart upload');
      throw serviceUnavailable('The object store', 'no upload was started; try again');
    }
    const now = this.deps.clock.now();
    const doc = await this.deps.repo.insert(user.organizationId, {
      _id: id,
      created_by: user.sub,
      filename: safeFilename(body.filename),
      size_bytes: body.size_bytes,
      ...plan,
      storage_key: key,
      store_upload_id: storeUploadId,
      parts: {},
      status: 'open',
      expires_at: this.expiry(),
      created_at: now,
      updated_at: now,
    });
    return toView(doc);
  }

  async get(user: UserPrincipal, id: string): Promise<LargeUploadView> {
    const doc = await this.deps.repo.find(user.organizationId, id);
    if (!doc) throw notFoundUpload();
    return toView(doc);
  }

  private async requireOpen(organizationId: number, id: string): Promise<LargeUploadDoc> {
    const doc = await this.deps.repo.find(organizationId, id);
    if (!doc) throw notFoundUpload();
    if (doc.status !== 'open') throw new AppError('CONFLICT', 'The upload is complete: it takes no more parts', id);
    return doc;
  }

  /** Stores part `number` (its exact size is checked first: nothing of a wrong one is stored). */
  async putPart(user: UserPrincipal, id: string, number: number, bytes: Buffer): Promise<LargeUploadView> {
    const doc = await this.requireOpen(user.organizationId, id);
    if (number > doc.part_count) {
      throw new AppError('VALIDATION_ERROR', `This upload has parts 1 to ${doc.part_count}`, 'number');
    }
    const expected = expectedPartBytes(doc, doc.size_bytes, number);
    if (bytes.length !== expected) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Part ${number} must be ${expected} bytes (it was ${bytes.length}): bytes ${(number - 1) * doc.part_size} ` +
          `to ${(number - 1) * doc.part_size + expected - 1} of the file`,
        'part',
      );
    }
    let etag: string;
    try {
      etag = await this.deps.store.putPart(doc.storage_key, doc.store_upload_id, number, bytes);
    } catch (err) {
      // Aborted by the sweep (or the client) while this part was on its way.
      if ((err as { code?: string }).code === 'NoSuchUpload') throw notFoundUpload();
      this.deps.logger.warn({ err, id, number }, 'could not store an upload part');
      throw serviceUnavailable('The object store', `part ${number} was not stored; send it again`);
    }
    const updated = await this.deps.repo.recordPart(
      user.organizationId,
      id,
      number,
      { etag, size_bytes: bytes.length },
      this.expiry(),
    );
    if (!updated) throw new AppError('CONFLICT', 'The upload was completed or aborted meanwhile', id);
    return toView(updated);
  }

  /** Joins the parts into the object; every part must be there. */
  async complete(user: UserPrincipal, id: string): Promise<LargeUploadView> {
    const doc = await this.requireOpen(user.organizationId, id);
    const missing = missingParts(doc.part_count, Object.keys(doc.parts).map(Number));
    if (missing.length > 0) {
      const listed = missing.slice(0, 20).join(', ') + (missing.length > 20 ? ', ...' : '');
      throw new AppError('CONFLICT', `Parts ${listed} are missing: send them, then complete the upload`, 'parts');
    }
    const etags = Object.entries(doc.parts)
      .map(([part, stored]) => ({ part: Number(part), etag: stored.etag }))
      .sort((a, b) => a.part - b.part);
    try {
      await this.deps.store.completeMultipart(doc.storage_key, doc.store_upload_id, etags);
    } catch (err) {
      this.deps.logger.warn({ err, id }, 'could not complete a multipart upload');
      throw serviceUnavailable('The object store', 'the upload was not completed; complete it again');
    }
    const done = await this.deps.repo.markComplete(user.organizationId, id, this.expiry());
    if (!done) throw new AppError('CONFLICT', 'The upload was completed or aborted meanwhile', id);
    return toView(done);
  }

  /** Aborts an upload, or removes a complete one's object: nothing of it is kept. */
  async abort(user: UserPrincipal, id: string): Promise<void> {
    const doc = await this.deps.repo.remove(user.organizationId, id);
    if (!doc) throw notFoundUpload();
    await this.discard(doc);
  }

  /**
   * Hands a complete upload over to its user (an import): the record goes, the object stays and
   * is the user's to remove. Refused, and kept, when it is not complete.
   */
  async take(organizationId: number, id: string): Promise<TakenUpload> {
    const doc = await this.deps.repo.find(organizationId, id);
    if (!doc) throw notFoundUpload();
    if (doc.status !== 'complete') {
      throw new AppError('CONFLICT', 'The upload is not complete: send its missing parts and complete it', id);
    }
    const taken = await this.deps.repo.remove(organizationId, id, 'complete');
    if (!taken) throw notFoundUpload();
    return { storage_key: taken.storage_key, size_bytes: taken.size_bytes, filename: taken.filename };
  }

  /** Aborts uploads whose expiry passed (at most `limit` a run); returns how many. */
  async sweep(limit = 100): Promise<number> {
    const now = this.deps.clock.now();
    let swept = 0;
    for (const doc of await this.deps.repo.expired(now, limit)) {
      if (!(await this.deps.repo.removeExpired(doc, now))) continue; // a part arrived meanwhile
      await this.discard(doc);
      swept++;
    }
    return swept;
  }

  private async discard(doc: LargeUploadDoc): Promise<void> {
    const gone = (err: unknown) => {
      const code = (err as { code?: string }).code;
      if (code === 'NoSuchUpload' || code === 'NoSuchKey' || code === 'NotFound') return;
      this.deps.logger.warn({ err, key: doc.storage_key }, 'could not discard a large upload');
    };
    if (doc.status === 'open') {
      await this.deps.store.abortMultipart(doc.storage_key, doc.store_upload_id).catch(gone);
    } else {
      await this.deps.store.remove(doc.storage_key).catch(gone);
    }
  }
}

export function toView(doc: LargeUploadDoc): LargeUploadView {
  const received = Object.keys(doc.parts)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    id: doc._id,
    filename: doc.filename,
    size_bytes: doc.size_bytes,
    part_size: doc.part_size,
    part_count: doc.part_count,
    parts_received: received,
    bytes_received: Object.values(doc.parts).reduce((sum, part) => sum + part.size_bytes, 0),
    status: doc.status,
    expires_at: doc.expires_at.toISOString(),
    created_at: doc.created_at.toISOString(),
  };
}
