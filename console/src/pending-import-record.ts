/**
 * What resumes an import archive's upload after the page was reloaded: the upload's id and what
 * identifies the file the user picked. The browser cannot reopen a file by itself, so the user
 * picks it again and the record tells whether it is the same one. Never a token (the API checks
 * the user on every part). Pure, for the unit tests; pending-imports.ts keeps it in sessionStorage.
 */
export interface PendingImport {
  uploadId: string;
  format: string;
  name: string;
  size: number;
  lastModified: number;
}

/** Whether `file` is the one the pending upload was sending (same name, size and modification time). */
export function isSameFile(pending: PendingImport, file: Pick<File, 'name' | 'size' | 'lastModified'>): boolean {
  return pending.name === file.name && pending.size === file.size && pending.lastModified === file.lastModified;
}

/** The stored record, or null when there is none or it is not one this console wrote. */
export function parsePendingImport(text: string | null): PendingImport | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingImport>;
    const fields = [value.uploadId, value.format, value.name];
    if (!fields.every((f) => typeof f === 'string' && f.length > 0)) return null;
    if (typeof value.size !== 'number' || typeof value.lastModified !== 'number') return null;
    return {
      uploadId: value.uploadId!,
      format: value.format!,
      name: value.name!,
      size: value.size,
      lastModified: value.lastModified,
    };
  } catch {
    return null;
  }
}
