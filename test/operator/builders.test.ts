import { expect } from 'chai';
import type { V1Job } from '@kubernetes/client-node';
import {
  API_VERSION,
  FINALIZER,
  LABELS,
  type EvaluationJob,
  type ExportJob,
  type TrainingJob,
} from '../../contracts/custom-resources.js';
import { buildEvaluationWorkload } from '../../operator/controllers/evaluation-job/builder.js';
import { buildExportWorkload } from '../../operator/controllers/export-job/builder.js';
import { phaseOf, statusFromJob } from '../../operator/controllers/shared/job-status.js';
import { childName } from '../../operator/controllers/shared/naming.js';
import { ttlAfterFinished } from '../../operator/controllers/shared/workload.js';
import { buildTrainingWorkload, checkpointEvery } from '../../operator/controllers/training-job/builder.js';
import { setCondition } from '../../operator/runtime/conditions.js';

const inputs = {
  env: { URLS_URL: 'http://api/api/internal/workloads/urls', BASE_MODEL_SHA256: 'ab'.repeat(32) },
  callbackUrl: 'http://api/api/internal/workloads/report',
  callbackToken: 'wlt_secret-token',
};

function trainingJob(overrides: Partial<TrainingJob['spec']> = {}): TrainingJob {
  return {
    apiVersion: API_VERSION,
    kind: 'TrainingJob',
    metadata: { name: 'tj-7-42', namespace: 'vision', uid: 'uid-1', finalizers: [FINALIZER] },
    spec: {
      organizationId: 7,
      projectId: 3,
      datasetVersionId: 9,
      baseModel: 'yolov8n.pt',
      epochs: 50,
      imageSize: 640,
      batchSize: 8,
      hyperparameters: { lr0: 0.01, cos_lr: true },
      trainerImage: 'registry.example/trainer:1.0',
      resources: { cpu: '4', memory: '16Gi', gpu: 1 },
      backoffLimit: 3,
      ttlSecondsAfterFinished: 600,
      ...overrides,
    },
  };
}

function env(job: V1Job): Record<string, unknown> {
  const container = job.spec!.template.spec!.containers[0]!;
  return Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value ?? e.valueFrom]));
}

describe('operator builders (pure, no cluster)', () => {
  it('builds a deterministic Job owned by the TrainingJob, labelled with organization and resource', () => {
    const a = buildTrainingWorkload(trainingJob(), inputs);
    const b = buildTrainingWorkload(trainingJob(), inputs);
    expect(a.job.metadata!.name).to.equal('tj-7-42-train').and.equal(b.job.metadata!.name);
    expect(a.job.metadata!.namespace).to.equal('vision');
    expect(a.job.metadata!.ownerReferences).to.deep.equal([
      {
        apiVersion: API_VERSION,
        kind: 'TrainingJob',
        name: 'tj-7-42',
        uid: 'uid-1',
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    expect(a.job.metadata!.labels).to.include({
      [LABELS.organization]: '7',
      [LABELS.kind]: 'TrainingJob',
      [LABELS.resource]: 'tj-7-42',
    });
    expect(a.job.spec!.template.metadata!.labels).to.deep.equal(a.job.metadata!.labels);
    expect(a.job.spec).to.include({ backoffLimit: 3 });
    // The TTL is set on the Job only once its outcome is recorded.
    expect(a.job.spec!.ttlSecondsAfterFinished).to.equal(undefined);
    expect(ttlAfterFinished(trainingJob().spec)).to.equal(600);
    // Pod Security `restricted`: the jobs namespace may enforce it (test/cluster/chart-install.test.ts).
    const pod = a.job.spec!.template.spec!;
    expect(pod.securityContext).to.include({ runAsNonRoot: true, runAsUser: 10001 });
    expect(pod.securityContext!.seccompProfile).to.deep.equal({ type: 'RuntimeDefault' });
    expect(pod.containers[0]!.securityContext).to.deep.equal({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(pod.containers[0]!.volumeMounts).to.deep.equal([{ name: 'scratch', mountPath: '/tmp' }]);
    expect(ttlAfterFinished({})).to.equal(86_400);
    expect(a.job.spec!.template.spec!.restartPolicy).to.equal('Never');
  });

  it('passes the training settings as env and keeps the callback token and URLS_URL in a Secret', () => {
    const { job, secret } = buildTrainingWorkload(trainingJob(), inputs);
    const vars = env(job);
    expect(vars).to.include({
      BASE_MODEL: 'yolov8n.pt',
      EPOCHS: '50',
      IMAGE_SIZE: '640',
      BATCH_SIZE: '8',
      DATASET_VERSION_ID: '9',
      TASK: 'detect',
      CHECKPOINT_EVERY: '5',
    });
    expect(JSON.parse(vars.HYPERPARAMETERS as string)).to.deep.equal({ lr0: 0.01, cos_lr: true });
    for (const name of ['URLS_URL', 'BASE_MODEL_SHA256', 'CALLBACK_URL', 'CALLBACK_TOKEN']) {
      expect(vars[name]).to.deep.equal({ secretKeyRef: { name: 'tj-7-42-train', key: name } });
    }
    expect(JSON.stringify(job)).not.to.include('wlt_secret-token');
    expect(secret.stringData).to.include({ CALLBACK_TOKEN: 'wlt_secret-token', URLS_URL: inputs.env.URLS_URL });
    expect(secret.metadata!.ownerReferences![0]!.name).to.equal('tj-7-42');
  });

  it("passes a TrainingJob's task to the trainer, detect when it names none", () => {
    const segment = trainingJob();
    segment.spec.task = 'segment';
    expect(env(buildTrainingWorkload(segment, inputs).job).TASK).to.equal('segment');
    const unnamed = trainingJob();
    delete unnamed.spec.task;
    expect(env(buildTrainingWorkload(unnamed, inputs).job).TASK).to.equal('detect');
  });

  it('checkpoints at most ten times a job, and every epoch of a short one', () => {
    expect([1, 6, 10, 11, 40, 100, 1000].map(checkpointEvery)).to.deep.equal([1, 1, 1, 2, 4, 10, 100]);
  });

  it('requests the resources and GPUs the spec asks for, and default requests and limits otherwise', () => {
    const limits = buildTrainingWorkload(trainingJob(), inputs).job.spec!.template.spec!.containers[0]!.resources!
      .limits;
    expect(limits).to.deep.equal({ cpu: '4', memory: '16Gi', 'nvidia.com/gpu': '1' });
    const none = buildTrainingWorkload(trainingJob({ resources: undefined }), inputs).job.spec!.template.spec!
      .containers[0]!;
    expect(none.resources).to.deep.equal({
      limits: { cpu: '2', memory: '8Gi' },
      requests: { cpu: '2', memory: '8Gi' },
    });
  });

  it("gives every Job a deadline: the spec's, or a day", () => {
    const job = buildTrainingWorkload(trainingJob({ activeDeadlineSeconds: 3600 }), inputs).job;
    expect(job.spec!.activeDeadlineSeconds).to.equal(3600);
    const old = buildTrainingWorkload(trainingJob(), inputs).job;
    expect(old.spec!.activeDeadlineSeconds).to.equal(86_400);
  });

  it('builds the export Job with format, precision and the calibration dataset', () => {
    const resource: ExportJob = {
      apiVersion: API_VERSION,
      kind: 'ExportJob',
      metadata: { name: 'ej-7-5', namespace: 'vision', uid: 'uid-2' },
      spec: {
        organizationId: 7,
        modelVersionId: 11,
        format: 'tflite',
        precision: 'int8',
        calibrationDatasetVersionId: 9,
        exporterImage: 'x/exporter:1',
      },
    };
    const { job } = buildExportWorkload(resource, inputs);
    expect(job.metadata!.name).to.equal('ej-7-5-export');
    expect(env(job)).to.include({
      FORMAT: 'tflite',
      PRECISION: 'int8',
      CALIBRATION_DATASET_VERSION_ID: '9',
      MODEL_VERSION_ID: '11',
    });
    expect(job.spec!.backoffLimit).to.equal(1);
  });

  it('builds the evaluation Job running the evaluator on the split, owned by its EvaluationJob', () => {
    const resource: EvaluationJob = {
      apiVersion: API_VERSION,
      kind: 'EvaluationJob',
      metadata: { name: 'evj-7-3', namespace: 'vision', uid: 'uid-3' },
      spec: {
        organizationId: 7,
        projectId: 2,
        modelVersionId: 11,
        datasetVersionId: 9,
        split: 'val',
        evaluatorImage: 'x/evaluator:1',
      },
    };
    const { job, secret } = buildEvaluationWorkload(resource, inputs);
    expect(job.metadata!.name).to.equal('evj-7-3-evaluate');
    expect(job.metadata!.ownerReferences![0]).to.include({ kind: 'EvaluationJob', name: 'evj-7-3', uid: 'uid-3' });
    const container = job.spec!.template.spec!.containers[0]!;
    expect([container.image, container.args]).to.deep.equal(['x/evaluator:1', ['evaluate']]);
    expect(env(job)).to.include({ SPLIT: 'val', MODEL_VERSION_ID: '11', DATASET_VERSION_ID: '9', IMAGE_SIZE: '640' });
    expect(secret.stringData).to.include({ CALLBACK_TOKEN: 'wlt_secret-token' });
  });

  it("puts the tail of a failed workload's log in its termination message, for training and export", () => {
    const training = buildTrainingWorkload(trainingJob(), inputs).job;
    const exported = buildExportWorkload(
      {
        apiVersion: API_VERSION,
        kind: 'ExportJob',
        metadata: { name: 'ej-7-6', namespace: 'vision', uid: 'uid-3' },
        spec: { organizationId: 7, modelVersionId: 11, format: 'onnx', exporterImage: 'x/exporter:1' },
      },
      inputs,
    ).job;
    for (const job of [training, exported]) {
      const [container] = job.spec!.template.spec!.containers;
      expect(container!.terminationMessagePolicy).to.equal('FallbackToLogsOnError');
    }
  });

  it('shortens long names deterministically and within 63 characters', () => {
    const long = 'a'.repeat(70);
    expect(childName(long, 'train')).to.have.length.at.most(63).and.equal(childName(long, 'train'));
    expect(childName(long, 'train')).not.to.equal(childName(`${long}b`, 'train'));
  });

  it('maps Job conditions to the phase', () => {
    const job = (status: V1Job['status']): V1Job => ({ metadata: { name: 'j' }, status });
    expect(phaseOf(null)).to.equal('Pending');
    expect(phaseOf(job({ active: 1 }))).to.equal('Pending');
    expect(phaseOf(job({ active: 1, ready: 1 }))).to.equal('Running');
    expect(phaseOf(job({ conditions: [{ type: 'Complete', status: 'True' }] }))).to.equal('Succeeded');
    expect(
      phaseOf(job({ failed: 3, conditions: [{ type: 'Failed', status: 'True', message: 'BackoffLimitExceeded' }] })),
    ).to.equal('Failed');
  });

  it('rebuilds status from the Job, keeping condition transition times while the status holds', () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    const t1 = new Date('2026-01-01T00:05:00Z');
    const running: V1Job = { metadata: { name: 'j' }, status: { active: 1, ready: 1, startTime: t0 } };
    const first = statusFromJob(undefined, running, 2, { progress: 0.3 }, t0);
    expect(first).to.include({ phase: 'Running', progress: 0.3, observedGeneration: 2, attempts: 1, jobName: 'j' });
    const again = statusFromJob(first, running, 2, { progress: 0.6 }, t1);
    const runningCondition = again.conditions!.find((c) => c.type === 'Running')!;
    expect(runningCondition.lastTransitionTime).to.equal(t0.toISOString());
    const failed: V1Job = {
      metadata: { name: 'j' },
      status: {
        failed: 3,
        conditions: [{ type: 'Failed', status: 'True', message: 'Job has reached the specified backoff limit' }],
      },
    };
    const done = statusFromJob(again, failed, 2, {}, t1);
    expect(done).to.include({ phase: 'Failed', attempts: 3, message: 'Job has reached the specified backoff limit' });
    expect(done.conditions!.find((c) => c.type === 'Ready')).to.include({
      status: 'False',
      lastTransitionTime: t1.toISOString(),
    });
  });

  it('setCondition adds, replaces and keeps transition times', () => {
    const now = new Date('2026-02-02T00:00:00Z');
    const later = new Date('2026-02-02T01:00:00Z');
    const one = setCondition(undefined, { type: 'Ready', status: 'False', reason: 'A' }, now);
    const same = setCondition(one, { type: 'Ready', status: 'False', reason: 'B' }, later);
    expect(same).to.have.length(1);
    expect(same[0]).to.include({ reason: 'B', lastTransitionTime: now.toISOString() });
    const flipped = setCondition(same, { type: 'Ready', status: 'True' }, later);
    expect(flipped[0]!.lastTransitionTime).to.equal(later.toISOString());
  });
});
