/**
 * The real node (scripts/stack/node): containerd, the CNI bridge, a kubelet and kube-scheduler
 * beside the test control plane run a pod from the platform image built by `npm run
 * images:build`, the pod reaches a server on the host over the pod network, and NetworkPolicies
 * are enforced (kube-router's firewall controller).
 * On a machine that cannot start a node (not Linux, not root) this suite fails with the reason,
 * unless EDGE_VISION_SKIP_REAL_NODE=1 leaves it out (docs/testing.md).
 */
import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import { imageReference } from '../../scripts/images/images.js';
import { POD_SUBNET } from '../../scripts/stack/node/containerd.js';
import { SKIP_NODE_VARIABLE, whyNoRealNode } from '../../scripts/stack/node/real-node.js';
import { networkProbe } from '../helpers/network-probe.js';
import { startRealCluster, type RealCluster } from '../helpers/real-cluster.js';

const skipReason = process.env[SKIP_NODE_VARIABLE] === '1' ? whyNoRealNode() : undefined;

if (skipReason) {
  console.log(`  (real node suite left out: ${skipReason}; ${SKIP_NODE_VARIABLE}=1)`);
} else {
  describe('the real node', function () {
    this.timeout(120_000);
    let cluster: RealCluster;
    let hostServer: Server;
    let hostPort: number;
    const seenFrom: string[] = [];
    const kubectl = (...args: string[]) => cluster.kubectl(...args);
    const apply = (manifest: object) => cluster.apply(manifest);
    /** Runs a pod of `image` to completion with the restricted security context; returns its phase and log. */
    const runPod = async (name: string, image: string, command: string[], spec: object = {}) => {
      await apply({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name, namespace: 'default' },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'check',
              image,
              imagePullPolicy: 'Never',
              command,
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: [{ name: 'scratch', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'scratch', emptyDir: {} }],
          ...spec,
        },
      });
      let phase = '';
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline && !['Succeeded', 'Failed'].includes(phase)) {
        await new Promise((r) => setTimeout(r, 1000));
        phase = await kubectl('get', 'pod', name, '-o', 'jsonpath={.status.phase}');
      }
      return { phase, logs: await kubectl('logs', name) };
    };
    before(async function () {
      // A cold machine builds the images (minutes) and the kubelet; a warm one finds both cached.
      this.timeout(60 * 60_000);
      cluster = await startRealCluster({ name: 'real-node' });
      hostServer = createServer((req, res) => {
        seenFrom.push(req.socket.remoteAddress ?? '');
        res.end('hello from the host');
      });
      await new Promise<void>((resolve) => hostServer.listen(0, cluster.nodeIp, resolve));
      const address = hostServer.address();
      hostPort = typeof address === 'object' && address ? address.port : 0;
    });

    after(async function () {
      this.timeout(120_000);
      hostServer?.close();
      await cluster?.stop();
    });

    it('runs a pod of the platform image as uid 10001 on a read-only root, reaching the host over the pod network', async () => {
      const script = [
        "const fs = await import('node:fs');",
        "let write = 'writable';",
        "try { fs.writeFileSync('/app/x', 'x'); } catch (err) { write = err.code; }",
        `const body = await (await fetch('http://${cluster.nodeIp}:${hostPort}/')).text();`,
        'console.log(`uid=${process.getuid()} root=${write} host=${body}`);',
      ].join(' ');
      const { phase, logs } = await runPod('platform-check', imageReference('platform'), [
        'node',
        '--input-type=module',
        '-e',
        script,
      ]);
      expect(phase, logs).to.equal('Succeeded');
      expect(logs.trim()).to.equal('uid=10001 root=EROFS host=hello from the host');
      const podIp = await kubectl('get', 'pod', 'platform-check', '-o', 'jsonpath={.status.podIP}');
      expect(podIp.startsWith(POD_SUBNET.split('.').slice(0, 3).join('.') + '.')).to.equal(true, podIp);
      // No NAT between the bridge and the host: the host saw the pod's own address.
      expect(seenFrom).to.deep.equal([podIp]);
    });

    it("reaches the apiserver through the kubernetes Service with the pod's service-account token", async () => {
      const script = [
        "const fs = await import('node:fs'); const https = await import('node:https');",
        "const dir = '/var/run/secrets/kubernetes.io/serviceaccount/';",
        "const options = { ca: fs.readFileSync(dir + 'ca.crt'), headers: { authorization: 'Bearer ' + fs.readFileSync(dir + 'token', 'utf8') } };",
        'const url = `https://${process.env.KUBERNETES_SERVICE_HOST}:${process.env.KUBERNETES_SERVICE_PORT}/version`;',
        "https.get(url, options, (res) => { let body = ''; res.on('data', (d) => (body += d)); res.on('end', () => console.log(res.statusCode, JSON.parse(body).gitVersion)); });",
      ].join(' ');
      const { phase, logs } = await runPod(
        'apiserver-check',
        imageReference('platform'),
        ['node', '--input-type=module', '-e', script],
        {
          automountServiceAccountToken: true,
        },
      );
      expect(phase, logs).to.equal('Succeeded');
      expect(logs.trim()).to.equal('200 v1.34.2');
    });

    it('resolves Service names in pods through cluster DNS, in full and by the search path', async () => {
      await apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'dns-probe' } });
      await apply({
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'callback-target', namespace: 'dns-probe' },
        spec: { ports: [{ port: 8080 }] },
      });
      const serviceIp = (ns: string, name: string) =>
        kubectl('get', 'service', name, `--namespace=${ns}`, '-o', 'jsonpath={.spec.clusterIP}');
      // The chart's callback URL uses `<service>.<namespace>.svc`, completed by the search path.
      const names = [
        'callback-target.dns-probe.svc.cluster.local',
        'callback-target.dns-probe.svc',
        'kubernetes',
        'no-such-service.dns-probe.svc.cluster.local',
      ];
      const script = [
        "const dns = await import('node:dns/promises');",
        `for (const name of ${JSON.stringify(names)}) {`,
        '  const answer = await dns.lookup(name, { family: 4 }).then((a) => a.address, (err) => err.code);',
        '  console.log(name + " " + answer);',
        '}',
      ].join(' ');
      const { phase, logs } = await runPod('dns-check', imageReference('platform'), [
        'node',
        '--input-type=module',
        '-e',
        script,
      ]);
      expect(phase, logs).to.equal('Succeeded');
      const target = await serviceIp('dns-probe', 'callback-target');
      expect(logs.trim().split('\n')).to.deep.equal([
        `callback-target.dns-probe.svc.cluster.local ${target}`,
        `callback-target.dns-probe.svc ${target}`,
        `kubernetes ${await serviceIp('default', 'kubernetes')}`,
        'no-such-service.dns-probe.svc.cluster.local ENOTFOUND',
      ]);
    });

    it('runs the edge agent image on a read-only root, its native modules loading', async () => {
      const { phase, logs } = await runPod('agent-check', imageReference('edge-agent'), [
        'node',
        '-e',
        "const load = require('node:module').createRequire('/opt/edge-agent/'); load('onnxruntime-node'); load('sharp'); console.log('uid=' + process.getuid())",
      ]);
      expect(phase, logs).to.equal('Succeeded');
      expect(logs.trim()).to.equal('uid=10001');
    });

    for (const workload of ['trainer', 'exporter'] as const) {
      it(`runs the ${workload} image on a read-only root with /tmp as its only scratch`, async () => {
        const { phase, logs } = await runPod(`${workload}-check`, imageReference(workload), [
          'python',
          '-c',
          `import os, torch, ultralytics, workloads.${workload}; open('/tmp/ok', 'w').write('x'); print('uid=%d torch=%s' % (os.getuid(), torch.__version__))`,
        ]);
        expect(phase, logs).to.equal('Succeeded');
        expect(logs.trim().split('\n').pop()).to.match(/^uid=10001 torch=2\./);
      });
    }

    it('enforces NetworkPolicies: a fenced pod reaches only what its policy allows, others stay free', async () => {
      const other = createServer((_req, res) => res.end('other'));
      await new Promise<void>((resolve) => other.listen(0, cluster.nodeIp, resolve));
      const otherPort = (other.address() as { port: number }).port;
      await apply({
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'fence', namespace: 'default' },
        spec: {
          podSelector: { matchLabels: { fenced: 'yes' } },
          policyTypes: ['Ingress', 'Egress'],
          egress: [
            { to: [{ ipBlock: { cidr: `${cluster.nodeIp}/32` } }], ports: [{ port: hostPort, protocol: 'TCP' }] },
          ],
        },
      });
      const targets = { allowed: `${cluster.nodeIp}:${hostPort}`, other: `${cluster.nodeIp}:${otherPort}` };
      const fenced = await networkProbe(cluster, {
        name: 'fenced',
        namespace: 'default',
        image: imageReference('platform'),
        labels: { fenced: 'yes' },
        targets,
      });
      const free = await networkProbe(cluster, {
        name: 'free',
        namespace: 'default',
        image: imageReference('platform'),
        targets,
      });
      try {
        await fenced.until('the fence', { allowed: true, other: false });
        await free.until('the unfenced pod', { allowed: true, other: true });
      } finally {
        other.close();
        await fenced.remove();
        await free.remove();
      }
    });

    it('leaves a pod asking for more CPUs than the node has Pending, with the scheduler saying why', async () => {
      const pod = {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'too-big', namespace: 'default' },
        spec: {
          containers: [
            {
              name: 'big',
              image: imageReference('platform'),
              imagePullPolicy: 'Never',
              resources: { requests: { cpu: '512' } },
            },
          ],
        },
      };
      await apply(pod);
      let message = '';
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !message) {
        await new Promise((r) => setTimeout(r, 500));
        message = await kubectl(
          'get',
          'pod',
          'too-big',
          '-o',
          'jsonpath={.status.conditions[?(@.reason=="Unschedulable")].message}',
        );
      }
      expect(message).to.match(/Insufficient cpu/);
    });
  });
}
