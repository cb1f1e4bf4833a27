import { request } from 'node:http';

export interface JsonResponse {
  status: number;
  body: unknown;
  text: string;
}

/**
 * One JSON request over node:http, which has no response deadline: `fetch` gives up on a
 * response whose headers take over 300 s, and building a large dataset version on a loaded
 * machine may take longer.
 */
export function requestJson(method: string, url: string, token: string, body?: unknown): Promise<JsonResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // left null; the caller reports `text`
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `data` of a response with the expected status, or an error naming what was asked. */
export async function expectData<T>(what: string, response: Promise<JsonResponse>, status: number): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  return (answer.body as { data: T }).data;
}
