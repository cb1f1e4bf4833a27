import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { stringify } from 'yaml';

/** The files kube-apiserver needs before it starts: who may call it and how it signs tokens. */
export interface ApiServerCredentials {
  token: string;
  tokenFile: string;
  serviceAccountKeyFile: string;
}

/**
 * A static token of the `system:masters` group (RBAC lets that group do anything), and an RSA
 * key for service-account tokens. Node's crypto writes the PEM, so openssl is not needed.
 */
export function writeApiServerCredentials(dir: string): ApiServerCredentials {
  const token = randomBytes(24).toString('hex');
  const tokenFile = join(dir, 'tokens.csv');
  writeFileSync(tokenFile, `${token},admin,1,"system:masters"\n`, { mode: 0o600 });
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  // One private key serves both flags: the apiserver derives the verifying public key from it.
  const serviceAccountKeyFile = join(dir, 'service-account.key');
  writeFileSync(serviceAccountKeyFile, privateKey, { mode: 0o600 });
  return { token, tokenFile, serviceAccountKeyFile };
}

/**
 * The serving certificate kube-apiserver generated in its --cert-dir. Its file holds the leaf
 * followed by the CA that signed it, so it can be trusted as a CA bundle as is.
 */
export function readApiServerCertificate(certDir: string): string {
  return readFileSync(join(certDir, 'apiserver.crt'), 'utf8');
}

/** A kubeconfig with one cluster, one token user and one current context. */
export function writeKubeconfig(path: string, options: { server: string; token: string; caPem: string }): void {
  const config = {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name: 'local',
        cluster: {
          server: options.server,
          'certificate-authority-data': Buffer.from(options.caPem).toString('base64'),
        },
      },
    ],
    users: [{ name: 'admin', user: { token: options.token } }],
    contexts: [{ name: 'local', context: { cluster: 'local', user: 'admin', namespace: 'default' } }],
    'current-context': 'local',
  };
  writeFileSync(path, stringify(config), { mode: 0o600 });
}

/**
 * True when GET `url` answers 200. The certificate is not verified: this probe runs before the
 * apiserver's self-signed certificate is known to be on disk, and only asks "are you up?".
 */
export function httpsOk(url: string, token?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'GET',
        rejectUnauthorized: false,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        timeout: 1000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}
