import { Readable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import type { ObjectStore } from '../../../lib/storage.js';
import { ImportFailure } from './failure.js';

/** Bytes fetched per ranged GET for headers and small entries (an LRU of these is kept). */
const BLOCK_BYTES = 1024 * 1024;
const CACHED_BLOCKS = 8;

/**
 * yauzl's random access over an object in the store: every read is a ranged GET, so an archive
 * of any size is read without ever being held in memory or written to local disk. yauzl reads
 * the central directory in many small reads (a few dozen bytes each); they are served from
 * 1 MiB blocks, so a 10,000-entry directory costs one or two requests.
 */
class ObjectRangeReader extends yauzl.RandomAccessReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly store: ObjectStore,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  private async fetch(start: number, length: number): Promise<Buffer> {
    const body = await this.store.readRange(this.key, start, length);
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  private block(index: number): Promise<Buffer> {
    let block = this.blocks.get(index);
    if (block) {
      // Most recently used last.
      this.blocks.delete(index);
      this.blocks.set(index, block);
      return block;
    }
    const start = index * BLOCK_BYTES;
    block = this.fetch(start, Math.min(BLOCK_BYTES, this.size - start));
    block.catch(() => this.blocks.delete(index));
    this.blocks.set(index, block);
    while (this.blocks.size > CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    return block;
  }

  private async *cached(start: number, end: number): AsyncGenerator<Buffer> {
    for (let at = start; at < end;) {
      const index = Math.floor(at / BLOCK_BYTES);
      const block = await this.block(index);
      const from = at - index * BLOCK_BYTES;
      const to = Math.min(block.length, end - index * BLOCK_BYTES);
      if (to <= from) throw new Error(`the archive ends before byte ${end}`);
      yield block.subarray(from, to);
      at += to - from;
    }
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(this.cached(start, end), { objectMode: false });
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    (async () => {
      let written = 0;
      for await (const part of this.cached(position, position + length)) {
        part.copy(buffer, offset + written);
        written += part.length;
      }
    })().then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  }
}

/** An archive entry: its path and where its bytes are. */
export interface ArchiveEntry {
  path: string;
  /** Uncompressed size. */
  size: number;
  /** Where its local header starts. */
  offset: number;
  entry: yauzl.Entry;
}

/** An opened archive in the object store: its file entries, and a way to read each. */
export interface Archive {
  files: ArchiveEntry[];
  /** The entry's bytes, uncompressed and checked against its CRC-32, in one ranged GET. */
  read(file: ArchiveEntry, maxBytes: number): Promise<Buffer>;
  /**
   * The entries' bytes (in the order given), checked as `read` does; entries that lie close
   * together in the archive come in one ranged GET (an import's batch of images: a few requests
   * instead of one per image).
   */
  readMany(files: ArchiveEntry[], maxBytes: number): Promise<Buffer[]>;
  close(): void;
}

/** Folders of macOS resource forks and the like: never part of a dataset. */
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/;
/** Room for a local header's extra field being longer than the central directory's copy. */
const LOCAL_EXTRA_SLACK = 1024;
/** Entries further apart than this are read by separate GETs (the bytes between are not wanted). */
const MAX_GAP_BYTES = 256 * 1024;
/** One GET of several entries covers at most this much of the archive. */
const MAX_SPAN_BYTES = 16 * 1024 * 1024;

/**
 * Opens the zip at `key` and lists its files (folders and OS clutter left out). A path with
 * `..`, an absolute path or a broken central directory ends the import with an error naming
 * the entry. The central directory is read through yauzl; each entry is then read by one ranged
 * GET of exactly its bytes (so entries can be read side by side, in any order).
 */
export async function openArchive(store: ObjectStore, key: string): Promise<Archive> {
  const { size } = await store.stat(key);
  const reader = new ObjectRangeReader(store, key, size);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(reader, size, { lazyEntries: true, autoClose: false });
  } catch (err) {
    throw new ImportFailure(`The file is not a readable zip archive (${(err as Error).message})`);
  }
  const files: ArchiveEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/') && !IGNORED.test(entry.fileName)) {
        files.push({
          path: entry.fileName,
          size: entry.uncompressedSize,
          offset: entry.relativeOffsetOfLocalHeader,
          entry,
        });
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (err: Error) => reject(archiveError(err)));
    zip.readEntry();
  });
  const checked = (file: ArchiveEntry, maxBytes: number) => {
    const { entry } = file;
    if (entry.uncompressedSize > maxBytes || entry.compressedSize > maxBytes) {
      throw new ImportFailure(`${file.path}: the file is larger than ${maxBytes} bytes`, file.path);
    }
    if (entry.isEncrypted()) throw new ImportFailure(`${file.path}: encrypted entries are not supported`, file.path);
    // Where the entry ends at most: its local header may carry a longer extra field.
    const end = file.offset + 30 + entry.fileNameLength + entry.extraFieldLength + LOCAL_EXTRA_SLACK;
    return Math.min(size, end + entry.compressedSize);
  };
  const readRange = async (start: number, end: number) => {
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.readRange(key, start, end - start)) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  };
  return {
    files,
    async read(file, maxBytes) {
      return entryData(file, await readRange(file.offset, checked(file, maxBytes)));
    },
    async readMany(wanted, maxBytes) {
      const spans = rangesOf(wanted.map((file) => ({ file, start: file.offset, end: checked(file, maxBytes) })));
      const data = new Map<ArchiveEntry, Buffer>();
      await Promise.all(
        spans.map(async (span) => {
          const raw = await readRange(span.start, span.end);
          for (const file of span.files) data.set(file, entryData(file, raw.subarray(file.offset - span.start)));
        }),
      );
      return wanted.map((file) => data.get(file)!);
    },
    close: () => zip.close(),
  };
}

/**
 * Entries grouped into ranged GETs: in archive order, an entry joins the GET before it when it
 * starts at most MAX_GAP_BYTES after that GET's end and the GET stays within MAX_SPAN_BYTES.
 */
export function rangesOf(
  entries: { file: ArchiveEntry; start: number; end: number }[],
): { start: number; end: number; files: ArchiveEntry[] }[] {
  const spans: { start: number; end: number; files: ArchiveEntry[] }[] = [];
  for (const entry of [...entries].sort((a, b) => a.start - b.start)) {
    const last = spans.at(-1);
    if (
      last &&
      entry.start - last.end <= MAX_GAP_BYTES &&
      Math.max(last.end, entry.end) - last.start <= MAX_SPAN_BYTES
    ) {
      last.end = Math.max(last.end, entry.end);
      last.files.push(entry.file);
    } else spans.push({ start: entry.start, end: entry.end, files: [entry.file] });
  }
  return spans;
}

/** The entry's content from its local header onwards: header checked, data inflated, CRC compared. */
function entryData(file: ArchiveEntry, raw: Buffer): Buffer {
  const broken = (why: string) => new ImportFailure(`${file.path}: the entry is broken (${why})`, file.path);
  if (raw.length < 30 || raw.readUInt32LE(0) !== 0x04034b50) throw broken('no local file header');
  const start = 30 + raw.readUInt16LE(26) + raw.readUInt16LE(28);
  const { compressedSize, compressionMethod, uncompressedSize, crc32: expected } = file.entry;
  if (raw.length < start + compressedSize) throw broken('the archive ends inside it');
  const stored = raw.subarray(start, start + compressedSize);
  let data: Buffer;
  if (compressionMethod === 0) data = stored;
  else if (compressionMethod === 8) {
    try {
      data = inflateRawSync(stored, { maxOutputLength: Math.max(1, uncompressedSize) });
    } catch (err) {
      throw broken((err as Error).message);
    }
  } else throw broken(`compression method ${compressionMethod} is not supported; use deflate or store`);
  if (data.length !== uncompressedSize) throw broken(`${data.length} bytes instead of ${uncompressedSize}`);
  if (crc32(data) >>> 0 !== expected >>> 0) throw broken('CRC-32 mismatch');
  return data;
}

function archiveError(err: Error): ImportFailure {
  const unsafe = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(err.message);
  if (unsafe) {
    return new ImportFailure(
      `${unsafe[2]}: the archive holds a path outside its root (${unsafe[1]}); such paths are refused`,
      unsafe[2],
    );
  }
  return new ImportFailure(`The zip archive is broken (${err.message})`);
}

/** An entry's content as text (a byte order mark dropped). */
export async function readText(archive: Archive, file: ArchiveEntry, maxBytes: number): Promise<string> {
  return (await archive.read(file, maxBytes)).toString('utf8').replace(/^\uFEFF/, '');
}
