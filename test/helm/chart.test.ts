/**
 * The Helm chart in helm/edge-vision, checked with the pinned Helm and a real kube-apiserver:
 * lint, rendering with the default values and every documented example, server-side dry-run of
 * every rendered object, the API's environment against its own config schema, RBAC verbs as the
 * code uses them, and invalid values refused with a message that says what to change.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { stringify } from 'yaml';
import { configSchema, loadConfig } from '../../api/config.js';
import { CHART_DIR, find, helm, helmBinary, renderChart, type Manifest } from '../helpers/helm.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';

const RELEASE = 'vision';
const FULLNAME = 'vision-edge-vision';
const EXAMPLES = readdirSync(join(CHART_DIR, 'examples'))
  .filter((name) => name.endsWith('.yaml'))
  .sort();
const VALUE_SETS = [
  { name: 'the default values', files: [] as string[] },
  ...EXAMPLES.map((name) => ({ name: `examples/${name}`, files: [join(CHART_DIR, 'examples', name)] })),
];
const MONITORING_CRDS = new URL('../fixtures/monitoring-crds.yaml', import.meta.url).pathname;
const METRICS_DOC = new URL('../../docs/metrics.md', import.meta.url).pathname;

/** Settings the API reads that have no meaning in a cluster (it uses its service account there). */
// CONSOLE_DIST_DIR, AGENT_BUNDLE_DIR: where the image holds the console's build and the agent's
// archives, not a deployment's choice.
const NOT_FOR_CLUSTERS = ['KUBECONFIG', 'CONSOLE_DIST_DIR', 'AGENT_BUNDLE_DIR'];

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    fieldRef?: { fieldPath: string };
  };
}

/** Stand-ins for the keys of a Secret the chart does not create (secrets.existingSecret). */
const EXTERNAL_SECRET: Record<string, string> = {
  MONGODB_URI: 'mongodb+srv://vision:secret@cluster0.example.net/',
  S3_ACCESS_KEY: 'access',
  S3_SECRET_KEY: 'secret-secret',
  OPERATOR_TOKEN: 'opt_0123456789abcdef0123',
  ALERT_WEBHOOK_TOKEN: 'awt_0123456789abcdef0123',
};

function secretData(secret: Manifest | undefined): Record<string, string> {
  if (!secret) return EXTERNAL_SECRET;
  const decoded = Object.fromEntries(
    Object.entries((secret.data ?? {}) as Record<string, string>).map(([k, v]) => [
      k,
      Buffer.from(v, 'base64').toString(),
    ]),
  );
  return { ...decoded, ...(secret.stringData ?? {}) };
}

function container(deployment: Manifest, name: string): { env?: EnvVar[]; envFrom?: any[]; [k: string]: any } {
  const found = deployment.spec.template.spec.containers.find((c: { name: string }) => c.name === name);
  if (!found) throw new Error(`no container ${name} in ${deployment.metadata.name}`);
  return found;
}

/** The API container's environment as the kubelet would assemble it from the rendered objects. */
function apiEnvironment(manifests: Manifest[]): Record<string, string> {
  const api = container(find(manifests, 'Deployment', `${FULLNAME}-api`), 'api');
  const env: Record<string, string> = {};
  for (const source of api.envFrom ?? []) {
    Object.assign(env, find(manifests, 'ConfigMap', source.configMapRef.name).data);
  }
  const secrets = secretData(manifests.find((m) => m.kind === 'Secret' && m.metadata.name === FULLNAME));
  for (const variable of api.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (ref && secrets[ref.key] !== undefined) env[variable.name] = secrets[ref.key]!;
    else if (ref && !ref.optional) throw new Error(`${variable.name}: Secret ${ref.name} has no key ${ref.key}`);
  }
  return env;
}

/** Namespaces the manifests name, so the ones outside the release can be created first. */
function namespacesOf(manifests: Manifest[]): string[] {
  return [...new Set(manifests.flatMap((m) => (m.metadata.namespace ? [m.metadata.namespace] : [])))];
}

function documentedMetrics(): Set<string> {
  return new Set([...readFileSync(METRICS_DOC, 'utf8').matchAll(/^\| `([a-z_:]+)`/gm)].map((m) => m[1]!));
}

describe('Helm chart helm/edge-vision', function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let work: string;

  before(async function () {
    this.timeout(1_200_000); // a cold cache builds Helm and the control plane first
    helmBinary();
    cluster = await startTestCluster();
    work = mkdtempSync(join(tmpdir(), 'edge-vision-chart-'));
    const applied = await cluster.kubectl(
      'apply',
      '--server-side',
      '--field-manager=edge-vision-tests',
      '-f',
      MONITORING_CRDS,
    );
    expect(applied.code, applied.stderr).to.equal(0);
    const established = await cluster.kubectl(
      'wait',
      '--for=condition=Established',
      '--timeout=60s',
      'crd/servicemonitors.monitoring.coreos.com',
      'crd/prometheusrules.monitoring.coreos.com',
    );
    expect(established.code, established.stderr).to.equal(0);
  });
  after(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Writes manifests to a file for kubectl. */
  const manifestFile = (name: string, content: string) => {
    const file = join(work, `${name.replace(/[^a-z0-9.-]+/gi, '-')}.yaml`);
    writeFileSync(file, content);
    return file;
  };

  const ensureNamespaces = async (names: string[]) => {
    for (const name of names) {
      const created = await cluster.kubectl('create', 'namespace', name);
      if (created.code !== 0) expect(created.stderr, name).to.contain('AlreadyExists');
    }
  };

  it('passes `helm lint --strict` with the default values and with every example', async () => {
    expect(EXAMPLES.length, 'examples/*.yaml').to.be.at.least(2);
    for (const { name, files } of VALUE_SETS) {
      const result = await helm('lint', '--strict', CHART_DIR, ...files.flatMap((file) => ['--values', file]));
      expect(result.code, `${name}: ${result.stdout}${result.stderr}`).to.equal(0);
      expect(result.stdout).to.contain('0 chart(s) failed');
    }
  });

  for (const { name, files } of VALUE_SETS) {
    it(`${name}: the apiserver accepts every rendered object (kubectl apply --dry-run=server)`, async () => {
      const namespace = await cluster.namespace();
      const { text, manifests } = await renderChart({
        release: RELEASE,
        namespace,
        valuesFiles: files,
        includeCrds: true,
      });
      await ensureNamespaces(namespacesOf(manifests).filter((ns) => ns !== namespace));
      const result = await cluster.kubectl('apply', '--dry-run=server', '-o', 'name', '-f', manifestFile(name, text));
      expect(result.code, result.stderr).to.equal(0);
      const accepted = result.stdout.trim().split('\n').filter(Boolean);
      expect(accepted, result.stdout).to.have.length(manifests.length);
      const kinds = new Set(manifests.map((m) => m.kind));
      for (const kind of ['Deployment', 'Service', 'ServiceAccount', 'Role', 'CustomResourceDefinition'])
        expect(kinds, kind).to.include(kind);
    });

    it(`${name}: the API's environment passes the API's own configuration schema`, async () => {
      const { manifests } = await renderChart({ release: RELEASE, namespace: 'edge-vision', valuesFiles: files });
      const env = apiEnvironment(manifests);
      const config = loadConfig(env);
      expect(config.KUBE_IN_CLUSTER).to.equal(true);
      expect(config.PORT).to.equal(8080);
      expect(config.HOST).to.equal('0.0.0.0');
      expect(config.ALERT_WEBHOOK_TOKEN).to.be.a('string');
      expect(config.OPERATOR_TOKEN).to.be.a('string');
      expect(config.INTERNAL_BASE_URL).to.equal(`http://${FULLNAME}-api.edge-vision.svc:8080/api`);
    });
  }

  it('the dry-run is strict: a misspelled field, in a core kind or a monitoring kind, is refused', async () => {
    const namespace = await cluster.namespace();
    const { manifests } = await renderChart({
      namespace,
      release: RELEASE,
      set: ['monitoring.serviceMonitor.enabled=true', 'monitoring.prometheusRule.enabled=true'],
    });
    const deployment = structuredClone(find(manifests, 'Deployment', `${FULLNAME}-api`));
    deployment.spec.replica = 2;
    const monitor = structuredClone(find(manifests, 'ServiceMonitor', FULLNAME));
    monitor.spec.endpoints[0].intervall = '30s';
    const rule = structuredClone(find(manifests, 'PrometheusRule', FULLNAME));
    rule.spec.groups[0].rules[0].for = 'five minutes';
    for (const [broken, complaint] of [
      [deployment, 'unknown field "spec.replica"'],
      [monitor, 'unknown field "spec.endpoints[0].intervall"'],
      [rule, 'spec.groups[0].rules[0].for'],
    ] as const) {
      const file = manifestFile(`broken-${broken.kind}`, stringify(broken));
      const result = await cluster.kubectl('apply', '--dry-run=server', '-f', file);
      expect(result.code, broken.kind).to.not.equal(0);
      expect(result.stderr).to.contain(complaint);
    }
  });

  it('`helm install --dry-run=server` against the cluster prints NOTES with the Alertmanager receiver', async () => {
    const namespace = await cluster.namespace();
    const result = await helm(
      'install',
      RELEASE,
      CHART_DIR,
      '--dry-run=server',
      '--namespace',
      namespace,
      '--kubeconfig',
      cluster.kubeconfigPath,
    );
    expect(result.code, result.stderr).to.equal(0);
    const notes = result.stdout.slice(result.stdout.indexOf('NOTES:'));
    const webhook = `http://${FULLNAME}-api.${namespace}.svc:8080/api/webhooks/alertmanager`;
    expect(notes).to.contain(`POST ${webhook}`).and.to.contain(`- url: ${webhook}`);
    expect(notes).to.contain('send_resolved: true').and.to.contain('EVALUATION MODE').and.to.contain('WARNING');
  });

  it('sets every API setting of api/config.ts that matters in a cluster', async () => {
    const { manifests } = await renderChart({ namespace: 'edge-vision', release: RELEASE });
    const api = container(find(manifests, 'Deployment', `${FULLNAME}-api`), 'api');
    const provided = new Set([
      ...Object.keys(find(manifests, 'ConfigMap', `${FULLNAME}-api`).data),
      ...(api.env ?? []).map((variable) => variable.name),
    ]);
    const missing = Object.keys(configSchema.shape).filter(
      (key) => !NOT_FOR_CLUSTERS.includes(key) && !provided.has(key),
    );
    expect(missing, 'add these to the chart (values, ConfigMap or Secret) and its README').to.deep.equal([]);
  });

  it('evaluation mode points the API at its own MongoDB and MinIO, with the credentials they start with', async () => {
    const { manifests } = await renderChart({ namespace: 'lab', release: RELEASE });
    const env = apiEnvironment(manifests);
    const mongo = find(manifests, 'StatefulSet', `${FULLNAME}-mongodb`);
    const minio = find(manifests, 'StatefulSet', `${FULLNAME}-minio`);
    expect(new URL(env.MONGODB_URI!).host).to.equal(`${FULLNAME}-mongodb.lab.svc:27017`);
    expect(new URL(env.S3_ENDPOINT!).host).to.equal(`${FULLNAME}-minio.lab.svc:9000`);
    expect(find(manifests, 'Service', `${FULLNAME}-mongodb`).spec.ports[0].port).to.equal(27017);
    expect(find(manifests, 'Service', `${FULLNAME}-minio`).spec.ports[0].port).to.equal(9000);
    const secrets = secretData(find(manifests, 'Secret', FULLNAME));
    expect(decodeURIComponent(new URL(env.MONGODB_URI!).password)).to.equal(secrets.MONGODB_ROOT_PASSWORD);
    const minioEnv: EnvVar[] = container(minio, 'minio').env!;
    expect(minioEnv.find((e) => e.name === 'MINIO_ROOT_USER')?.valueFrom?.secretKeyRef?.key).to.equal('S3_ACCESS_KEY');
    expect(minioEnv.find((e) => e.name === 'MINIO_ROOT_PASSWORD')?.valueFrom?.secretKeyRef?.key).to.equal(
      'S3_SECRET_KEY',
    );
    for (const set of [mongo, minio]) {
      expect(set.spec.replicas).to.equal(1);
      expect(set.spec.volumeClaimTemplates[0].spec.resources.requests.storage).to.match(/Gi$/);
    }
    const off = await renderChart({
      namespace: 'lab',
      valuesFiles: [join(CHART_DIR, 'examples/production-cert-manager.yaml')],
    });
    expect(off.manifests.filter((m) => m.kind === 'StatefulSet')).to.deep.equal([]);
  });

  it('runs the operator as operator/main.ts expects, next to a Service the API_URL names', async () => {
    const { manifests } = await renderChart({ namespace: 'edge-vision', release: RELEASE });
    const deployment = find(manifests, 'Deployment', `${FULLNAME}-operator`);
    expect(deployment.spec.replicas).to.equal(2);
    const operator = container(deployment, 'operator');
    expect(operator.command).to.deep.equal(['node', 'dist/operator/main.js']);
    const env = Object.fromEntries((operator.env as EnvVar[]).map((e) => [e.name, e]));
    expect(env.POD_NAME?.valueFrom?.fieldRef?.fieldPath).to.equal('metadata.name');
    expect(env.PORT?.value).to.equal('8081');
    expect(env.LEASE_NAMESPACE?.value).to.equal('edge-vision');
    expect(env.LEASE_DURATION_S?.value).to.equal('15');
    expect(env.OPERATOR_TOKEN?.valueFrom?.secretKeyRef).to.deep.include({ name: FULLNAME, key: 'OPERATOR_TOKEN' });
    const apiUrl = new URL(env.API_URL!.value!);
    const service = find(manifests, 'Service', apiUrl.hostname.split('.')[0]!);
    expect(service.spec.ports.map((p: { port: number }) => p.port)).to.include(Number(apiUrl.port));
    expect(apiUrl.pathname).to.equal('/api');
    for (const probe of [operator.livenessProbe, operator.readinessProbe]) {
      expect(probe.httpGet).to.deep.equal({ path: '/healthz', port: 'metrics' });
    }
    const api = container(find(manifests, 'Deployment', `${FULLNAME}-api`), 'api');
    expect(api.livenessProbe.httpGet.path).to.equal('/healthz');
    expect(api.readinessProbe.httpGet.path).to.equal('/readyz');
  });

  it('grants the operator and the API exactly the verbs their code uses', async () => {
    const namespace = await cluster.namespace();
    const { manifests } = await renderChart({ namespace, release: RELEASE });
    const rbac = manifests.filter((m) =>
      ['ServiceAccount', 'Role', 'RoleBinding', 'ClusterRole', 'ClusterRoleBinding'].includes(m.kind),
    );
    const file = manifestFile(`rbac-${namespace}`, rbac.map((m) => stringify(m)).join('---\n'));
    const applied = await cluster.kubectl('apply', '-f', file);
    expect(applied.code, applied.stderr).to.equal(0);
    try {
      const can = async (who: string, ...args: string[]) => {
        const result = await cluster.kubectl(
          'auth',
          'can-i',
          `--as=system:serviceaccount:${namespace}:${who}`,
          ...args,
        );
        return result.stdout.trim() === 'yes';
      };
      const operator = `${FULLNAME}-operator`;
      const here = ['-n', namespace];
      const allowed: string[][] = [];
      const denied: string[][] = [];
      for (const kind of ['trainingjobs', 'exportjobs', 'deploymentjobs']) {
        const resource = `${kind}.edgevision.io`;
        allowed.push(['list', resource, ...here], ['watch', resource, ...here]);
        // It watches the workload namespace only: no cluster-wide grant.
        denied.push(['list', resource, '-A'], ['watch', resource, '-n', 'default']);
        allowed.push(['patch', resource, ...here], ['patch', resource, '--subresource=status', ...here]);
        allowed.push(['update', resource, '--subresource=finalizers', ...here]);
        // Reconciles read the informers' cache: no single GET.
        denied.push(['get', resource, ...here], ['create', resource, ...here], ['delete', resource, ...here]);
        denied.push(['update', resource, ...here]);
      }
      allowed.push(['list', 'jobs.batch', ...here], ['watch', 'jobs.batch', ...here], ['get', 'jobs.batch', ...here]);
      denied.push(['list', 'jobs.batch', '-A']);
      allowed.push(['create', 'jobs.batch', ...here], ['patch', 'jobs.batch', ...here]);
      // A Job that never started is deleted (StartTimeout); its pods are read for problems, and
      // Events are recorded on the resources.
      allowed.push(['delete', 'jobs.batch', ...here], ['list', 'pods', ...here], ['create', 'events', ...here]);
      allowed.push(['create', 'secrets', ...here], ['update', 'secrets', ...here]);
      allowed.push(['get', 'leases.coordination.k8s.io/edge-vision-operator', ...here]);
      allowed.push(['update', 'leases.coordination.k8s.io/edge-vision-operator', ...here]);
      allowed.push(['create', 'leases.coordination.k8s.io', ...here]);
      denied.push(['delete', 'jobs.batch', '-n', 'default'], ['create', 'jobs.batch', '-n', 'default']);
      denied.push(['patch', 'jobs.batch', '-n', 'default']);
      denied.push(['get', 'secrets', ...here], ['list', 'secrets', ...here], ['create', 'secrets', '-n', 'default']);
      denied.push(['update', 'leases.coordination.k8s.io/someone-else', ...here], ['create', 'pods', ...here]);
      for (const args of allowed) expect(await can(operator, ...args), `operator may ${args.join(' ')}`).to.equal(true);
      for (const args of denied)
        expect(await can(operator, ...args), `operator may not ${args.join(' ')}`).to.equal(false);

      const api = `${FULLNAME}-api`;
      for (const kind of ['trainingjobs', 'exportjobs', 'deploymentjobs']) {
        for (const verb of ['create', 'get', 'list', 'delete'])
          expect(await can(api, verb, `${kind}.edgevision.io`, ...here), `api may ${verb} ${kind}`).to.equal(true);
        for (const args of [
          ['patch', `${kind}.edgevision.io`],
          ['patch', `${kind}.edgevision.io`, '--subresource=status'],
        ])
          expect(await can(api, ...args, ...here), `api may not ${args.join(' ')}`).to.equal(false);
        expect(await can(api, 'create', `${kind}.edgevision.io`, '-n', 'default')).to.equal(false);
      }
      expect(await can(api, 'get', 'secrets', ...here)).to.equal(false);
      expect(await can(api, 'list', 'jobs.batch', ...here)).to.equal(false);
    } finally {
      const clusterScoped = rbac.filter((m) => m.kind.startsWith('Cluster'));
      for (const m of clusterScoped) await cluster.kubectl('delete', m.kind, m.metadata.name, '--ignore-not-found');
    }
  });

  it('generates a self-signed certificate for ingress.host and routes the API and the console, not /metrics or health, through the Ingress', async () => {
    const { manifests } = await renderChart({
      namespace: 'edge-vision',
      release: RELEASE,
      set: ['ingress.host=vision.lab.test'],
    });
    const secret = find(manifests, 'Secret', `${FULLNAME}-tls`);
    expect(secret.type).to.equal('kubernetes.io/tls');
    const certificate = new X509Certificate(Buffer.from(secret.data['tls.crt'], 'base64'));
    expect(certificate.subjectAltName).to.contain('DNS:vision.lab.test');
    expect(certificate.checkPrivateKey(createPrivateKey(Buffer.from(secret.data['tls.key'], 'base64')))).to.equal(true);
    const ingress = find(manifests, 'Ingress', FULLNAME);
    expect(ingress.spec.tls).to.deep.equal([{ hosts: ['vision.lab.test'], secretName: `${FULLNAME}-tls` }]);
    const paths = ingress.spec.rules[0].http.paths;
    expect(paths.map((p: { path: string; pathType: string }) => `${p.pathType} ${p.path}`)).to.deep.equal([
      'Prefix /api',
      'Exact /',
      'Prefix /assets',
      'Exact /callback',
      'Prefix /devices',
      'Prefix /images',
      'Prefix /datasets',
      'Prefix /jobs',
      'Prefix /members',
      'Prefix /projects',
      'Prefix /review',
      'Prefix /models',
      'Prefix /alerts',
    ]);
    for (const path of paths) {
      expect(path.backend.service).to.deep.equal({ name: `${FULLNAME}-api`, port: { name: 'http' } });
    }
    const config = loadConfig(apiEnvironment(manifests));
    expect(config.PUBLIC_BASE_URL).to.equal('https://vision.lab.test/api');
  });

  it('monitoring: the ServiceMonitor scrapes the API and the operator once each, and every alert reads a documented metric', async () => {
    const { manifests } = await renderChart({
      namespace: 'edge-vision',
      release: RELEASE,
      valuesFiles: [join(CHART_DIR, 'examples/production-cert-manager.yaml')],
    });
    const monitor = find(manifests, 'ServiceMonitor', FULLNAME);
    const { matchLabels, matchExpressions } = monitor.spec.selector;
    const selected = manifests.filter(
      (m) =>
        m.kind === 'Service' &&
        Object.entries(matchLabels as Record<string, string>).every(([k, v]) => m.metadata.labels?.[k] === v) &&
        (matchExpressions as { key: string; values: string[] }[]).every((e) =>
          e.values.includes(m.metadata.labels?.[e.key] ?? ''),
        ),
    );
    expect(selected.map((s) => s.metadata.name).sort()).to.deep.equal([`${FULLNAME}-api`, `${FULLNAME}-operator`]);
    const ports = (monitor.spec.endpoints as { port: string }[]).map((e) => e.port);
    for (const service of selected) {
      const named = (service.spec.ports as { name: string }[]).filter((p) => ports.includes(p.name));
      expect(named, service.metadata.name).to.have.length(1);
    }

    const rules = find(manifests, 'PrometheusRule', FULLNAME).spec.groups.flatMap((g: { rules: any[] }) => g.rules);
    const alerts = rules.map((r: { alert: string }) => r.alert);
    for (const alert of [
      'EdgeVisionDevicesOffline',
      'EdgeVisionApiErrorRate',
      'EdgeVisionQueueBacklog',
      'EdgeVisionTrainingFailed',
      'EdgeVisionOperatorReconcileErrors',
    ])
      expect(alerts).to.include(alert);
    const documented = documentedMetrics();
    for (const rule of rules) {
      for (const [metric] of String(rule.expr).matchAll(/\b(edge_vision_[a-z_]+|http_[a-z_]+)\b/g)) {
        expect(documented.has(metric), `${rule.alert} reads ${metric}, which docs/metrics.md does not list`).to.equal(
          true,
        );
      }
    }
    const offline = rules.find((r: { alert: string }) => r.alert === 'EdgeVisionDevicesOffline');
    expect(offline.expr).to.contain('state="offline"').and.to.contain('by (organization_id)');
    expect(rules.find((r: { alert: string }) => r.alert === 'EdgeVisionApiErrorRate').expr).to.contain('status=~"5.."');
  });

  describe('refuses invalid values, saying what to change', () => {
    const cases: { set: string[]; message: string }[] = [
      { set: ['api.replicaCount=0'], message: "at '/api/replicaCount': minimum: got 0, want 1" },
      { set: ['replicas=3'], message: "additional properties 'replicas' not allowed" },
      {
        set: ['ingress.tls.mode=letsencrypt'],
        message: "at '/ingress/tls/mode': value must be one of 'selfSigned', 'existingSecret', 'certManager', 'none'",
      },
      {
        set: ['api.deviceService.type=ClusterIP'],
        message: "at '/api/deviceService/type': value must be one of 'NodePort', 'LoadBalancer'",
      },
      { set: ['config.oidc.issuerUrl=idp.example.com'], message: "at '/config/oidc/issuerUrl'" },
      { set: ['secrets.alertWebhookToken=short'], message: "at '/secrets/alertWebhookToken'" },
      {
        set: ['api.deviceService.nodePort=8080'],
        message: "at '/api/deviceService/nodePort': minimum: got 8,080, want 30,000",
      },
      { set: ['config.logLevel=verbose'], message: "at '/config/logLevel'" },
      {
        set: ['evaluation.enabled=false'],
        message: 'config.s3.endpoint is required when evaluation.enabled=false',
      },
      {
        set: ['evaluation.enabled=false', 'config.s3.endpoint=https://s3.example.com'],
        message: 'secrets.mongodbUri is required when evaluation.enabled=false',
      },
      {
        set: [
          'evaluation.enabled=false',
          'config.s3.endpoint=https://s3.example.com',
          'secrets.mongodbUri=mongodb://db/',
        ],
        message: 'secrets.s3AccessKey and secrets.s3SecretKey are required when evaluation.enabled=false',
      },
      {
        set: ['secrets.existingSecret=mine'],
        message: 'secrets.existingSecret cannot be combined with evaluation.enabled=true',
      },
      {
        set: ['ingress.tls.mode=existingSecret'],
        message: 'ingress.tls.secretName is required when ingress.tls.mode=existingSecret',
      },
      {
        set: ['ingress.tls.mode=certManager'],
        message: 'ingress.tls.certManager.issuerName is required when ingress.tls.mode=certManager',
      },
      {
        set: ['api.replicaCount=1'],
        message: "api.podDisruptionBudget.minAvailable (1) must be below the API's replicas (1)",
      },
      {
        set: ['api.autoscaling.enabled=true', 'api.autoscaling.minReplicas=5', 'api.autoscaling.maxReplicas=3'],
        message: 'api.autoscaling.minReplicas (5) must not exceed api.autoscaling.maxReplicas (3)',
      },
      // NetworkPolicy takes address blocks, not host names.
      { set: ['networkPolicy.egressCidrs={db.example.com}'], message: "at '/networkPolicy/egressCidrs/0'" },
      { set: ['networkPolicy.objectStore.cidrs={10.0.0.5}'], message: "at '/networkPolicy/objectStore/cidrs/0'" },
      {
        set: ['config.shutdownTimeoutMs=25000'],
        message:
          'config.shutdownDelayMs + config.shutdownTimeoutMs (30000 ms) must be shorter than api.terminationGracePeriodSeconds (30 s)',
      },
    ];
    for (const { set, message } of cases) {
      it(`--set ${set.join(' --set ')}`, async () => {
        const result = await helm('template', RELEASE, CHART_DIR, ...set.flatMap((value) => ['--set', value]));
        expect(result.code, result.stdout).to.not.equal(0);
        expect(result.stderr).to.contain(message);
      });
    }
  });
});
