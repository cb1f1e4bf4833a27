/**
 * `helm install` of the chart on the real node with the images built here: the API and the
 * operator run from the platform image, reach MongoDB and MinIO on the host over the pod
 * network, the API answers through its Service, one operator pod holds the Lease, and
 * `helm uninstall` removes what the release made. Evaluation mode's own MongoDB and MinIO need
 * images (docker.io, quay.io) that cannot be pulled here, so these values point the chart at
 * servers on the host instead, as a production install points it at external ones.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { stringify } from 'yaml';
import { imageReference } from '../../scripts/images/images.js';
import { DEX_CLIENT_ID, MINIO_CREDENTIALS } from '../../scripts/stack/servers.js';
import { NODE_NAME, SKIP_NODE_VARIABLE, whyNoRealNode } from '../../scripts/stack/node/real-node.js';
import * as ort from 'onnxruntime-node';
import { CLASSES, syntheticImage } from '../workloads/harness.js';
import { unzip } from '../helpers/zip.js';
import { provisionDevice } from '../helpers/devices.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { eventually } from '../helpers/eventually.js';
import {
  devicePod,
  finished,
  labelledVersion,
  PICTURE,
  signInAndProvision,
  type ChainParty,
} from '../helpers/cluster-chain.js';
import { ApiClient } from '../helpers/client.js';
import { CHART_DIR, helm } from '../helpers/helm.js';
import { operatorLease, operatorPods, podsOfResource, settledPods } from '../helpers/cluster-pods.js';
import { networkProbe } from '../helpers/network-probe.js';
import { startRealCluster, type RealCluster } from '../helpers/real-cluster.js';

const NAMESPACE = 'edge-vision';
const RELEASE = 'vision';
const skipReason = process.env[SKIP_NODE_VARIABLE] === '1' ? whyNoRealNode() : undefined;

if (skipReason) {
  console.log(`  (chart install suite left out: ${skipReason}; ${SKIP_NODE_VARIABLE}=1)`);
} else {
  describe('the chart installed on the real node', function () {
    this.timeout(180_000);
    let cluster: RealCluster;
    let party: ChainParty;
    let modelId: number;
    let versionId: number | undefined;
    const helmOn = (...args: string[]) => helm(`--kubeconfig=${cluster.kubeconfigPath}`, ...args);
    const apiServiceIp = () =>
      cluster.kubectl(
        'get',
        'service',
        `${RELEASE}-edge-vision-api`,
        `--namespace=${NAMESPACE}`,
        '-o',
        'jsonpath={.spec.clusterIP}',
      );

    before(async function () {
      this.timeout(60 * 60_000);
      cluster = await startRealCluster({ name: 'chart-install', hostServers: true });
      const values = join(cluster.dir, 'values.yaml');
      writeFileSync(
        values,
        stringify({
          evaluation: { enabled: false },
          // The images are in the node's containerd (imported from npm run images:build).
          image: { pullPolicy: 'Never' },
          secrets: {
            mongodbUri: cluster.mongodbUrl,
            s3AccessKey: MINIO_CREDENTIALS.accessKey,
            s3SecretKey: MINIO_CREDENTIALS.secretKey,
          },
          config: {
            s3: { endpoint: cluster.minioUrl, bucket: 'edge-vision' },
            oidc: { issuerUrl: cluster.issuer, audience: DEX_CLIENT_ID },
            // No ingress controller runs here: the API's public address is the device Service on
            // the node's address, which the download links and the /setup script name.
            publicBaseUrl: `http://${cluster.nodeIp}:8080/api`,
            queuePollIntervalMs: 500,
            // The node has two cores: a workload Job asks for one, beside the API and operators.
            jobCaps: { defaultCpu: '1', defaultMemory: '3Gi' },
          },
          api: {
            replicaCount: 1,
            podDisruptionBudget: { enabled: false },
            // No load balancer implementation here: kube-proxy takes port 8080 on the node's address.
            deviceService: { externalIPs: [cluster.nodeIp] },
          },
          operator: { replicaCount: 2, extraEnv: [{ name: 'JOB_POLL_INTERVAL_MS', value: '1000' }] },
          // Narrowed as a platform team would: MongoDB, MinIO, Dex and the apiserver all live on the
          // node's address; Prometheus (were there one) in the namespace `monitoring`.
          networkPolicy: {
            egressCidrs: [`${cluster.nodeIp}/32`],
            objectStore: { cidrs: [`${cluster.nodeIp}/32`], port: Number(new URL(cluster.minioUrl as string).port) },
            metricsFrom: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
          },
        }),
      );
      // The release's namespace enforces Pod Security `restricted`, the operator's Jobs included.
      await cluster.apply({
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: { name: NAMESPACE, labels: { 'pod-security.kubernetes.io/enforce': 'restricted' } },
      });
      const installed = await helmOn(
        'install',
        RELEASE,
        CHART_DIR,
        `--namespace=${NAMESPACE}`,
        '--create-namespace',
        `--values=${values}`,
        '--wait',
        '--timeout=5m',
      );
      expect(installed.code, installed.stderr).to.equal(0);
      party = await signInAndProvision(`http://${await apiServiceIp()}:8080/api`, cluster.issuer as string);
    });

    after(async function () {
      this.timeout(120_000);
      await cluster?.stop();
    });

    it('answers through its Service, ready with the database and object store reached over the pod network', async () => {
      const response = await fetch(`http://${await apiServiceIp()}:8080/readyz`, { signal: AbortSignal.timeout(5000) });
      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.include({ success: true });
      const pods = await cluster.kubectl(
        'get',
        'pods',
        `--namespace=${NAMESPACE}`,
        '-o',
        'jsonpath={.items[*].status.podIP}',
      );
      for (const podIp of pods.split(' ')) expect(podIp).to.match(/^10\.244\.0\.\d+$/);
    });

    it("answers devices on port 8080 of the node's LAN address, as the spec says", async () => {
      const type = await cluster.kubectl(
        'get',
        'service',
        `${RELEASE}-edge-vision-devices`,
        `--namespace=${NAMESPACE}`,
        '-o',
        'jsonpath={.spec.type}',
      );
      expect(type).to.equal('LoadBalancer');
      const response = await fetch(`http://${cluster.nodeIp}:8080/readyz`, { signal: AbortSignal.timeout(5000) });
      expect(response.status).to.equal(200);
      // A fresh device gets the agent there too: the platform image carries its archives, and the
      // setup script the SHA-256 it checks them by.
      const script = await (await fetch(`http://${cluster.nodeIp}:8080/api/setup`)).text();
      const archive = await fetch(`http://${cluster.nodeIp}:8080/api/setup/agent/x64`);
      expect(archive.status).to.equal(200);
      const digest = createHash('sha256')
        .update(Buffer.from(await archive.arrayBuffer()))
        .digest('hex');
      expect(script).to.contain(`AGENT_SHA256_X64='${digest}'`);
    });

    it('runs two operator pods, one of which holds the Lease', async () => {
      const pods = (
        await cluster.kubectl(
          'get',
          'pods',
          `--namespace=${NAMESPACE}`,
          '-l',
          'app.kubernetes.io/component=operator',
          '-o',
          'jsonpath={.items[*].metadata.name}',
        )
      ).split(' ');
      expect(pods).to.have.length(2);
      let holder = '';
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && !pods.includes(holder)) {
        holder = await cluster
          .kubectl(
            'get',
            'lease',
            'edge-vision-operator',
            `--namespace=${NAMESPACE}`,
            '-o',
            'jsonpath={.spec.holderIdentity}',
          )
          .catch(() => '');
        if (!pods.includes(holder)) await new Promise((r) => setTimeout(r, 1000));
      }
      expect(pods).to.include(holder);
    });

    it('refuses a pod that is not restricted in its namespace (Pod Security enforced)', async () => {
      const refused = await cluster
        .apply({
          apiVersion: 'v1',
          kind: 'Pod',
          metadata: { name: 'unrestricted', namespace: NAMESPACE },
          spec: { containers: [{ name: 'c', image: imageReference('platform'), imagePullPolicy: 'Never' }] },
        })
        .then(
          () => 'admitted',
          (err: Error) => err.message,
        );
      expect(refused).to.match(/violates PodSecurity "restricted:latest"/);
    });

    it("holds its NetworkPolicies: workloads reach only the object store and the API's internal port", async function () {
      this.timeout(5 * 60_000);
      const apiPod = JSON.parse(
        await cluster.kubectl(
          'get',
          'pods',
          `--namespace=${NAMESPACE}`,
          '-l',
          'app.kubernetes.io/component=api',
          '-o',
          'jsonpath={.items[0]}',
        ),
      );
      const portOf = (name: string) =>
        apiPod.spec.containers[0].ports.find((port: { name: string }) => port.name === name).containerPort as number;
      const operatorIp = await cluster.kubectl(
        'get',
        'pods',
        `--namespace=${NAMESPACE}`,
        '-l',
        'app.kubernetes.io/component=operator',
        '-o',
        'jsonpath={.items[0].status.podIP}',
      );
      const mongodb = new URL(cluster.mongodbUrl as string);
      const minio = new URL(cluster.minioUrl as string);
      const targets = {
        apiPublic: `${apiPod.status.podIP}:${portOf('http')}`,
        apiInternal: `${apiPod.status.podIP}:${portOf('internal')}`,
        operatorMetrics: `${operatorIp}:8081`,
        database: `${cluster.nodeIp}:${mongodb.port}`,
        objectStore: `${cluster.nodeIp}:${minio.port}`,
      };
      // A pod labelled as the operator labels its Jobs' pods, where those Jobs run.
      const workload = await networkProbe(cluster, {
        name: 'probe-workload',
        namespace: NAMESPACE,
        image: imageReference('platform'),
        labels: { 'app.kubernetes.io/managed-by': 'edge-vision-operator' },
        targets,
      });
      // Any pod of another namespace: a device-like client of the public port only.
      await cluster.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'outsider' } });
      const outsider = await networkProbe(cluster, {
        name: 'probe-outsider',
        namespace: 'outsider',
        image: imageReference('platform'),
        targets,
      });
      try {
        await workload.until('the workload policy', {
          apiPublic: false,
          apiInternal: true,
          operatorMetrics: false,
          database: false,
          objectStore: true,
        });
        await outsider.until("the API's and the operator's policies, seen from another namespace", {
          apiPublic: true,
          apiInternal: false,
          operatorMetrics: false,
          // No policy selects the outsider: its own egress is open, the host's servers answer it.
          database: true,
          objectStore: true,
        });
      } finally {
        await workload.remove();
        await cluster.kubectl('delete', 'namespace', 'outsider', '--wait=false');
      }
    });

    it('trains in the trainer container through the operator, recording a model version with its mAP', async function () {
      this.timeout(20 * 60_000);
      versionId = await labelledVersion(party, 16);
      const created = await party.user.post('/ml/training-jobs', {
        project_id: party.projectId,
        dataset_version_id: versionId,
        base_model: 'yolov8n.yaml',
        epochs: 2,
        image_size: PICTURE,
        batch_size: 8,
      });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const id = created.body.data.id;
      const done = await finished(party.user, `/ml/training-jobs/${id}`, 15 * 60_000);
      expect(done.phase, `${done.message} ${done.log_tail ?? ''}`).to.equal('Succeeded');
      // It ran in a pod of the trainer image on this node, not in a process beside the test.
      const pods = await podsOfResource(cluster, NAMESPACE, created.body.data.resource.name);
      expect(pods.map((pod) => `${pod.image} ${pod.nodeName}`)).to.deep.equal([
        `${imageReference('trainer')} ${NODE_NAME}`,
      ]);
      const epochs = (await party.user.get(`/ml/training-jobs/${id}/metrics`)).body.data;
      expect(epochs.map((e: any) => e.epoch)).to.deep.equal([1, 2]);
      modelId = done.model_version_id;
      const model = (await party.user.get(`/ml/models/${modelId}`)).body.data;
      expect(model).to.include({ training_job_id: id, input_size: PICTURE });
      expect(model.metrics.map50).to.be.a('number').within(0, 1);
    });

    it('evaluates the trained model in the evaluator container when its training ends', async function () {
      this.timeout(10 * 60_000);
      const evaluation = await eventually('the automatic evaluation', async () => {
        const list = (await party.user.get('/ml/evaluations?per_page=100')).body.data as any[];
        return list.find((e) => e.model_version_id === modelId);
      });
      // The version holds no test split, so the API scores the model on val.
      expect(evaluation).to.include({ dataset_version_id: versionId, split: 'val' });
      const done = await finished(party.user, `/ml/evaluations/${evaluation.id}`, 8 * 60_000);
      expect(done.phase, `${done.message} ${done.log_tail ?? ''}`).to.equal('Succeeded');
      const pods = await podsOfResource(cluster, NAMESPACE, evaluation.resource.name);
      expect(pods.map((pod) => `${pod.image} ${pod.nodeName}`)).to.deep.equal([
        `${imageReference('evaluator')} ${NODE_NAME}`,
      ]);
      const { overall, confusion } = done.figures;
      expect(overall.map50).to.be.a('number').within(0, 1);
      // The split's labelled objects fill the matrix's rows (the background row comes last).
      const labelled = confusion.matrix
        .slice(0, -1)
        .flat()
        .reduce((sum: number, n: number) => sum + n, 0);
      expect(labelled).to.be.above(0);
    });

    it('exports the model in the exporter container: ONNX that loads, and OpenVINO IR', async function () {
      this.timeout(15 * 60_000);
      const start = async (body: object) => {
        const created = await party.user.post('/ml/export-jobs', {
          model_version_id: modelId,
          image_size: PICTURE,
          ...body,
        });
        expect(created.status, JSON.stringify(created.body)).to.equal(201);
        return created.body.data.id as number;
      };
      // Both queued at once: the node runs one Job at a time (one core each), the other waits Pending.
      const ids = [await start({ format: 'onnx' }), await start({ format: 'openvino', precision: 'fp32' })];
      const [onnx, openvino] = await Promise.all(
        ids.map((id) => finished(party.user, `/ml/export-jobs/${id}`, 12 * 60_000)),
      );
      for (const done of [onnx, openvino])
        expect(done.phase, `${done.message} ${done.log_tail ?? ''}`).to.equal('Succeeded');
      const download = async (id: number) => {
        const link = await party.user.get(`/ml/export-jobs/${id}/download`);
        expect(link.status, JSON.stringify(link.body)).to.equal(200);
        return Buffer.from(await (await fetch(link.body.data.url)).arrayBuffer());
      };
      const session = await ort.InferenceSession.create(await download(ids[0] as number));
      const input = new ort.Tensor('float32', new Float32Array(3 * PICTURE * PICTURE), [1, 3, PICTURE, PICTURE]);
      const output = await session.run({ [session.inputNames[0] as string]: input });
      // YOLO's head: 4 box values plus one score per class, for every anchor.
      expect(output[session.outputNames[0] as string]?.dims.slice(0, 2)).to.deep.equal([1, 4 + CLASSES.length]);
      const files = [...(await unzip(await download(ids[1] as number))).keys()];
      expect(files.some((name) => name.endsWith('.xml'))).to.equal(true, files.join(', '));
      expect(files.some((name) => name.endsWith('.bin'))).to.equal(true, files.join(', '));
    });

    it("a trainer container killed mid-epoch: the Job's next pod resumes from the checkpoint, one model version", async function () {
      this.timeout(15 * 60_000);
      versionId ??= await labelledVersion(party, 16);
      // Six epochs: a checkpoint after each (checkpointEvery), and an epoch's report is sent only
      // once its checkpoint is stored, so every reported epoch is one a next pod resumes after.
      const created = await party.user.post('/ml/training-jobs', {
        project_id: party.projectId,
        dataset_version_id: versionId,
        base_model: 'yolov8n.yaml',
        epochs: 6,
        image_size: PICTURE,
        batch_size: 8,
      });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const id = created.body.data.id;
      const resource = created.body.data.resource.name;
      const epochs = async () => (await party.user.get(`/ml/training-jobs/${id}/metrics`)).body.data as any[];
      await eventually('two epochs reported', async () => (await epochs()).length >= 2, 10 * 60_000, 500);
      const [running] = await podsOfResource(cluster, NAMESPACE, resource);
      const beforeKill = await epochs();
      expect(running?.phase).to.equal('Running');
      await cluster.killContainer(running?.containerId as string);
      const done = await finished(party.user, `/ml/training-jobs/${id}`, 12 * 60_000);
      expect(done.phase, `${done.message} ${done.log_tail ?? ''}`).to.equal('Succeeded');
      // The record succeeds once the verified outcome is reported, a moment before the pod ends.
      const pods = await settledPods(cluster, NAMESPACE, resource);
      expect(pods.map((pod) => [pod.phase, pod.exitCode])).to.deep.equal([
        ['Failed', 137],
        ['Succeeded', 0],
      ]);
      const resumed = await cluster.kubectl('logs', pods[1]?.name as string, `--namespace=${NAMESPACE}`);
      // Ultralytics says where it resumes: after the killed pod's checkpoint (epoch 2 or later), not at 1.
      expect(resumed).to.match(/Resuming training .* from epoch [3-6] to 6 total epochs/);
      // Every epoch once, and those the killed pod reported were not trained again: a repeated
      // epoch with other figures would have replaced its record (and its time).
      const after = await epochs();
      expect(after.map((e) => e.epoch)).to.deep.equal([1, 2, 3, 4, 5, 6]);
      expect(after.slice(0, beforeKill.length)).to.deep.equal(beforeKill);
      const models = (await party.user.get(`/ml/models?project_id=${party.projectId}&per_page=100`)).body.data;
      expect(models.filter((model: any) => model.training_job_id === id).map((model: any) => model.id)).to.deep.equal([
        done.model_version_id,
      ]);
    });

    it('the leading operator pod deleted while export jobs reconcile: the other takes the Lease, each Job runs once', async function () {
      this.timeout(10 * 60_000);
      const leader = await operatorLease(cluster, NAMESPACE);
      expect(await operatorPods(cluster, NAMESPACE)).to.include(leader.holder);
      const created = [];
      for (const size of [PICTURE, PICTURE * 2]) {
        const res = await party.user.post('/ml/export-jobs', {
          model_version_id: modelId,
          format: 'onnx',
          image_size: size,
        });
        expect(res.status, JSON.stringify(res.body)).to.equal(201);
        created.push(res.body.data);
      }
      // Deleted as a node drain or a rollout deletes it: SIGTERM while it creates their Jobs.
      await cluster.kubectl('delete', 'pod', leader.holder, `--namespace=${NAMESPACE}`, '--wait=false');
      const handedOver = await eventually(
        'another operator pod to lead',
        async () => {
          const lease = await operatorLease(cluster, NAMESPACE);
          return lease.holder !== '' && lease.holder !== leader.holder && lease;
        },
        60_000,
        500,
      );
      expect(handedOver.transitions).to.equal(leader.transitions + 1);
      for (const { id, resource } of created) {
        const done = await finished(party.user, `/ml/export-jobs/${id}`, 8 * 60_000);
        expect(done.phase, `${done.message} ${done.log_tail ?? ''}`).to.equal('Succeeded');
        // One Job (its name is fixed), which ran one pod: the exporter ran once.
        const pods = await settledPods(cluster, NAMESPACE, resource.name);
        expect(pods.map((pod) => [pod.phase, pod.exitCode])).to.deep.equal([['Succeeded', 0]]);
        const job = await eventually(
          'the Job to count its pod',
          async () => {
            const found = JSON.parse(
              await cluster.kubectl('get', 'job', `${resource.name}-export`, `--namespace=${NAMESPACE}`, '-o', 'json'),
            );
            // Finished, not only without an active pod: the Job controller counts a pod that
            // ended (uncountedTerminatedPods) a moment before it sets Complete and succeeded.
            const ended = (found.status?.conditions ?? []).some(
              (c: { type: string; status: string }) =>
                (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True',
            );
            return ended && found;
          },
          60_000,
          1000,
        );
        expect(job.status).to.include({ succeeded: 1 });
        expect(job.status.failed ?? 0).to.equal(0);
      }
      // The Deployment replaced the deleted pod; both replicas campaign again.
      await eventually(
        'two operator pods again',
        async () => {
          const pods = await operatorPods(cluster, NAMESPACE);
          return pods.length === 2 && !pods.includes(leader.holder);
        },
        120_000,
        1000,
      );
    });

    it('runs a device from the agent image: frames through the device Service, a deployed model pre-labels them', async function () {
      this.timeout(10 * 60_000);
      const { apiKey, deviceId } = await provisionDevice(party.user, party.anonymous);
      let state = 99;
      const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
      const frames = [];
      for (let i = 0; i < 3; i++) frames.push((await syntheticImage(PICTURE, next)).jpeg);
      const manifests = devicePod({
        name: 'camera-1',
        namespace: NAMESPACE,
        image: imageReference('edge-agent'),
        apiUrl: `http://${RELEASE}-edge-vision-devices.${NAMESPACE}.svc:8080/api`,
        apiKey,
        projectId: party.projectId,
        classes: CLASSES,
        frames,
      });
      for (const manifest of manifests) await cluster.apply(manifest);
      const fromDevice = async () =>
        (
          await party.user.get(`/data/images?project_id=${party.projectId}&include_annotations=true&limit=100`)
        ).body.data.filter((image: any) => image.device_id === deviceId);
      // Before any deployment the agent checks in and uploads a frame every 5 s, unlabelled.
      const device = await eventually(
        "the agent's check-in",
        async () => {
          const list = (await party.user.get('/core/devices?per_page=100')).body.data;
          return list.find((d: any) => d.device_id === deviceId && d.last_checkin);
        },
        180_000,
        1000,
      );
      expect(device.last_checkin.metrics.model_version_id).to.equal(null);
      await eventually('a frame uploaded by the agent', async () => (await fromDevice()).length > 0, 60_000, 1000);
      const created = await party.user.post('/ml/deployments', { model_version_id: modelId, device_ids: [deviceId] });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const deployment = await eventually(
        'the rollout to end',
        async () => {
          const record = (await party.user.get(`/ml/deployments/${created.body.data.id}`)).body.data;
          return ['Succeeded', 'Failed', 'RolledBack'].includes(record.phase) && record;
        },
        180_000,
        1000,
      );
      expect(deployment.phase, JSON.stringify(deployment.devices)).to.equal('Succeeded');
      const labelled = await eventually(
        "a frame with the model's pre-labels",
        async () => (await fromDevice()).find((image: any) => image.annotations.some((a: any) => a.source === 'model')),
        120_000,
        1000,
      );
      for (const annotation of labelled.annotations.filter((a: any) => a.source === 'model'))
        expect(CLASSES).to.include(annotation.class_value);
      // The agent image carries OpenVINO's runtime: the device reports it, and the model's OpenVINO
      // export rolls out to it (downloaded, installed, its health check run by OpenVINO).
      expect(device.last_checkin.model_formats).to.deep.equal(['onnx', 'openvino']);
      const ir = await party.user.post('/ml/deployments', {
        model_version_id: modelId,
        format: 'openvino',
        device_ids: [deviceId],
      });
      expect(ir.status, JSON.stringify(ir.body)).to.equal(201);
      const irRollout = await eventually(
        'the OpenVINO rollout to end',
        async () => {
          const record = (await party.user.get(`/ml/deployments/${ir.body.data.id}`)).body.data;
          return ['Succeeded', 'Failed', 'RolledBack'].includes(record.phase) && record;
        },
        180_000,
        1000,
      );
      expect(irRollout.phase, JSON.stringify(irRollout.devices)).to.equal('Succeeded');
    });

    it('helm upgrade rolls the API while a device uploads on port 8080: none refused, each picture stored once', async function () {
      this.timeout(6 * 60_000);
      const apiPods = async () =>
        (
          await cluster.kubectl(
            'get',
            'pods',
            `--namespace=${NAMESPACE}`,
            '-l',
            'app.kubernetes.io/component=api',
            '-o',
            'name',
          )
        )
          .trim()
          .split('\n')
          .filter(Boolean);
      const before = await apiPods();
      // A device on the LAN address, as devices reach the API (the device Service, kube-proxy).
      const { apiKey } = await provisionDevice(party.user, party.anonymous);
      const device = new ApiClient(`http://${cluster.nodeIp}:8080/api`).withDeviceKey(apiKey);
      // Its uploads, one after another as the agent sends them. The agent's queue would send again
      // after a refused or reset connection; here any such error fails the test, as does an answer
      // other than 201 (the error is kept, the picture sent again, so the count below still holds).
      const statuses: number[] = [];
      const networkErrors: string[] = [];
      let sent = 0;
      let rolling = true;
      const uploading = (async () => {
        while (rolling) {
          sent += 1;
          const form = () =>
            uploadForm(makeJpeg(32, 24, 5000 + sent), `rolling-${sent}.jpg`, { project_id: String(party.projectId) });
          for (;;) {
            const res = await device.raw('POST', '/device/images/upload', form()).catch((err: Error) => {
              networkErrors.push(`${err.message} ${(err.cause as Error | undefined)?.message ?? ''}`);
              return null;
            });
            if (res) {
              statuses.push(res.status);
              break;
            }
            await new Promise((r) => setTimeout(r, 250));
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      // A changed setting changes the ConfigMap's checksum, which rolls the API's pods.
      const upgraded = await helmOn(
        'upgrade',
        RELEASE,
        CHART_DIR,
        `--namespace=${NAMESPACE}`,
        '--reuse-values',
        '--set=config.logLevel=debug',
        '--wait',
        '--timeout=4m',
      );
      // Until the old pod has gone: its last requests are the ones a careless rollout loses.
      await eventually(
        'the old API pod to go',
        async () => !(await apiPods()).some((pod) => before.includes(pod)),
        120_000,
        1000,
      );
      rolling = false;
      await uploading;
      expect(upgraded.code, upgraded.stderr).to.equal(0);
      console.log(`      ${sent} uploads during the rollout`);
      expect(networkErrors, 'requests refused or reset during the rollout').to.deep.equal([]);
      expect(statuses.filter((status) => status !== 201)).to.deep.equal([]);
      const names: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const query = `project_id=${party.projectId}&search=rolling-&limit=100&offset=${offset}`;
        const page = (await party.user.get(`/data/images?${query}`)).body.data;
        names.push(...page.map((image: any) => image.filename));
        if (page.length < 100) break;
      }
      expect(names.length, 'every picture stored exactly once').to.equal(sent);
      expect(new Set(names).size).to.equal(sent);
    });

    it('an API pod deleted while a device uploads: the device sends again until a new pod answers, each picture stored once', async function () {
      this.timeout(5 * 60_000);
      const apiPod = async () =>
        (
          await cluster.kubectl(
            'get',
            'pods',
            `--namespace=${NAMESPACE}`,
            '-l',
            'app.kubernetes.io/component=api',
            '-o',
            'name',
          )
        ).trim();
      const before = await apiPod();
      const { apiKey } = await provisionDevice(party.user, party.anonymous);
      const device = new ApiClient(`http://${cluster.nodeIp}:8080/api`).withDeviceKey(apiKey);
      // As the agent's queue: the same picture with the same idempotency key until it is stored;
      // a refusal other than a network error, a 409 or a 5xx answer fails the test.
      let sent = 0;
      let retries = 0;
      const refusals: string[] = [];
      let uploading = true;
      const uploads = (async () => {
        while (uploading) {
          sent += 1;
          const fields = { project_id: String(party.projectId), idempotency_key: `killed-${sent}` };
          for (;;) {
            const res = await device
              .raw(
                'POST',
                '/device/images/upload',
                uploadForm(makeJpeg(32, 24, 9000 + sent), `killed-${sent}.jpg`, fields),
              )
              .catch(() => null);
            // 200: stored by an earlier send whose answer was lost; 409: that send is still being recorded.
            if (res?.status === 201 || res?.status === 200) break;
            if (res && res.status < 500 && res.status !== 409) {
              refusals.push(`${res.status} ${res.text}`);
              break;
            }
            retries += 1;
            await new Promise((r) => setTimeout(r, 250));
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      await new Promise((r) => setTimeout(r, 2000));
      await cluster.kubectl('delete', before, `--namespace=${NAMESPACE}`, '--wait=false');
      // Until its replacement answers and a few more pictures went through it.
      await eventually(
        'a new API pod, ready',
        async () => {
          const pod = await apiPod();
          if (!pod || pod === before || pod.includes('\n')) return false;
          const ready = await cluster.kubectl(
            'get',
            pod,
            `--namespace=${NAMESPACE}`,
            '-o',
            'jsonpath={.status.conditions[?(@.type=="Ready")].status}',
          );
          return ready === 'True';
        },
        180_000,
        1000,
      );
      await new Promise((r) => setTimeout(r, 3000));
      uploading = false;
      await uploads;
      console.log(`      ${sent} uploads, ${retries} sent again while no API pod answered`);
      expect(refusals).to.deep.equal([]);
      const names: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const query = `project_id=${party.projectId}&search=killed-&limit=100&offset=${offset}`;
        const page = (await party.user.get(`/data/images?${query}`)).body.data;
        names.push(...page.map((image: any) => image.filename));
        if (page.length < 100) break;
      }
      expect(names.length, 'every picture stored exactly once').to.equal(sent);
      expect(new Set(names).size).to.equal(sent);
    });

    it('helm uninstall removes what it made and the custom resources, none left Terminating', async function () {
      this.timeout(8 * 60_000);
      // A training job still running when the platform goes: its resource carries the operator's
      // finalizer, which only the operator takes off.
      versionId ??= await labelledVersion(party, 16);
      const created = await party.user.post('/ml/training-jobs', {
        project_id: party.projectId,
        dataset_version_id: versionId,
        base_model: 'yolov8n.yaml',
        epochs: 50,
        image_size: PICTURE,
        batch_size: 8,
      });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const resource = created.body.data.resource.name;
      await eventually(
        "the operator's finalizer on the running job's resource",
        async () =>
          (
            await cluster.kubectl(
              'get',
              'trainingjob',
              resource,
              `--namespace=${NAMESPACE}`,
              '-o',
              'jsonpath={.metadata.finalizers}',
            )
          ).includes('edgevision.io/cleanup'),
        60_000,
        1000,
      );
      const removed = await helmOn('uninstall', RELEASE, `--namespace=${NAMESPACE}`, '--wait', '--timeout=4m');
      expect(removed.code, removed.stderr).to.equal(0);
      // The pre-delete hook waited for the operator to finalize every custom resource.
      const resources = await cluster.kubectl(
        'get',
        'trainingjobs,exportjobs,deploymentjobs',
        `--namespace=${NAMESPACE}`,
        '-o',
        'name',
      );
      expect(resources.trim()).to.equal('');
      const left = await eventually(
        'what the release and its jobs made to go',
        async () => {
          const names = await cluster.kubectl(
            'get',
            'deployments,services,pods,configmaps,secrets,jobs,serviceaccounts,roles,rolebindings',
            `--namespace=${NAMESPACE}`,
            '-l',
            `app.kubernetes.io/instance=${RELEASE}`,
            '-o',
            'name',
          );
          // The operator's Jobs and their pods (not labelled with the release).
          const jobs = await cluster.kubectl('get', 'jobs', `--namespace=${NAMESPACE}`, '-o', 'name');
          const jobPods = await cluster.kubectl(
            'get',
            'pods',
            `--namespace=${NAMESPACE}`,
            '-l',
            'batch.kubernetes.io/job-name',
            '-o',
            'name',
          );
          return `${names}${jobs}${jobPods}`.trim() === '' ? 'nothing' : null;
        },
        120_000,
        1000,
      );
      expect(left).to.equal('nothing');
      // Nothing holds the namespace: it goes at once.
      await cluster.kubectl('delete', 'namespace', NAMESPACE, '--wait', '--timeout=60s');
    });
  });
}
