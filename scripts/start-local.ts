/**
 * `npm start`: the whole platform on this machine, in the foreground, on 127.0.0.1 only.
 * MongoDB (a single-node replica set, unless MONGODB_URI points at another), MinIO and Dex, then the API on port 8080
 * (its internal routes for the operator and the workloads on 8082) and the same app over HTTPS on 8443 (self-signed)
 * for the browser console, and the operator:
 * against the user's cluster (KUBECONFIG or ~/.kube/config), or else a local control plane whose
 * Jobs run as local processes (scripts/stack/local-cluster.ts).
 * Ctrl-C stops the operator and the API first, then the cluster and the servers they use.
 */
import { randomBytes } from 'node:crypto';
import type { Server as HttpsServer } from 'node:https';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { KubeConfig } from '@kubernetes/client-node';
import { join, resolve } from 'node:path';
import { loadConfig } from '../api/config.js';
import { start } from '../api/server.js';
import { startOperator, type RunningOperator } from '../operator/operator.js';
import { prepareMachine } from './setup/prepare-machine.js';
import { ensureConsoleBuilt } from './stack/console-build.js';
import { startLocalCluster, type LocalCluster } from './stack/local-cluster.js';
import { startStack } from './stack/local-stack.js';
import { assertPortsFree } from './stack/process.js';
import { listenHttps } from './stack/tls.js';
import { LOCAL_USERS, localConsoleOrigins } from './stack/servers.js';

const dir = resolve(process.env.EDGE_VISION_LOCAL_DIR ?? '.local');
const ports = {
  mongo: Number(process.env.LOCAL_MONGO_PORT ?? 27017),
  s3: Number(process.env.LOCAL_S3_PORT ?? 9100),
  s3Console: Number(process.env.LOCAL_S3_CONSOLE_PORT ?? 9101),
  dex: Number(process.env.LOCAL_DEX_PORT ?? 5556),
};

/** A cluster to run model workflows in: KUBECONFIG, or ~/.kube/config when it exists. */
function reachableKubeconfig(): string | undefined {
  const candidate = process.env.KUBECONFIG ?? join(homedir(), '.kube', 'config');
  return existsSync(candidate) ? candidate : undefined;
}

async function main(): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await prepareMachine('start');
  ensureConsoleBuilt(console.log);
  console.log(`Starting the local stack (data and logs in ${dir}) ...`);
  const port = Number(process.env.PORT ?? 8080);
  const httpsPort = Number(process.env.HTTPS_PORT ?? 8443);
  const operatorPort = Number(process.env.OPERATOR_PORT ?? 8081);
  const internalPort = Number(process.env.INTERNAL_PORT ?? 8082);
  await assertPortsFree([
    { port, name: 'the API', variable: 'PORT' },
    { port: internalPort, name: "the API's internal routes", variable: 'INTERNAL_PORT' },
    { port: httpsPort, name: "the console's HTTPS", variable: 'HTTPS_PORT' },
    { port: operatorPort, name: "the operator's health and metrics", variable: 'OPERATOR_PORT' },
  ]);
  const namespace = process.env.KUBE_NAMESPACE ?? 'edge-vision';
  const stack = await startStack({
    dir,
    users: LOCAL_USERS,
    ports,
    useExternalMongo: process.env.MONGODB_URI,
    consoleOrigins: localConsoleOrigins(port, httpsPort),
  });
  let localCluster: LocalCluster | undefined;
  let kubeconfig = reachableKubeconfig();
  if (!kubeconfig) {
    console.log('No KUBECONFIG or ~/.kube/config: starting a local control plane and node for model workflows ...');
    try {
      localCluster = await startLocalCluster({
        dir: join(dir, 'kube'),
        namespace,
        log: (line) => console.log(`[local node] ${line}`),
      });
    } catch (err) {
      await stack.stop();
      throw err;
    }
    kubeconfig = localCluster.kubeconfigPath;
  }
  let https: HttpsServer | undefined;
  const operatorToken = process.env.OPERATOR_TOKEN ?? randomBytes(24).toString('hex');
  let api: Awaited<ReturnType<typeof start>> | undefined;
  let operator: RunningOperator | undefined;
  try {
    const config = loadConfig({
      ...stack.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_PORT: String(internalPort),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}/api`,
      OPERATOR_TOKEN: operatorToken,
      KUBECONFIG: kubeconfig,
      KUBE_NAMESPACE: namespace,
      ...process.env,
      ...(process.env.MONGODB_URI ? {} : { MONGODB_URI: stack.env.MONGODB_URI }),
    });
    api = await start(config);
    // The same app over TLS: the Dex config lists https://localhost:8443 as a console origin.
    https = await listenHttps(api.app.express, httpsPort, join(dir, 'tls'));
    const kubeConfig = new KubeConfig();
    kubeConfig.loadFromFile(kubeconfig);
    // The cluster may be unreachable; the operator keeps campaigning for its lease meanwhile.
    operator = await startOperator({
      kubeConfig,
      // The internal listener: the public one does not serve /api/internal/.
      apiUrl: `${api.internalUrl}/api`,
      apiToken: operatorToken,
      leaseNamespace: config.KUBE_NAMESPACE,
      port: operatorPort,
      // Like the API under npm start: nothing listens beyond this machine.
      host: '127.0.0.1',
    });
  } catch (err) {
    await operator?.stop();
    https?.close();
    await api?.stop();
    await localCluster?.stop();
    await stack.stop();
    throw err;
  }
  writeFileSync(join(dir, 'stack.json'), JSON.stringify({ issuer: stack.issuer, api: `${api.url}/api` }, null, 2));

  console.log(`
Edge Vision is running. Ctrl-C stops everything.
  Console        https://localhost:${httpsPort}/  (self-signed certificate: ${join(dir, 'tls', 'localhost-cert.pem')})
                 http://localhost:${port}/  (browsers treat localhost and 127.0.0.1 as secure)
  API            ${api.url}/api        (docs: ${api.url}/api/docs)
  Internal API   ${api.internalUrl}/api/internal/  (operator and workloads only; document: ${api.internalUrl}/api/openapi.json)
  Metrics        ${api.url}/metrics
  MongoDB wire   ${stack.env.MONGODB_URI}${process.env.MONGODB_URI ? ' (external)' : ' (MongoDB 6.0.5, single-node replica set)'}
  Object store   ${stack.env.S3_ENDPOINT} (MinIO)
  OIDC issuer    ${stack.issuer} (Dex; users ${LOCAL_USERS.join(', ')}, password "password")
  Operator       running against ${localCluster ? 'the local control plane' : kubeconfig} (health and metrics on :${operator.port})
  Kubernetes     ${localCluster ? `local: kubectl --kubeconfig ${kubeconfig} get tj,ej,dj,jobs,pods -n ${namespace}; Job pods run as processes (logs in ${join(dir, 'kube', 'pods')})` : kubeconfig}
  Logs           ${join(dir, 'logs')}

  curl -H "Authorization: Bearer $(npm run --silent dev:token -- alice@example.com)" ${api.url}/api/organization
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    await operator?.stop();
    https?.closeAllConnections();
    https?.close();
    await api?.stop();
    await localCluster?.stop();
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
