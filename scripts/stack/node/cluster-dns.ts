/**
 * Cluster DNS for the real node: CoreDNS (v1.15.0, built from the Go module proxy with the few
 * plugins this Corefile names) as a host process on the node's address, port 53. The kubelet's
 * `clusterDNS` points pods at it, so `<service>.<namespace>.svc.cluster.local` (the workloads'
 * callback URL to the API Service) resolves in pods; other names go to the host's resolver.
 * A host process rather than a pod: it needs no image, and starts before any pod asks.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverBinary } from '../binaries.js';
import { freePort, httpOk, startProcess, waitUntil, type ManagedProcess } from '../process.js';

export const CLUSTER_DOMAIN = 'cluster.local';

export interface ClusterDns {
  /** The address pods' resolv.conf names (the kubelet's clusterDNS). */
  ip: string;
  process: ManagedProcess;
}

/** The Corefile: cluster names from the apiserver, the rest forwarded to the host's resolver. */
export function corefile(options: { ip: string; kubeconfigPath: string; healthPort: number; readyPort: number }) {
  return `.:53 {
    bind ${options.ip}
    errors
    health 127.0.0.1:${options.healthPort}
    ready 127.0.0.1:${options.readyPort}
    kubernetes ${CLUSTER_DOMAIN} in-addr.arpa ip6.arpa {
        kubeconfig ${options.kubeconfigPath}
        fallthrough in-addr.arpa ip6.arpa
        ttl 5
    }
    forward . /etc/resolv.conf
    cache 5
    loop
    loadbalance
}
`;
}

export async function startClusterDns(options: {
  dir: string;
  kubeconfigPath: string;
  ip: string;
}): Promise<ClusterDns> {
  const [healthPort, readyPort] = [await freePort(), await freePort()];
  const config = join(options.dir, 'Corefile');
  writeFileSync(config, corefile({ ...options, healthPort, readyPort }));
  const process = startProcess('coredns', serverBinary('coredns'), ['-conf', config], {
    logFile: join(options.dir, 'logs', 'coredns.log'),
  });
  // Ready once the kubernetes plugin has listed Services and EndpointSlices from the apiserver.
  await waitUntil('CoreDNS', () => httpOk(`http://127.0.0.1:${readyPort}/ready`), { process, timeoutMs: 60_000 });
  return { ip: options.ip, process };
}
