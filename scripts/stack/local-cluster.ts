/**
 * The cluster `npm start` runs model workflows in when the user has none: the envtest-style
 * control plane (etcd, kube-apiserver, kube-controller-manager with the Job, garbage-collector
 * and TTL controllers), the project's CRDs, the namespace the API creates resources in, and the
 * local node that runs Job pods as processes (local-node/). Data persists in `dir`.
 */
import { join } from 'node:path';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { isConflict } from '../../operator/runtime/kube-errors.js';
import { startKubeControlPlane } from './kube.js';
import { startLocalNode, type LocalNode } from './local-node/local-node.js';

export interface LocalCluster {
  kubeconfigPath: string;
  kubeConfig: KubeConfig;
  node: LocalNode;
  stop(): Promise<void>;
}

export async function startLocalCluster(options: {
  dir: string;
  namespace: string;
  log?: (line: string) => void;
}): Promise<LocalCluster> {
  const plane = await startKubeControlPlane({ dir: options.dir, withControllerManager: true, applyCrds: true });
  try {
    const kubeConfig = new KubeConfig();
    kubeConfig.loadFromFile(plane.kubeconfigPath);
    await kubeConfig
      .makeApiClient(CoreV1Api)
      .createNamespace({ body: { metadata: { name: options.namespace } } })
      .catch((err: unknown) => (isConflict(err) ? undefined : Promise.reject(err)));
    const node = await startLocalNode({ kubeConfig, logDir: join(options.dir, 'pods'), log: options.log });
    return {
      kubeconfigPath: plane.kubeconfigPath,
      kubeConfig,
      node,
      async stop() {
        await node.stop();
        await plane.stop();
      },
    };
  } catch (err) {
    await plane.stop();
    throw err;
  }
}
