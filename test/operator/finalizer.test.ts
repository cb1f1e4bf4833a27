import { expect } from 'chai';
import { API_VERSION, FINALIZER, type CustomResource, type KindName } from '../../contracts/custom-resources.js';
import type { EventRecord, EventRecorder } from '../../operator/runtime/events.js';
import { finalizerStep } from '../../operator/runtime/finalizer.js';
import type { Cluster } from '../../operator/runtime/kube.js';

/** The one cluster call the step makes, and the events it records, kept for the assertions. */
function fakes() {
  const finalizerPatches: string[][] = [];
  const events: EventRecord[] = [];
  const cluster = {
    setFinalizers: async (_kind: KindName, _resource: unknown, finalizers: string[]) => {
      finalizerPatches.push(finalizers);
    },
  } as unknown as Cluster;
  const recorder = { record: async (_r: unknown, event: EventRecord) => void events.push(event) };
  return { cluster, recorder: recorder as unknown as EventRecorder, finalizerPatches, events };
}

const resource = (
  metadata: Partial<CustomResource<unknown, unknown>['metadata']>,
): CustomResource<unknown, unknown> => ({
  apiVersion: API_VERSION,
  kind: 'TrainingJob',
  metadata: { name: 'tj', namespace: 'ns', ...metadata },
  spec: {},
});

describe('the finalizer step every reconciler starts with', () => {
  it('adds the finalizer to a new resource and waits for the update to come back', async () => {
    const { cluster, finalizerPatches } = fakes();
    const proceed = await finalizerStep(cluster, 'TrainingJob', resource({ finalizers: ['other'] }), async () => {});
    expect(proceed).to.equal(false);
    expect(finalizerPatches).to.deep.equal([['other', FINALIZER]]);
  });

  it('lets a live resource with the finalizer go on to its work, touching nothing', async () => {
    const { cluster, finalizerPatches } = fakes();
    const proceed = await finalizerStep(cluster, 'TrainingJob', resource({ finalizers: [FINALIZER] }), async () => {
      throw new Error('no cleanup for a live resource');
    });
    expect(proceed).to.equal(true);
    expect(finalizerPatches).to.deep.equal([]);
  });

  it('cleans up a deleted resource first, then removes only its own finalizer', async () => {
    const { cluster, finalizerPatches } = fakes();
    const order: string[] = [];
    const deleting = resource({ deletionTimestamp: '2026-01-01T00:00:00Z', finalizers: [FINALIZER, 'other'] });
    const proceed = await finalizerStep(cluster, 'TrainingJob', deleting, async () => {
      order.push(`cleanup with ${finalizerPatches.length} patches`);
    });
    expect(proceed).to.equal(false);
    expect(order).to.deep.equal(['cleanup with 0 patches']);
    expect(finalizerPatches).to.deep.equal([['other']]);
  });

  it('keeps the finalizer when the cleanup fails, and says why on the resource', async () => {
    const { cluster, recorder, finalizerPatches, events } = fakes();
    const deleting = resource({ deletionTimestamp: '2026-01-01T00:00:00Z', finalizers: [FINALIZER] });
    const failing = finalizerStep(
      cluster,
      'TrainingJob',
      deleting,
      async () => {
        throw new Error('POST /internal/operator/training-jobs/1/2/release: HTTP 503');
      },
      recorder,
    );
    await failing.then(
      () => expect.fail('the failure must reach the work queue, which retries it'),
      (err: Error) => expect(err.message).to.match(/HTTP 503/),
    );
    expect(finalizerPatches).to.deep.equal([]);
    expect(events).to.have.length(1);
    expect(events[0]).to.include({ type: 'Warning', reason: 'CleanupFailed' });
    expect(events[0]!.message).to.match(/HTTP 503.*retrying/);
  });

  it('leaves a deleted resource alone once its finalizer is gone', async () => {
    const { cluster, finalizerPatches } = fakes();
    const gone = resource({ deletionTimestamp: '2026-01-01T00:00:00Z', finalizers: ['other'] });
    expect(await finalizerStep(cluster, 'TrainingJob', gone, async () => expect.fail('cleaned twice'))).to.equal(false);
    expect(finalizerPatches).to.deep.equal([]);
  });
});
