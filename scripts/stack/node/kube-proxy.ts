/**
 * kube-proxy (v1.34.2, built like the kubelet) in iptables mode: Services' cluster IPs, the
 * `kubernetes` Service included, lead to their endpoints. Its rules outlive it, so stopping it
 * also runs `kube-proxy --cleanup`.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { serverBinary } from '../binaries.js';
import { freePort, httpOk, startProcess, waitUntil } from '../process.js';

const run = promisify(execFile);

export async function startKubeProxy(options: {
  dir: string;
  kubeconfigPath: string;
  nodeName: string;
  podSubnet: string;
}): Promise<{ stop(): Promise<void> }> {
  const [healthzPort, metricsPort] = [await freePort(), await freePort()];
  const config = join(options.dir, 'kube-proxy-config.yaml');
  writeFileSync(
    config,
    stringify({
      apiVersion: 'kubeproxy.config.k8s.io/v1alpha1',
      kind: 'KubeProxyConfiguration',
      clientConnection: { kubeconfig: options.kubeconfigPath },
      hostnameOverride: options.nodeName,
      mode: 'iptables',
      clusterCIDR: options.podSubnet,
      // Leave the host's conntrack table size alone (a shared machine; the sysctl may be read-only).
      conntrack: { maxPerCore: 0 },
      healthzBindAddress: `127.0.0.1:${healthzPort}`,
      metricsBindAddress: `127.0.0.1:${metricsPort}`,
    }),
  );
  const binary = serverBinary('kube-proxy');
  const process = startProcess('kube-proxy', binary, [`--config=${config}`], {
    logFile: join(options.dir, 'logs', 'kube-proxy.log'),
  });
  await waitUntil('kube-proxy', () => httpOk(`http://127.0.0.1:${healthzPort}/healthz`), {
    process,
    timeoutMs: 60_000,
  });
  return {
    async stop() {
      await process.stop(10_000);
      await run(binary, ['--cleanup']).catch(() => undefined);
    },
  };
}
