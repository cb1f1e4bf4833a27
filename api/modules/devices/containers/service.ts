import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { PageQuery } from '../../../lib/http/schemas.js';
import type { DeviceRepository } from '../repository.js';
import { type ContainerAction, type DockerContainer, type PortainerDocker } from './portainer-docker.js';
import type { ContainerAuditRepository } from './repository.js';
import type { AuditedAction, AuditEntry, ContainerView, LogsQuery } from './schemas.js';

/**
 * The container-management proxy: an operator sees and steers the containers on one of their
 * organization's devices through Portainer. The device is looked up in the caller's organization
 * first, so another organization's device is a 404 whatever else is wrong.
 */
export class ContainerService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly audit: ContainerAuditRepository,
    private readonly docker: PortainerDocker | null,
    private readonly clock: Clock,
  ) {}

  async list(user: UserPrincipal, deviceId: number): Promise<ContainerView[]> {
    const { environmentId, docker } = await this.target(user, deviceId);
    return (await docker.list(environmentId)).map(toView);
  }

  async logs(user: UserPrincipal, deviceId: number, container: string, query: LogsQuery) {
    const { environmentId, docker } = await this.target(user, deviceId);
    const { lines, truncated } = await this.audited(user, deviceId, container, 'logs', () =>
      docker.logs(environmentId, container, {
        tail: query.tail,
        since: query.since ? new Date(query.since) : undefined,
        timestamps: query.timestamps ?? true,
      }),
    );
    return { container, lines, truncated };
  }

  async act(user: UserPrincipal, deviceId: number, container: string, action: ContainerAction) {
    const { environmentId, docker } = await this.target(user, deviceId);
    const changed = await this.audited(user, deviceId, container, action, () =>
      docker.act(environmentId, container, action),
    );
    return { container, action, changed, at: this.clock.now().toISOString() };
  }

  async auditTrail(
    user: UserPrincipal,
    deviceId: number,
    query: PageQuery,
  ): Promise<{ items: AuditEntry[]; meta: PageMeta }> {
    await this.device(user, deviceId);
    const { skip, limit } = pageWindow(query);
    const { docs, total } = await this.audit.page(user.organizationId, deviceId, skip, limit);
    const items = docs.map((d) => ({
      id: d._id.toHexString(),
      device_id: d.device,
      container: d.container,
      action: d.action,
      outcome: d.outcome,
      error_code: d.error_code,
      user: d.user,
      at: d.at.toISOString(),
    }));
    return { items, meta: pageMeta(query, total, docs.length) };
  }

  /**
   * The entry is written before Portainer is called, so no action can happen unrecorded (an API
   * that dies mid-call leaves `started`), and completed with the outcome afterwards.
   */
  private async audited<T>(
    user: UserPrincipal,
    deviceId: number,
    container: string,
    action: AuditedAction,
    run: () => Promise<T>,
  ): Promise<T> {
    const entry = await this.audit.start(user, deviceId, container, action);
    try {
      const result = await run();
      // Only an action answers false: Docker's 304, the container was in that state already.
      await this.audit.finish(user.organizationId, entry, result === false ? 'unchanged' : 'done');
      return result;
    } catch (err) {
      await this.audit.finish(
        user.organizationId,
        entry,
        'failed',
        err instanceof AppError ? err.code : 'INTERNAL_ERROR',
      );
      throw err;
    }
  }

  private async device(user: UserPrincipal, deviceId: number) {
    const device = await this.devices.get(user.organizationId, deviceId);
    if (!device) throw notFound('Device');
    return device;
  }

  private async target(user: UserPrincipal, deviceId: number) {
    const device = await this.device(user, deviceId);
    if (!this.docker) {
      throw new AppError(
        'CONTAINER_MANAGEMENT_NOT_CONFIGURED',
        'No container-management service is configured',
        'set EDGE_MANAGER_URL and EDGE_MANAGER_API_KEY (Portainer) on the API',
      );
    }
    if (device.edge_environment_id === null || device.edge_environment_id === undefined) {
      throw new AppError(
        'CONFLICT',
        'The device has no Edge environment',
        'it was provisioned before container management was configured; provision it again to get one',
      );
    }
    return { environmentId: device.edge_environment_id, docker: this.docker };
  }
}

function toView(c: DockerContainer): ContainerView {
  return {
    id: c.Id,
    name: c.Names?.[0]?.replace(/^\//, '') ?? null,
    image: c.Image ?? null,
    command: c.Command ?? null,
    state: c.State ?? null,
    status: c.Status ?? null,
    created_at: typeof c.Created === 'number' ? new Date(c.Created * 1000).toISOString() : null,
    labels: c.Labels ?? {},
  };
}
