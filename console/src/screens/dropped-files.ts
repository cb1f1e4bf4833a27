/**
 * The files of a drop, folders walked: a dropped folder arrives as one entry whose files are read
 * through the File and Directory Entries API (DataTransfer.files lists the folder itself only).
 */
export async function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  const entries = Array.from(transfer.items)
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => !!entry);
  if (entries.length === 0) return Array.from(transfer.files);
  const files: File[] = [];
  for (const entry of entries) await walk(entry, files);
  return files;
}

async function walk(entry: FileSystemEntry, into: File[]): Promise<void> {
  if (entry.isFile) {
    into.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in pages (100 in Chromium) until an empty one.
  for (;;) {
    const page = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (page.length === 0) return;
    for (const child of page) await walk(child, into);
  }
}
