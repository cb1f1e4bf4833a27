import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';

/**
 * A self-signed certificate for https://localhost, made once with openssl and kept in `dir`:
 * browsers give the console's sign-in (PKCE, Web Crypto) only to secure origins.
 */
export function localCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  mkdirSync(dir, { recursive: true });
  const keyFile = join(dir, 'localhost-key.pem');
  const certFile = join(dir, 'localhost-cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '825',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

/** `handler` (the API's Express app) over TLS on 127.0.0.1 with the local certificate. */
export function listenHttps(handler: RequestListener, port: number, certDir: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(localCertificate(certDir), handler);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
