/** One line of a container's output. */
export interface LogLine {
  stream: 'stdout' | 'stderr';
  /** RFC 3339 time Docker stamped on the line, when asked for (`timestamps=1`). */
  timestamp: string | null;
  text: string;
}

/** Docker's media type for a container started without a TTY: stdout and stderr interleaved in frames. */
export const MULTIPLEXED_STREAM = 'application/vnd.docker.multiplexed-stream';

const HEADER_BYTES = 8;
const STREAMS: Record<number, LogLine['stream'] | undefined> = { 1: 'stdout', 2: 'stderr' };

/**
 * Splits Docker's multiplexed log stream (Docker Engine API, "Attach to a container": each frame
 * is an 8-byte header `[stream, 0, 0, 0, size as uint32 big-endian]` and `size` bytes) into the
 * stdout and stderr chunks. A frame cut off at the end (a size cap) is kept up to the cut.
 */
export function demultiplex(buffer: Buffer): { stream: LogLine['stream']; bytes: Buffer }[] {
  const chunks: { stream: LogLine['stream']; bytes: Buffer }[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= buffer.length) {
    const stream = STREAMS[buffer[offset]!] ?? 'stdout';
    const size = buffer.readUInt32BE(offset + 4);
    const start = offset + HEADER_BYTES;
    chunks.push({ stream, bytes: buffer.subarray(start, Math.min(start + size, buffer.length)) });
    offset = start + size;
  }
  return chunks;
}

/**
 * Whether a body is framed. Docker says so by media type (API 1.42+); older engines answer
 * `application/octet-stream` for both, so then the first header decides: a stream byte of 0-2
 * followed by three zero bytes, which readable text never starts with.
 */
export function isMultiplexed(contentType: string | null, buffer: Buffer): boolean {
  if (contentType?.startsWith(MULTIPLEXED_STREAM)) return true;
  if (contentType?.startsWith('application/vnd.docker.raw-stream')) return false;
  return buffer.length >= HEADER_BYTES && buffer[0]! <= 2 && buffer[1] === 0 && buffer[2] === 0 && buffer[3] === 0;
}

/** The log body as lines, each with its stream and (when present) Docker's timestamp. */
export function parseLogs(contentType: string | null, buffer: Buffer, timestamps: boolean): LogLine[] {
  const chunks = isMultiplexed(contentType, buffer)
    ? demultiplex(buffer)
    : [{ stream: 'stdout' as const, bytes: buffer }]; // a TTY container: one raw stream
  const lines: LogLine[] = [];
  // Docker frames per write, not per line: join a stream's chunks until a newline ends the line.
  const pending: Record<LogLine['stream'], string> = { stdout: '', stderr: '' };
  const emit = (stream: LogLine['stream'], raw: string) => {
    const text = raw.replace(/\r$/, '');
    const match = timestamps ? /^(\d{4}-\d\d-\d\dT\S+) (.*)$/s.exec(text) : null;
    lines.push({ stream, timestamp: match ? match[1]! : null, text: match ? match[2]! : text });
  };
  for (const { stream, bytes } of chunks) {
    const parts = (pending[stream] + bytes.toString('utf8')).split('\n');
    pending[stream] = parts.pop()!;
    for (const part of parts) emit(stream, part);
  }
  for (const stream of ['stdout', 'stderr'] as const) if (pending[stream]) emit(stream, pending[stream]);
  return lines;
}
