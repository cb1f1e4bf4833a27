import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '../errors.js';

/** Node's defaults, kept: the status for each parser error it answers before any route runs. */
const ANSWERS: Record<string, { status: number; code: ErrorCode | null; message: string; details: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'REQUEST_HEADERS_TOO_LARGE',
    message: 'The URL and headers are too large',
    details: 'at most 16 KiB together; send long id lists in several requests',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: null, message: 'The request took too long to arrive', details: '' },
};

const MALFORMED = {
  status: 400,
  code: 'VALIDATION_ERROR' as const,
  message: 'Malformed HTTP request',
  details: 'the request line or headers could not be parsed',
};

/**
 * Requests Node's HTTP parser refuses (an over-long URL or headers, a malformed request line)
 * never reach Express; Node would answer them with a bare status line. This answers them in
 * the envelope like every other error, then closes the connection as Node does.
 */
export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const answer = ANSWERS[err.code ?? ''] ?? MALFORMED;
    const body = answer.code
      ? JSON.stringify({
          success: false,
          data: null,
          error: { code: answer.code, message: answer.message, details: answer.details },
        })
      : '';
    const head = [
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
      ...(body ? ['Content-Type: application/json; charset=utf-8'] : []),
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
    // Closing at once could reset the connection before a client still sending its long URL
    // reads the answer; a client that never closes is dropped after a while.
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}
