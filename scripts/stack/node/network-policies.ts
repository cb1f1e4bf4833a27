/**
 * NetworkPolicy enforcement for the real node: kube-router v2.1.0's firewall controller alone
 * (no routing, no service proxy: the bridge CNI and kube-proxy keep those), as k3s embeds it
 * beside its flannel bridge. It turns each policy into iptables chains and ipsets keyed by pod
 * address; this VM's bridge passes pod-to-pod frames through iptables (bridge-nf-call-iptables),
 * so traffic between pods on the one bridge is filtered too. Its chains and ipsets outlive it (so
 * a restart leaves pods protected); stopping the node removes them, since the next run's pods
 * reuse the addresses. Not with `--cleanup-config`: in v2.1.0 it runs on an unconfigured
 * controller, finds no iptables handler and removes nothing.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverBinary } from '../binaries.js';
import { SERVICE_CIDR } from '../kube.js';
import { freePort, httpOk, startProcess, waitUntil } from '../process.js';

const run = promisify(execFile);

export async function startNetworkPolicies(options: {
  dir: string;
  kubeconfigPath: string;
  nodeName: string;
}): Promise<{ stop(): Promise<void> }> {
  bridgedFramesThroughIptables();
  const healthPort = await freePort();
  const binary = serverBinary('kube-router');
  const process = startProcess(
    'kube-router',
    binary,
    [
      `--kubeconfig=${options.kubeconfigPath}`,
      `--hostname-override=${options.nodeName}`,
      '--run-firewall=true',
      '--run-router=false',
      '--run-service-proxy=false',
      '--enable-cni=false',
      `--service-cluster-ip-range=${SERVICE_CIDR}`,
      `--health-port=${healthPort}`,
      // Policies take effect within a second of a change; this is only the full resync.
      '--iptables-sync-period=1m',
    ],
    { logFile: join(options.dir, 'logs', 'kube-router.log') },
  );
  await waitUntil('kube-router', () => httpOk(`http://127.0.0.1:${healthPort}/healthz`), {
    process,
    timeoutMs: 60_000,
  });
  return {
    async stop() {
      await process.stop(10_000);
      await removeFirewallState();
    },
  };
}

/**
 * Pods on one node talk over the bridge without being routed; only with bridge netfilter do those
 * frames meet iptables' FORWARD chain, where the policies are.
 */
function bridgedFramesThroughIptables(): void {
  const knob = '/proc/sys/net/bridge/bridge-nf-call-iptables';
  if (!existsSync(knob)) execFileSync('modprobe', ['br_netfilter']);
  if (readFileSync(knob, 'utf8').trim() !== '1') writeFileSync(knob, '1');
}

/** kube-router's own chains and ipsets (pkg/controllers/netpol's prefixes). */
const CHAIN = /^KUBE-(ROUTER|POD-FW|NWPLCY)-/;
const IPSET = /^KUBE-(SRC|DST)-/;

async function removeFirewallState(): Promise<void> {
  const { stdout } = await run('iptables-save', ['-t', 'filter']);
  // One atomic restore of the filter table without those chains: kube-proxy's rules stay.
  execFileSync('iptables-restore', [], { input: withoutFirewallChains(stdout) });
  const sets = (await run('ipset', ['list', '-n'])).stdout.split('\n').filter((name) => IPSET.test(name));
  for (const name of sets) await run('ipset', ['destroy', name]).catch(() => undefined);
}

/** An `iptables-save` dump without kube-router's chains, the rules in them, and the jumps to them. */
export function withoutFirewallChains(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => {
      const declared = /^:(\S+)/.exec(line);
      if (declared) return !CHAIN.test(declared[1] ?? '');
      const rule = /^-A (\S+)(?:.* -j (\S+))?/.exec(line);
      if (rule) return !CHAIN.test(rule[1] ?? '') && !(rule[2] && CHAIN.test(rule[2]));
      return true;
    })
    .join('\n');
}
