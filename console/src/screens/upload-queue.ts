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

/**
 * Files per request and bytes per request at most. Several files share a request's fixed cost
 * (authentication, the project and batch lookups): measured on 2 loaded cores, 100 JPEGs took the
 * API 6.6 s one per request, 3 in flight, and 2.0 s 8 per request, 4 in flight. A few MiB per
 * request keep the per-file progress moving and a retried request short.
 */
export const FILES_PER_REQUEST = 8;
export const BYTES_PER_REQUEST = 8 * 1024 * 1024;

/** The name the API's answer gives a file (its cleaning, safeFilename in api/modules/data/images/service.ts). */
export function answerName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned.length > 0 && cleaned !== '.' && cleaned !== '..' ? cleaned : 'image';
}

/**
 * The requests that send the files, as lists of their indexes in order: the first file alone
 * (the rest join the batch its answer names), then up to `maxFiles` files and `maxBytes` bytes
 * each (a larger file alone), never two files the answer would name alike (a folder's
 * subfolders may hold the same name), so each file's outcome is read from the answer by name.
 */
export function requestGroups(
  files: { name: string; size: number }[],
  maxFiles = FILES_PER_REQUEST,
  maxBytes = BYTES_PER_REQUEST,
): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  let names = new Set<string>();
  for (const [i, file] of files.entries()) {
    const name = answerName(file.name);
    const full = current.length >= maxFiles || bytes + file.size > maxBytes || names.has(name) || groups.length === 0;
    if (current.length > 0 && full) {
      groups.push(current);
      current = [];
      bytes = 0;
      names = new Set();
    }
    current.push(i);
    bytes += file.size;
    names.add(name);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * How much of each file of a request was sent, from the request's upload progress: the form's
 * own bytes (boundaries, part headers) are spread over its files by size.
 */
export function sentPerFile(sizes: number[], loaded: number, total: number): number[] {
  const files = sizes.reduce((sum, size) => sum + size, 0);
  let left = total > 0 ? Math.round((Math.min(loaded, total) / total) * files) : 0;
  return sizes.map((size) => {
    const sent = Math.min(size, left);
    left -= sent;
    return sent;
  });
}

/** The files' records after the API answered for their request (the upload route's per-file lists). */
export function answered(
  files: QueuedFile[],
  result: {
    images: { filename: string }[];
    duplicates: { filename: string; image_id: number }[];
    errors: { filename: string; message: string }[];
  },
): QueuedFile[] {
  const stored = new Set(result.images.map((i) => i.filename));
  const duplicates = new Map(result.duplicates.map((d) => [d.filename, d.image_id]));
  const errors = new Map(result.errors.map((e) => [e.filename, e.message]));
  return files.map((file) => {
    const name = answerName(file.name);
    const done = { ...file, sent: file.size };
    const duplicate = duplicates.get(name);
    if (duplicate !== undefined) return { ...done, state: 'duplicate', note: `same as image ${duplicate}` };
    const error = errors.get(name);
    if (error !== undefined) return { ...done, state: 'refused', note: error };
    if (stored.has(name)) return { ...done, state: 'stored', note: undefined };
    return { ...file, state: 'failed', note: 'The answer does not mention this file' };
  });
}
