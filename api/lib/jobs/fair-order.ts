import type { Collection, Db } from 'mongodb';

interface OrderDoc {
  _id: string;
  /** The queue's clock (for `<kind>`) or the organization's last place (for `<kind>:<org>`). */
  place: number;
}

/**
 * Places of queued runs for one kind of work shared by organizations (start-time fair queueing),
 * kept in the database so every API process orders the shared Agenda queue the same way
 * (claimed-runs.ts turns a place into the job's priority). A new run's place is half a step past
 * the queue's clock (the place of the latest run started), or one past its organization's last
 * place if that is later: an organization with 500 runs waiting holds places clock+1 ..
 * clock+500, another organization's single run gets clock+0.5 and starts next, two
 * organizations with backlogs take turns, and each organization's own runs keep their order.
 */
export class FairOrder {
  private readonly order: Collection<OrderDoc>;

  constructor(
    db: Db,
    private readonly kind: string,
  ) {
    this.order = db.collection<OrderDoc>('run_order');
  }

  /** The queue's clock: the place of the latest run started. */
  async clock(): Promise<number> {
    return (await this.order.findOne({ _id: this.kind }))?.place ?? 0;
  }

  /** Takes the next place for a run of the organization (atomic per organization). */
  async take(organizationId: number): Promise<number> {
    const clock = await this.clock();
    const doc = await this.order.findOneAndUpdate(
      { _id: `${this.kind}:${organizationId}` },
      // One update, so two requests of one organization never share a place.
      [{ $set: { place: { $max: [{ $add: [{ $ifNull: ['$place', -1] }, 1] }, clock + 0.5] } } }],
      { upsert: true, returnDocument: 'after' },
    );
    return doc!.place;
  }

  /** A run at `place` started: the clock moves up to it (never back). */
  async started(place: number): Promise<void> {
    await this.order.updateOne({ _id: this.kind }, { $max: { place } }, { upsert: true });
  }
}
