import type { Clock } from '../../lib/clock.js';
import {
  API_VERSION,
  KINDS,
  LABELS,
  type DeploymentJobSpec,
  type DeviceRolloutState,
} from '../../../contracts/custom-resources.js';
import type { DevicePrincipal, UserPrincipal } from '../../lib/auth/principal.js';
import type { PageMeta } from '../../lib/envelope.js';
import { notFound, serviceUnavailable, validationError } from '../../lib/errors.js';
import type { KubeResources } from '../../lib/kube.js';
import type { PageQuery } from '../../lib/http/schemas.js';
import { pageMeta, pageWindow } from '../../lib/pagination.js';
import { accuracyRefusal } from './accuracy-gate.js';
import { devicesThatCannotRun, formatRefusal } from './formats.js';
import type { ArtifactSource, DeviceDirectory } from './ports.js';
import { targetId, type DeploymentDoc, type DeploymentRepository, type TargetDoc } from './repository.js';
import type { CreateDeployment, DeploymentView, PendingDeployment, PhaseReport } from './schemas.js';

export function toTargetView(t: TargetDoc) {
  return {
    device_id: t.device_id,
    rollback: t.rollback,
    released: t.released,
    state: t.state,
    phase: t.phase,
    progress: t.progress ?? null,
    message: t.message,
    released_at: t.released_at?.toISOString() ?? null,
    updated_at: t.updated_at.toISOString(),
  };
}

export const jobIdOf = (deploymentId: number, rollback = false) => `dep-${deploymentId}${rollback ? '-rollback' : ''}`;

function parseJobId(jobId: string): { deploymentId: number; rollback: boolean } {
  const match = /^dep-(\d+)(-rollback)?$/.exec(jobId);
  return { deploymentId: Number(match?.[1] ?? 0), rollback: Boolean(match?.[2]) };
}

/** The device's state after a phase report: done after a healthy start, failed on any failure. */
function stateAfter(report: PhaseReport): DeviceRolloutState {
  if (report.status === 'failed') return 'Failed';
  if (report.phase === 'healthcheck' && report.status === 'succeeded') return 'Succeeded';
  return 'InProgress';
}

export class DeploymentService {
  constructor(
    private readonly repo: DeploymentRepository,
    private readonly devices: DeviceDirectory,
    private readonly artifacts: ArtifactSource,
    private readonly kube: KubeResources | null,
    private readonly maxAccuracyDrop: (organizationId: number) => Promise<number>,
    private readonly clock: Clock,
  ) {}

  view(doc: DeploymentDoc, targets?: TargetDoc[]): DeploymentView {
    const spec = doc.spec;
    return {
      id: doc._id,
      job_id: jobIdOf(doc._id),
      resource: { namespace: doc.namespace, name: doc.name },
      model_version_id: spec.exportArtifact.modelVersionId,
      export_job_id: spec.exportArtifact.exportJobId ?? null,
      format: spec.exportArtifact.format,
      targets: { device_ids: spec.targets.deviceIds ?? null, match_labels: spec.targets.selector?.matchLabels ?? null },
      rollout: {
        strategy: spec.rollout?.strategy ?? 'all',
        batch_size: spec.rollout?.batchSize ?? 10,
        max_unavailable: spec.rollout?.maxUnavailable ?? 0,
        device_timeout_seconds: spec.rollout?.deviceTimeoutSeconds ?? 1800,
      },
      rollback_on_failure: spec.rollbackOnFailure ?? true,
      phase: doc.phase,
      progress: doc.progress,
      message: doc.message,
      ...(targets ? { devices: targets.map(toTargetView) } : {}),
      created_via: doc.created_via,
      created_at: doc.created_at.toISOString(),
      updated_at: doc.updated_at.toISOString(),
    };
  }

  async create(user: UserPrincipal, input: CreateDeployment): Promise<DeploymentDoc> {
    if (!this.kube) {
      throw serviceUnavailable(
        'Deployments',
        'no Kubernetes cluster is configured (set KUBECONFIG or run in a cluster); nothing was created',
      );
    }
    const key = await this.artifacts.artifactKey(
      user.organizationId,
      input.model_version_id,
      input.format,
      input.export_job_id,
    );
    if (!key) {
      throw validationError(
        'body.format',
        `Model version ${input.model_version_id} has no ${input.format} artifact; export it first`,
      );
    }
    if (!input.accept_accuracy_drop) {
      const org = user.organizationId;
      const figures = await this.artifacts.validation(org, input.model_version_id, input.format, input.export_job_id);
      const refusal = accuracyRefusal(figures, await this.maxAccuracyDrop(org));
      if (refusal) throw validationError('body.accept_accuracy_drop', refusal);
    }
    const targets = input.device_ids
      ? await this.devices.byDeviceIds(user.organizationId, input.device_ids)
      : await this.devices.byLabels(user.organizationId, input.match_labels ?? {});
    const unable = devicesThatCannotRun(targets, input.format);
    if (unable.length > 0) throw validationError('body.format', formatRefusal(input.format, unable));
    // Hashed now, so a device verifies against the artifact as it was when the deployment was made.
    // An artifact the store cannot read now is hashed on first use instead (checksumOf).
    const artifactSha256 = await this.artifacts.checksum(key).catch(() => null);
    const spec: DeploymentJobSpec = {
      organizationId: user.organizationId,
      exportArtifact: {
        modelVersionId: input.model_version_id,
        format: input.format,
        artifactKey: key,
        ...(input.export_job_id ? { exportJobId: input.export_job_id } : {}),
      },
      targets: input.device_ids
        ? { deviceIds: input.device_ids }
        : { selector: { matchLabels: input.match_labels ?? {} } },
      rollout: {
        strategy: input.rollout.strategy,
        batchSize: input.rollout.batch_size,
        maxUnavailable: input.rollout.max_unavailable,
        deviceTimeoutSeconds: input.rollout.device_timeout_seconds,
      },
      rollbackOnFailure: input.rollback_on_failure,
    };
    const id = await this.repo.nextId();
    const name = `dj-${user.organizationId}-${id}`;
    const now = this.clock.now();
    const doc = await this.repo.insert(user.organizationId, {
      _id: id,
      namespace: this.kube.namespace,
      name,
      uid: null,
      spec,
      phase: 'Pending',
      progress: 0,
      message: null,
      artifact_sha256: artifactSha256,
      created_via: 'api',
      created_by: user.sub,
      created_at: now,
      updated_at: now,
    });
    try {
      await this.kube.create('DeploymentJob', {
        apiVersion: API_VERSION,
        kind: KINDS.DeploymentJob.kind,
        metadata: {
          name,
          namespace: this.kube.namespace,
          labels: { [LABELS.organization]: String(user.organizationId) },
        },
        spec,
      });
    } catch (err) {
      await this.repo.remove(user.organizationId, id);
      throw err;
    }
    return doc;
  }

  async list(user: UserPrincipal, query: PageQuery): Promise<{ items: DeploymentView[]; meta: PageMeta }> {
    const { docs, total } = await this.repo.page(user.organizationId, pageWindow(query));
    return { items: docs.map((d) => this.view(d)), meta: pageMeta(query, total, docs.length) };
  }

  async require(organizationId: number, id: number): Promise<DeploymentDoc> {
    const doc = await this.repo.get(organizationId, id);
    if (!doc) throw notFound('Deployment');
    return doc;
  }

  async get(user: UserPrincipal, id: number): Promise<DeploymentView> {
    const doc = await this.require(user.organizationId, id);
    return this.view(doc, await this.targetsOf(user.organizationId, id));
  }

  targetsOf(organizationId: number, deploymentId: number): Promise<TargetDoc[]> {
    return this.repo.targetsByDevice(organizationId, deploymentId);
  }

  /**
   * A phase report from a device (its key) or about a device (a user of the organization). The
   * device must be a released target; a repeated report is recorded once and answered the same.
   */
  async report(
    principal: UserPrincipal | DevicePrincipal,
    jobId: string,
    input: PhaseReport,
  ): Promise<{ recorded: true; duplicate: boolean }> {
    const { deploymentId, rollback } = parseJobId(jobId);
    const organizationId = principal.organizationId;
    let device: number;
    if (principal.kind === 'device') {
      device = principal.id;
    } else {
      if (!input.device_id) throw validationError('body.device_id', 'Say which device the report is about');
      const [found] = await this.devices.byDeviceIds(organizationId, [input.device_id]);
      if (!found) throw notFound('Device');
      device = found.id;
    }
    const target = await this.repo.releasedTarget(organizationId, targetId(deploymentId, device, rollback));
    if (!target) throw notFound('Deployment job for this device');
    const now = this.clock.now();
    const fresh = await this.repo.addReport({
      _id: `${target._id}:${input.phase}:${input.status}`,
      organization_id: organizationId,
      deployment_id: deploymentId,
      device,
      rollback,
      phase: input.phase,
      status: input.status,
      started_at: input.started_at ? new Date(input.started_at) : null,
      completed_at: input.completed_at ? new Date(input.completed_at) : null,
      error: input.error ?? null,
      received_at: now,
    });
    const open = target.state !== 'Succeeded' && target.state !== 'Failed';
    if (!fresh && open && input.progress !== undefined && target.phase === input.phase) {
      // A progress update within the phase already reported.
      await this.repo.updateTarget(organizationId, target._id, { progress: input.progress, updated_at: now });
    }
    if (fresh && open) {
      const state = stateAfter(input);
      // Only while still open: the operator may have decided the device timed out meanwhile.
      await this.repo.updateOpenTarget(organizationId, target._id, {
        state: rollback && state === 'Succeeded' ? 'RolledBack' : state,
        phase: input.phase,
        progress: input.progress ?? (input.status === 'succeeded' ? 1 : 0),
        message: input.error?.message ?? null,
        updated_at: now,
      });
    }
    return { recorded: true, duplicate: !fresh };
  }

  /** What a device should install or roll back now, for its check-in response. */
  async pendingFor(device: DevicePrincipal): Promise<PendingDeployment[]> {
    const open = await this.repo.openTargetsOf(device.organizationId, device.id);
    const pending: PendingDeployment[] = [];
    for (const target of open) {
      const deployment = await this.repo.get(device.organizationId, target.deployment_id);
      if (!deployment || deployment.phase === 'Cancelled') continue;
      const source = target.rollback ? await this.previousDeployment(device, target.deployment_id) : deployment;
      const artifact = source?.spec.exportArtifact ?? null;
      pending.push({
        job_id: jobIdOf(target.deployment_id, target.rollback),
        deployment_id: target.deployment_id,
        rollback: target.rollback,
        model_version_id: artifact?.modelVersionId ?? null,
        format: artifact?.format ?? deployment.spec.exportArtifact.format,
        artifact_url: artifact?.artifactKey ? await this.artifacts.presignGet(artifact.artifactKey) : null,
        artifact_sha256: source ? await this.checksumOf(source) : null,
        class_names: artifact ? await this.artifacts.classNames(device.organizationId, artifact.modelVersionId) : [],
      });
    }
    return pending;
  }

  /** The deployment the device ran before this one: its newest earlier successful one. */
  private async previousDeployment(device: DevicePrincipal, deploymentId: number): Promise<DeploymentDoc | null> {
    const earlier = await this.repo.lastSucceededBefore(device.organizationId, device.id, deploymentId);
    if (!earlier) return null;
    return this.repo.get(device.organizationId, earlier.deployment_id);
  }

  /** The artifact's checksum; records made without one (kubectl, older) get it on first use. */
  private async checksumOf(doc: DeploymentDoc): Promise<string | null> {
    if (doc.artifact_sha256) return doc.artifact_sha256;
    const key = doc.spec.exportArtifact.artifactKey;
    if (!key) return null;
    const sha256 = await this.artifacts.checksum(key).catch(() => null);
    if (!sha256) return null; // not readable (yet): the device's download will say why
    await this.repo.update(doc.organization_id, doc._id, { artifact_sha256: sha256 });
    return sha256;
  }
}
