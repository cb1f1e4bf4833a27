import type { Clock } from '../../lib/clock.js';
import type { Counter } from 'prom-client';
import type { DevicePrincipal, UserPrincipal } from '../../lib/auth/principal.js';
import type { PageMeta } from '../../lib/envelope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { DEVICE_KEY_REQUIRED } from '../../lib/auth/authenticate.js';
import type { Logger } from '../../lib/logging.js';
import { pageMeta, pageWindow } from '../../lib/pagination.js';
import { generateSecret, hashSecret, secretHint } from '../../lib/secrets.js';
import type { ProvisioningTokenService } from '../provisioning/index.js';
import type { EdgeSettings, PortainerEdgeManager } from './edge-manager.js';
import type { DeviceDoc, DeviceRepository } from './repository.js';
import {
  APPROVAL_TRANSITIONS,
  type CheckinEntry,
  type CheckinInput,
  type ListCheckinsQuery,
  type DeviceView,
  type ListDevicesQuery,
  type ProvisionInput,
  type UpdateDevice,
} from './schemas.js';
import type { Quotas } from '../../lib/quotas.js';
import { mayHaveDeploymentJobs, type DeploymentReleases } from './deployment-releases.js';

const DEVICE_KEY_PREFIX = 'adk_';

export interface DeviceServiceOptions {
  offlineAfterS: number;
  checkinHistoryLimit: number;
  /** Whether the organization wants new devices to wait for an admin's approval. */
  requireApproval: (organizationId: number) => Promise<boolean>;
  /** The deployment jobs waiting for a device (the deployments module). */
  pendingDeployments: PendingWork;
  /** Check-ins per organization, for /metrics. */
  checkins: Counter<'organization_id'>;
  /** The organization's device quota: counted at provisioning, given back on delete. */
  quotas: Pick<Quotas, 'add' | 'subtract'>;
}

/** What a check-in response lists besides the acknowledgement (deployments to install). */
export type PendingWork = (device: DevicePrincipal) => Promise<unknown[]>;

export class DeviceService {
  constructor(
    private readonly repo: DeviceRepository,
    private readonly tokens: ProvisioningTokenService,
    private readonly edgeManager: PortainerEdgeManager | null,
    private readonly options: DeviceServiceOptions,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  private isOnline(device: DeviceDoc, now = this.clock.now().getTime()): boolean {
    return device.last_seen_at !== null && now - device.last_seen_at.getTime() <= this.options.offlineAfterS * 1000;
  }

  toView(device: DeviceDoc): DeviceView {
    return {
      id: device._id,
      device_id: device.device_id,
      name: device.name,
      hostname: device.hostname,
      platform: device.platform,
      labels: device.labels,
      status: device.status,
      online: this.isOnline(device),
      last_seen_at: device.last_seen_at?.toISOString() ?? null,
      last_checkin: device.last_checkin && { ...device.last_checkin, at: device.last_checkin.at.toISOString() },
      api_key_hint: device.api_key_hint,
      edge_environment_id: device.edge_environment_id,
      created_at: device.created_at.toISOString(),
      updated_at: device.updated_at.toISOString(),
    };
  }

  /**
   * Public provisioning. The token is claimed atomically first, so of many concurrent attempts
   * exactly one goes on; every later failure (Edge environment, duplicate device) gives the
   * token back and undoes what was created, so a failed attempt leaves nothing behind.
   */
  async provision(input: ProvisionInput): Promise<{ device: DeviceView; api_key: string; edge: EdgeSettings | null }> {
    const deviceExists = () =>
      new AppError(
        'DEVICE_EXISTS',
        `A device with device_id ${input.device_id} is already registered`,
        'the token is still usable',
      );
    const claim = await this.tokens.claim(input.token, input.device_id, async (organizationId) => {
      if (await this.repo.exists(organizationId, input.device_id)) throw deviceExists();
    });
    let edge: EdgeSettings | null = null;
    let device: DeviceDoc | null = null;
    let counted = false;
    try {
      await this.options.quotas.add(claim.organizationId, 'devices');
      counted = true;
      edge = this.edgeManager ? await this.edgeManager.createEnvironment(input.name, input.device_id) : null;
      const apiKey = generateSecret(DEVICE_KEY_PREFIX);
      const now = this.clock.now();
      const status = (await this.options.requireApproval(claim.organizationId)) ? 'pending' : 'approved';
      device = await this.repo.insert(claim.organizationId, {
        device_id: input.device_id,
        name: input.name,
        hostname: input.hostname ?? null,
        platform: input.platform ?? null,
        labels: input.labels ?? {},
        status,
        api_key_hash: hashSecret(apiKey),
        api_key_hint: secretHint(apiKey),
        provisioning_token_id: claim.tokenId,
        edge_environment_id: edge?.environment_id ?? null,
        last_seen_at: null,
        last_checkin: null,
        deployment_releases: 0,
        deployment_releases_seen: 0,
        created_at: now,
        updated_at: now,
      });
      if (!device) throw deviceExists();
      return { device: this.toView(device), api_key: apiKey, edge };
    } catch (err) {
      if (device) await this.forget(device);
      if (counted) await this.options.quotas.subtract(claim.organizationId, 'devices');
      if (edge) await this.removeEdgeEnvironment(edge.environment_id);
      await claim.release();
      throw err;
    }
  }

  /**
   * The X-Device-Key resolver: approved devices, and pending ones marked as such (they may only
   * check in; authentication refuses them elsewhere). Rejected and disabled devices do not.
   */
  async authenticate(apiKey: string): Promise<DevicePrincipal | null> {
    const device = await this.repo.findByKeyHash(hashSecret(apiKey));
    if (device?.status === 'pending') {
      return {
        kind: 'device',
        id: device._id,
        deviceId: device.device_id,
        organizationId: device.organization_id,
        pending: true,
      };
    }
    if (!device || device.status !== 'approved') return null;
    return { kind: 'device', id: device._id, deviceId: device.device_id, organizationId: device.organization_id };
  }

  async self(principal: DevicePrincipal): Promise<DeviceView> {
    const device = await this.repo.get(principal.organizationId, principal.id);
    if (!device) throw notFound('Device');
    return this.toView(device);
  }

  /**
   * A check-in with the device's key: the key is looked up by the write itself (issue 29: one
   * round trip, not two), so a device disabled or deleted a moment before is refused at once.
   * Pending devices check in too (their reply lists no deployments).
   */
  async checkin(apiKey: string, input: CheckinInput) {
    const at = this.clock.now();
    const updated = await this.repo.recordCheckin(hashSecret(apiKey), ['approved', 'pending'], {
      at,
      status: input.status ?? null,
      agent_version: input.agent_version ?? null,
      uptime_s: input.uptime_s ?? null,
      model_formats: input.model_formats ?? null,
      metrics: input.metrics ?? {},
    });
    if (!updated) throw new AppError('UNAUTHORIZED', DEVICE_KEY_REQUIRED, 'unknown or revoked device key');
    const principal: DevicePrincipal = {
      kind: 'device',
      id: updated._id,
      deviceId: updated.device_id,
      organizationId: updated.organization_id,
      ...(updated.status === 'pending' ? { pending: true } : {}),
    };
    this.options.checkins.inc({ organization_id: String(principal.organizationId) });
    return {
      device_id: updated.device_id,
      server_time: at.toISOString(),
      next_checkin_s: Math.max(1, Math.floor(this.options.offlineAfterS / 5)),
      deployments: await this.deploymentJobs(principal, updated),
    };
  }

  /** The deployment jobs for a check-in's reply, looked up only while the record says there may be some. */
  private async deploymentJobs(principal: DevicePrincipal, device: DeploymentReleases): Promise<unknown[]> {
    // A device waiting for approval is told of nothing; its count stays, for when it is approved.
    if (principal.pending || !mayHaveDeploymentJobs(device)) return [];
    const jobs = await this.options.pendingDeployments(principal);
    if (jobs.length === 0) {
      await this.repo.noteNoDeploymentJobs(principal.organizationId, principal.id, device.deployment_releases);
    }
    return jobs;
  }

  /** A deployment (or its rollback) was handed to the device (the deployments module says so). */
  noteDeploymentReleased(organizationId: number, id: number): Promise<void> {
    return this.repo.noteDeploymentReleased(organizationId, id);
  }

  async list(user: UserPrincipal, query: ListDevicesQuery): Promise<{ items: DeviceView[]; meta: PageMeta }> {
    const since = new Date(this.clock.now().getTime() - this.options.offlineAfterS * 1000);
    const criteria = {
      status: query.status,
      search: query.search,
      lastSeen: query.online === undefined ? undefined : { since, within: query.online },
    };
    const { docs, total } = await this.repo.page(user.organizationId, criteria, pageWindow(query));
    return { items: docs.map((d) => this.toView(d)), meta: pageMeta(query, total, docs.length) };
  }

  async get(user: UserPrincipal, id: number): Promise<DeviceView> {
    const device = await this.repo.get(user.organizationId, id);
    if (!device) throw notFound('Device');
    return this.toView(device);
  }

  /** The device's check-in history (bounded by CHECKIN_HISTORY_LIMIT), newest first. */
  async checkinHistory(
    user: UserPrincipal,
    id: number,
    query: ListCheckinsQuery,
  ): Promise<{ items: CheckinEntry[]; meta: PageMeta }> {
    if (!(await this.repo.has(user.organizationId, id))) throw notFound('Device');
    const criteria = {
      device: id,
      since: query.since ? new Date(query.since) : undefined,
      until: query.until ? new Date(query.until) : undefined,
    };
    const { docs, total } = await this.repo.checkinPage(user.organizationId, criteria, pageWindow(query));
    const items = docs.map((d) => ({
      at: d.at.toISOString(),
      status: d.status,
      agent_version: d.agent_version ?? null,
      uptime_s: d.uptime_s ?? null,
      metrics: d.metrics,
    }));
    return { items, meta: pageMeta(query, total, docs.length) };
  }

  async update(user: UserPrincipal, id: number, patch: UpdateDevice): Promise<DeviceView> {
    const current = await this.repo.get(user.organizationId, id);
    if (!current) throw notFound('Device');
    const set: Partial<DeviceDoc> = { updated_at: this.clock.now() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.labels !== undefined) set.labels = patch.labels;
    if (patch.status !== undefined && patch.status !== current.status) {
      if (!APPROVAL_TRANSITIONS[current.status].includes(patch.status)) {
        throw new AppError(
          'CONFLICT',
          `A ${current.status} device cannot become ${patch.status}`,
          `allowed from ${current.status}: ${APPROVAL_TRANSITIONS[current.status].join(', ') || 'none'}`,
        );
      }
      set.status = patch.status;
    }
    // The status filter makes a concurrent transition lose instead of overwrite.
    const updated = await this.repo.updateIfStatus(user.organizationId, id, current.status, set);
    if (!updated) throw new AppError('CONFLICT', 'The device changed meanwhile', 'read it again and retry');
    return this.toView(updated);
  }

  /** Removes the device; its key stops working at once. Its images stay. */
  async remove(user: UserPrincipal, id: number): Promise<void> {
    const device = await this.repo.get(user.organizationId, id);
    if (!device) throw notFound('Device');
    const removed = await this.forget(device);
    if (!removed) throw notFound('Device');
    await this.options.quotas.subtract(user.organizationId, 'devices');
    if (removed.edge_environment_id !== null) await this.removeEdgeEnvironment(removed.edge_environment_id);
  }

  /** Deletes a device record; its key stops working with it. */
  private forget(device: DeviceDoc): Promise<DeviceDoc | null> {
    return this.repo.remove(device.organization_id, device._id);
  }

  /** Devices of an organization by their container engine ids (for deployment targets). */
  async byDeviceIds(organizationId: number, deviceIds: string[]) {
    return this.repo.withDeviceIds(organizationId, deviceIds);
  }

  /** Approved devices carrying all these labels. */
  async byLabels(organizationId: number, labels: Record<string, string>) {
    return this.repo.approvedWithLabels(organizationId, labels);
  }

  pruneCheckinHistory(): Promise<number> {
    return this.repo.pruneCheckins(this.options.checkinHistoryLimit);
  }

  telemetryByOrganization() {
    return this.repo.telemetryByOrganization(new Date(this.clock.now().getTime() - this.options.offlineAfterS * 1000));
  }

  countByOrganization() {
    return this.repo.countByOrganization(new Date(this.clock.now().getTime() - this.options.offlineAfterS * 1000));
  }

  private async removeEdgeEnvironment(environmentId: number): Promise<void> {
    try {
      await this.edgeManager?.deleteEnvironment(environmentId);
    } catch (err) {
      // The device record decides; a leftover environment is visible in Portainer and harmless.
      this.logger.warn({ err, environmentId }, 'could not remove the Edge Agent environment');
    }
  }
}
