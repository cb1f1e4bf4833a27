/**
 * The upload dialog's bookkeeping without React: what happened to each file, the overall
 * progress in bytes, the summary line, and when to try a dropped file again.
 */
export type FileState = 'waiting' | 'sending' | 'stored' | 'duplicate' | 'refused' | 'failed';

export interface QueuedFile {
  name: string;
  size: number;
  sent: number;
  state: FileState;
  /** Why it was refused or failed, or which image it duplicates. */
  note?: string;
  attempts: number;
}

/** What the browser accepts to send: the formats the API stores (it checks the bytes again). */
export const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/** A file the API answered for (stored, duplicate, refused) counts as wholly sent. */
const finished = (file: QueuedFile) =>
  file.state === 'stored' || file.state === 'duplicate' || file.state === 'refused';

export function overall(files: QueuedFile[]): { sent: number; total: number; done: number } {
  let sent = 0;
  let total = 0;
  let done = 0;
  for (const file of files) {
    total += file.size;
    sent += finished(file) ? file.size : Math.min(file.sent, file.size);
    if (finished(file) || file.state === 'failed') done++;
  }
  return { sent, total, done };
}

export function summary(files: QueuedFile[]): string {
  const count = (state: FileState) => files.filter((f) => f.state === state).length;
  const parts = [
    `${count('stored')} stored`,
    `${count('duplicate')} duplicates skipped`,
    `${count('refused')} refused`,
  ];
  const failed = count('failed');
  if (failed) parts.push(`${failed} failed`);
  return parts.join(', ');
}

/** Tries a file whose connection dropped this many times in all before giving up on it. */
export const MAX_ATTEMPTS = 5;

/** Wait before the next try after a dropped connection: 0.5 s, 1 s, 2 s, 4 s. */
export function retryDelayMs(attempts: number): number {
  return 500 * 2 ** Math.max(0, attempts - 1);
}

/** One file's record after the API answered for it (the upload route's per-file lists). */
export function answered(
  file: QueuedFile,
  result: {
    images: { filename: string }[];
    duplicates: { filename: string; image_id: number }[];
    errors: { filename: string; message: string }[];
  },
): QueuedFile {
  const duplicate = result.duplicates[0];
  if (duplicate) return { ...file, sent: file.size, state: 'duplicate', note: `same as image ${duplicate.image_id}` };
  const error = result.errors[0];
  if (error) return { ...file, sent: file.size, state: 'refused', note: error.message };
  return { ...file, sent: file.size, state: 'stored', note: undefined };
}
