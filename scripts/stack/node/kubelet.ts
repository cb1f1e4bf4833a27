/**
 * A real kubelet (v1.34, built from the Go module proxy like kube-apiserver) registering this
 * machine as a Node, with a static configuration: containerd as its runtime, cgroupfs on this
 * VM's cgroup v1 hierarchy (`failCgroupV1: false`, which v1.34 still honours), no swap check,
 * and no authentication of its own API beyond its loopback-free port (the apiserver is the
 * only caller of this one-node test cluster).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { serverBinary } from '../binaries.js';
import { CLUSTER_DOMAIN } from './cluster-dns.js';
import { httpsOk } from '../kube-files.js';
import { freePort, startProcess, waitUntil, httpOk, type ManagedProcess } from '../process.js';

export interface Kubelet {
  process: ManagedProcess;
  nodeName: string;
  nodeIp: string;
}

export async function startKubelet(options: {
  dir: string;
  kubeconfigPath: string;
  containerdSocket: string;
  nodeName: string;
  nodeIp: string;
  /** Where pods resolve names (CoreDNS, ./cluster-dns.ts). */
  clusterDns: string;
}): Promise<Kubelet> {
  const root = join(options.dir, 'kubelet');
  mkdirSync(root, { recursive: true });
  const [port, healthzPort] = [await freePort(), await freePort()];
  const config = join(options.dir, 'kubelet-config.yaml');
  writeFileSync(
    config,
    stringify({
      apiVersion: 'kubelet.config.k8s.io/v1beta1',
      kind: 'KubeletConfiguration',
      failCgroupV1: false,
      cgroupDriver: 'cgroupfs',
      containerRuntimeEndpoint: `unix://${options.containerdSocket}`,
      port,
      readOnlyPort: 0,
      healthzBindAddress: '127.0.0.1',
      healthzPort,
      authentication: { anonymous: { enabled: true }, webhook: { enabled: false } },
      authorization: { mode: 'AlwaysAllow' },
      failSwapOn: false,
      // The machine is shared with other work: evict only when it is nearly full.
      evictionHard: { 'memory.available': '100Mi', 'nodefs.available': '2%', 'imagefs.available': '2%' },
      imageGCHighThresholdPercent: 99,
      imageGCLowThresholdPercent: 98,
      // Pods ask CoreDNS, which forwards what is not a cluster name to the host's resolver.
      resolvConf: '/etc/resolv.conf',
      clusterDNS: [options.clusterDns],
      clusterDomain: CLUSTER_DOMAIN,
      registerNode: true,
      // Quick status, so a test sees a pod's phase change within a second or two.
      nodeStatusUpdateFrequency: '4s',
      syncFrequency: '10s',
      fileCheckFrequency: '10s',
    }),
  );
  const process = startProcess(
    'kubelet',
    serverBinary('kubelet'),
    [
      `--config=${config}`,
      `--kubeconfig=${options.kubeconfigPath}`,
      `--root-dir=${root}`,
      `--cert-dir=${join(root, 'pki')}`,
      `--hostname-override=${options.nodeName}`,
      `--node-ip=${options.nodeIp}`,
      '--v=1',
    ],
    { logFile: join(options.dir, 'logs', 'kubelet.log') },
  );
  await waitUntil('kubelet', () => httpOk(`http://127.0.0.1:${healthzPort}/healthz`), { process, timeoutMs: 90_000 });
  return { process, nodeName: options.nodeName, nodeIp: options.nodeIp };
}

/** Starts kube-scheduler, which binds pods to the node (one node: every pod that fits goes there). */
export async function startScheduler(options: { dir: string; kubeconfigPath: string }): Promise<ManagedProcess> {
  const port = await freePort();
  const process = startProcess(
    'kube-scheduler',
    serverBinary('kube-scheduler'),
    [
      `--kubeconfig=${options.kubeconfigPath}`,
      `--authentication-kubeconfig=${options.kubeconfigPath}`,
      `--authorization-kubeconfig=${options.kubeconfigPath}`,
      '--leader-elect=false',
      '--bind-address=127.0.0.1',
      `--secure-port=${port}`,
      `--cert-dir=${join(options.dir, 'scheduler-certs')}`,
    ],
    { logFile: join(options.dir, 'logs', 'kube-scheduler.log') },
  );
  await waitUntil('kube-scheduler', () => httpsOk(`https://127.0.0.1:${port}/healthz`), { process, timeoutMs: 60_000 });
  return process;
}
