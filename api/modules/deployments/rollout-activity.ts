/** How long a process trusts "no rollout in progress" before asking the database again. */
export const QUIET_ANSWER_TTL_MS = 5_000;

/**
 * Whether an organization has deployment targets released to devices and not yet finished,
 * remembered briefly per process.
 *
 * Every check-in answers with the device's pending deployments, yet almost all check-ins happen
 * while no rollout runs. On FerretDB each targets query scans the collection, so asking once per
 * organization and a few seconds instead of once per check-in takes a query off the device's
 * hottest path. Only the "quiet" answer can go stale in a harmful way (a released deployment not
 * handed out): a release through this process forgets it at once, a release through another API
 * replica reaches the devices at most `ttlMs` later, well inside a check-in interval.
 */
export class RolloutActivity {
  private readonly answers = new Map<number, { active: boolean; at: number }>();
  private readonly probes = new Map<number, Promise<boolean>>();
  /** Bumped by `forget`, so a probe that started before a release cannot store "quiet" after it. */
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly probe: (organizationId: number) => Promise<boolean>,
    private readonly ttlMs = QUIET_ANSWER_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async isActive(organizationId: number): Promise<boolean> {
    const known = this.answers.get(organizationId);
    if (known && this.now() - known.at < this.ttlMs) return known.active;
    let pending = this.probes.get(organizationId);
    if (!pending) {
      const probe: Promise<boolean> = this.ask(organizationId).finally(() => {
        if (this.probes.get(organizationId) === probe) this.probes.delete(organizationId);
      });
      this.probes.set(organizationId, (pending = probe));
    }
    return pending;
  }

  /** A rollout reached devices of this organization: the next check-in must look. */
  forget(organizationId: number): void {
    this.generations.set(organizationId, (this.generations.get(organizationId) ?? 0) + 1);
    this.answers.delete(organizationId);
    this.probes.delete(organizationId);
  }

  private async ask(organizationId: number): Promise<boolean> {
    const generation = this.generations.get(organizationId) ?? 0;
    const at = this.now();
    const active = await this.probe(organizationId);
    if ((this.generations.get(organizationId) ?? 0) === generation) this.answers.set(organizationId, { active, at });
    return active;
  }
}
