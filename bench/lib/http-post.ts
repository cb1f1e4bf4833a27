import { Agent, request } from 'node:http';

/** Keep-alive connections, as a device's client holds one open to the API. */
const agent = new Agent({ keepAlive: true });

/**
 * POSTs a body held in memory with node:http and reads the reply. fetch copies every request
 * body (and allocates web streams around it): for 1 MiB uploads that garbage made the load
 * generator the largest CPU user on the two cores it shares with the API and its servers.
 */
export function postBody(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
