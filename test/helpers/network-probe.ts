/**
 * What a pod on the real node can connect to: a pod of the platform image (it has Node) that
 * tries a TCP connection to each target every two seconds and prints one JSON line of results.
 * A policy takes effect a moment after the pod starts (the network plugin learns of the pod from
 * the apiserver), so tests wait for the line they expect rather than trusting the first one.
 */
import { RESTRICTED_CONTAINER, RESTRICTED_POD } from './cluster-chain.js';
import { eventually } from './eventually.js';
import type { RealCluster } from './real-cluster.js';

/** Target name → reached (true) or refused, reset or timed out (false). */
export type Reachability = Record<string, boolean>;

const PROBE = `
const net = require('node:net');
const targets = JSON.parse(process.env.TARGETS);
const connect = ([name, address]) => new Promise((resolve) => {
  const [host, port] = address.split(':');
  const socket = net.connect({ host, port: Number(port), timeout: 3000 });
  const done = (reached) => { socket.destroy(); resolve([name, reached]); };
  socket.on('connect', () => done(true)).on('timeout', () => done(false)).on('error', () => done(false));
});
(async () => {
  for (;;) {
    console.log(JSON.stringify(Object.fromEntries(await Promise.all(Object.entries(targets).map(connect)))));
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
})();
`;

export async function networkProbe(
  cluster: RealCluster,
  options: {
    name: string;
    namespace: string;
    image: string;
    labels?: Record<string, string>;
    /** Name → host:port. */
    targets: Record<string, string>;
  },
): Promise<{ until(what: string, expected: Reachability): Promise<Reachability>; remove(): Promise<void> }> {
  await cluster.apply({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: options.name, namespace: options.namespace, labels: options.labels ?? {} },
    spec: {
      automountServiceAccountToken: false,
      restartPolicy: 'Never',
      securityContext: RESTRICTED_POD,
      containers: [
        {
          name: 'probe',
          image: options.image,
          imagePullPolicy: 'Never',
          command: ['node', '-e', PROBE],
          env: [{ name: 'TARGETS', value: JSON.stringify(options.targets) }],
          securityContext: RESTRICTED_CONTAINER,
        },
      ],
    },
  });
  const latest = async (): Promise<Reachability | undefined> => {
    const logs = await cluster.kubectl('logs', options.name, `--namespace=${options.namespace}`);
    const lines = logs.trim().split('\n').filter(Boolean);
    return lines.length > 0 ? (JSON.parse(lines[lines.length - 1] as string) as Reachability) : undefined;
  };
  let last: Reachability | undefined;
  return {
    async until(what, expected) {
      // Waits for one line that is exactly as expected; a timeout names the last line seen.
      return eventually(
        what,
        async () => {
          last = await latest();
          if (!last) return undefined;
          const matches = Object.entries(expected).every(([name, reached]) => last?.[name] === reached);
          if (!matches) throw new Error(`last seen ${JSON.stringify(last)}`);
          return last;
        },
        90_000,
        1000,
      );
    },
    async remove() {
      await cluster.kubectl('delete', 'pod', options.name, `--namespace=${options.namespace}`, '--wait=false');
    },
  };
}
