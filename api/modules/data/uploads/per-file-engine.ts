import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { AppError } from '../../../lib/errors.js';

/** What a file of a many-file upload became: stored (the inner engine's info), or refused and why. */
export type PerFileOutcome<T> = (T & { refused?: undefined }) | { refused: AppError };

/**
 * Wraps an engine so a refused file (not an image, cut off, too large) is recorded on that file
 * instead of failing the whole request: one bad file among a hundred costs only itself.
 */
export class PerFileEngine implements StorageEngine {
  constructor(private readonly inner: StorageEngine) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.inner._handleFile(req, file, (err, info) => {
      if (!err) return callback(null, info);
      const refused =
        err instanceof AppError ? err : new AppError('VALIDATION_ERROR', 'The file could not be stored', String(err));
      callback(null, { refused } as unknown as Partial<Express.Multer.File>);
    });
  }

  _removeFile(req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    if ((file as unknown as { refused?: AppError }).refused) return callback(null);
    this.inner._removeFile(req, file, callback);
  }
}
