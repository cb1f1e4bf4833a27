import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { MongoClient } from 'mongodb';
import { stringify } from 'yaml';
import { serverBinary } from './binaries.js';
import { httpOk, startProcess, waitUntil, type ManagedProcess } from './process.js';

export interface RunningServer {
  process: ManagedProcess;
  url: string;
}

/**
 * Waits for a started server; if it never becomes ready, stops it before failing, so a failed
 * start leaves no process behind (and no orphan that a later start would mistake for its own).
 */
async function whenReady(process: ManagedProcess, what: string, check: () => Promise<boolean>, timeoutMs?: number) {
  try {
    await waitUntil(what, check, { process, timeoutMs });
  } catch (err) {
    await process.stop();
    throw err;
  }
}

/** The single-node replica set's name: transactions, change streams and retryable writes need one. */
export const REPLICA_SET = 'rs0';

/**
 * MongoDB (the pinned mongod) as a single-node replica set, as production runs it. The cache is
 * kept small: the suites start several of these beside each other on one machine.
 */
export async function startMongod(options: {
  port: number;
  dataDir: string;
  logDir: string;
  cacheSizeGb?: number;
  /** The address it listens on and the replica set names; a pod on the real node reaches the host's. */
  host?: string;
}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.dataDir, { recursive: true });
  const process = startProcess(
    'mongod',
    serverBinary('mongod'),
    [
      '--replSet',
      REPLICA_SET,
      '--bind_ip',
      host,
      '--port',
      String(options.port),
      '--dbpath',
      options.dataDir,
      '--nounixsocket',
      '--quiet',
      '--wiredTigerCacheSizeGB',
      String(options.cacheSizeGb ?? 1),
      '--oplogSize',
      '1024',
      '--setParameter',
      'diagnosticDataCollectionEnabled=false',
    ],
    { logFile: join(options.logDir, `mongod-${options.port}.log`) },
  );
  const direct = `mongodb://${host}:${options.port}/?directConnection=true`;
  await whenReady(process, 'MongoDB', () => becomePrimary(direct, `${host}:${options.port}`), 60_000);
  return { process, url: `mongodb://${host}:${options.port}/?replicaSet=${REPLICA_SET}` };
}

/**
 * Initiates the replica set on first start (a restart on the same data keeps its configuration)
 * and answers true once the member is primary and takes writes.
 */
async function becomePrimary(directUri: string, member: string): Promise<boolean> {
  const client = new MongoClient(directUri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
  try {
    const admin = client.db('admin');
    const hello = await admin.command({ hello: 1 });
    if (hello.isWritablePrimary === true) return true;
    if (!hello.setName) {
      await admin
        .command({ replSetInitiate: { _id: REPLICA_SET, members: [{ _id: 0, host: member }] } })
        .catch((err: unknown) => {
          // 23 AlreadyInitialized: an earlier poll's initiate is still electing.
          if ((err as { code?: number }).code !== 23) throw err;
        });
    }
    return false;
  } finally {
    await client.close();
  }
}

export const MINIO_CREDENTIALS = { accessKey: 'edgevision', secretKey: 'edgevision-local-secret' };

export async function startMinio(options: {
  port: number;
  consolePort: number;
  dataDir: string;
  logDir: string;
  /** The address it listens on (127.0.0.1 unless pods on the real node must reach it). */
  host?: string;
}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.dataDir, { recursive: true });
  const process = startProcess(
    'minio',
    serverBinary('minio'),
    [
      'server',
      options.dataDir,
      '--address',
      `${host}:${options.port}`,
      '--console-address',
      `${host}:${options.consolePort}`,
      '--quiet',
    ],
    {
      logFile: join(options.logDir, 'minio.log'),
      env: {
        MINIO_ROOT_USER: MINIO_CREDENTIALS.accessKey,
        MINIO_ROOT_PASSWORD: MINIO_CREDENTIALS.secretKey,
        MINIO_BROWSER: 'off',
        MINIO_UPDATE: 'off',
      },
    },
  );
  const url = `http://${host}:${options.port}`;
  await whenReady(process, 'MinIO', () => httpOk(`${url}/minio/health/ready`), 60_000);
  return { process, url };
}

/** The local users of API-DECISIONS.md, plus numbered users the tests sign in as. */
export const DEX_PASSWORD = 'password';
export const LOCAL_USERS = ['alice@example.com', 'bob@example.com', 'carol@example.com'];
export const DEX_CLIENT_ID = 'edge-vision';
export const DEX_OTHER_CLIENT_ID = 'other-app';
/**
 * The `edge-vision` CLI's client: public without redirect URIs, so Dex accepts any
 * loopback redirect (http://127.0.0.1:<port>, PKCE); the API's client trusts it, so the CLI asks for
 * tokens with the API's audience (scope `audience:server:client_id:edge-vision`).
 */
export const DEX_CLI_CLIENT_ID = 'edge-vision-cli';
/**
 * The CLI's client for `login --device` (RFC 8628). Dex finishes a device sign-in by redirecting
 * to <issuer path>/device/callback, which it accepts only when the client lists it (its built-in
 * exception compares against /device/callback without the issuer's path), and a client with
 * listed redirect URIs no longer gets any loopback port: hence a second client.
 */
export const DEX_CLI_DEVICE_CLIENT_ID = 'edge-vision-cli-device';

export interface DexOptions {
  port: number;
  logDir: string;
  configDir: string;
  users: string[];
  /** Lifetime of issued tokens, e.g. "24h" (tests use a short one to see expiry). */
  tokenLifetime?: string;
  /** Origins the browser console is served from: its redirect and post-logout URIs, and CORS. */
  consoleOrigins?: string[];
  /** The address it listens on and its issuer names (127.0.0.1 unless pods on the real node ask it). */
  host?: string;
}

/** Where `npm start` serves the console: plain HTTP (secure on localhost only) and HTTPS. */
export function localConsoleOrigins(httpPort = 8080, httpsPort = 8443): string[] {
  return [
    `http://localhost:${httpPort}`,
    `http://127.0.0.1:${httpPort}`,
    `https://localhost:${httpsPort}`,
    `https://127.0.0.1:${httpsPort}`,
  ];
}

export async function startDex(options: DexOptions): Promise<RunningServer & { issuer: string }> {
  mkdirSync(options.configDir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const issuer = `http://${host}:${options.port}/dex`;
  // Dex refuses bcrypt costs below 10; one hash serves every local user.
  const hash = bcrypt.hashSync(DEX_PASSWORD, 10);
  const origins = options.consoleOrigins ?? localConsoleOrigins();
  // Sessions (with DEX_SESSIONS_ENABLED below) are what make the browser client work at this Dex:
  // without them the first refresh_token grant deadlocks the memory storage (dexidp/dex#5017),
  // and discovery offers no end_session_endpoint. Password-grant tokens then cannot be refreshed.
  const config = {
    issuer,
    storage: { type: 'memory' },
    sessions: {},
    web: { http: `${host}:${options.port}`, allowedOrigins: origins },
    logger: { level: 'warn' },
    expiry: {
      idTokens: options.tokenLifetime ?? '24h',
      signingKeys: '6h',
      // With memory storage, this Dex deadlocks on a refresh that rotates the token (it reads the
      // offline session inside the refresh token's locked update). Without rotation, and with reuse
      // allowed for 30 days after sign-in, a refresh returns before that read: the CLI's renewal works.
      refreshTokens: { disableRotation: true, reuseInterval: '720h' },
    },
    oauth2: {
      skipApprovalScreen: true,
      passwordConnector: 'local',
      // The device code grant (RFC 8628) signs the CLI in where no browser runs (`login --device`).
      grantTypes: ['authorization_code', 'refresh_token', 'password', 'urn:ietf:params:oauth:grant-type:device_code'],
      responseTypes: ['code'],
    },
    enablePasswordDB: true,
    staticClients: [
      {
        id: DEX_CLIENT_ID,
        name: 'Edge Vision',
        public: true,
        // The console's, and the API explorer's sign-in (Swagger UI, api/openapi/docs-page.ts).
        redirectURIs: origins.flatMap((origin) => [`${origin}/callback`, `${origin}/api/docs/oauth2-redirect.html`]),
        postLogoutRedirectURIs: origins.map((origin) => `${origin}/`),
        // Dex has no revocation endpoint: this ends the refresh tokens when the session ends (logout).
        refreshTokenLifetime: 'session',
        trustedPeers: [DEX_CLI_CLIENT_ID, DEX_CLI_DEVICE_CLIENT_ID],
      },
      { id: DEX_CLI_CLIENT_ID, name: 'Edge Vision CLI', public: true },
      {
        id: DEX_CLI_DEVICE_CLIENT_ID,
        name: 'Edge Vision CLI (device code)',
        public: true,
        redirectURIs: [`${new URL(issuer).pathname}/device/callback`],
      },
      {
        id: DEX_OTHER_CLIENT_ID,
        name: 'Another application',
        public: true,
        redirectURIs: ['http://localhost:9999/callback'],
      },
    ],
    staticPasswords: options.users.map((email, index) => ({
      email,
      hash,
      username: email.split('@')[0],
      userID: `user-${index + 1}-${email}`,
    })),
  };
  const configFile = join(options.configDir, 'dex.yaml');
  writeFileSync(configFile, stringify(config));
  const process = startProcess('dex', serverBinary('dex'), ['serve', configFile], {
    logFile: join(options.logDir, `dex-${options.port}.log`),
    env: { DEX_SESSIONS_ENABLED: 'true' },
  });
  await whenReady(process, 'Dex', () => httpOk(`${issuer}/.well-known/openid-configuration`));
  return { process, url: issuer, issuer };
}

/** A real token from Dex through the password grant, as `dev:token` and the tests obtain theirs. */
export async function passwordGrantToken(
  issuer: string,
  email: string,
  options: { clientId?: string; password?: string } = {},
): Promise<string> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: options.password ?? DEX_PASSWORD,
      client_id: options.clientId ?? DEX_CLIENT_ID,
      scope: 'openid email profile',
    }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(
      `Dex refused a token for ${email}: ${body.error ?? response.status} ${body.error_description ?? ''}`,
    );
  }
  return body.access_token;
}
