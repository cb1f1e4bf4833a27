import { CoordinationV1Api, type KubeConfig, type V1Lease } from '@kubernetes/client-node';
import { isConflict, isNotFound } from './kube-errors.js';

/**
 * Lease times are MicroTime: the API server insists on six fractional digits, while a Date
 * serialises with three. client-node serialises times with toISOString, so this Date pads it.
 */
class MicroTime extends Date {
  override toISOString(): string {
    return super.toISOString().replace(/Z$/, '000Z');
  }
}

export interface LeaderElectionOptions {
  namespace: string;
  name: string;
  identity: string;
  leaseDurationS?: number;
  renewEveryMs?: number;
  onStartedLeading: () => void | Promise<void>;
  onStoppedLeading: () => void | Promise<void>;
}

/**
 * Leader election on a coordination.k8s.io Lease, the way client-go does it: the holder renews
 * the lease; others take it over only once it has expired. Every write carries the lease's
 * resourceVersion, so of two replicas racing for an expired lease the API server accepts one.
 */
export class LeaderElector {
  private readonly api: CoordinationV1Api;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private stopped = false;

  constructor(
    kubeConfig: KubeConfig,
    private readonly options: LeaderElectionOptions,
  ) {
    this.api = kubeConfig.makeApiClient(CoordinationV1Api);
  }

  get isLeader(): boolean {
    return this.leading;
  }

  private get durationS(): number {
    return this.options.leaseDurationS ?? 15;
  }

  start(): void {
    const tick = async () => {
      if (this.stopped) return;
      try {
        await this.tryAcquireOrRenew();
      } catch {
        // The API server may be briefly unreachable; a missed renewal ends leadership below.
        await this.setLeading(false);
      }
      if (!this.stopped)
        this.timer = setTimeout(() => void tick(), this.options.renewEveryMs ?? (this.durationS * 1000) / 3);
    };
    void tick();
  }

  /**
   * Stops renewing, stops leading (onStoppedLeading, which lets in-flight work end), and only
   * then hands the lease back so another replica takes over at once: handed back first, the next
   * leader would reconcile beside this one's last reconciles, and a job could be acted on twice.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const wasLeading = this.leading;
    await this.setLeading(false);
    if (!wasLeading) return;
    try {
      const lease = await this.read();
      if (lease?.spec?.holderIdentity === this.options.identity) {
        lease.spec.holderIdentity = undefined;
        lease.spec.leaseDurationSeconds = 1;
        await this.api.replaceNamespacedLease({
          name: this.options.name,
          namespace: this.options.namespace,
          body: lease,
        });
      }
    } catch {
      // best effort: the lease expires on its own
    }
  }

  private async read(): Promise<V1Lease | null> {
    try {
      return await this.api.readNamespacedLease({ name: this.options.name, namespace: this.options.namespace });
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private async tryAcquireOrRenew(): Promise<void> {
    const now = new MicroTime();
    const lease = await this.read();
    const mine = { holderIdentity: this.options.identity, leaseDurationSeconds: this.durationS, renewTime: now };
    if (!lease) {
      try {
        await this.api.createNamespacedLease({
          namespace: this.options.namespace,
          body: {
            metadata: { name: this.options.name, namespace: this.options.namespace },
            spec: { ...mine, acquireTime: now, leaseTransitions: 0 },
          },
        });
        await this.setLeading(true);
      } catch (err) {
        if (!isConflict(err)) throw err;
        await this.setLeading(false);
      }
      return;
    }
    const spec = lease.spec ?? {};
    const holder = spec.holderIdentity;
    const renewed = spec.renewTime ? new Date(spec.renewTime).getTime() : 0;
    const expired = !holder || renewed + (spec.leaseDurationSeconds ?? this.durationS) * 1000 < now.getTime();
    if (holder !== this.options.identity && !expired) {
      await this.setLeading(false);
      return;
    }
    const takingOver = holder !== this.options.identity;
    lease.spec = {
      ...spec,
      ...mine,
      acquireTime: takingOver ? now : spec.acquireTime,
      leaseTransitions: (spec.leaseTransitions ?? 0) + (takingOver ? 1 : 0),
    };
    try {
      await this.api.replaceNamespacedLease({
        name: this.options.name,
        namespace: this.options.namespace,
        body: lease,
      });
      await this.setLeading(true);
    } catch (err) {
      if (!isConflict(err)) throw err;
      await this.setLeading(false);
    }
  }

  private async setLeading(leading: boolean): Promise<void> {
    if (leading === this.leading) return;
    this.leading = leading;
    await (leading ? this.options.onStartedLeading() : this.options.onStoppedLeading());
  }
}
